import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { showCarriedNotice } from '../components/ui/toast';
import { PublicShell } from './public-shell';
import { findPublicRoute } from './routes';
import '../styles.css';

/**
 * The entry of prerendered pages: hydrates the HTML the build wrote, with only React and this
 * page's chunk. The SPA (router, auth) is never loaded here.
 */
async function hydrate(): Promise<void> {
  const page = findPublicRoute(window.location.pathname);
  const container = document.getElementById('root');
  if (!page || !container) return;
  const { default: Page } = await page.load();
  hydrateRoot(
    container,
    <StrictMode>
      <PublicShell path={page.path}>
        <Page />
      </PublicShell>
    </StrictMode>,
  );
  showCarriedNotice();
  // Referral links land on public pages: remember the code (and tidy the URL) after hydration.
  void import('../lib/referral').then(({ captureReferral }) => captureReferral());
}

void hydrate();
