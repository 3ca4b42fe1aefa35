import { useId, type ReactNode } from 'react';
import { PRODUCT_NAME } from '#functions/shared/product';
import { Card } from './ui/card';
import { classNames } from './ui/class-names';
import './email-link-page.css';

export interface EmailLinkPageProps {
  /** The page's heading (h1): what happened, or what the button will do. */
  readonly heading: string;
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The page a link in an email opens (unsubscribe, email settings, a rating): the product's name,
 * a heading and a short card, centred like the sign-in page, readable on a phone.
 */
export function EmailLinkPage({ heading, children, className }: EmailLinkPageProps) {
  const headingId = useId();
  return (
    <div className="auth-page">
      <Card as="section" className={classNames('auth-card email-link-page', className)} aria-labelledby={headingId}>
        <p className="auth-card__brand">{PRODUCT_NAME}</p>
        <h1 id={headingId} className="auth-card__title">
          {heading}
        </h1>
        {children}
      </Card>
    </div>
  );
}
