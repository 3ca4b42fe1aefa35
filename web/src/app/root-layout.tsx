import { Outlet, useLocation } from 'react-router-dom';
import { SpaHeader } from '../features/navigation/components/spa-header';
import { isTopNavHidden } from '../features/navigation/nav-visibility';
import { usePageViewTracking } from '../lib/tracking/use-page-view-tracking';

export function RootLayout() {
  const { pathname } = useLocation();
  usePageViewTracking();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {isTopNavHidden(pathname) ? null : <SpaHeader />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
