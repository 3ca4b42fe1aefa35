import { EVENT_DATA_KEY, EVENT_LIMITS, redactPageUrl, type EventType } from '#functions/events/rules';
import { decodeJwt } from '../emulator-token-refresher';
import { loadAuth } from '../load-auth';
import type { EventsBody } from './record-events';
import { clickedControl } from './clicked-control';

/**
 * User-event tracking (docs/product-rules.md#event-tracking): events are recorded only for a
 * signed-in user, batched, and sent every 10 s, at 20 events, or with a beacon when the page hides.
 * Tracking must never cost the person anything: nothing here throws or makes the UI wait, and a
 * failure is one console warning, after which the events are dropped.
 */

export type EventData = Record<string, string | number | boolean | null>;
type TrackedEvent = EventsBody['events'][number];

const FLUSH_AFTER_MS = 10_000;
const FLUSH_AT_EVENTS = 20;
/** Kept while events cannot leave (a lookup in progress, a slow network); the oldest go first. */
const MAX_QUEUED = 200;
/** Below the route's 64 KiB limit and the 64 KiB browsers allow in flight for keepalive and beacons. */
const MAX_REQUEST_BYTES = 60 * 1024;

export interface Tracker {
  /** Time plus a random string, once per tracker, i.e. once per page load (docs/product-rules.md#event-tracking). */
  readonly sessionId: string;
  /** Queues an event when a user is, or may be, signed in; drops it when nobody is. */
  track(type: EventType, data?: EventData | null): void;
  /** A route change: looks the user up again (who is signed in may have changed) and records a page view of `pageUrl`. */
  pageView(pageUrl: string): void;
  /** Sends what is queued now. Never rejects. */
  flush(): Promise<void>;
  /** Listens for clicks on buttons and links and for the page hiding; returns the removal. */
  start(): () => void;
}

interface SignedIn {
  readonly token: string;
  readonly expiresAtMs: number;
}

function signedInFrom(token: string | null | undefined): SignedIn | null {
  if (!token) return null;
  const { payload } = decodeJwt(token);
  if (typeof payload.sub !== 'string' || payload.sub === '') return null;
  return { token, expiresAtMs: (typeof payload.exp === 'number' ? payload.exp : 0) * 1000 };
}

/** Trims data to what the route accepts, so one long value does not cost the whole batch. */
function cleanData(data: EventData | null | undefined): EventData | null {
  if (!data) return null;
  const entries = Object.entries(data)
    .filter(([key]) => EVENT_DATA_KEY.test(key))
    .slice(0, EVENT_LIMITS.dataKeys)
    .map(([key, value]): [string, EventData[string]] => {
      if (typeof value === 'string') return [key, value.slice(0, EVENT_LIMITS.dataValueChars)];
      if (typeof value === 'number') return [key, Number.isFinite(value) ? value : null];
      return [key, typeof value === 'boolean' ? value : null];
    });
  return Object.fromEntries(entries);
}

function pageUrlOf(url: string): string {
  return redactPageUrl(url).slice(0, EVENT_LIMITS.pageUrlChars);
}

const utf8 = new TextEncoder();

// The sending code imports the route table, and with it zod: loaded once someone is signed in,
// so the root layout of every page does not carry it. A page-hide beacon cannot wait for an
// import, hence the module kept once loaded.
type Sender = typeof import('./record-events');
let sender: Sender | undefined;
function loadSender(): Promise<Sender> {
  return import('./record-events').then((module) => (sender = module));
}

