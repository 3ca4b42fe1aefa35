import type { BodyOf } from '#functions/platform/route';
import { recordEvents } from '#functions/events/routes';

/** POST /api/events without the token, which travels in a header or is added for a beacon. */
export type EventsBody = Omit<BodyOf<typeof recordEvents>, 'token'>;

/**
 * Sends events with the token in the Authorization header. `keepalive` lets the request finish
 * when the person navigates away meanwhile. Rejects on any failure; the tracker decides what to do.
 */
export async function sendEvents(body: EventsBody, token: string): Promise<void> {
  const response = await fetch(recordEvents.path, {
    method: recordEvents.method,
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Events were refused (HTTP ${response.status}).`);
}

/**
 * Sends events while the page hides. A beacon outlives the page but cannot carry headers, so the
 * token goes in the body (the route verifies it there). Without sendBeacon, or when the browser
 * refuses the beacon (its queue is full), falls back to a keepalive fetch.
 */
export async function beaconEvents(body: EventsBody, token: string): Promise<void> {
  let queued = false;
  try {
    const blob = new Blob([JSON.stringify({ ...body, token })], { type: 'application/json' });
    queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(recordEvents.path, blob);
  } catch {
    // Some browsers refuse a JSON beacon outright: the fetch below is the way out.
  }
  if (!queued) await sendEvents(body, token);
}
