import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { TopNavBar } from '@/features/navigation/components/top-nav-bar';
import { notifyOnNextPage } from '@/components/ui/toast';

/**
 * The frame of a prerendered page: the same top navigation as the app, with plain links (these
 * pages are separate documents, not SPA routes).
 */
export function PublicShell({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNavBar
        renderLink={(item) => (
          <a href={item.to} className="top-nav__link">
            {item.label}
          </a>
        )}
        onSignedOut={(notice) => {
          notifyOnNextPage(notice);
          window.location.assign(paths.auth);
        }}
      />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
