import { useId } from 'react';
import type { ContentIdea } from '../../../../functions/contract/schemas';
import { PRODUCT_NAME } from '../../../../functions/domain/product';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { IdeaContent } from './idea-content';
import { IdeaSourceBox } from './idea-evidence';
import './idea.css';

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
          <li>
            <Badge variant="info" className="ex-badge">
              {idea.niche}
            </Badge>
          </li>
          <li>
            <Badge variant="info" className="ex-badge">
              {idea.subNiche}
            </Badge>
          </li>
        </ul>
      </header>
      <IdeaContent content={idea.content} />
      <IdeaSourceBox source={idea.source} generator={idea.generator} headingId={`${id}-source`} />
    </article>
  );
}
