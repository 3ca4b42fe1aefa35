import type { ReactNode } from 'react';

export interface MarketingSectionProps {
  /** The heading's id; the section is labelled by it. */
  readonly id: string;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** Extra section classes, e.g. `mk-section--alt` or `mk-cta`. */
  readonly className?: string;
  /** A narrow text column instead of the full container. */
  readonly narrow?: boolean;
  readonly children?: ReactNode;
}

/** One band of a marketing page: the labelled section, its container, heading and lead line. */
export function MarketingSection({ id, title, lead, className, narrow = false, children }: MarketingSectionProps) {
  return (
    <section className={className ? `mk-section ${className}` : 'mk-section'} aria-labelledby={id}>
      <div className={narrow ? 'mk-container mk-narrow' : 'mk-container'}>
        <h2 id={id} className="mk-section__title">
          {title}
        </h2>
        {lead === undefined ? null : <p className="mk-section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
