import { Outlet, useLocation } from 'react-router-dom';
import { TopNav } from '@/features/navigation/components/top-nav';
import { isTopNavHidden } from '@/features/navigation/nav-visibility';
import { usePageViewTracking } from '@/lib/tracking/use-page-view-tracking';

export function RootLayout() {
  const { pathname } = useLocation();
  usePageViewTracking();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {isTopNavHidden(pathname) ? null : <TopNav />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
