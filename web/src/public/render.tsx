import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicShell } from './public-shell';
import type { PublicPage } from '../lib/public-page';

/** Build time only (scripts/prerender.ts loads it through Vite): the HTML of one public page. */
export async function renderPublicPage(page: PublicPage): Promise<string> {
  const { default: Page } = await page.load();
  return renderToString(
    <StrictMode>
      <PublicShell path={page.path}>
        <Page />
      </PublicShell>
    </StrictMode>,
  );
}

export { publicPages } from './registry';
export { SITE_ORIGIN } from '../lib/public-page';
