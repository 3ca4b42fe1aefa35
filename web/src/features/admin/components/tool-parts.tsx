import type { ReactNode } from 'react';
import { RATING_MAX } from '#functions/shared/schemas';
import '../tools.css';

/** One labelled value in a facts grid (`<dl className="at-facts">`). */
export function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="at-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A titled part of a result card; h4 under the card's h3. */
export function ToolSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="at-section">
      <h4 className="at-section__title">{title}</h4>
      {children}
    </section>
  );
}

/** "4.3" to one decimal, or null for an idea nobody rated. */
export function formatAverage(average: number | null): string | null {
  return average === null ? null : average.toFixed(1);
}

/**
 * An average rating as stars (rounded to whole stars, for the eye) and the number to one decimal
 * (for reading); assistive technology hears "4.3 out of 5 stars".
 */
export function AverageRating({ average }: { readonly average: number | null }) {
  const shown = formatAverage(average);
  if (average === null || shown === null) return <span className="muted">Not rated</span>;
  const filled = Math.min(RATING_MAX, Math.max(0, Math.round(average)));
  return (
    <span className="at-rating">
      <span className="at-rating__stars" aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="at-rating__empty">{'☆'.repeat(RATING_MAX - filled)}</span>
      </span>
      <span className="sr-only">{`${shown} out of ${RATING_MAX} stars`}</span>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