/** Request bodies of at most 50 events and MAX_REQUEST_BYTES each, token included. */
function requestsOf(sessionId: string, events: readonly TrackedEvent[], token: string): EventsBody[] {
  const budget = MAX_REQUEST_BYTES - token.length - sessionId.length - 64;
  const bodies: EventsBody[] = [];
  let current: TrackedEvent[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = utf8.encode(JSON.stringify(event)).length + 1;
    if (size > budget) continue;
    if (current.length === EVENT_LIMITS.eventsPerRequest || bytes + size > budget) {
      bodies.push({ sessionId, events: current });
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) bodies.push({ sessionId, events: current });
  return bodies;
}

export function createTracker(sessionId = `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`): Tracker {
  let queue: TrackedEvent[] = [];
  /** undefined: not looked up yet; null: nobody signed in at the last lookup. */
  let user: SignedIn | null | undefined;
  let lookup: Promise<SignedIn | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let page: string | null = null;
  let warned = false;

  function warnOnce(): void {
    if (warned) return;
    warned = true;
    // No token and no event content: a short note that tracking is off for now.
    console.warn('Tracking: events could not be sent and were dropped.');
  }

  function stopTimer(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function takeQueue(): TrackedEvent[] {
    stopTimer();
    const taken = queue;
    queue = [];
    return taken;
  }

  function lookUpUser(): Promise<SignedIn | null> {
    lookup ??= loadAuth()
      .then((auth) => auth.currentIdToken())
      .then(signedInFrom)
      .catch(() => {
        warnOnce();
        return null;
      })
      .then((found) => {
        user = found;
        lookup = null;
        // Events queued while we did not know: nobody to attach them to.
        if (!found) takeQueue();
        else if (!sender) loadSender().catch(warnOnce);
        return found;
      });
    return lookup;
  }

  async function flush(): Promise<void> {
    const events = takeQueue();
    if (events.length === 0) return;
    try {
      const signedIn = await lookUpUser();
      if (!signedIn) return;
      const { sendEvents } = sender ?? (await loadSender());
      for (const body of requestsOf(sessionId, events, signedIn.token)) await sendEvents(body, signedIn.token);
    } catch {
      warnOnce();
    }
  }

  /** Synchronous: the page may be gone once this returns, so only the token already known is used. */
  function flushOnHide(): void {
    try {
      const events = takeQueue();
      if (events.length === 0 || !user || user.expiresAtMs <= Date.now() || !sender) return;
      const { token } = user;
      for (const body of requestsOf(sessionId, events, token)) sender.beaconEvents(body, token).catch(warnOnce);
    } catch {
      warnOnce();
    }
  }

  function track(type: EventType, data?: EventData | null): void {
    try {
      if (user === null && !lookup) return;
      if (user === undefined) void lookUpUser();
      queue.push({
        type,
        at: new Date().toISOString(),
        pageUrl: page ?? pageUrlOf(`${window.location.pathname}${window.location.search}`),
        data: cleanData(data),
      });
      if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
      if (queue.length >= FLUSH_AT_EVENTS) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
    } catch {
      warnOnce();
    }
  }

  function pageView(pageUrl: string): void {
    try {
      page = pageUrlOf(pageUrl);
      void lookUpUser();
      track('page_view');
    } catch {
      warnOnce();
    }
  }

  function start(): () => void {
    const onClick = (event: MouseEvent) => {
      try {
        const control = clickedControl(event.target);
        if (control) track('button_click', { label: control.label, element: control.element });
      } catch {
        warnOnce();
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flushOnHide();
    };
    // Capture: a click still counts when the control stops it from bubbling.
    document.addEventListener('click', onClick, true);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flushOnHide);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flushOnHide);
    };
  }

  return { sessionId, track, pageView, flush, start };
}

// The page's tracker: created on first use, listening from the first startTracking().
let pageTracker: Tracker | undefined;
let started = false;
const tracker = (): Tracker => (pageTracker ??= createTracker());

/** Installs the page's click and page-hide listeners, once per page load. */
export function startTracking(): void {
  if (started) return;
  started = true;
  tracker().start();
}

export function track(type: EventType, data?: EventData | null): void {
  tracker().track(type, data);
}

export function trackPageView(pageUrl: string): void {
  tracker().pageView(pageUrl);
}

/** A subscriber opened an idea (dashboard card or idea page). */
export function trackIdeaView(ideaId: string, niche: string): void {
  track('idea_view', { ideaId, niche });
}

/** A subscriber rated an idea, 1 to 5 stars. */
export function trackIdeaRating(ideaId: string, rating: number): void {
  track('idea_rating', { ideaId, rating });
}
