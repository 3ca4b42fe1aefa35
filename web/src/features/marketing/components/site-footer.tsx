import { PRODUCT_NAME, SUPPORT_EMAIL } from '#functions/shared/product';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, COPYRIGHT_YEAR, SOCIAL_URL } from '../site';

export function SiteFooter() {
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer__inner">
        <div className="mk-footer__brand">
          <a className="mk-footer__logo" href={paths.home}>
            {PRODUCT_NAME}
          </a>
          <p>One ready-to-film content idea every morning, drawn from real audience comments on viral videos.</p>
        </div>
        <nav className="mk-footer__links" aria-label="Niches">
          <h2 className="mk-footer__heading">Niches</h2>
          <a href={paths.skincare}>Skincare</a>
          <a href={paths.haircare}>Haircare</a>
          <a href={paths.tiktokGrowth}>TikTok Growth</a>
        </nav>
        <nav className="mk-footer__links" aria-label="Company">
          <h2 className="mk-footer__heading">Company</h2>
          <a href={paths.ambassadors}>Ambassador Program</a>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{`Support: ${SUPPORT_EMAIL}`}</a>
          <a href={SOCIAL_URL} rel="noopener" target="_blank">
            {`${PRODUCT_NAME} on TikTok`}
          </a>
        </nav>
      </div>
      <p className="mk-container mk-footer__legal">{`© ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. All rights reserved.`}</p>
    </footer>
  );
}
