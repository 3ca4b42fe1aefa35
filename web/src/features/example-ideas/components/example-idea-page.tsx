import { useId } from 'react';
import type { ContentIdea } from '../../../../../functions/contract/schemas';
import { PRODUCT_NAME } from '../../../../../functions/domain/product';
import { paths } from '../../../app/paths';
import { IdeaContent } from '../../ideas/components/idea-content';
import '../example-idea.css';

/** Fixed, so the prerendered HTML and the hydrated page always agree. */
const COPYRIGHT_YEAR = 2026;
/** Spec 2: the example pages always show this label, whatever the real time. */
const DELIVERY_LABEL = 'Today, 7:00 AM';

export interface RelatedIdea {
  readonly href: string;
  readonly label: string;
}

/**
 * The template of the skincare example pages: a page frame around IdeaDetails. The public idea
 * page renders IdeaDetails inside the app instead.
 */
export function ExampleIdeaPage({ idea, related = [] }: { idea: ContentIdea; related?: readonly RelatedIdea[] }) {
  return (
    <div className="ex-page">
      <header className="ex-topbar">
        <div className="ex-topbar__inner">
          <a className="ex-topbar__brand" href={paths.home}>
            {PRODUCT_NAME}
          </a>
          <a className="ex-topbar__back" href={paths.skincare}>
            ← Back to Skincare Ideas
          </a>
        </div>
      </header>
      <div className="ex-main">
        <IdeaDetails idea={idea} />
        <aside className="ex-cta" aria-label="Get daily ideas">
          <p className="ex-cta__title">Get an idea like this in your inbox every morning at 7:00 AM.</p>
          <p className="ex-cta__text">7-day free trial, cancel at any time.</p>
          <a className="button button--primary" href={paths.onboarding}>
            Start Free Trial
          </a>
        </aside>
        {related.length > 0 && (
          <nav className="ex-related" aria-label="More skincare example ideas">
            <h2 className="ex-section__title">More skincare example ideas</h2>
            <ul className="ex-related__list">
              {related.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <footer className="ex-footer">
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </footer>
    </div>
  );
}

/** One idea, laid out the way subscribers see it: header, then its content and source. */
export function IdeaDetails({ idea }: { idea: ContentIdea }) {
  const id = useId();
  return (
    <article className="ex-idea">
      <header className="ex-idea__header">
        <div className="ex-idea__meta">
          <p className="ex-idea__number">Daily Content Idea #{idea.ideaNumber}</p>
          <p className="ex-idea__time">{DELIVERY_LABEL}</p>
        </div>
        <h1 className="ex-idea__title">{idea.title}</h1>
        <ul className="ex-idea__badges" aria-label="Niche">
          <li className="ex-badge">{idea.niche}</li>
          <li className="ex-badge">{idea.subNiche}</li>
        </ul>
      </header>
      <IdeaContent content={idea.content} />
      <IdeaSourceBox source={idea.source} headingId={`${id}-source`} />
    </article>
  );
}

const PLATFORM_NAMES: Record<ContentIdea['source']['platform'], string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** The evidence behind an idea: the comment it answers and the video it was left under. */
export function IdeaSourceBox({ source, headingId }: { source: ContentIdea['source']; headingId: string }) {
  return (
    <section className="ex-section ex-source" aria-labelledby={headingId}>
      <h2 id={headingId} className="ex-section__title">
        How This Idea Was Generated
      </h2>
      <p className="ex-source__intro">
        We found this comment under a video that was taking off on {PLATFORM_NAMES[source.platform]}, and built the idea to
        answer it.
      </p>
      <figure className="ex-source__comment">
        <blockquote>
          <p>{source.comment}</p>
        </blockquote>
        <figcaption>
          {source.commentAuthor} · {formatCount(source.commentLikes)} likes
        </figcaption>
      </figure>
      <p className="ex-source__video">
        <span className="ex-source__label">Video:</span> “{source.videoTitle}” by {source.videoCreator} ·{' '}
        {formatCount(source.videoViews)} views on {PLATFORM_NAMES[source.platform]}
      </p>
    </section>
  );
}

/**
 * 4218 → "4.2K", 2340000 → "2.3M". Written out rather than Intl's compact notation so the
 * prerendering Node and every browser print the same text.
 */
export function formatCount(value: number): string {
  const scaled = (divisor: number, suffix: string) => `${Number((value / divisor).toFixed(1))}${suffix}`;
  if (value >= 999_950) return scaled(1_000_000, 'M');
  if (value >= 1_000) return scaled(1_000, 'K');
  return String(value);
}
