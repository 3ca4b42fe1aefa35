// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'sonner';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../web/src/app/root-layout';
import { NotFoundRoute } from '../../web/src/app/routes/not-found';
import { letToastsUnmount } from './support/web';

const auth = vi.hoisted(() => ({ signOutUser: vi.fn() }));
vi.mock('../../web/src/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/auth', Component: () => <p>Auth page</p> },
          { path: '/onboarding', Component: () => <p>Onboarding page</p> },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

afterAll(() => letToastsUnmount(() => toast.dismiss()));

describe('top navigation', () => {
  it('offers Home, Skincare, Haircare, TikTok Growth and Logout', async () => {
    renderAt('/auth');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Skincare', '/skincare'],
      ['Haircare', '/haircare'],
      ['TikTok Growth', '/tiktok-growth'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('is hidden during onboarding', async () => {
    renderAt('/onboarding');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('signs out, says so and goes to the auth page', async () => {
    auth.signOutUser.mockResolvedValue({ ok: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderAt('/somewhere');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(await screen.findByText('Signed out successfully')).toBeTruthy();
    expect(await screen.findByText('You have been logged out of your account.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the message when signing out fails and stays on the page', async () => {
    auth.signOutUser.mockResolvedValue({ ok: false, failure: { kind: 'service', name: 'NetworkError', message: 'Network down' } });
    const router = renderAt('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Network down')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('not-found page', () => {
  it('shows 404 with a link home and logs the missing path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/no-such-page');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no-such-page');
  });
});
