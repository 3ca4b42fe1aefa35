// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AmbassadorRoute, ambassadorLoader } from '@/app/routes/ambassador';
import { AmbassadorPending } from '@/app/routes/ambassador-fallbacks';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, deferred, renderPage, type RouteAnswer } from '../../support/web';

// The Amplify wrapper and the API client are the page's only ways out; toasts go through notify().
const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

const LINK = 'https://app.example.com/?ref=glowwithmia';

function days(count: number, clicksOn: Record<number, number> = {}) {
  return Array.from({ length: count }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, clicks: clicksOn[i] ?? 0 }));
}

function portalFixture(overrides: Record<string, unknown> = {}) {
  return {
    code: 'glowwithmia',
    firstName: 'Mia',
    status: 'active',
    commissionRate: 0.5,
    link: LINK,
    clicks: { total: 1234, last30Days: 87, byDay: days(30, { 29: 12, 3: 5 }) },
    signups: 42,
    trials: 17,
    payingSubscribers: 9,
    commissions: { pendingCents: 12_600, dueCents: 4_200, paidCents: 150_050 },
    nextAvailableAt: '2026-04-12T10:00:00.000Z',
    holdDaysLeft: 12,
    holdDays: 30,
    payoutMinimumCents: 5000,
    entries: [
      {
        id: 'in_2',
        kind: 'commission',
        plan: 'monthly',
        amountPaidCents: 2800,
        cents: 1400,
        state: 'pending',
        paidAt: '2026-03-13T10:00:00.000Z',
        availableAt: '2026-04-12T10:00:00.000Z',
        subscriber: 'd***@example.com',
      },
      {
        id: 'in_1#REVERSAL#re_1',
        kind: 'reversal',
        plan: 'yearly',
        amountPaidCents: -14900,
        cents: -7450,
        state: 'due',
        paidAt: '2026-02-02T10:00:00.000Z',
        availableAt: '2026-02-02T10:00:00.000Z',
        subscriber: 'e***@example.com',
      },
    ],
    statements: [
      {
        id: '01JSTATEMENT0000000000000A',
        ambassadorCode: 'glowwithmia',
        period: '2026-02',
        totalCents: 150_050,
        entryCount: 31,
        createdAt: '2026-02-01T06:00:00.000Z',
        status: 'paid',
        paidAt: '2026-02-05T12:00:00.000Z',
        method: 'paypal',
        reference: 'PP-778899',
      },
    ],
    ...overrides,
  };
}

const NEW_AMBASSADOR = portalFixture({
  firstName: null,
  clicks: { total: 0, last30Days: 0, byDay: days(30) },
  signups: 0,
  trials: 0,
  payingSubscribers: 0,
  commissions: { pendingCents: 0, dueCents: 0, paidCents: 0 },
  nextAvailableAt: null,
  holdDaysLeft: null,
  entries: [],
  statements: [],
});

function serve(portal: RouteAnswer = () => portalFixture()) {
  answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['ambassadorPortal', portal]]));
}

function renderAt() {
  return renderPage(
    '/ambassador',
    { path: '/ambassador', Component: AmbassadorRoute, loader: ambassadorLoader, HydrateFallback: AmbassadorPending },
    { '/auth': 'Auth page', '/': 'Home page' },
  );
}

const figure = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;

beforeEach(() => {
  auth.hasSession.mockResolvedValue(true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the portal gate', () => {
  it('shows the wait until the API answers, then the portal', async () => {
    const answer = deferred<unknown>();
    serve(() => answer.promise);
    renderAt();
    expect(await screen.findByText('Loading your ambassador portal...')).toBeTruthy();
    answer.resolve(portalFixture());
    expect(await screen.findByRole('heading', { name: 'Ambassador Portal', level: 1 })).toBeTruthy();
  });

  it('sends a visitor without a session to sign in, without asking the API', async () => {
    auth.hasSession.mockResolvedValue(false);
    serve();
    renderAt();
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'a signed-in user outside the ambassador group'],
    [404, 'a group member with no ambassador behind the account'],
  ])('sends %s (%s) home with "Ambassador account required"', async (status) => {
    serve(() => {
      throw new ApiError(status, status === 403 ? 'forbidden' : 'not_found', 'No');
    });
    renderAt();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Ambassador account required', variant: 'destructive' });
  });

  it('keeps an ambassador on the page when the read fails, with a way to try again', async () => {
    let failing = true;
    serve(() => {
      // A 4xx other than the gate's: the client does not retry it, so the test needs no timers.
      if (failing) throw new ApiError(429, 'rate_limited', 'Too many requests. Try again in a minute.');
      return portalFixture();
    });
    renderAt();
    expect(await screen.findByText('Failed to load your ambassador portal')).toBeTruthy();
    expect(screen.getByText('Too many requests. Try again in a minute.')).toBeTruthy();
    expect(toast.notify).not.toHaveBeenCalled();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ambassador Portal', level: 1 })).toBeTruthy();
  });
});

