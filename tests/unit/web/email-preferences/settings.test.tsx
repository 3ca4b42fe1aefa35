// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '#functions/shared/schemas';
import { DashboardRoute, dashboardLoader, shouldRevalidateDashboard } from '@/app/routes/dashboard';
import { DashboardPending } from '@/app/routes/guard-fallbacks';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, deferred, meAnswer, renderPage, subscriberFixture, type RouteAnswer } from '../../support/web';

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

/** The zone this "browser" is in: the form proposes it and names it as detected. */
const BROWSER_ZONE = 'America/New_York';
let zoneBefore: string | undefined;

beforeEach(() => {
  zoneBefore = process.env.TZ;
  process.env.TZ = BROWSER_ZONE;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(true);
});

afterEach(() => {
  cleanup();
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

/** The dashboard's reads for this subscriber, plus the answers a test adds. */
function serve(subscriber: Subscriber, more: Array<[string, RouteAnswer]> = []) {
  answerRoutes(
    api.apiCall,
    new Map<string, RouteAnswer>([
      ['getMe', () => meAnswer(subscriber)],
      ['listNiches', () => ({ niches: [{ niche: 'skincare', displayName: 'Skincare', sortOrder: 1 }] })],
      ['listIdeas', () => ({ ideas: [], next: null, newCount: 0, progress: [] })],
      ...more,
    ]),
  );
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
    { '/auth': 'Auth page', '/onboarding': 'Onboarding page' },
  );
}

async function openDailyEmail() {
  renderAt('/dashboard?tab=settings');
  return within(await screen.findByRole('region', { name: 'Daily email' }));
}

const select = (section: ReturnType<typeof within>, label: string) => section.getByLabelText(label) as HTMLSelectElement;
const saveButton = (section: ReturnType<typeof within>) => section.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('the Daily email settings', () => {
  it('shows the saved settings below the niche form, with Save off until something changes', async () => {
    serve(subscriberFixture({ timeZone: 'Europe/London', sendHour: 8 }));
    const section = await openDailyEmail();
    expect(screen.getByRole('region', { name: 'Content Niche' })).toBeTruthy();
    expect((section.getByLabelText('Send me the daily idea by email') as HTMLInputElement).checked).toBe(true);
    expect(select(section, 'Time').value).toBe('8');
    expect(select(section, 'Time').selectedOptions[0]?.text).toBe('8:00 AM');
    expect(Array.from(select(section, 'Time').options, (option) => option.text).at(-1)).toBe('9:00 PM');
    expect(select(section, 'Time zone').value).toBe('Europe/London');
    expect(section.getByText(`Detected: ${BROWSER_ZONE}`)).toBeTruthy();
    expect(saveButton(section).disabled).toBe(true);
  });

  it('sends only the changed hour, says when the idea now arrives, and turns Save off again', async () => {
    const subscriber = subscriberFixture({ timeZone: 'Europe/London' });
    serve(subscriber, [['updateMyEmailPreferences', ({ body } = {}) => ({ subscriber: { ...subscriber, ...(body as object) } })]]);
    const section = await openDailyEmail();
    fireEvent.change(select(section, 'Time'), { target: { value: '9' } });
    expect(saveButton(section).disabled).toBe(false);
    fireEvent.click(saveButton(section));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Email settings saved',
        description: 'Your daily idea arrives at 9:00 AM (Europe/London).',
      }),
    );
    expect(callsTo('updateMyEmailPreferences').map(([, options]) => options)).toEqual([{ body: { sendHour: 9 } }]);
    await waitFor(() => expect(saveButton(section).disabled).toBe(true));
    expect(select(section, 'Time').value).toBe('9');
  });

  it('turns the daily email off with a toast that says how to turn it back on', async () => {
    const subscriber = subscriberFixture({ timeZone: 'Europe/London' });
    serve(subscriber, [['updateMyEmailPreferences', () => ({ subscriber: { ...subscriber, dailyEmail: false } })]]);
    const section = await openDailyEmail();
    fireEvent.click(section.getByLabelText('Send me the daily idea by email'));
    fireEvent.click(saveButton(section));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Daily email turned off', description: 'You can turn it back on here any time.' }),
    );
    expect(callsTo('updateMyEmailPreferences').map(([, options]) => options)).toEqual([{ body: { dailyEmail: false } }]);
  });

  it("proposes the browser's zone for a record without one, and saves it", async () => {
    const subscriber = subscriberFixture({ timeZone: null });
    serve(subscriber, [['updateMyEmailPreferences', () => ({ subscriber: { ...subscriber, timeZone: BROWSER_ZONE } })]]);
    const section = await openDailyEmail();
    expect(select(section, 'Time zone').value).toBe(BROWSER_ZONE);
    expect(saveButton(section).disabled).toBe(false);
    fireEvent.click(saveButton(section));
    await waitFor(() => expect(callsTo('updateMyEmailPreferences')).toHaveLength(1));
    expect(callsTo('updateMyEmailPreferences')[0]![1]).toEqual({ body: { timeZone: BROWSER_ZONE } });
  });

  it('offers a saved zone the browser does not list', async () => {
    serve(subscriberFixture({ timeZone: 'UTC' }));
    const section = await openDailyEmail();
    expect(select(section, 'Time zone').value).toBe('UTC');
    expect(Array.from(select(section, 'Time zone').options, (option) => option.value)).toContain('Europe/London');
  });

  it("shows the API's message under the field it refused and in the failure toast", async () => {
    serve(subscriberFixture({ timeZone: 'Europe/London' }), [
      [
        'updateMyEmailPreferences',
        () => {
          throw new ApiError(400, 'invalid_input', 'Unknown time zone "Europe/Paris"', { timeZone: ['Unknown time zone "Europe/Paris"'] });
        },
      ],
    ]);
    const section = await openDailyEmail();
    fireEvent.change(select(section, 'Time zone'), { target: { value: 'Europe/Paris' } });
    fireEvent.click(saveButton(section));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to save email settings',
        description: 'Unknown time zone "Europe/Paris"',
        variant: 'destructive',
      }),
    );
    const zone = select(section, 'Time zone');
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(section.getByText('Unknown time zone "Europe/Paris"')).toBeTruthy();
    expect(saveButton(section).disabled).toBe(false);
  });

  it('reads "Saving..." and cannot be pressed twice while saving', async () => {
    const subscriber = subscriberFixture({ timeZone: 'Europe/London' });
    const answer = deferred<{ subscriber: Subscriber }>();
    serve(subscriber, [['updateMyEmailPreferences', () => answer.promise]]);
    const section = await openDailyEmail();
    fireEvent.change(select(section, 'Time'), { target: { value: '10' } });
    fireEvent.click(saveButton(section));
    const pending = await section.findByRole('button', { name: 'Saving...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer.resolve({ subscriber: { ...subscriber, sendHour: 10 } });
    await waitFor(() => expect(toast.notify).toHaveBeenCalledTimes(1));
  });
});

