import { PRODUCT_NAME } from '../../../../../functions/domain/product';
import { paths } from '@/config/paths';

export function SiteHeader() {
  return (
    <header className="mk-header">
      <div className="mk-container mk-header__inner">
        <a className="mk-header__brand" href={paths.home}>
          {PRODUCT_NAME}
        </a>
        <nav className="mk-header__actions" aria-label={PRODUCT_NAME}>
          <a className="button button--ghost button--small" href={paths.auth}>
            Sign In
          </a>
          <a className="button button--primary button--small" href={paths.onboarding}>
            Start Free Trial
          </a>
        </nav>
      </div>
    </header>
  );
}
