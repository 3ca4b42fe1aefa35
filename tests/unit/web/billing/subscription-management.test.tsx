// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingCharge, Subscriber } from '#functions/shared/schemas';
import { SubscriptionManagement } from '@/features/billing/components/subscription-management';
import { ApiError } from '@/lib/api-client';
import { meQueryOptions, useMe } from '@/lib/api/get-me';
import { queryClient } from '@/lib/query-client';
import { deferred, meAnswer, subscriberFixture, withQueryCache } from '../../support/web';

// The API client is the view's only way out; toasts are checked through notify(), and the
// checkout opener is replaced because jsdom cannot navigate.
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);
const checkout = vi.hoisted(() => ({ openCheckout: vi.fn() }));
vi.mock('@/features/billing/open-checkout', () => checkout);

/** Far enough ahead that "canceled but still in access" holds whenever the test runs. */
const ACCESS_END = '2099-03-05T12:00:00.000Z';

const subscriberWith = subscriberFixture;

const notSubscribed = () => subscriberWith({ subscribed: false, subscriptionTier: null, subscriptionStatus: null });
const canceledMonthly = () => subscriberWith({ subscriptionEnd: ACCESS_END });

/**
 * Answers each route by name; any other call fails the test loudly. The view loads the billing
 * history whenever it shows, so that answers with no charges unless a test says otherwise.
 */
function serve(handlers: Record<string, () => unknown>) {
  api.apiCall.mockImplementation(async (route: { name: string }) => {
    const handler = handlers[route.name] ?? (route.name === 'billingHistory' ? () => ({ charges: [] }) : undefined);
    if (!handler) throw new Error(`Unexpected call to ${route.name}`);
    return handler();
  });
}

/** Lets the awaited API answers and the state updates after them run. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

/** The view fed from the cached `me`, as the dashboard feeds it: mutations change that record. */
function Harness() {
  const subscriber = useMe().data?.subscriber;
  return subscriber ? <SubscriptionManagement subscriber={subscriber} /> : null;
}

function renderView(subscriber: Subscriber) {
  const page = withQueryCache(<Harness />);
  queryClient.setQueryData(meQueryOptions().queryKey, { ...meAnswer(null), subscriber });
  return render(page);
}

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);
/** The calls a click sent: all but the billing history load that comes with the view. */
const actionCalls = () => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name !== 'billingHistory');

