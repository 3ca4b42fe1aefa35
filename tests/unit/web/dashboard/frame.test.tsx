// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '#functions/shared/schemas';
import { DashboardRoute, dashboardLoader, shouldRevalidateDashboard } from '@/app/routes/dashboard';
import { DashboardPending } from '@/app/routes/guard-fallbacks';
import { greetingName } from '@/features/dashboard/greeting';
import { ApiError } from '@/lib/api-client';
import { nichesQueryOptions } from '@/lib/api/list-niches';
import { queryClient } from '@/lib/query-client';
import { renderPage, subscriberFixture } from '../../support/web';

// The Amplify wrapper and the API client are the page's only ways out; toasts go through notify().
const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>(), signOutUser: vi.fn() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

// A lower-case first name, so the greeting's capitalisation shows.
const subscriberWith = (overrides: Partial<Subscriber> = {}) =>
  subscriberFixture({ firstName: 'ana', niche: 'tiktok-growth', ...overrides });

/** The trial's $0 invoice: its period is the trial, so its end is the first charge (2099-03-12). */
const TRIAL_CHARGES = [
  {
    id: 'in_1',
    description: 'Trial period for Monthly',
    created: 1_772_712_000,
    amount: 0,
    currency: 'usd',
    status: 'succeeded',
    periodStart: 1_772_712_000,
    periodEnd: 4_076_956_800,
    invoicePdf: null,
  },
];

const NICHES = [
  { niche: 'skincare', displayName: 'Skincare', sortOrder: 1 },
  { niche: 'tiktok-growth', displayName: 'TikTok Growth', sortOrder: 2 },
];

/** Answers GET /api/me (and the niche list); any other call fails the test loudly. */
function serveMe(me: (() => unknown) | { email: string | null; subscriber: Subscriber | null; groups?: string[] }) {
  api.apiCall.mockImplementation(async (route: { name: string }) => {
    if (route.name === 'listNiches') return { niches: NICHES };
    if (route.name === 'listIdeas') return { ideas: [], next: null, newCount: 0, progress: [] };
    if (route.name === 'billingHistory') return { charges: TRIAL_CHARGES };
    if (route.name !== 'getMe') throw new Error(`Unexpected call to ${route.name}`);
    if (typeof me === 'function') return me();
    return { userId: 'user-1', groups: [], ...me };
  });
}

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);

