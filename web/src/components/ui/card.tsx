import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from './class-names';
import './card.css';

/** `highlight`: the chosen or current one; `accent`: a call to act; `danger`: irreversible actions. */
export type CardTone = 'default' | 'highlight' | 'accent' | 'danger';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `article` for a thing (a plan, an idea), `section` for a part of a page, `li` in a list. */
  readonly as?: 'div' | 'article' | 'section' | 'aside' | 'li';
  readonly title?: ReactNode;
  /** The title's heading level in the page's outline. */
  readonly titleAs?: 'h2' | 'h3' | 'h4';
  readonly description?: ReactNode;
  /** Actions under the content, e.g. a plan's button. */
  readonly footer?: ReactNode;
  readonly tone?: CardTone;
}

/**
 * A padded surface with an optional header (title, description), content and footer. An article,
 * section or aside with a title is named by it (unless given its own `aria-label` or
 * `aria-labelledby`), so assistive technology lists it by name.
 */
export function Card({
  as: Element = 'div',
  title,
  titleAs: Title = 'h2',
  description,
  footer,
  tone = 'default',
  className,
  children,
  ...elementProps
}: CardProps) {
  const titleId = useId();
  const named = title !== undefined && Element !== 'div' && Element !== 'li' && elementProps['aria-label'] === undefined;
  return (
    <Element
      aria-labelledby={named ? titleId : undefined}
      {...elementProps}
      className={classNames('card card--padded', tone !== 'default' && `card--${tone}`, className)}
    >
      {title !== undefined || description !== undefined ? (
        <div className="card__header">
          {title !== undefined ? (
            <Title id={titleId} className="card__title">
              {title}
            </Title>
          ) : null}
          {description !== undefined ? <p className="card__description">{description}</p> : null}
        </div>
      ) : null}
      {children !== undefined ? <div className="card__content">{children}</div> : null}
      {footer !== undefined ? <div className="card__footer">{footer}</div> : null}
    </Element>
  );
}
