// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailPreferences } from '#functions/shared/schemas';
import { RatingPending } from '@/app/routes/email-link-fallbacks';
import { EmailPreferencesRoute, emailPreferencesLoader } from '@/app/routes/email-preferences';
import { RateRoute, rateLoader } from '@/app/routes/rate';
import { UnsubscribeRoute } from '@/app/routes/unsubscribe';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, type RouteAnswer, renderPage } from '../../support/web';

const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

/** Shaped like a signed link's token (three base64url parts); only the API checks the signature. */
const TOKEN = 'link-header.link-payload-0001.link-signature';

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);
const refused = () => {
  throw new ApiError(404, 'not_found', 'This link is not valid.');
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the unsubscribe page', () => {
  const renderAt = (url: string) =>
    renderPage(
      url,
      { path: '/unsubscribe', Component: UnsubscribeRoute },
      { '/email-preferences': 'Email settings page' },
      { strict: true },
    );

  it('asks first and changes nothing on load, as link scanners open every link', async () => {
    answerRoutes(api.apiCall, new Map());
    renderAt(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from the daily idea email?' })).toBeTruthy();
    expect(screen.getByText(/You will stop getting the daily idea email\. You can turn it back on any time/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('unsubscribes on the button, says which address, and links to the settings with the same token', async () => {
    answerRoutes(api.apiCall, new Map([['unsubscribe', () => ({ unsubscribed: true, email: 'ana@example.com' })]]));
    renderAt(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeTruthy();
    expect(screen.getByText('ana@example.com will no longer get the daily idea email.')).toBeTruthy();
    expect(callsTo('unsubscribe').map(([, options]) => options)).toEqual([{ query: { token: TOKEN } }]);
    expect(screen.getByText(/Changed your mind\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email settings' }).getAttribute('href')).toBe(`/email-preferences?token=${TOKEN}`);
  });

  it.each([
    ['no token', '/unsubscribe'],
    ['a token cut short', '/unsubscribe?token=link-header.link-payload-0001'],
  ])('explains a link with %s and calls nothing', async (_, url) => {
    answerRoutes(api.apiCall, new Map());
    renderAt(url);
    expect(await screen.findByText('This unsubscribe link is incomplete or has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in and manage email settings' }).getAttribute('href')).toBe('/email-preferences');
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('explains a link the API refuses', async () => {
    answerRoutes(api.apiCall, new Map([['unsubscribe', refused]]));
    renderAt(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is incomplete or has expired.')).toBeTruthy();
  });

  it('keeps the button for another try when the server fails', async () => {
    answerRoutes(
      api.apiCall,
      new Map([
        [
          'unsubscribe',
          () => {
            throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
          },
        ],
      ]),
    );
    renderAt(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the server. Check your connection and try again.');
    expect((screen.getByRole('button', { name: 'Unsubscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

const PREFERENCES: EmailPreferences = {
  email: 'ana@example.com',
  dailyEmail: false,
  sendHour: 7,
  timeZone: 'Europe/London',
  emailStatus: 'deliverable',
};

describe('the email settings page', () => {
  const renderAt = (url: string) =>
    renderPage(
      url,
      { path: '/email-preferences', Component: EmailPreferencesRoute, loader: emailPreferencesLoader },
      { '/dashboard': 'Dashboard page', '/auth': 'Auth page' },
    );

  it("shows a link's settings and saves the changes with the token", async () => {
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        ['getEmailPreferences', () => ({ preferences: PREFERENCES })],
        ['updateEmailPreferences', () => ({ preferences: { ...PREFERENCES, dailyEmail: true, sendHour: 8 } })],
      ]),
    );
    renderAt(`/email-preferences?token=${TOKEN}`);
    expect(await screen.findByText('For ana@example.com')).toBeTruthy();
    expect(callsTo('getEmailPreferences').map(([, options]) => options)).toEqual([{ query: { token: TOKEN } }]);
    const daily = screen.getByLabelText('Send me the daily idea by email') as HTMLInputElement;
    expect(daily.checked).toBe(false);
    fireEvent.click(daily);
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Email settings saved',
        description: 'Your daily idea arrives at 8:00 AM (Europe/London).',
      }),
    );
    expect(callsTo('updateEmailPreferences').map(([, options]) => options)).toEqual([
      { body: { token: TOKEN, dailyEmail: true, sendHour: 8 } },
    ]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('explains a link the API refuses', async () => {
    answerRoutes(api.apiCall, new Map([['getEmailPreferences', refused]]));
    renderAt(`/email-preferences?token=${TOKEN}`);
    expect(await screen.findByText('This email settings link is incomplete or has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('sends a signed-in user without a token to the Settings tab', async () => {
    auth.hasSession.mockResolvedValue(true);
    const router = renderAt('/email-preferences');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=settings');
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('sends anyone else without a token to sign in, saying why', async () => {
    auth.hasSession.mockResolvedValue(false);
    const router = renderAt('/email-preferences');
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe('Please log in to manage your email settings');
  });
});

describe('the rating page', () => {
  const renderAt = (url: string) =>
    renderPage(
      url,
      { path: '/rate', Component: RateRoute, loader: rateLoader, HydrateFallback: RatingPending },
      { '/content-idea/:ideaId': 'Idea page', '/dashboard': 'Dashboard page' },
      { strict: true },
    );

  it('saves the rating once and opens the idea with a thank-you', async () => {
    answerRoutes(api.apiCall, new Map([['rateFromEmail', () => ({ ideaId: 'skincare-day-3-b', rating: 4 })]]));
    const router = renderAt(`/rate?token=${TOKEN}&rating=4`);
    expect(await screen.findByText('Idea page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content-idea/skincare-day-3-b');
    expect(callsTo('rateFromEmail').map(([, options]) => options)).toEqual([{ body: { token: TOKEN, rating: 4 } }]);
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Thanks for rating', description: 'Your 4-star rating is saved.' });
  });

  it.each([
    ['0 stars', `/rate?token=${TOKEN}&rating=0`],
    ['6 stars', `/rate?token=${TOKEN}&rating=6`],
    ['stars that are not a number', `/rate?token=${TOKEN}&rating=0x3`],
    ['no stars', `/rate?token=${TOKEN}`],
    ['no token', '/rate?rating=5'],
  ])('refuses a link with %s without calling the API', async (_, url) => {
    answerRoutes(api.apiCall, new Map());
    renderAt(url);
    expect(await screen.findByRole('heading', { name: "We couldn't save your rating" })).toBeTruthy();
    expect(screen.getByText(/This rating link is incomplete or has expired\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('explains a link the API refuses', async () => {
    answerRoutes(api.apiCall, new Map([['rateFromEmail', refused]]));
    renderAt(`/rate?token=${TOKEN}&rating=5`);
    expect(await screen.findByText(/This rating link is incomplete or has expired\./)).toBeTruthy();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('shows the failure and tries again on request', async () => {
    let calls = 0;
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        [
          'rateFromEmail',
          () => {
            calls += 1;
            if (calls === 1) throw new ApiError(503, 'unavailable', 'Service unavailable');
            return { ideaId: 'skincare-day-3-b', rating: 2 };
          },
        ],
      ]),
    );
    renderAt(`/rate?token=${TOKEN}&rating=2`);
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Idea page')).toBeTruthy();
    expect(callsTo('rateFromEmail')).toHaveLength(2);
  });
});
