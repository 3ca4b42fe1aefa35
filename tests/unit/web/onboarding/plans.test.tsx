// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoute, onboardingLoader } from '@/app/routes/onboarding';
import { OnboardingPending } from '@/app/routes/onboarding-fallbacks';
import type { VerifyOutcome } from '@/features/billing/verify-subscription';
import { useCheckout } from '@/features/billing/use-checkout';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, deferred, meAnswer, renderPage, withQueryCache } from '../../support/web';

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

// Where the payment page opens, the cross-tab signal and the polling have their own tests; here
// they are controlled so the page's reaction to each can be checked.
const opener = vi.hoisted(() => ({ openCheckout: vi.fn<(url: string) => 'new-tab' | 'same-window'>() }));
vi.mock('@/features/billing/open-checkout', () => opener);
const signal = vi.hoisted(() => ({ fire: null as null | (() => void), unsubscribe: vi.fn() }));
vi.mock('@/features/billing/checkout-signal', () => ({
  listenForCheckoutComplete: (onCompleted: () => void) => {
    signal.fire = onCompleted;
    return signal.unsubscribe;
  },
}));
const verification = vi.hoisted(() => ({ verifySubscription: vi.fn<(signal?: AbortSignal) => Promise<VerifyOutcome>>() }));
vi.mock('@/features/billing/verify-subscription', () => verification);

function subscriber(overrides: Record<string, unknown> = {}) {
  return {
    userId: 'u1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lopez',
    niche: 'skincare',
    subscribed: false,
    onboardingCompleted: false,
    ...overrides,
  };
}

function calls(name: string): unknown[] {
  return api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name).map(([, options]) => options);
}

function renderOnboarding(url = '/onboarding') {
  return renderPage(
    url,
    { path: '/onboarding', loader: onboardingLoader, HydrateFallback: OnboardingPending, Component: OnboardingRoute },
    { '/onboarding-success': 'Success page', '/dashboard': 'Dashboard page' },
  );
}

