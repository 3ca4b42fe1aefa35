// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompleteSubscriptionRoute, completeSubscriptionLoader } from '@/app/routes/complete-subscription';
import { OnboardingPending } from '@/app/routes/onboarding-fallbacks';
import type { VerifyOutcome } from '@/features/billing/verify-subscription';
import { ApiError } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/api/get-me';
import { queryClient } from '@/lib/query-client';
import { answerRoutes, meAnswer, renderPage } from '../../support/web';

const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>(), currentIdToken: vi.fn() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));

type Handler = (options: { body?: unknown } | undefined) => unknown;
const routes = vi.hoisted(() => new Map<string, Handler>());
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);
const opener = vi.hoisted(() => ({ openCheckout: vi.fn<(url: string) => 'new-tab' | 'same-window'>() }));
vi.mock('@/features/billing/open-checkout', () => opener);
const signal = vi.hoisted(() => ({ fire: null as null | (() => void) }));
vi.mock('@/features/billing/checkout-signal', () => ({
  listenForCheckoutComplete: (onCompleted: () => void) => {
    signal.fire = onCompleted;
    return () => undefined;
  },
}));
const verification = vi.hoisted(() => ({ verifySubscription: vi.fn<(signal?: AbortSignal) => Promise<VerifyOutcome>>() }));
vi.mock('@/features/billing/verify-subscription', () => verification);

const me = (subscriber: Record<string, unknown> | null) => meAnswer(subscriber, 'u1');
const abandoned = {
  userId: 'u1',
  email: 'ana@example.com',
  firstName: 'ana',
  lastName: 'Lopez',
  niche: 'selfcare',
  subscribed: false,
  onboardingCompleted: false,
};

function calls(name: string): unknown[] {
  return api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name).map(([, options]) => options);
}

function renderCompleteSubscription(url = '/complete-subscription') {
  return renderPage(
    url,
    {
      path: '/complete-subscription',
      loader: completeSubscriptionLoader,
      HydrateFallback: OnboardingPending,
      Component: CompleteSubscriptionRoute,
    },
    { '/auth': 'Auth page', '/onboarding': 'Onboarding page', '/onboarding-success': 'Success page', '/dashboard': 'Dashboard page' },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(true);
  routes.clear();
  routes.set('getMe', () => me(abandoned));
  routes.set('listNiches', () => ({ niches: [{ niche: 'selfcare', displayName: 'Self-care', sortOrder: 10 }] }));
  routes.set('createCheckout', () => ({ sessionId: 'cs_1', url: 'https://stripe.test/checkout/cs_1' }));
  answerRoutes(api.apiCall, routes);
  opener.openCheckout.mockReturnValue('same-window');
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

/** The loader's redirect: a Response it throws, with the target in Location; null when it lets the page show. */
async function redirectOf(load: () => Promise<unknown>): Promise<string | null> {
  try {
    await load();
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get('Location');
  }
}

describe('the /complete-subscription loader', () => {
  beforeEach(() => queryClient.clear());

  it('sends someone without a session to /auth', async () => {
    auth.hasSession.mockResolvedValue(false);
    expect(await redirectOf(completeSubscriptionLoader)).toBe('/auth');
    expect(calls('getMe')).toHaveLength(0);
  });

  it('sends someone whose session cannot be read to /auth', async () => {
    auth.hasSession.mockRejectedValue(new Error('storage blocked'));
    expect(await redirectOf(completeSubscriptionLoader)).toBe('/auth');
  });

  it('sends a user without a subscriber record to /onboarding', async () => {
    routes.set('getMe', () => me(null));
    expect(await redirectOf(completeSubscriptionLoader)).toBe('/onboarding');
  });

  it('sends a subscribed user to /dashboard', async () => {
    routes.set('getMe', () => me({ ...abandoned, subscribed: true }));
    expect(await redirectOf(completeSubscriptionLoader)).toBe('/dashboard');
  });

  it('sends a failed subscriber lookup to /onboarding', async () => {
    routes.set('getMe', () => {
      throw new ApiError(500, 'internal', 'Internal error');
    });
    expect(await redirectOf(completeSubscriptionLoader)).toBe('/onboarding');
  });

  it('sends a refused user to /auth', async () => {
    routes.set('getMe', () => {
      throw new ApiError(401, 'unauthorized', 'Not authenticated');
    });
    expect(await redirectOf(completeSubscriptionLoader)).toBe('/auth');
  });

  it('lets an abandoned sign-up in, reading the me the app already holds', async () => {
    queryClient.setQueryData(meQueryOptions().queryKey, me(abandoned) as never);
    expect(await completeSubscriptionLoader()).toMatchObject({ firstName: 'ana', subscribed: false });
    expect(calls('getMe')).toHaveLength(0);
  });

  it('never shows the page before it decided', async () => {
    routes.set('getMe', () => me(null));
    renderCompleteSubscription();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Welcome Back/ })).toBeNull();
  });
});

describe('/complete-subscription', () => {
  it('welcomes the person back with their niche and the three plans, monthly by default', async () => {
    renderCompleteSubscription();
    expect(await screen.findByRole('heading', { name: 'Welcome Back, Ana!' })).toBeTruthy();
    expect(await screen.findByText('Self-care')).toBeTruthy();
    expect(screen.getByText('Perfect for trying it out')).toBeTruthy();
    expect(screen.getByText('Most popular choice')).toBeTruthy();
    expect(screen.getByText('Best value - save 50%')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Monthly $28/month' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Subscription' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('7-day free trial • Cancel anytime • Secure payment')).toBeTruthy();
  });

  it('starts the checkout from this page, reading "Setting up checkout..."', async () => {
    renderCompleteSubscription();
    await screen.findByRole('heading', { name: 'Welcome Back, Ana!' });
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly $9/week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByRole('button', { name: 'Setting up checkout...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(opener.openCheckout).toHaveBeenCalledWith('https://stripe.test/checkout/cs_1'));
    expect(calls('createCheckout')).toEqual([{ body: { tier: 'weekly', from: 'complete-subscription' } }]);
  });

  it('shows "Checkout Error" when the checkout cannot start', async () => {
    routes.set('createCheckout', () => {
      throw new ApiError(401, 'unauthorized', 'Not authenticated');
    });
    renderCompleteSubscription();
    await screen.findByRole('heading', { name: 'Welcome Back, Ana!' });
    fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Checkout Error', description: 'Not authenticated', variant: 'destructive' }),
    );
  });

  it('in a frame, verifies after the other tab signals and goes to /onboarding-success', async () => {
    opener.openCheckout.mockReturnValue('new-tab');
    verification.verifySubscription.mockResolvedValue({ status: 'subscribed', me: me({ ...abandoned, subscribed: true }) as never });
    const router = renderCompleteSubscription();
    await screen.findByRole('heading', { name: 'Welcome Back, Ana!' });
    fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText('Please wait while we verify your payment...')).toBeTruthy();
    act(() => signal.fire!());
    expect(await screen.findByText('Success page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding-success');
  });

  it('comes back from a canceled checkout quietly', async () => {
    const router = renderCompleteSubscription('/complete-subscription?checkout=canceled');
    expect(await screen.findByRole('heading', { name: 'Welcome Back, Ana!' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toast.notify).not.toHaveBeenCalled();
  });
});
