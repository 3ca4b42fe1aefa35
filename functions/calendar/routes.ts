import * as z from 'zod/mini';
import { definePlanRoute, defineRoute, type RouteDefinition } from '#functions/platform/route';
import { nonNegativeInteger } from '#functions/shared/schemas';
import { videoIdOf } from '#functions/ingestion/admin-urls';
import { CALENDAR_MESSAGES, ENTRY_KINDS, ENTRY_STATUSES, isLocalDate, POSTED_URL_MESSAGE } from './rules';

/**
 * The content calendar's routes (docs/product-rules.md#content-calendar). Every signed-in one is a
 * plan feature (`plan: 'calendar'`): a plan without it answers 402 before anything is read. The
 * feed itself is public: a calendar app fetches it with the secret in its address.
 */

// A copy of the helper every routes file has: esbuild honours the annotation only within its module.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

const userRead = { unlimited: 'A signed-in read with no side effects; the stage throttle bounds it.' } as const;
const calendarWrites = { requests: 120, windowSeconds: 60 } as const;

/** A local day, `YYYY-MM-DD`, that exists. */
export const localDate = pure(() => z.string().check(z.trim(), z.refine(isLocalDate, CALENDAR_MESSAGES.dateFormat)));

/** An idea id as the ideas routes take it. */
const ideaIdText = pure(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Not an idea id')));
export const entryParams = pure(() => z.object({ ideaId: ideaIdText }));

export const calendarEntry = pure(() =>
  z.object({
    ideaId: z.string(),
    filmOn: z.nullable(z.string()),
    postOn: z.nullable(z.string()),
    status: z.enum(ENTRY_STATUSES),
    postedUrl: z.nullable(z.string()),
    videoId: z.nullable(z.string()),
    idea: z.object({ title: z.string(), hook: z.nullable(z.string()), niche: z.string(), kind: z.enum(ENTRY_KINDS) }),
    updatedAt: z.string(),
  }),
);
export type CalendarEntryView = z.infer<typeof calendarEntry>;

/** A daily idea on the day it unlocked (not stored on the calendar until the creator schedules or marks it). */
export const calendarDailyIdea = pure(() =>
  z.object({
    date: z.string(),
    ideaId: z.string(),
    dayNumber: nonNegativeInteger(),
    title: z.string(),
    hook: z.nullable(z.string()),
    niche: z.string(),
    kind: z.enum(ENTRY_KINDS),
  }),
);
export type CalendarDailyIdeaView = z.infer<typeof calendarDailyIdea>;

/**
 * A month or a week: the entries with a filming or posting day in the range, and the daily ideas
 * that unlocked on each day of it (in the subscriber's time zone). `today` is their local day.
 */
export const listCalendar = pure(() =>
  definePlanRoute({
    name: 'listCalendar',
    method: 'GET',
    path: '/api/calendar',
    access: 'user',
    plan: 'calendar',
    rateLimit: userRead,
    handler: 'calendar/handlers/list',
    query: z.strictObject({ from: localDate, to: localDate }),
    response: z.object({
      today: z.string(),
      window: z.object({ earliest: z.string(), latest: z.string() }),
      entries: z.array(calendarEntry),
      dailyIdeas: z.array(calendarDailyIdea),
    }),
  }),
);

/**
 * Schedules an idea (the caller's own or one of their unlocked library ideas) or moves it: the days
 * sent are set (null clears one), the others kept. The year plan schedules its suggestions with it.
 */
export const scheduleCalendarIdea = pure(() =>
  definePlanRoute({
    name: 'scheduleCalendarIdea',
    method: 'POST',
    path: '/api/calendar/entries',
    access: 'user',
    plan: 'calendar',
    table: 'readWrite',
    rateLimit: calendarWrites,
    handler: 'calendar/handlers/schedule',
    body: z
      .strictObject({ ideaId: ideaIdText, filmOn: z.optional(z.nullable(localDate)), postOn: z.optional(z.nullable(localDate)) })
      .check(
        z.refine((body) => body.filmOn !== undefined || body.postOn !== undefined, {
          message: CALENDAR_MESSAGES.noDay,
          path: ['filmOn'],
        }),
      ),
    response: z.object({ entry: calendarEntry }),
    maxBodyBytes: 512,
  }),
);

/** Marks an entry planned or filmed; a posted entry taken back loses its video. */
export const markCalendarEntry = pure(() =>
  definePlanRoute({
    name: 'markCalendarEntry',
    method: 'PUT',
    path: '/api/calendar/entries/{ideaId}/status',
    access: 'user',
    plan: 'calendar',
    table: 'readWrite',
    rateLimit: calendarWrites,
    handler: 'calendar/handlers/mark',
    params: entryParams,
    body: z.strictObject({ status: z.enum(['planned', 'filmed']) }),
    response: z.object({ entry: calendarEntry }),
    maxBodyBytes: 256,
  }),
);

/**
 * Marks an entry posted with its YouTube video: the address must name a video YouTube has (one
 * `videos.list` unit of the day's quota) and, when the creator linked a channel, on that channel.
 */
export const postCalendarEntry = pure(() =>
  definePlanRoute({
    name: 'postCalendarEntry',
    method: 'PUT',
    path: '/api/calendar/entries/{ideaId}/posted',
    access: 'user',
    plan: 'calendar',
    // The lookup's unit is counted in the day's quota ledger.
    table: 'readWrite',
    secrets: ['youtube'],
    // Each call may spend a unit of the shared YouTube quota.
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'calendar/handlers/posted',
    params: entryParams,
    body: z.strictObject({
      url: z.string().check(
        z.trim(),
        z.minLength(1, POSTED_URL_MESSAGE),
        z.maxLength(500, POSTED_URL_MESSAGE),
        z.refine((url) => videoIdOf(url) !== null, POSTED_URL_MESSAGE),
      ),
    }),
    response: z.object({ entry: calendarEntry }),
    maxBodyBytes: 1024,
  }),
);

export const unscheduleCalendarEntry = pure(() =>
  definePlanRoute({
    name: 'unscheduleCalendarEntry',
    method: 'DELETE',
    path: '/api/calendar/entries/{ideaId}',
    access: 'user',
    plan: 'calendar',
    table: 'readWrite',
    rateLimit: calendarWrites,
    handler: 'calendar/handlers/unschedule',
    params: entryParams,
    response: z.object({ removed: z.literal(true) }),
  }),
);

/** Whether the caller has a feed, since when. The address itself is shown once, when it is made. */
export const getCalendarFeedStatus = pure(() =>
  definePlanRoute({
    name: 'getCalendarFeedStatus',
    method: 'GET',
    path: '/api/calendar/feed',
    access: 'user',
    plan: 'calendar',
    rateLimit: userRead,
    handler: 'calendar/handlers/feed-status',
    response: z.object({ feed: z.nullable(z.object({ createdAt: z.string() })) }),
  }),
);

/** A new private feed address; the one before stops working at once. */
export const createCalendarFeed = pure(() =>
  definePlanRoute({
    name: 'createCalendarFeed',
    method: 'POST',
    path: '/api/calendar/feed',
    access: 'user',
    plan: 'calendar',
    table: 'readWrite',
    rateLimit: { requests: 10, windowSeconds: 3600 },
    handler: 'calendar/handlers/feed-create',
    response: z.object({
      feed: z.object({ url: z.string(), webcalUrl: z.string(), googleUrl: z.string(), createdAt: z.string() }),
    }),
    successStatus: 201,
  }),
);

export const revokeCalendarFeed = pure(() =>
  definePlanRoute({
    name: 'revokeCalendarFeed',
    method: 'DELETE',
    path: '/api/calendar/feed',
    access: 'user',
    plan: 'calendar',
    table: 'readWrite',
    rateLimit: { requests: 10, windowSeconds: 3600 },
    handler: 'calendar/handlers/feed-revoke',
    response: z.object({ revoked: z.boolean() }),
  }),
);

const download = pure(() => z.object({ body: z.string(), filename: z.optional(z.string()) }));

/** Every entry as JSON, downloaded. */
export const exportCalendarJson = pure(() =>
  definePlanRoute({
    name: 'exportCalendarJson',
    method: 'GET',
    path: '/api/calendar/export/json',
    access: 'user',
    plan: 'calendar',
    rateLimit: userRead,
    handler: 'calendar/handlers/export-json',
    textBody: { contentType: 'application/json; charset=utf-8' },
    response: download,
  }),
);

/** Every entry as an iCalendar file, downloaded (to import once, where a feed cannot be added). */
export const exportCalendarIcs = pure(() =>
  definePlanRoute({
    name: 'exportCalendarIcs',
    method: 'GET',
    path: '/api/calendar/export/ics',
    access: 'user',
    plan: 'calendar',
    rateLimit: userRead,
    handler: 'calendar/handlers/export-ics',
    textBody: { contentType: 'text/calendar; charset=utf-8' },
    response: download,
  }),
);

/**
 * The private feed a calendar app polls, by its secret (`.ics` may follow it). Unknown or revoked:
 * 404, the same for both. Not counted: calendar apps poll from a few shared servers (Google's,
 * Apple's), so a count per address would cut off many creators at once; each call is one GetItem
 * for the secret, one for the subscriber and one Query of their calendar.
 */
export const calendarFeed = pure(() =>
  defineRoute({
    name: 'calendarFeed',
    method: 'GET',
    path: '/api/calendar/feed/{token}',
    access: 'public',
    rateLimit: {
      unlimited:
        "Calendar apps poll from a few shared servers: a per-address count would cut off every creator behind one; a call costs two GetItems and one Query of the owner's calendar.",
    },
    handler: 'calendar/handlers/feed',
    params: z.object({ token: z.string().check(z.maxLength(100, 'Not a calendar feed')) }),
    textBody: { contentType: 'text/calendar; charset=utf-8' },
    response: download,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const calendarRoutes = pure(
  () =>
    [
      listCalendar,
      scheduleCalendarIdea,
      markCalendarEntry,
      postCalendarEntry,
      unscheduleCalendarEntry,
      getCalendarFeedStatus,
      createCalendarFeed,
      revokeCalendarFeed,
      exportCalendarJson,
      exportCalendarIcs,
      calendarFeed,
    ] as const satisfies readonly RouteDefinition[],
);
