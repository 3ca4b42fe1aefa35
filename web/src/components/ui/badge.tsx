import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './badge.css';

/**
 * `info` is the brand's soft tint (tags, "Most Popular" in a list), `accent` the solid brand
 * colour (a "NEW" marker, a badge over a card's edge).
 */
export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  readonly variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...spanProps }: BadgeProps) {
  return <span {...spanProps} className={classNames('badge', `badge--${variant}`, className)} />;
}
