/**
 * Rules of the user-event log (docs/product-rules.md#event-tracking: recorded only for a known
 * user). Pure, shared by the route table, the handler and the browser's tracker.
 */

export const EVENT_TYPES = ['page_view', 'button_click', 'idea_view', 'idea_rating'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What one POST /api/events may carry. The tracker trims to these; the route refuses anything beyond. */
export const EVENT_LIMITS = {
  eventsPerRequest: 50,
  sessionIdChars: 100,
  pageUrlChars: 2048,
  dataKeys: 20,
  dataValueChars: 500,
  /** Stored as sent in the request header, cut to this length. */
  userAgentChars: 512,
} as const;

/** A data key: a short identifier, so a key can never be `__proto__` or a sentence. */
export const EVENT_DATA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export const EVENT_RETENTION_DAYS = 180;

/** The TTL (`expiresAt`, epoch seconds) of an event recorded at `now`: 180 days later. */
export function eventExpiresAt(now: Date): number {
  return Math.floor(now.getTime() / 1000) + EVENT_RETENTION_DAYS * 24 * 60 * 60;
}

/**
 * Query parameters that may carry a credential: the password-reset link puts its code in `code`,
 * and OAuth-style links use `*token*`. Their values never reach the event log.
 */
const SENSITIVE_PARAM = /^(code|.*token.*|.*password.*|.*secret.*|sig|signature)$/i;
export const REDACTED = 'redacted';

/**
 * The page address as stored: path and query only (the fragment is dropped), with the value of
 * every sensitive query parameter replaced by "redacted". A query without one is kept verbatim.
 */
export function redactPageUrl(pageUrl: string): string {
  const [withoutFragment = ''] = pageUrl.split('#', 1);
  const queryStart = withoutFragment.indexOf('?');
  if (queryStart === -1) return withoutFragment;
  const path = withoutFragment.slice(0, queryStart);
  const params = new URLSearchParams(withoutFragment.slice(queryStart + 1));
  if (![...params.keys()].some((key) => SENSITIVE_PARAM.test(key))) return withoutFragment;
  for (const key of new Set(params.keys())) {
    if (SENSITIVE_PARAM.test(key)) params.set(key, REDACTED);
  }
  return `${path}?${params.toString()}`;
}
