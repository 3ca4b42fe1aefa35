import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="center-page">
      <title>{`Page not found | ${PRODUCT_NAME}`}</title>
      <div className="center-page__body">
        <h1 className="center-page__code">404</h1>
        <p className="center-page__title">Oops! Page not found</p>
        <Link className="link" to={paths.home}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
