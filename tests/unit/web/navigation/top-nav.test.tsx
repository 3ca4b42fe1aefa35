// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/root-layout';
import { NotFoundRoute } from '@/app/routes/not-found';
import { exampleIdeaPages } from '@/features/example-ideas/pages';
import { marketingPages } from '@/features/marketing/pages';
import { searchPages } from '@/features/search-pages/pages';
import { PublicShell } from '@/public/public-shell';
import { letToastsUnmount } from '../../support/web';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const auth = vi.hoisted(() => ({ signOutUser: vi.fn() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
// The promo counts load after hydration; the header tests never reach the network.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: () => new Promise(() => undefined),
}));

/** What Amplify keeps in localStorage for a signed-in user (lib/stored-session.ts reads it). */
function storeSession(): void {
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'user-1');
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-1.accessToken', 'a.b.c');
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-1.idToken', 'a.b.c');
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/auth', Component: () => <p>Auth page</p> },
          { path: '/onboarding', Component: () => <p>Onboarding page</p> },
          { path: '/skincare', Component: () => <p>Skincare page</p> },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const navLinks = (nav: HTMLElement) =>
  within(within(nav).getByRole('list'))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

/** Containers of prerendered pages; the toast region beside them must stay in the document. */
const prerendered: HTMLElement[] = [];

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  for (const container of prerendered.splice(0)) container.remove();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

afterAll(() => letToastsUnmount(() => toast.dismiss()));

describe('the site header in the app', () => {
  it('offers Home, Skincare, Haircare and TikTok Growth, and Sign In and Start Free Trial without a session', async () => {
    renderAt('/auth');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(navLinks(nav)).toEqual([
      ['Home', '/'],
      ['Skincare', '/skincare'],
      ['Haircare', '/haircare'],
      ['TikTok Growth', '/tiktok-growth'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(within(nav).getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/onboarding');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('offers Logout instead of Sign In with a session', async () => {
    storeSession();
    renderAt('/somewhere');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Start Free Trial' })).toBeNull();
  });

  it('is the only header of the page', async () => {
    renderAt('/no-such-page');
    await screen.findByText('404');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('marks the page it leads to', async () => {
    renderAt('/skincare');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Skincare' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('is hidden during onboarding', async () => {
    renderAt('/onboarding');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('signs out, says so, goes to the auth page and offers Sign In again', async () => {
    storeSession();
    auth.signOutUser.mockImplementation(async () => {
      localStorage.clear();
      return { ok: true };
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderAt('/somewhere');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(await screen.findByText('Signed out successfully')).toBeTruthy();
    expect(await screen.findByText('You have been logged out of your account.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the message when signing out fails and stays on the page', async () => {
    storeSession();
    auth.signOutUser.mockResolvedValue({ ok: false, failure: { kind: 'service', name: 'NetworkError', message: 'Network down' } });
    const router = renderAt('/skincare');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Network down')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/skincare');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveProperty('disabled', false);
  });
});

const publicPages = [...marketingPages, ...searchPages, ...exampleIdeaPages];

describe('the site header on prerendered pages', () => {
  async function prerender(path: string) {
    const page = publicPages.find((candidate) => candidate.path === path)!;
    const { default: Page } = await page.load();
    const shell = (
      <PublicShell path={path}>
        <Page />
      </PublicShell>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(shell);
    document.body.appendChild(container);
    prerendered.push(container);
    return { container, shell };
  }

  it.each(publicPages.map((page) => page.path))('is the one header of %s', async (path) => {
    const { container } = await prerender(path);
    // An article may head itself (an idea's number and title); the page has no header of its own.
    const pageHeaders = Array.from(container.querySelectorAll('header')).filter((header) => !header.parentElement?.closest('article'));
    expect(pageHeaders).toHaveLength(1);
    expect(within(container).getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('offers Sign In in the HTML, the same for every visitor, and marks the current page', async () => {
    storeSession();
    const { container } = await prerender('/haircare');
    const nav = within(container).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Haircare' }).getAttribute('aria-current')).toBe('page');
  });

  it('swaps in Logout once hydrated with a session, without a hydration mismatch', async () => {
    const { container, shell } = await prerender('/');
    storeSession();
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, shell, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    const nav = within(container).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
    act(() => root.unmount());
  });

  it('keeps Sign In once hydrated without a session', async () => {
    const { container, shell } = await prerender('/tiktok-content-ideas');
    const root = await act(async () => hydrateRoot(container, shell));
    expect(within(container).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    act(() => root.unmount());
  });
});