function renderAt(url: string) {
  return renderPage(
    url,
    {
      path: '/dashboard',
      Component: DashboardRoute,
      loader: dashboardLoader,
      shouldRevalidate: shouldRevalidateDashboard,
      HydrateFallback: DashboardPending,
    },
    { '/auth': 'Auth page', '/onboarding': 'Onboarding page', '/complete-subscription': 'Complete subscription page', '/': 'Home page' },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(true);
  auth.signOutUser.mockResolvedValue({ ok: true });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

const authenticationError = {
  title: 'Authentication Error',
  description: 'Unable to verify your session. Please sign in again.',
  variant: 'destructive',
};

describe('dashboard guard', () => {
  it('sends a visitor without a session to sign in with a message', async () => {
    auth.hasSession.mockResolvedValue(false);
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe('Please log in to access your dashboard');
    expect(api.apiCall).not.toHaveBeenCalled();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('reports a session that cannot be checked and sends the user to sign in again', async () => {
    auth.hasSession.mockRejectedValue(new Error('config.json unreachable'));
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(toast.notify).toHaveBeenCalledWith(authenticationError);
    expect(router.state.location.search).toBe('');
  });

  it('drops a session the API refuses, so /auth does not send it straight back', async () => {
    serveMe(() => {
      throw new ApiError(401, 'unauthorized', 'Unauthorized');
    });
    renderAt('/dashboard');
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(toast.notify).toHaveBeenCalledWith(authenticationError);
    expect(auth.signOutUser).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in user without a subscriber record to onboarding', async () => {
    serveMe({ email: 'ana@example.com', subscriber: null });
    renderAt('/dashboard');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('treats a missing record (404) as no record', async () => {
    serveMe(() => {
      throw new ApiError(404, 'not_found', 'Not found');
    });
    renderAt('/dashboard');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(auth.signOutUser).not.toHaveBeenCalled();
  });

  it('says it is loading while the session is checked', async () => {
    auth.hasSession.mockReturnValue(new Promise(() => undefined));
    renderAt('/dashboard');
    expect((await screen.findByRole('status')).textContent).toBe('Loading your dashboard...');
  });
});

/** What the loader threw: react-router's redirect is a Response with the target in Location. */
async function redirectOf(load: Promise<unknown>): Promise<string | null> {
  const thrown: unknown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  return thrown instanceof Response && thrown.status === 302 ? thrown.headers.get('Location') : null;
}

describe('the dashboard loader', () => {
  beforeEach(() => queryClient.clear());

  it('answers the account and leaves me in the cache, so the page and the next check read it without a call', async () => {
    const subscriber = subscriberWith();
    serveMe({ email: 'ana@example.com', subscriber });
    await expect(dashboardLoader()).resolves.toEqual({ email: 'ana@example.com', subscriber });
    await dashboardLoader();
    expect(callsTo('getMe')).toHaveLength(1);
  });

  it('redirects a visitor without a session to /auth with the message, calling nothing', async () => {
    auth.hasSession.mockResolvedValue(false);
    expect(await redirectOf(dashboardLoader())).toBe('/auth?message=Please+log+in+to+access+your+dashboard');
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('redirects an account without a subscriber record to /onboarding', async () => {
    serveMe({ email: 'ana@example.com', subscriber: null });
    expect(await redirectOf(dashboardLoader())).toBe('/onboarding');
  });

  it('sends an ambassador or an admin who is no creator to their own area (a password reset lands on /dashboard)', async () => {
    serveMe({ email: 'mia@example.com', subscriber: null, groups: ['ambassador'] });
    expect(await redirectOf(dashboardLoader())).toBe('/ambassador');
    queryClient.clear();
    serveMe({ email: 'ada@example.com', subscriber: null, groups: ['admin'] });
    expect(await redirectOf(dashboardLoader())).toBe('/admin');
  });

  it('on a failed check says so, drops the session and everything cached with it, and redirects to /auth', async () => {
    queryClient.setQueryData(nichesQueryOptions().queryKey, { niches: NICHES });
    serveMe(() => {
      throw new ApiError(401, 'unauthorized', 'Unauthorized');
    });
    expect(await redirectOf(dashboardLoader())).toBe('/auth');
    expect(toast.notify).toHaveBeenCalledWith(authenticationError);
    expect(auth.signOutUser).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(nichesQueryOptions().queryKey)).toBeUndefined();
  });
});

describe('dashboard greeting', () => {
  it('capitalises the first name', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith({ firstName: 'ana' }) });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeTruthy();
  });

  it('falls back to the part of the email before the at-sign', async () => {
    serveMe({ email: 'maya.lee@example.com', subscriber: subscriberWith({ firstName: '  ' }) });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya.lee!' })).toBeTruthy();
  });

  it('falls back to "User" with neither a first name nor an email', () => {
    expect(greetingName('', null)).toBe('User');
    expect(greetingName(undefined, '@example.com')).toBe('User');
    expect(greetingName('zoë', 'x@example.com')).toBe('Zoë');
  });
});

describe('dashboard sign out', () => {
  it('signs out, says so and goes to sign in, as the top navigation does', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    const router = renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(auth.signOutUser).toHaveBeenCalledTimes(1);
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Signed out successfully',
      description: 'You have been logged out of your account.',
      variant: 'default',
    });
  });

  it('shows the message when signing out fails and stays', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    auth.signOutUser.mockResolvedValue({
      ok: false,
      failure: { kind: 'service', name: 'NetworkError', message: 'Network request failed' },
    });
    const router = renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Network request failed', variant: 'destructive' }),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    expect((screen.getByRole('button', { name: 'Sign Out' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('dashboard tabs', () => {
  it('offers Overview, Subscription, Content Ideas, Ideas from a video, Support and Settings, with their short labels for small screens', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    renderAt('/dashboard');
    const tablist = await screen.findByRole('tablist', { name: 'Dashboard' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', ...tabs.slice(1).map(() => 'false')]);
    expect(within(tablist).getByRole('tab', { name: 'Overview' }).textContent).toBe('OverviewHome');
    expect(within(tablist).getByRole('tab', { name: 'Subscription' }).textContent).toBe('SubscriptionPlan');
    expect(within(tablist).getByRole('tab', { name: 'Content Ideas' }).textContent).toBe('Content IdeasIdeas');
    expect(within(tablist).getByRole('tab', { name: 'Ideas from a video' }).textContent).toBe('Ideas from a videoVideo');
    expect(within(tablist).getByRole('tab', { name: 'Support' }).textContent).toBe('SupportHelp');
    expect(within(tablist).getByRole('tab', { name: 'Settings' }).textContent).toBe('Settings');
  });

  it('opens the tab named in the URL', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    renderAt('/dashboard?tab=subscription');
    expect((await screen.findByRole('tab', { name: 'Subscription' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('region', { name: 'Plans & Pricing' })).toBeTruthy();
    expect(screen.queryByText('Subscription Status')).toBeNull();
  });

  it('keeps one level of tabs: the Subscription panel has none of its own', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    renderAt('/dashboard?tab=subscription');
    const panel = await screen.findByRole('tabpanel', { name: 'Subscription' });
    expect(within(panel).getByRole('region', { name: 'Billing History' })).toBeTruthy();
    expect(within(panel).queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('tablist').map((list) => list.getAttribute('aria-label'))).toEqual(['Dashboard']);
  });

  it('opens Overview for an unknown tab name', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    renderAt('/dashboard?tab=nope');
    expect((await screen.findByRole('tab', { name: 'Overview' })).getAttribute('aria-selected')).toBe('true');
  });

  it('puts the chosen tab in the URL so it can be linked to', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    const router = renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(router.state.location.search).toBe('?tab=subscription');
    expect(screen.getByRole('region', { name: 'Plans & Pricing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('dashboard overview', () => {
  it('asks a subscriber without a subscription to complete it', async () => {
    serveMe({
      email: 'ana@example.com',
      subscriber: subscriberWith({ subscribed: false, subscriptionTier: null, subscriptionStatus: null, niche: null }),
    });
    renderAt('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Complete Your Subscription' });
    expect(within(banner).getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/complete-subscription');
    expect(within(screen.getByRole('article', { name: 'Subscription Status' })).getByText('Setup Required')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Current Niche' })).getByText('Not set')).toBeTruthy();
  });

  it('shows an active subscription with its tier and the niche by name, without the banner', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith() });
    renderAt('/dashboard');
    const status = within(await screen.findByRole('article', { name: 'Subscription Status' }));
    expect(status.getByText('Active')).toBeTruthy();
    expect(status.getByText('Monthly')).toBeTruthy();
    expect(await within(screen.getByRole('article', { name: 'Current Niche' })).findByText('TikTok Growth')).toBeTruthy();
    expect(screen.queryByText('Complete Your Subscription')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Complete Setup' })).toBeNull();
    expect(callsTo('billingHistory')).toHaveLength(0);
  });

  it('shows a subscription in its free trial as "Trial", with the day of the first charge', async () => {
    serveMe({ email: 'ana@example.com', subscriber: subscriberWith({ subscriptionStatus: 'trialing' }) });
    renderAt('/dashboard');
    const status = within(await screen.findByRole('article', { name: 'Subscription Status' }));
    expect(status.getByText('Trial')).toBeTruthy();
    expect(status.getByText('Monthly')).toBeTruthy();
    expect(await status.findByText('First charge on March 12, 2099')).toBeTruthy();
    expect(status.queryByText('Active')).toBeNull();
  });

  it('says until when a canceled plan lasts', async () => {
    serveMe({
      email: 'ana@example.com',
      subscriber: subscriberWith({ subscriptionStatus: 'trialing', subscriptionEnd: '2099-03-05T12:00:00.000Z' }),
    });
    renderAt('/dashboard');
    const status = within(await screen.findByRole('article', { name: 'Subscription Status' }));
    expect(status.getByText('Canceled')).toBeTruthy();
    expect(status.getByText('Access until March 5, 2099')).toBeTruthy();
    expect(status.queryByText(/First charge/)).toBeNull();
    expect(callsTo('billingHistory')).toHaveLength(0);
  });
});
