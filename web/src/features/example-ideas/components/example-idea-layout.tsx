import type { ContentIdea } from '#functions/shared/schemas';
import { PRODUCT_NAME } from '#functions/shared/product';
import { paths } from '@/config/paths';
import { IdeaDetails } from '@/components/idea/idea-details';
import { TrialCta } from './trial-cta';

/** Fixed, so the prerendered HTML and the hydrated page always agree. */
const COPYRIGHT_YEAR = 2026;

export interface RelatedIdea {
  readonly href: string;
  readonly label: string;
}

/**
 * The template of the skincare example pages: the way back, the idea, a call to start the trial
 * and the other examples. The site header above it comes from the shell.
 */
export function ExampleIdeaLayout({ idea, related }: { readonly idea: ContentIdea; readonly related: readonly RelatedIdea[] }) {
  return (
    <div className="ex-page">
      <div className="ex-main">
        <p>
          <a className="link" href={paths.skincare}>
            ← Back to Skincare Ideas
          </a>
        </p>
        <IdeaDetails idea={idea} />
        <TrialCta />
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
