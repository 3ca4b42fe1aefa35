import type { ReactNode } from 'react';
import { PublicHeader } from '../features/navigation/components/public-header';

/** The frame of a prerendered page at `path`: the site header the app shows too, then the page. */
export function PublicShell({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicHeader path={path} />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
