// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement, StrictMode, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, type Tracker } from '@/lib/tracking/tracker';
import { usePageViewTracking } from '@/lib/tracking/use-page-view-tracking';

// Amplify (behind loadAuth), fetch and sendBeacon are the tracker's only ways out.
const auth = vi.hoisted(() => ({ currentIdToken: vi.fn<() => Promise<string | null>>() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));

const fetchMock = vi.fn<typeof fetch>();
const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Shaped like a Cognito id token; the browser only reads it, the server verifies it. */
const idToken = (claims: Record<string, unknown> = { sub: 'user-1' }) =>
  `${b64({ alg: 'RS256', kid: 'k' })}.${b64({ email: 'ana@example.com', exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.signature`;
const TOKEN = idToken();

type SentBody = {
  sessionId: string;
  token?: string;
  events: Array<{ type: string; at: string; pageUrl: string; data: Record<string, unknown> | null }>;
};
const fetched = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    init: init!,
    headers: init!.headers as Record<string, string>,
    body: JSON.parse(String(init!.body)) as SentBody,
  }));
const beaconed = () =>
  Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => ({
      url,
      type: (data as Blob).type,
      body: JSON.parse(await (data as Blob).text()) as SentBody,
    })),
  );

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Reflect.deleteProperty(document, 'visibilityState');
}

/** Lets the tracker's async work (the user lookup, loading its sending code) finish without moving the 10 s clock. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await vi.advanceTimersByTimeAsync(0);
    await vi.dynamicImportSettled();
  }
}

/** Moves the clock, then lets what it started finish. */
async function wait(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

let tracker: Tracker;
let stopListening: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ recorded: 1 }), { status: 202 }));
  sendBeacon.mockReturnValue(true);
  auth.currentIdToken.mockResolvedValue(TOKEN);
  tracker = createTracker();
  stopListening = tracker.start();
});

