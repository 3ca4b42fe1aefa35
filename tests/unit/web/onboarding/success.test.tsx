// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingSuccessRoute, onboardingSuccessLoader } from '@/app/routes/onboarding-success';
import { ProcessingSubscription } from '@/app/routes/onboarding-fallbacks';
import type { VerifyOutcome } from '@/features/billing/verify-subscription';
import { deferred, renderPage, subscriberFixture } from '../../support/web';

const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>(), currentIdToken: vi.fn() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const signal = vi.hoisted(() => ({ announceCheckoutComplete: vi.fn() }));
vi.mock('@/features/billing/checkout-signal', () => signal);
const verification = vi.hoisted(() => ({ verifySubscription: vi.fn<(signal?: AbortSignal) => Promise<VerifyOutcome>>() }));
vi.mock('@/features/billing/verify-subscription', () => verification);

const subscriber = subscriberFixture({
  userId: 'u1',
  firstName: 'ana',
  lastName: 'Lopez',
  subscriptionStatus: 'trialing',
  referredBy: 'maya2026',
  timeZone: 'Europe/Paris',
});
const subscribed: VerifyOutcome = { status: 'subscribed', me: { userId: 'u1', email: 'ana@example.com', groups: [], subscriber } };

function renderSuccess({ strict = false } = {}) {
  // Development mode (strict) runs effects twice; the announcement must still go out once.
  return renderPage(
    '/onboarding-success?session_id=cs_1',
    {
      path: '/onboarding-success',
      loader: onboardingSuccessLoader,
      HydrateFallback: ProcessingSubscription,
      Component: OnboardingSuccessRoute,
    },
    { '/dashboard': 'Dashboard page', '/auth': 'Auth page' },
    { strict },
  );
}

beforeEach(() => {
  auth.hasSession.mockResolvedValue(true);
  api.apiCall.mockResolvedValue({ niches: [{ niche: 'skincare', displayName: 'Skincare', sortOrder: 1 }] });
  localStorage.setItem('referral_data', JSON.stringify({ code: 'maya2026', source: 'https://x.test/', timestamp: Date.now() }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('/onboarding-success', () => {
  it('announces the completed checkout once and shows "Processing your subscription..." while verifying', async () => {
    verification.verifySubscription.mockReturnValue(new Promise(() => undefined));
    renderSuccess({ strict: true });
    expect(await screen.findByRole('heading', { name: 'Processing your subscription...' })).toBeTruthy();
    expect(signal.announceCheckoutComplete).toHaveBeenCalledTimes(1);
    expect(verification.verifySubscription).toHaveBeenCalled();
    expect(localStorage.getItem('referral_data')).not.toBeNull();
  });

  it('welcomes the new subscriber with what their record says and clears the stored referral', async () => {
    const outcome = deferred<VerifyOutcome>();
    verification.verifySubscription.mockReturnValue(outcome.promise);
    renderSuccess();
    await screen.findByText('Processing your subscription...');
    await act(async () => outcome.resolve(subscribed));
    expect(await screen.findByRole('heading', { name: 'Welcome to CommentSpark, Ana!' })).toBeTruthy();
    expect(screen.getByText('Your 7-day free trial of the Monthly plan has started.')).toBeTruthy();
    expect(await screen.findByText('Your first Skincare content idea arrives within 24 hours.')).toBeTruthy();
    expect(screen.getByText(/every day at 7:00 AM your time \(Central European (Standard|Summer) Time\)/)).toBeTruthy();
    expect(screen.getByText("Cancel anytime during your trial and you won't be charged.")).toBeTruthy();
    expect(localStorage.getItem('referral_data')).toBeNull();
  });

  it('continues to the dashboard with a session', async () => {
    verification.verifySubscription.mockResolvedValue(subscribed);
    const router = renderSuccess();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends someone without a session to sign in with the dashboard message', async () => {
    verification.verifySubscription.mockResolvedValue(subscribed);
    const router = renderSuccess();
    const button = await screen.findByRole('button', { name: 'Continue to Dashboard' });
    auth.hasSession.mockResolvedValue(false);
    fireEvent.click(button);
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe('Please log in to access your dashboard');
  });

  it('asks someone without a session to sign in when verification gives up', async () => {
    verification.verifySubscription.mockResolvedValue({ status: 'timeout', signedIn: false });
    auth.hasSession.mockResolvedValue(false);
    const router = renderSuccess();
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe('Please log in to access your dashboard');
  });

  it('says the payment is still being confirmed after the timeout, keeps the referral, and can check again', async () => {
    verification.verifySubscription.mockResolvedValueOnce({ status: 'timeout', signedIn: true }).mockResolvedValueOnce(subscribed);
    renderSuccess();
    expect(await screen.findByRole('heading', { name: 'Still confirming your payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeTruthy();
    expect(localStorage.getItem('referral_data')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to CommentSpark, Ana!' })).toBeTruthy();
    await waitFor(() => expect(verification.verifySubscription).toHaveBeenCalledTimes(2));
  });
});

describe('the /onboarding-success loader', () => {
  const load = () => onboardingSuccessLoader({ request: new Request('https://app.test/onboarding-success?session_id=cs_1') });

  it('announces the checkout, then answers the welcome with the record and clears the stored referral', async () => {
    verification.verifySubscription.mockResolvedValue(subscribed);
    expect(await load()).toEqual({ name: 'welcome', subscriber });
    expect(signal.announceCheckoutComplete).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('referral_data')).toBeNull();
  });

  it('answers the timeout, keeping the referral, when the payment is not confirmed in time', async () => {
    verification.verifySubscription.mockResolvedValue({ status: 'timeout', signedIn: true });
    expect(await load()).toEqual({ name: 'timeout', signedIn: true });
    expect(localStorage.getItem('referral_data')).not.toBeNull();
  });

  it('treats a confirmation without a record as not confirmed yet', async () => {
    verification.verifySubscription.mockResolvedValue({
      status: 'subscribed',
      me: { userId: 'u1', email: null, groups: [], subscriber: null },
    });
    expect(await load()).toEqual({ name: 'timeout', signedIn: true });
  });

  it('answers nothing when the visitor left before the end', async () => {
    verification.verifySubscription.mockResolvedValue({ status: 'aborted' });
    expect(await load()).toBeNull();
  });
});