describe('the portal', () => {
  it('shows every figure as a card', async () => {
    serve();
    renderAt();
    await screen.findByRole('heading', { name: 'Clicks', level: 3 });
    expect(within(figure('Clicks')).getByText('1,234')).toBeTruthy();
    expect(within(figure('Clicks')).getByText('87 in the last 30 days')).toBeTruthy();
    expect(within(figure('Sign-ups')).getByText('42')).toBeTruthy();
    expect(within(figure('Trials')).getByText('17')).toBeTruthy();
    expect(within(figure('Paying subscribers')).getByText('9')).toBeTruthy();
    expect(within(figure('Commissions pending')).getByText('$126.00')).toBeTruthy();
    expect(within(figure('Commissions due')).getByText('$42.00')).toBeTruthy();
    expect(within(figure('Commissions paid')).getByText('$1,500.50')).toBeTruthy();
  });

  it('lists the clicks of each of the 30 days for screen readers', async () => {
    serve();
    renderAt();
    const table = await screen.findByRole('table', { name: 'Clicks per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)!.textContent).toBe('2026-03-3012');
  });

  it('shows the link and copies it with the Copy button, saying so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve();
    renderAt();
    const field = await screen.findByLabelText<HTMLInputElement>('Referral link');
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Link copied' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('says so when the browser refuses the clipboard, and the link stays there to copy by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    serve();
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not copy the link', variant: 'destructive' })),
    );
    expect(toast.notify).not.toHaveBeenCalledWith({ title: 'Link copied' });
  });

  it('counts down to the next commission leaving its hold, and states the payout terms', async () => {
    serve();
    renderAt();
    expect(await screen.findByText('Next commission due in 12 days')).toBeTruthy();
    expect(
      screen.getByText(
        'Payouts are monthly once your due commissions reach $50; a smaller balance rolls over to the next month. Each commission is held 30 days before it is due.',
      ),
    ).toBeTruthy();
  });

  it('says "1 day" on the last day of a hold', async () => {
    serve(() => portalFixture({ holdDaysLeft: 1 }));
    renderAt();
    expect(await screen.findByText('Next commission due in 1 day')).toBeTruthy();
  });

  it('lists the commission entries and the payout statements', async () => {
    serve();
    renderAt();
    const entries = await screen.findByRole('table', { name: 'Commission entries' });
    const [first, second] = within(entries).getAllByRole('row').slice(1);
    expect(within(first!).getByText('d***@example.com')).toBeTruthy();
    expect(within(first!).getByText('$14.00')).toBeTruthy();
    expect(within(first!).getByText('Pending')).toBeTruthy();
    expect(within(first!).getByText('Monthly')).toBeTruthy();
    expect(within(second!).getByText('Reversal')).toBeTruthy();
    expect(within(second!).getByText('-$74.50')).toBeTruthy();

    const statements = screen.getByRole('table', { name: 'Payout statements' });
    const [row] = within(statements).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader').textContent).toBe('February 2026');
    expect(within(row!).getByText('$1,500.50')).toBeTruthy();
    expect(within(row!).getByText('Paid')).toBeTruthy();
    expect(within(row!).getByText('PayPal')).toBeTruthy();
    expect(within(row!).getByText('PP-778899')).toBeTruthy();
  });

  it('shows a new ambassador an empty state instead of empty tables, with no countdown', async () => {
    serve(() => NEW_AMBASSADOR);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'No referrals yet' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Commission entries' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Payout statements' })).toBeNull();
    expect(screen.queryByText(/Next commission due/)).toBeNull();
    expect(within(figure('Clicks')).getByText('0')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Referral link').value).toBe(LINK);
  });

  it('tells an inactive ambassador that new visitors are not tracked', async () => {
    serve(() => portalFixture({ status: 'inactive' }));
    renderAt();
    expect(await screen.findByText(/Your ambassador account is inactive/)).toBeTruthy();
  });
});