afterEach(() => {
  stopListening();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('without a signed-in user', () => {
  it('sends nothing, neither on the timer nor when the page hides', async () => {
    auth.currentIdToken.mockResolvedValue(null);
    tracker.pageView('/skincare');
    tracker.track('button_click', { label: 'Join Waiting List' });
    await settle();
    tracker.track('button_click', { label: 'Join Now' });
    await wait(10_000);
    hidePage();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('treats a token without a user id as nobody', async () => {
    auth.currentIdToken.mockResolvedValue(idToken({ sub: undefined }));
    tracker.track('page_view');
    await wait(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('batching', () => {
  it('sends the events of 10 seconds in one request, with the token in the header only', async () => {
    tracker.pageView('/dashboard');
    tracker.track('idea_view', { ideaId: 'skincare-example-1-b', niche: 'skincare' });
    tracker.track('idea_rating', { ideaId: 'skincare-example-1-b', rating: 5 });
    await wait(9_999);
    expect(fetchMock).not.toHaveBeenCalled();

    await wait(1);
    const [request, ...others] = fetched();
    expect(others).toEqual([]);
    expect(request!.url).toBe('/api/events');
    expect(request!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.body.token).toBeUndefined();
    expect(request!.body.sessionId).toBe(tracker.sessionId);
    expect(request!.body.events).toEqual([
      { type: 'page_view', at: expect.any(String), pageUrl: '/dashboard', data: null },
      { type: 'idea_view', at: expect.any(String), pageUrl: '/dashboard', data: { ideaId: 'skincare-example-1-b', niche: 'skincare' } },
      { type: 'idea_rating', at: expect.any(String), pageUrl: '/dashboard', data: { ideaId: 'skincare-example-1-b', rating: 5 } },
    ]);
  });

  it('sends at once when 20 events are waiting', async () => {
    await settle();
    for (let i = 0; i < 20; i += 1) tracker.track('button_click', { label: `Button ${i}` });
    await settle();
    expect(fetched().map((request) => request.body.events.length)).toEqual([20]);
  });

  it('uses one session id per page load: time plus a random string', () => {
    expect(tracker.sessionId).toMatch(/^\d{13}-[a-z0-9]+$/);
    expect(createTracker().sessionId).not.toBe(tracker.sessionId);
  });

  it('keeps credentials out of the page address and trims data to what the route accepts', async () => {
    tracker.pageView('/auth?reset=true&code=123456');
    tracker.track('button_click', { label: 'x'.repeat(600), 'not a key': 1, count: Number.NaN });
    await wait(10_000);
    const [pageView, click] = fetched()[0]!.body.events;
    expect(pageView!.pageUrl).toBe('/auth?reset=true&code=redacted');
    expect(click!.data).toEqual({ label: 'x'.repeat(500), count: null });
  });
});

describe('when the page hides', () => {
  it('sends a JSON beacon with the token in the body instead of waiting for the timer', async () => {
    tracker.pageView('/dashboard');
    await settle();
    tracker.track('idea_view', { ideaId: 'i-1', niche: 'skincare' });
    hidePage();

    const [beacon, ...others] = await beaconed();
    expect(others).toEqual([]);
    expect(beacon).toMatchObject({ url: '/api/events', type: 'application/json' });
    expect(beacon!.body).toMatchObject({ token: TOKEN, sessionId: tracker.sessionId });
    expect(beacon!.body.events.map((event) => event.type)).toEqual(['page_view', 'idea_view']);
    await wait(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('also sends on pagehide', async () => {
    tracker.track('page_view');
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    sendBeacon.mockReturnValue(false);
    tracker.track('page_view');
    await settle();
    hidePage();
    await settle();
    const [request] = fetched();
    expect(request!.init.keepalive).toBe(true);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.body.events).toHaveLength(1);
  });
});

describe('failures', () => {
  it('are swallowed: one short warning without the token or the events, and the events are dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    tracker.track('button_click', { label: 'Secret plan' });
    await wait(10_000);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => tracker.track('button_click', { label: 'Again' })).not.toThrow();
    await wait(10_000);
    await expect(tracker.flush()).resolves.toBeUndefined();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).not.toContain(TOKEN);
    expect(message).not.toContain('Secret plan');
  });

  it('never reach the UI: a click still does what it does when tracking fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    auth.currentIdToken.mockRejectedValue(new Error('config.json unreachable'));
    sendBeacon.mockImplementation(() => {
      throw new TypeError('beacon refused');
    });
    function Counter() {
      const [count, setCount] = useState(0);
      return createElement('button', { onClick: () => setCount(count + 1) }, `Clicked ${count}`);
    }
    render(createElement(Counter));
    fireEvent.click(screen.getByRole('button'));
    await settle();
    fireEvent.click(screen.getByRole('button'));
    hidePage();
    expect(screen.getByRole('button').textContent).toBe('Clicked 2');
  });
});

describe('clicks', () => {
  it('records buttons, role=button elements and links with their visible label, nothing else', async () => {
    render(
      createElement(
        'div',
        null,
        createElement('button', { type: 'button' }, createElement('span', null, '  Update \n Niche ')),
        createElement('div', { role: 'button', 'aria-label': 'Close dialog' }),
        createElement('a', { href: '#ideas' }, 'Content Ideas'),
        createElement('button', { type: 'button' }, 'L'.repeat(120)),
        createElement('p', null, 'Just text'),
      ),
    );
    fireEvent.click(screen.getByText('Update Niche', { normalizer: (text) => text.replace(/\s+/g, ' ').trim() }));
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.click(screen.getByText('Content Ideas'));
    fireEvent.click(screen.getByText('L'.repeat(120)));
    fireEvent.click(screen.getByText('Just text'));
    await wait(10_000);
    expect(fetched()[0]!.body.events.map((event) => event.data)).toEqual([
      { label: 'Update Niche', element: 'button' },
      { label: 'Close dialog', element: 'button' },
      { label: 'Content Ideas', element: 'link' },
      { label: 'L'.repeat(80), element: 'button' },
    ]);
  });
});

// Last in the file: these use the page's own tracker, which keeps listening once started.
describe('usePageViewTracking', () => {
  // Only the page's tracker listens here.
  beforeEach(() => stopListening());

  function Layout() {
    usePageViewTracking();
    return createElement(Outlet);
  }

  it('records one page view per route change, StrictMode included, with the route path', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: Layout,
          children: [
            { path: '/dashboard', Component: () => createElement(Link, { to: '/content-idea/i-1?from=card' }, 'Open idea') },
            { path: '/content-idea/:ideaId', Component: () => createElement('p', null, 'Idea page') },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(createElement(StrictMode, null, createElement(RouterProvider, { router })));
    await settle();
    fireEvent.click(screen.getByText('Open idea'));
    await settle();
    expect(screen.getByText('Idea page')).toBeTruthy();
    await act(() => router.navigate('/dashboard'));
    await settle();
    hidePage();

    const [beacon] = await beaconed();
    expect(beacon!.body.events.map((event) => [event.type, event.pageUrl])).toEqual([
      ['page_view', '/dashboard'],
      ['button_click', '/dashboard'],
      ['page_view', '/content-idea/i-1?from=card'],
      ['page_view', '/dashboard'],
    ]);
    expect(beacon!.body.token).toBe(TOKEN);
  });
});