const startButton = () => screen.getByRole('button', { name: 'Start 7-Day Free Trial' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(true);
  signal.fire = null;
  routes.clear();
  routes.set('getMe', () => meAnswer(subscriber(), 'u1'));
  routes.set('getBillingConfig', () => ({ publishableKey: 'pk_test_1', environment: 'sandbox', testMode: false }));
  routes.set('createCheckout', () => ({ sessionId: 'cs_1', url: 'https://stripe.test/checkout/cs_1' }));
  answerRoutes(api.apiCall, routes);
  opener.openCheckout.mockReturnValue('same-window');
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('/onboarding step 2, choose your plan', () => {
  it('resumes at the plans for a signed-in person who has not paid, monthly preselected and marked Most Popular', async () => {
    renderOnboarding();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    const weekly = screen.getByRole('radio', { name: 'Weekly $9/week' }) as HTMLInputElement;
    const monthly = screen.getByRole('radio', { name: 'Monthly $28/month' }) as HTMLInputElement;
    const yearly = screen.getByRole('radio', { name: 'Yearly $149/year' }) as HTMLInputElement;
    expect([weekly.checked, monthly.checked, yearly.checked]).toEqual([false, true, false]);
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(monthly.getAttribute('aria-describedby')).toContain(screen.getByText('Most Popular').id);
    expect(screen.getByText('Best value - save 50%')).toBeTruthy();
    expect(startButton()).toHaveProperty('disabled', false);
    expect(screen.getByText('No commitment. Cancel anytime during your trial.')).toBeTruthy();
  });

  it('shows the payment environment badge', async () => {
    renderOnboarding();
    expect((await screen.findByText('Sandbox', { exact: false })).textContent).toBe('Payment environment: Sandbox');
    expect(screen.queryByText('Test mode (sctest email detected)')).toBeNull();
  });

  it('shows the test-mode note beside the badge for an sctest email', async () => {
    routes.set('getBillingConfig', () => ({ publishableKey: 'pk_live_1', environment: 'production', testMode: true }));
    renderOnboarding();
    expect(await screen.findByText('Test mode (sctest email detected)')).toBeTruthy();
    expect(screen.getByText('Production', { exact: false }).textContent).toBe('Payment environment: Production');
  });

  it('says "Failed to get Stripe configuration" when the configuration cannot load', async () => {
    routes.set('getBillingConfig', () => {
      throw new ApiError(500, 'internal', 'Internal error');
    });
    renderOnboarding();
    // A 5xx is asked once more (a second later) before the page gives up.
    await waitFor(
      () =>
        expect(toast.notify).toHaveBeenCalledWith({
          title: 'Checkout Error',
          description: 'Failed to get Stripe configuration',
          variant: 'destructive',
        }),
      { timeout: 3000 },
    );
    expect(calls('getBillingConfig')).toHaveLength(2);
    expect(screen.queryByText('Payment environment:', { exact: false })).toBeNull();
  });

  it('says "No publishable key received from configuration" for a configuration without a key, once', async () => {
    routes.set('getBillingConfig', () => ({ publishableKey: '', environment: 'sandbox', testMode: false }));
    renderOnboarding();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Checkout Error',
        description: 'No publishable key received from configuration',
        variant: 'destructive',
      }),
    );
    expect(toast.notify).toHaveBeenCalledTimes(1);
    expect(calls('getBillingConfig')).toHaveLength(1);
  });

  it('sends a subscribed person to the dashboard', async () => {
    routes.set('getMe', () => meAnswer(subscriber({ subscribed: true }), 'u1'));
    const router = renderOnboarding();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('comes back from a canceled checkout to the plans quietly', async () => {
    const router = renderOnboarding('/onboarding?checkout=canceled');
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('creates the checkout for the chosen plan and opens it, reading "Setting up..." meanwhile', async () => {
    const checkout = deferred<{ sessionId: string; url: string }>();
    routes.set('createCheckout', () => checkout.promise);
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly $149/year' }));
    fireEvent.click(startButton());
    const busy = await screen.findByRole('button', { name: 'Setting up...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(calls('createCheckout')).toEqual([{ body: { tier: 'yearly', from: 'onboarding' } }]);
    await act(async () => checkout.resolve({ sessionId: 'cs_9', url: 'https://stripe.test/checkout/cs_9' }));
    expect(opener.openCheckout).toHaveBeenCalledWith('https://stripe.test/checkout/cs_9');
    // The window is on its way to Stripe: nothing to click in the meantime.
    expect(screen.getByRole('button', { name: 'Setting up...' })).toHaveProperty('disabled', true);
  });

  it('ignores a second click while the checkout is being created', async () => {
    const checkout = deferred<{ sessionId: string; url: string }>();
    routes.set('createCheckout', () => checkout.promise);
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    const button = startButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Setting up...' });
    expect(calls('createCheckout')).toHaveLength(1);
  });

  it('shows "Checkout Error" with the server message and lets the person try again', async () => {
    routes.set('createCheckout', () => {
      throw new ApiError(409, 'already_subscribed', 'You already have a subscription. Change or cancel it from your dashboard.');
    });
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(startButton());
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Checkout Error',
        description: 'You already have a subscription. Change or cancel it from your dashboard.',
        variant: 'destructive',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Start 7-Day Free Trial' })).toHaveProperty('disabled', false);
    expect(opener.openCheckout).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to start checkout process" for an error without a message', async () => {
    routes.set('createCheckout', () => {
      throw new Error('');
    });
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(startButton());
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Checkout Error',
        description: 'Failed to start checkout process',
        variant: 'destructive',
      }),
    );
  });

  it('in a frame, waits for the other tab, verifies, then goes to /onboarding-success', async () => {
    opener.openCheckout.mockReturnValue('new-tab');
    const outcome = deferred<VerifyOutcome>();
    verification.verifySubscription.mockReturnValue(outcome.promise);
    const router = renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(startButton());
    expect(await screen.findByRole('button', { name: 'Verifying Payment...' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Please wait while we verify your payment...')).toBeTruthy();
    expect(verification.verifySubscription).not.toHaveBeenCalled();

    act(() => signal.fire!());
    expect(signal.unsubscribe).toHaveBeenCalled();
    expect(verification.verifySubscription).toHaveBeenCalledTimes(1);
    await act(async () => outcome.resolve({ status: 'subscribed', me: { userId: 'u1', email: null, groups: [], subscriber: null } }));
    expect(await screen.findByText('Success page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding-success');
  });

  it('tells the person when verification times out and offers the plans again', async () => {
    opener.openCheckout.mockReturnValue('new-tab');
    verification.verifySubscription.mockResolvedValue({ status: 'timeout', signedIn: true });
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(startButton());
    await screen.findByRole('button', { name: 'Verifying Payment...' });
    act(() => signal.fire!());
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Not Confirmed Yet' })));
    expect(await screen.findByRole('button', { name: 'Start 7-Day Free Trial' })).toHaveProperty('disabled', false);
  });

  it('lets the person give up waiting when the payment tab was closed', async () => {
    opener.openCheckout.mockReturnValue('new-tab');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(startButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a plan again' }));
    expect(signal.unsubscribe).toHaveBeenCalled();
    expect(startButton()).toHaveProperty('disabled', false);
  });
});

describe('useCheckout', () => {
  it('starts one checkout when started twice before the page re-renders', async () => {
    routes.set('createCheckout', () => new Promise(() => undefined));
    function Twice() {
      const checkout = useCheckout('complete-subscription');
      return (
        <button
          type="button"
          onClick={() => {
            checkout.start('weekly');
            checkout.start('yearly');
          }}
        >
          {checkout.phase}
        </button>
      );
    }
    render(
      withQueryCache(
        <MemoryRouter>
          <Twice />
        </MemoryRouter>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'idle' }));
    await screen.findByRole('button', { name: 'creating' });
    expect(calls('createCheckout')).toEqual([{ body: { tier: 'weekly', from: 'complete-subscription' } }]);
  });
});