describe('the bounced-address banner', () => {
  it('is not shown while the address takes mail', async () => {
    serve(subscriberFixture());
    renderAt('/dashboard');
    await screen.findByRole('tablist', { name: 'Dashboard' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the email could not be delivered, on every tab', async () => {
    serve(subscriberFixture({ emailStatus: 'bounced', email: 'ana@example.com' }));
    renderAt('/dashboard?tab=settings');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('heading').textContent).toBe("We couldn't deliver your daily idea to ana@example.com.");
    expect(banner.textContent).toContain("so we've paused the daily email. Fix the mailbox, then resume.");
    fireEvent.click(screen.getByRole('tab', { name: 'Content Ideas' }));
    expect(screen.getByRole('alert')).toBe(banner);
  });

  it('resumes the emails, says so, and goes away', async () => {
    const subscriber = subscriberFixture({ emailStatus: 'bounced' });
    serve(subscriber, [['updateMyEmailPreferences', () => ({ subscriber: { ...subscriber, emailStatus: 'deliverable' } })]]);
    renderAt('/dashboard');
    const banner = await screen.findByRole('alert');
    fireEvent.click(within(banner).getByRole('button', { name: 'Resume emails' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(callsTo('updateMyEmailPreferences').map(([, options]) => options)).toEqual([{ body: { resumeDelivery: true } }]);
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Daily email resumed',
      description: 'Your next daily idea goes to ana@example.com.',
    });
  });

  it('stays, with a toast, when resuming fails', async () => {
    serve(subscriberFixture({ emailStatus: 'bounced' }), [
      [
        'updateMyEmailPreferences',
        () => {
          throw new ApiError(503, 'unavailable', 'Service unavailable');
        },
      ],
    ]);
    renderAt('/dashboard');
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Resume emails' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to resume emails',
        description: 'Service unavailable',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resume emails' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
