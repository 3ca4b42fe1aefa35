import type { ReactNode } from 'react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#functions/shared/product';
import { paths } from '@/config/paths';

export const CONTACT_EMAIL = 'hello@commentspark.app';
/** Fixed, so the prerendered HTML and the hydrated page always agree. */
const COPYRIGHT_YEAR = 2026;

/**
 * The search pages' frame: content, then footer. The site header and the `<main>` landmark come
 * from the shell around every page.
 */
export function SearchLayout({ children }: { children: ReactNode }) {
  return (
    <div className="sp-page">
      <div className="sp-main">{children}</div>
      <footer className="sp-footer">
        <div className="sp-footer__inner">
          <p className="sp-footer__brand">{PRODUCT_NAME}</p>
          <ul className="sp-footer__links">
            <li>
              <a href={paths.ambassadors}>Become an ambassador</a>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{`Support: ${SUPPORT_EMAIL}`}</a>
            </li>
          </ul>
          <p className="sp-footer__copy">
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
