// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminRoute, adminLoader, shouldRevalidateAdmin } from '@/app/routes/admin';
import { AdminAmbassadorsRoute, adminAmbassadorsLoader } from '@/app/routes/admin-ambassadors';
import { AdminPending } from '@/app/routes/admin-fallbacks';
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

const WHOAMI = { userId: 'admin-1', email: 'admin@example.com', groups: ['admin'] };

const figures = (overrides: Record<string, unknown> = {}) => ({
  mrrCents: 0,
  byPlan: [],
  trialsStartedLast30Days: 0,
  trialsEndedLast30Days: 0,
  trialsConvertedLast30Days: 0,
  trialConversionRate: null,
  cancellationsThisMonth: 0,
  pastDue: 0,
  ...overrides,
});

const mismatch = (email: string, testMode: boolean) => ({
  userId: `user-${email}`,
  email,
  subscribed: true,
  subscriptionStatus: 'inactive',
  subscriptionTier: 'monthly',
  testMode,
  stripeCustomerId: 'cus_1',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function summaryFixture(overrides: Record<string, unknown> = {}) {
  return {
    counts: { totalSubscribers: 1234, activeSubscriptions: 900, trialing: 120, syncIssues: 2 },
    production: figures({
      mrrCents: 2_543_210,
      byPlan: [
        { plan: 'weekly', subscriptions: 10, mrrCents: 389_700 },
        { plan: 'monthly', subscriptions: 70, mrrCents: 1_960_000 },
        { plan: 'yearly', subscriptions: 15, mrrCents: 193_510 },
      ],
      trialsStartedLast30Days: 42,
      trialsEndedLast30Days: 30,
      trialsConvertedLast30Days: 20,
      trialConversionRate: 2 / 3,
      cancellationsThisMonth: 5,
      pastDue: 3,
    }),
    sandbox: figures({ mrrCents: 2800, byPlan: [{ plan: 'monthly', subscriptions: 1, mrrCents: 2800 }], trialsStartedLast30Days: 7 }),
    mismatches: [mismatch('test@example.com', true), mismatch('live@example.com', false)],
    lastReconcile: {
      id: 'run-1',
      startedAt: '2026-03-02T03:00:00.000Z',
      finishedAt: '2026-03-02T03:00:05.000Z',
      trigger: 'schedule',
      checked: 96,
      changed: 1,
      failed: 0,
      changes: [{ email: 'drift@example.com', fields: ['subscriptionStatus'] }],
    },
    generatedAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
  };
}

const ENVIRONMENT = { environment: 'production', configured: { sandbox: true, production: true } };

function debugFixture(overrides: Record<string, unknown> = {}) {
  return {
    sync_health: 'OUT_OF_SYNC',
    environment: 'sandbox',
    email: 'ana@example.com',
    discrepancies: [{ field: 'subscription_status', database: 'inactive', stripe: 'active', message: 'Stripe says active' }],
    recommendations: ['Run a sync to copy the Stripe status'],
    database: {
      user_id: 'user-1',
      email: 'ana@example.com',
      first_name: 'Ana',
      niche: 'skincare',
      subscribed: true,
      subscription_tier: 'monthly',
      subscription_status: 'inactive',
      subscription_end: null,
      onboarding_completed: true,
      stripe_customer_id: 'cus_1',
      test_mode: true,
      updated_at: '2026-03-01T10:00:00.000Z',
      mismatched: true,
    },
    stripe: {
      customer: { id: 'cus_1', email: 'ana@example.com', created: '2026-01-01T00:00:00.000Z', livemode: false, deleted: false },
      subscriptions: [
        {
          id: 'sub_1',
          status: 'active',
          tier: 'monthly',
          price_id: 'price_1',
          cancel_at_period_end: false,
          current_period_end: '2026-04-01T00:00:00.000Z',
          trial_end: null,
          created: '2026-01-01T00:00:00.000Z',
          livemode: false,
        },
      ],
    },
    recent_webhooks: [
      { id: 'evt_1', type: 'customer.subscription.updated', received_at: '2026-03-01T09:00:00.000Z', outcome: 'processed' },
    ],
    ...overrides,
  };
}

/** The dashboard's reads, plus the answers a test adds (or replaces). */
function serve(more: Array<[string, RouteAnswer]> = []) {
  answerRoutes(
    api.apiCall,
    new Map<string, RouteAnswer>([
      ['adminWhoami', () => WHOAMI],
      ['adminSummary', () => summaryFixture()],
      ['getStripeEnvironment', () => ENVIRONMENT],
      ...more,
    ]),
  );
}

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);
const bodiesTo = (name: string) => callsTo(name).map(([, options]) => (options as { body: unknown }).body);

function renderAt(url = '/admin') {
  return renderPage(
    url,
    { path: '/admin', Component: AdminRoute, loader: adminLoader, shouldRevalidate: shouldRevalidateAdmin, HydrateFallback: AdminPending },
    { '/auth': 'Auth page', '/': 'Home page' },
  );
}

const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;

beforeEach(() => {
  auth.hasSession.mockResolvedValue(true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the admin gate on the page', () => {
  it('says it is verifying access until the API answers, then shows the dashboard', async () => {
    const whoami = deferred<unknown>();
    serve([['adminWhoami', () => whoami.promise]]);
    renderAt();
    expect(await screen.findByText('Verifying admin access...')).toBeTruthy();
    whoami.resolve(WHOAMI);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByText('Signed in as admin@example.com')).toBeTruthy();
  });

  it('sends a subscriber home with the access-denied toast', async () => {
    serve([
      [
        'adminWhoami',
        () => {
          throw new ApiError(403, 'forbidden', 'Admins only');
        },
      ],
    ]);
    renderAt();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Access denied: Admin privileges required', variant: 'destructive' });
    expect(callsTo('adminSummary')).toHaveLength(0);
  });
});

describe('/admin/ambassadors (issue 15)', () => {
  const renderAmbassadors = () =>
    renderPage(
      '/admin/ambassadors',
      { path: '/admin/ambassadors', Component: AdminAmbassadorsRoute, loader: adminAmbassadorsLoader, HydrateFallback: AdminPending },
      { '/auth': 'Auth page', '/': 'Home page' },
    );

  it('shows an admin the ambassadors page', async () => {
    serve([
      [
        'adminListAmbassadors',
        () => ({
          ambassadors: [],
          summary: {
            active: 0,
            pending: 0,
            inactive: 0,
            referredSubscribers: 0,
            pendingCents: 0,
            dueCents: 0,
            paidThisMonthCents: 0,
            pendingApplications: 0,
          },
        }),
      ],
      ['adminListApplications', () => ({ applications: [] })],
      ['adminListPayouts', () => ({ statements: [] })],
    ]);
    renderAmbassadors();
    expect(await screen.findByRole('heading', { name: 'Ambassadors', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No ambassadors yet')).toBeTruthy();
  });

  it('is already behind the admin gate', async () => {
    auth.hasSession.mockResolvedValue(false);
    serve();
    renderAmbassadors();
    expect(await screen.findByText('Auth page')).toBeTruthy();
  });
});

describe('the Overview', () => {
  it('shows the four stat cards from the counters', async () => {
    serve();
    renderAt();
    await screen.findByRole('heading', { name: 'Total Subscribers' });
    expect(within(card('Total Subscribers')).getByText('1,234')).toBeTruthy();
    expect(within(card('Active Subscriptions')).getByText('900')).toBeTruthy();
    expect(within(card('Trialing')).getByText('120')).toBeTruthy();
    expect(within(card('Sync Issues')).getByText('2')).toBeTruthy();
  });

  it('shows the production figures when payments are live: MRR in dollars with the plan split, trials, conversion, cancellations, past due', async () => {
    serve();
    renderAt();
    await screen.findByRole('heading', { name: 'MRR' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Production' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(card('MRR')).getByText('$25,432.10')).toBeTruthy();
    expect(within(card('MRR')).getByText('Monthly: $19,600.00 (70 subscriptions)')).toBeTruthy();
    expect(within(card('Trials started (30 days)')).getByText('42')).toBeTruthy();
    expect(within(card('Trial-to-paid conversion (30 days)')).getByText('67%')).toBeTruthy();
    expect(within(card('Trial-to-paid conversion (30 days)')).getByText('20 of 30 ended trials became paid')).toBeTruthy();
    expect(within(card('Cancellations this month')).getByText('5')).toBeTruthy();
    expect(within(card('Past due')).getByText('3')).toBeTruthy();
  });

  it('shows the sandbox figures, labelled as test mode, when payments are taken in the sandbox, and the other mode on request', async () => {
    serve([['getStripeEnvironment', () => ({ ...ENVIRONMENT, environment: 'sandbox' })]]);
    renderAt();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sandbox' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('heading', { name: /Revenue and trials/ }).textContent).toContain('Test mode');
    expect(within(card('MRR')).getByText('$28.00')).toBeTruthy();
    expect(within(card('Trial-to-paid conversion (30 days)')).getByText('—')).toBeTruthy();
    expect(within(card('Trial-to-paid conversion (30 days)')).getByText('No trial ended in the last 30 days')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Production' }));
    expect(within(card('MRR')).getByText('$25,432.10')).toBeTruthy();
    expect(screen.getByText(/Payments are taken in sandbox mode/)).toBeTruthy();
  });

  it('lists the mismatched subscribers, each with its TEST or PROD badge', async () => {
    serve();
    renderAt();
    const table = await screen.findByRole('table', { name: 'Mismatched subscribers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['test@example.com', 'live@example.com']);
    expect(within(rows[0]!).getByText('TEST')).toBeTruthy();
    expect(within(rows[1]!).getByText('PROD')).toBeTruthy();
    expect(within(rows[0]!).getByText('inactive')).toBeTruthy();
  });

  it('shows the last reconciliation and what it changed', async () => {
    serve();
    renderAt();
    const section = within(await screen.findByRole('region', { name: 'Last reconciliation' }));
    expect(section.getByText('96')).toBeTruthy();
    expect(section.getByText('drift@example.com: subscriptionStatus')).toBeTruthy();
  });

  it('announces a failed summary with the spec toast', async () => {
    serve([
      [
        'adminSummary',
        () => {
          throw new ApiError(503, 'unavailable', 'Service unavailable');
        },
      ],
    ]);
    renderAt();
    // A 5xx is tried once more (lib/query-client.ts) before it is announced.
    await waitFor(
      () =>
        expect(toast.notify).toHaveBeenCalledWith({
          title: 'Failed to fetch admin summary',
          description: 'Service unavailable',
          variant: 'destructive',
        }),
      { timeout: 5000 },
    );
    expect(screen.getByText('Failed to fetch admin summary: Service unavailable')).toBeTruthy();
  });

  it('reads the summary again on Refresh', async () => {
    serve();
    renderAt();
    await screen.findByRole('table', { name: 'Mismatched subscribers' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo('adminSummary')).toHaveLength(2));
  });
});

describe('Fix All Sync Issues', () => {
  const syncOk = () => ({ success: true, error: null, changed: ['subscribed'], debug: null });

  it('syncs each mismatched subscriber, reads the list again and says how many it fixed', async () => {
    serve([['adminSyncSubscription', syncOk]]);
    renderAt();
    await screen.findByRole('table', { name: 'Mismatched subscribers' });
    fireEvent.click(screen.getByRole('button', { name: 'Fix All Sync Issues' }));
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Fixed 2 sync issues' }));
    expect(bodiesTo('adminSyncSubscription')).toEqual(
      expect.arrayContaining([{ email: 'test@example.com' }, { email: 'live@example.com' }]),
    );
    expect(callsTo('adminSyncSubscription')).toHaveLength(2);
    expect(callsTo('adminSummary')).toHaveLength(2);
  });

  it('still fixes the others when one fails, and says some failed', async () => {
    serve([
      [
        'adminSyncSubscription',
        (options) => {
          if ((options?.body as { email: string }).email === 'test@example.com')
            throw new ApiError(502, 'stripe_unavailable', 'Stripe did not answer');
          return syncOk();
        },
      ],
    ]);
    renderAt();
    await screen.findByRole('table', { name: 'Mismatched subscribers' });
    fireEvent.click(screen.getByRole('button', { name: 'Fix All Sync Issues' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to fix some sync issues',
        description: 'Fixed 1 of 2. Not fixed: test@example.com',
        variant: 'destructive',
      }),
    );
    expect(callsTo('adminSyncSubscription')).toHaveLength(2);
    expect(callsTo('adminSummary')).toHaveLength(2);
  });

  it('counts an answer of success: false as a failure', async () => {
    serve([['adminSyncSubscription', () => ({ success: false, error: 'No subscriber with this email', changed: [], debug: null })]]);
    renderAt();
    await screen.findByRole('table', { name: 'Mismatched subscribers' });
    fireEvent.click(screen.getByRole('button', { name: 'Fix All Sync Issues' }));
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to fix some sync issues' })));
  });

  it('is off when nothing is mismatched', async () => {
    serve([
      [
        'adminSummary',
        () => summaryFixture({ mismatches: [], counts: { totalSubscribers: 1, activeSubscriptions: 1, trialing: 0, syncIssues: 0 } }),
      ],
    ]);
    renderAt();
    await screen.findByText('No sync issues: every record agrees with itself.');
    expect((screen.getByRole('button', { name: 'Fix All Sync Issues' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the Stripe environment card', () => {
  it('shows the setting and which modes have keys', async () => {
    serve([['getStripeEnvironment', () => ({ environment: 'sandbox', configured: { sandbox: true, production: false } })]]);
    renderAt();
    const section = within(await screen.findByRole('region', { name: 'Stripe environment' }));
    await section.findByText('Sandbox (test mode)');
    expect(within(section.getByText('Sandbox (test mode) keys').parentElement!).getByText('Configured')).toBeTruthy();
    expect(within(section.getByText('Production (live) keys').parentElement!).getByText('Missing')).toBeTruthy();
  });

  it('asks before going live, then switches with the spec toast', async () => {
    serve([
      ['getStripeEnvironment', () => ({ environment: 'sandbox', configured: { sandbox: true, production: true } })],
      ['setStripeEnvironment', ({ body } = {}) => ({ ...(body as object), configured: { sandbox: true, production: true } })],
    ]);
    renderAt();
    const section = within(await screen.findByRole('region', { name: 'Stripe environment' }));
    fireEvent.click(await section.findByRole('button', { name: 'Switch to Production' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Switch to production?' }));
    expect(callsTo('setStripeEnvironment')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Switch to Production' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Stripe Environment Updated',
        description: 'Switched to production mode. All new payments will use production Stripe keys.',
      }),
    );
    expect(bodiesTo('setStripeEnvironment')).toEqual([{ environment: 'production' }]);
    expect(await section.findByRole('button', { name: 'Switch to Sandbox' })).toBeTruthy();
  });

  it('switches back to the sandbox without asking', async () => {
    serve([['setStripeEnvironment', ({ body } = {}) => ({ ...(body as object), configured: { sandbox: true, production: true } })]]);
    renderAt();
    const section = within(await screen.findByRole('region', { name: 'Stripe environment' }));
    fireEvent.click(await section.findByRole('button', { name: 'Switch to Sandbox' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Stripe Environment Updated',
        description: 'Switched to sandbox mode. All new payments will use sandbox Stripe keys.',
      }),
    );
  });

  it("shows the server's reason when a mode without keys is refused", async () => {
    serve([
      [
        'setStripeEnvironment',
        () => {
          throw new ApiError(400, 'invalid_input', 'No sandbox Stripe keys are configured.');
        },
      ],
    ]);
    renderAt();
    const section = within(await screen.findByRole('region', { name: 'Stripe environment' }));
    fireEvent.click(await section.findByRole('button', { name: 'Switch to Sandbox' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to switch Stripe environment',
        description: 'No sandbox Stripe keys are configured.',
        variant: 'destructive',
      }),
    );
  });
});

describe('the subscription debug tool', () => {
  async function openDebug() {
    renderAt('/admin?tab=debug');
    return within(await screen.findByRole('region', { name: 'Subscription debug' }));
  }

  function debugEmail(tool: ReturnType<typeof within>, email: string) {
    fireEvent.change(tool.getByLabelText('Subscriber email'), { target: { value: email } });
    fireEvent.click(tool.getByRole('button', { name: 'Debug Subscription' }));
  }

  it('asks for an email before calling anything', async () => {
    serve();
    const tool = await openDebug();
    debugEmail(tool, '');
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Please enter an email address', variant: 'destructive' }));
    expect(callsTo('adminDebugSubscription')).toHaveLength(0);
  });

  it('shows the debug result, with an unhealthy sync as a warning', async () => {
    serve([['adminDebugSubscription', () => ({ success: true, error: null, debug: debugFixture() })]]);
    const tool = await openDebug();
    debugEmail(tool, ' Ana@Example.com ');
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Debug analysis complete', description: 'Sync health: OUT_OF_SYNC' }),
    );
    expect(bodiesTo('adminDebugSubscription')).toEqual([{ email: 'ana@example.com' }]);
    const result = within(screen.getByRole('region', { name: 'Debug result for ana@example.com' }));
    expect(result.getByText('OUT_OF_SYNC').className).toContain('badge--warning');
    expect(result.getByText('Run a sync to copy the Stripe status')).toBeTruthy();
    expect(result.getByRole('table', { name: 'Stripe subscriptions' })).toBeTruthy();
    expect(result.getByText('customer.subscription.updated')).toBeTruthy();
  });

  it('shows HEALTHY as good', async () => {
    serve([
      [
        'adminDebugSubscription',
        () => ({ success: true, error: null, debug: debugFixture({ sync_health: 'HEALTHY', discrepancies: [] }) }),
      ],
    ]);
    const tool = await openDebug();
    debugEmail(tool, 'ana@example.com');
    const result = within(await screen.findByRole('region', { name: 'Debug result for ana@example.com' }));
    expect(result.getByText('HEALTHY').className).toContain('badge--success');
  });

  it('says the analysis failed with the reason when the API answers success: false', async () => {
    serve([['adminDebugSubscription', () => ({ success: false, error: 'No subscriber with this email', debug: null })]]);
    const tool = await openDebug();
    debugEmail(tool, 'nobody@example.com');
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Debug analysis failed',
        description: 'No subscriber with this email',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Sync from Stripe' })).toBeNull();
  });

  it('says the debug call failed when the call itself fails', async () => {
    serve([
      [
        'adminDebugSubscription',
        () => {
          throw new ApiError(500, 'internal', 'Internal error');
        },
      ],
    ]);
    const tool = await openDebug();
    debugEmail(tool, 'ana@example.com');
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to debug subscription sync', variant: 'destructive' }),
      ),
    );
  });

  it('syncs after a debug, shows the fresh debug and the fields it changed', async () => {
    serve([
      ['adminDebugSubscription', () => ({ success: true, error: null, debug: debugFixture() })],
      [
        'adminSyncSubscription',
        () => ({
          success: true,
          error: null,
          changed: ['subscriptionStatus'],
          debug: debugFixture({ sync_health: 'HEALTHY', discrepancies: [] }),
        }),
      ],
    ]);
    const tool = await openDebug();
    debugEmail(tool, 'ana@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync from Stripe' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Subscription sync completed', description: 'Updated: subscriptionStatus' }),
    );
    expect(bodiesTo('adminSyncSubscription')).toEqual([{ email: 'ana@example.com' }]);
    const result = within(screen.getByRole('region', { name: 'Debug result for ana@example.com' }));
    expect(result.getByText('HEALTHY')).toBeTruthy();
    expect(result.getByText('Sync changed: subscriptionStatus')).toBeTruthy();
  });

  it('says the sync failed, keeping the last debug on screen', async () => {
    serve([
      ['adminDebugSubscription', () => ({ success: true, error: null, debug: debugFixture() })],
      [
        'adminSyncSubscription',
        () => {
          throw new ApiError(502, 'stripe_unavailable', 'Stripe did not answer');
        },
      ],
    ]);
    const tool = await openDebug();
    debugEmail(tool, 'ana@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync from Stripe' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to sync subscription status',
        description: 'Stripe did not answer',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('OUT_OF_SYNC')).toBeTruthy();
  });
});
