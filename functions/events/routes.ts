import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { nonNegativeInteger, plainText } from '#functions/shared/schemas';

import { EVENT_DATA_KEY, EVENT_LIMITS, EVENT_TYPES } from './rules';

/** The events routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

const eventData = pure(() =>
  z
    .record(
      z.string().check(z.regex(EVENT_DATA_KEY, 'Data keys are short names such as "ideaId"')),
      z.union([
        z
          .string()
          .check(
            z.maxLength(EVENT_LIMITS.dataValueChars, `Data values are limited to ${EVENT_LIMITS.dataValueChars} characters`),
            plainText(),
          ),
        z.number(),
        z.boolean(),
        z.null(),
      ]),
    )
    .check(
      z.refine((data) => Object.keys(data).length <= EVENT_LIMITS.dataKeys, `Event data holds at most ${EVENT_LIMITS.dataKeys} fields`),
    ),
);

const trackedEvent = pure(() =>
  z.strictObject({
    type: z.enum(EVENT_TYPES, `Event type must be one of ${EVENT_TYPES.join(', ')}`),
    /** When it happened in the browser; stored as UTC so the sort key orders by time. */
    at: z.pipe(
      z.iso.datetime({ offset: true, message: 'Must be an ISO timestamp such as 2026-01-31T09:00:00.000Z' }),
      z.transform((at: string) => new Date(at).toISOString()),
    ),
    /** Path and query of the page, e.g. /dashboard?tab=ideas. */
    pageUrl: z
      .string()
      .check(
        z.startsWith('/', 'Must be a path such as /dashboard'),
        z.maxLength(EVENT_LIMITS.pageUrlChars, `Page URLs are limited to ${EVENT_LIMITS.pageUrlChars} characters`),
        plainText(),
      ),
    data: z.optional(z.nullable(eventData)),
  }),
);

/**
 * user_events (docs/product-rules.md#event-tracking), batched by the browser. Who the events belong
 * to comes only from the verified token (header, or `token` in the body for a beacon sent while the
 * page hides); the user agent from the request header.
 */
export const recordEvents = pure(() =>
  defineRoute({
    name: 'recordEvents',
    method: 'POST',
    path: '/api/events',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 60 },
    tokenInBody: true,
    handler: 'events/handlers/record',
    body: z.strictObject({
      /** The caller's id token when the request cannot carry an Authorization header (sendBeacon). */
      token: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
      sessionId: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'A session id is required'),
          z.maxLength(EVENT_LIMITS.sessionIdChars, `Session ids are limited to ${EVENT_LIMITS.sessionIdChars} characters`),
          plainText(),
        ),
      events: z
        .array(trackedEvent)
        .check(
          z.minLength(1, 'Send at least one event'),
          z.maxLength(EVENT_LIMITS.eventsPerRequest, `Send at most ${EVENT_LIMITS.eventsPerRequest} events at a time`),
        ),
    }),
    response: z.object({ recorded: nonNegativeInteger() }),
    successStatus: 202,
    maxBodyBytes: 64 * 1024,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const eventsRoutes = pure(() => [recordEvents] as const satisfies readonly RouteDefinition[]);