/** With fake timers: lets the answers, the cache's notifications (a zero timeout) and the renders run. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const planCard = (name: string) => screen.getByRole('article', { name });
const planButtonOf = (name: string) => within(planCard(name)).getByRole('button') as HTMLButtonElement;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  serve({});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('subscription management sections', () => {
  it('offers Plans & Pricing, Billing History and Settings, as sections in that order', () => {
    renderView(subscriberWith());
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Plans & Pricing', 'Billing History', 'Settings']);
    for (const name of headings) expect(screen.getByRole('region', { name: name! })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });
});

describe('plans and pricing', () => {
  it('offers a free trial on every plan to someone without a subscription', () => {
    renderView(notSubscribed());
    for (const name of ['Weekly', 'Monthly', 'Yearly']) {
      expect(planButtonOf(name).textContent).toBe('Start Free Trial');
      expect(planButtonOf(name).disabled).toBe(false);
    }
    expect(screen.queryByText('Canceled')).toBeNull();
    expect(within(planCard('Monthly')).getByText('$28/month')).toBeTruthy();
  });

  it('adds annual planning tools and the saving against monthly to the yearly plan', () => {
    renderView(notSubscribed());
    const yearly = within(planCard('Yearly'));
    expect(yearly.getByText('$149/year')).toBeTruthy();
    expect(yearly.getByText('Save $187/year')).toBeTruthy();
    expect(yearly.getByText('Annual planning tools')).toBeTruthy();
    expect(within(planCard('Monthly')).queryByText('Annual planning tools')).toBeNull();
  });

  it('shows Downgrade, a disabled Current Plan and Upgrade around an active monthly plan', () => {
    renderView(subscriberWith());
    expect(planButtonOf('Weekly').textContent).toBe('Downgrade');
    expect(planButtonOf('Monthly').textContent).toBe('Current Plan');
    expect(planButtonOf('Monthly').disabled).toBe(true);
    expect(planButtonOf('Yearly').textContent).toBe('Upgrade');
    expect(screen.queryByText('Canceled')).toBeNull();
    expect(screen.queryByText(/Access until/)).toBeNull();
  });

  it('marks a canceled monthly plan and says until when access lasts', () => {
    renderView(canceledMonthly());
    const monthly = within(planCard('Monthly'));
    expect(monthly.getByText('Canceled')).toBeTruthy();
    expect(monthly.getByText('Access until March 5, 2099')).toBeTruthy();
    expect(planButtonOf('Monthly').textContent).toBe('Reactivate Plan');
    expect(planButtonOf('Monthly').disabled).toBe(false);
    expect(planButtonOf('Weekly').textContent).toBe('Downgrade');
    expect(within(planCard('Weekly')).queryByText('Canceled')).toBeNull();
  });

  it('marks the current plan in its free trial, with the day of the first charge from the trial invoice', async () => {
    serve({
      billingHistory: () => ({
        charges: [
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
        ],
      }),
    });
    renderView(subscriberWith({ subscriptionStatus: 'trialing' }));
    const monthly = within(planCard('Monthly'));
    expect(monthly.getByText('Trial')).toBeTruthy();
    expect(await monthly.findByText('First charge on March 12, 2099')).toBeTruthy();
    expect(planButtonOf('Monthly').textContent).toBe('Current Plan');
    expect(within(planCard('Yearly')).queryByText('Trial')).toBeNull();
  });

  it('shows the trial without a date when the billing history cannot say it', async () => {
    serve({ billingHistory: () => ({ charges: [] }) });
    renderView(subscriberWith({ subscriptionStatus: 'trialing' }));
    await waitFor(() => expect(callsTo('billingHistory')).toHaveLength(1));
    await settle();
    expect(within(planCard('Monthly')).getByText('Trial')).toBeTruthy();
    expect(screen.queryByText(/First charge/)).toBeNull();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('makes no call when the current plan is clicked', async () => {
    renderView(subscriberWith());
    fireEvent.click(planButtonOf('Monthly'));
    await settle();
    expect(actionCalls()).toHaveLength(0);
  });

  it('upgrades, says so, and reads the subscriber again one second later', async () => {
    vi.useFakeTimers();
    const yearly = subscriberWith({ subscriptionTier: 'yearly' });
    serve({ changePlan: () => ({ outcome: 'changed', subscriber: yearly }), getMe: () => meAnswer(yearly) });
    renderView(subscriberWith());

    fireEvent.click(planButtonOf('Yearly'));
    await flush(10);

    const [route, options] = actionCalls()[0]!;
    expect(route.name).toBe('changePlan');
    expect(options).toEqual({ body: { tier: 'yearly' } });
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Plan Updated', description: 'Your subscription has been updated successfully!' });
    expect(planButtonOf('Yearly').textContent).toBe('Current Plan');
    expect(planButtonOf('Monthly').textContent).toBe('Downgrade');

    await flush(989);
    expect(callsTo('getMe')).toHaveLength(0);
    await flush(1);
    expect(callsTo('getMe')).toHaveLength(1);
  });

  it('reactivates a canceled plan through a plan change', async () => {
    serve({ changePlan: () => ({ outcome: 'reactivated', subscriber: subscriberWith() }) });
    renderView(canceledMonthly());
    fireEvent.click(planButtonOf('Monthly'));
    await waitFor(() => expect(planButtonOf('Monthly').textContent).toBe('Current Plan'));
    expect(actionCalls()[0]![1]).toEqual({ body: { tier: 'monthly' } });
    expect(screen.queryByText('Canceled')).toBeNull();
  });

  it('disables every plan button while a change is in flight and sends one request for a double click', async () => {
    const answer = deferred<unknown>();
    serve({ changePlan: () => answer.promise });
    renderView(subscriberWith());

    fireEvent.click(planButtonOf('Yearly'));
    fireEvent.click(planButtonOf('Yearly'));
    fireEvent.click(planButtonOf('Weekly'));
    await settle();

    expect(actionCalls()).toHaveLength(1);
    for (const name of ['Weekly', 'Monthly', 'Yearly']) expect(planButtonOf(name).disabled).toBe(true);

    answer.resolve({ outcome: 'changed', subscriber: subscriberWith({ subscriptionTier: 'yearly' }) });
    await waitFor(() => expect(planButtonOf('Weekly').disabled).toBe(false));
  });

  it('reports a failed change with its message and does not reload', async () => {
    vi.useFakeTimers();
    serve({
      changePlan: () => {
        throw new ApiError(409, 'subscription_ended', 'Your subscription has ended. Start a new one from the plans.');
      },
    });
    renderView(subscriberWith());

    fireEvent.click(planButtonOf('Weekly'));
    await flush(10);

    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to process plan change: Your subscription has ended. Start a new one from the plans.',
      variant: 'destructive',
    });
    expect(planButtonOf('Weekly').disabled).toBe(false);
    expect(planButtonOf('Monthly').textContent).toBe('Current Plan');
    await flush(5000);
    expect(callsTo('getMe')).toHaveLength(0);
  });

  it('starts a checkout from the dashboard and opens its page', async () => {
    serve({ createCheckout: () => ({ sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1' }) });
    checkout.openCheckout.mockReturnValue('same-window');
    renderView(notSubscribed());

    fireEvent.click(planButtonOf('Weekly'));

    await waitFor(() => expect(checkout.openCheckout).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1'));
    const [route, options] = actionCalls()[0]!;
    expect(route.name).toBe('createCheckout');
    expect(options).toEqual({ body: { tier: 'weekly', from: 'dashboard' } });
    // The page is being replaced by Stripe's: a second click must not start another checkout.
    expect(planButtonOf('Monthly').disabled).toBe(true);
  });

  it('reports a checkout failure with its message', async () => {
    serve({
      createCheckout: () => {
        throw new ApiError(409, 'already_subscribed', 'You already have a subscription.');
      },
    });
    renderView(notSubscribed());
    fireEvent.click(planButtonOf('Yearly'));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Checkout Error',
        description: 'You already have a subscription.',
        variant: 'destructive',
      }),
    );
    expect(checkout.openCheckout).not.toHaveBeenCalled();
    expect(planButtonOf('Yearly').disabled).toBe(false);
  });

  it('falls back to the default checkout message when the error has none', async () => {
    serve({
      createCheckout: () => {
        throw new Error('');
      },
    });
    renderView(notSubscribed());
    fireEvent.click(planButtonOf('Monthly'));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Checkout Error',
        description: 'Failed to start checkout process',
        variant: 'destructive',
      }),
    );
  });
});

describe('billing history', () => {
  const charge = (overrides: Partial<BillingCharge>): BillingCharge => ({
    id: 'ch_1',
    description: 'Monthly plan',
    created: 1_772_712_000, // 2026-03-05T12:00:00Z
    amount: 2800,
    currency: 'usd',
    status: 'succeeded',
    periodStart: null,
    periodEnd: null,
    invoicePdf: null,
    ...overrides,
  });

  it('loads once when the view shows, and not again on re-render', async () => {
    serve({ billingHistory: () => ({ charges: [] }) });
    const view = renderView(subscriberWith());
    const history = screen.getByRole('region', { name: 'Billing History' });
    expect(await within(history).findByText('No billing history yet')).toBeTruthy();
    // A new `me` record re-renders the view (a plan change puts one there).
    act(() => queryClient.setQueryData(meQueryOptions().queryKey, { ...meAnswer(null), subscriber: subscriberWith() }));
    expect(view.container.textContent).toContain('No billing history yet');
    await settle();
    expect(api.apiCall).toHaveBeenCalledTimes(1);
    expect(api.apiCall.mock.calls[0]![0].name).toBe('billingHistory');
  });

  it('says it is loading until the charges arrive', async () => {
    const answer = deferred<unknown>();
    serve({ billingHistory: () => answer.promise });
    renderView(subscriberWith());
    expect(screen.getByRole('status').textContent).toBe('Loading billing history...');
    answer.resolve({ charges: [] });
    expect(await screen.findByText('No billing history yet')).toBeTruthy();
  });

  it('lists charges newest first with date, amount, status label and invoice link', async () => {
    serve({
      billingHistory: () => ({
        charges: [
          charge({ id: 'ch_old', description: 'Weekly plan', created: 1_767_268_800, amount: 900, status: 'failed' }),
          charge({ id: 'ch_new', invoicePdf: 'https://pay.stripe.test/invoice/ch_new.pdf' }),
          charge({ id: 'ch_mid', description: 'Plan change', created: 1_770_000_000, amount: 1234, status: 'pending' }),
          charge({ id: 'ch_odd', description: 'Refund', created: 1_760_000_000, amount: 500, status: 'refunded' }),
        ],
      }),
    });
    renderView(subscriberWith());

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // The date names its row (a row header), read with each cell of the row.
    const cells = rows.map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].slice(0, 4).map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['March 5, 2026', 'Monthly plan', '$28.00', 'Paid'],
      ['February 2, 2026', 'Plan change', '$12.34', 'Pending'],
      ['January 1, 2026', 'Weekly plan', '$9.00', 'Failed'],
      ['October 9, 2025', 'Refund', '$5.00', 'refunded'],
    ]);

    const link = within(rows[0]!).getByRole('link', { name: /Download PDF/ });
    expect(link.getAttribute('href')).toBe('https://pay.stripe.test/invoice/ch_new.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it('reports a load failure and offers to try again', async () => {
    let calls = 0;
    serve({
      billingHistory: () => {
        calls += 1;
        // A 5xx is tried once more (lib/query-client.ts): fail both.
        if (calls <= 2) throw new ApiError(502, 'stripe_unavailable', 'Payment provider unavailable');
        return { charges: [charge({})] };
      },
    });
    renderView(subscriberWith());

    await waitFor(
      () =>
        expect(toast.notify).toHaveBeenCalledWith({
          title: 'Error',
          description: 'Failed to load billing history',
          variant: 'destructive',
        }),
      { timeout: 4000 },
    );
    expect(toast.notify).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('$28.00')).toBeTruthy();
  });
});

describe('subscription settings', () => {
  const confirmText = "Are you sure you want to cancel your subscription? You'll still have access until your current billing period ends.";

  it('asks for confirmation with the exact text and sends nothing when declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderView(subscriberWith());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await settle();
    expect(confirm).toHaveBeenCalledWith(confirmText);
    expect(actionCalls()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('cancels, says so, and shows the canceled state from the answer', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serve({ cancelSubscription: () => ({ accessUntil: ACCESS_END, subscriber: canceledMonthly() }) });
    renderView(subscriberWith());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText('Your subscription is canceled. Your access ends on March 5, 2099.')).toBeTruthy();
    expect(actionCalls()[0]![0].name).toBe('cancelSubscription');
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Subscription Canceled',
      description: "Your subscription has been canceled. You'll still have access until your current billing period ends.",
    });
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();

    expect(within(planCard('Monthly')).getByText('Canceled')).toBeTruthy();
    expect(planButtonOf('Monthly').textContent).toBe('Reactivate Plan');
  });

  it('reports a failed cancel with its message', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serve({
      cancelSubscription: () => {
        throw new ApiError(409, 'subscription_ended', 'Your subscription has already ended.');
      },
    });
    renderView(subscriberWith());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Your subscription has already ended.',
        variant: 'destructive',
      }),
    );
    expect((screen.getByRole('button', { name: 'Cancel Subscription' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to the default cancel message when the error has none', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serve({
      cancelSubscription: () => {
        throw new Error('');
      },
    });
    renderView(subscriberWith());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to cancel subscription. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('says when access ends instead of offering to cancel a canceled subscription', () => {
    renderView(canceledMonthly());
    expect(screen.getByText('Your subscription is canceled. Your access ends on March 5, 2099.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('says there is nothing to cancel without a subscription', () => {
    renderView(notSubscribed());
    expect(screen.getByText("You don't have an active subscription, so there is nothing to cancel.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});
