import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { isPlainText, nicheSlug, nonNegativeInteger } from '#functions/shared/schemas';
import { CHANNEL_URL_MESSAGE, channelRefOf, VIDEO_URL_MESSAGE, videoIdOf } from './admin-urls';

/**
 * The admin Sources routes: where each niche's comments come from on YouTube (its search queries,
 * the videos and channels an admin added), the last ingest run, the day's quota and how many days
 * of fresh asks each niche has left. functions/route-table.ts gathers every feature's routes.
 */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

const adminRead = { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' } as const;

/** A niche's search queries: what its audience would type into YouTube's search. */
export const SOURCE_QUERIES = { min: 1, max: 10, minChars: 2, maxChars: 100 } as const;

const query = pure(() =>
  z.string({ error: 'Each query is text' }).check(
    z.trim(),
    z.minLength(SOURCE_QUERIES.minChars, `A query is at least ${SOURCE_QUERIES.minChars} characters`),
    z.maxLength(SOURCE_QUERIES.maxChars, `A query is at most ${SOURCE_QUERIES.maxChars} characters`),
    z.refine((text) => isPlainText(text), 'A query is plain text, without control characters'),
  ),
);

/** Two queries that differ only in case or spacing search the same thing. */
const queryKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export const sourceQueries = pure(() =>
  z.array(query, { error: 'Queries are a list of search phrases' }).check(
    z.minLength(SOURCE_QUERIES.min, 'Add at least one search query'),
    z.maxLength(SOURCE_QUERIES.max, `At most ${SOURCE_QUERIES.max} search queries per niche`),
    z.refine((queries) => new Set(queries.map(queryKey)).size === queries.length, 'Each query only once'),
  ),
);

const pastedUrl = (message: string, parses: (text: string) => unknown) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(500, message),
    z.refine((text) => parses(text) !== null, message),
  );

const nicheParams = pure(() => z.strictObject({ niche: nicheSlug }));

/** A video or channel an admin added to a niche by URL. */
const addedSource = pure(() => z.object({ id: z.string(), title: z.string(), url: z.string(), addedAt: z.string(), addedBy: z.string() }));

/** A bucket of the day's YouTube quota, in units. */
const quotaBucket = pure(() => z.object({ used: nonNegativeInteger(), limit: nonNegativeInteger() }));

/** An ingest run of one niche (functions/ingestion/run-store.ts). */
export const ingestRun = pure(() =>
  z.object({
    runId: z.string(),
    niche: z.string(),
    startedAt: z.string(),
    finishedAt: z.nullable(z.string()),
    status: z.enum(['running', 'done', 'stopped-quota', 'stopped-time', 'failed']),
    videosFound: nonNegativeInteger(),
    commentsAdded: nonNegativeInteger(),
    errors: z.array(z.object({ videoId: z.optional(z.string()), reason: z.string(), message: z.string() })),
  }),
);

const nicheSources = pure(() =>
  z.object({
    niche: z.string(),
    label: z.string(),
    queries: z.array(z.string()),
    videos: z.array(addedSource),
    channels: z.array(addedSource),
    /** Sent back with an edit of the queries: a stale one is refused (409). */
    version: nonNegativeInteger(),
    lastRun: z.nullable(ingestRun),
    /**
     * Distinct asks in the niche's corpus no idea was built on yet; null when not counted yet (the
     * count is kept for a few hours and taken within a time budget: functions/ingestion/admin-supply.ts).
     */
    asksLeft: z.nullable(nonNegativeInteger()),
    /** One ask a day: both variants of a day are built on the same ask. */
    daysOfSupply: z.nullable(nonNegativeInteger()),
    /** When the asks run out in under two weeks, what to do about it. */
    warning: z.nullable(z.string()),
    /** When the ask count was taken. */
    countedAt: z.nullable(z.string()),
  }),
);

export const adminSources = pure(() =>
  defineRoute({
    name: 'adminSources',
    method: 'GET',
    path: '/api/admin/sources',
    access: 'admin',
    // Writes nothing but the kept ask counts (functions/ingestion/admin-supply.ts).
    table: 'readWrite',
    rateLimit: adminRead,
    handler: 'ingestion/handlers/admin-sources',
    // Counting a niche's asks mines its corpus: up to a second per niche when no count is kept.
    timeoutSeconds: 29,
    response: z.object({
      budget: z.object({
        /** The quota day, YYYY-MM-DD in Pacific time (YouTube resets the quota at midnight there). */
        day: z.string(),
        search: quotaBucket,
        reads: quotaBucket,
      }),
      niches: z.array(nicheSources),
    }),
  }),
);

export const adminSetSourceQueries = pure(() =>
  defineRoute({
    name: 'adminSetSourceQueries',
    method: 'PUT',
    path: '/api/admin/sources/{niche}/queries',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'ingestion/handlers/admin-sources-queries',
    params: nicheParams,
    body: z.strictObject({
      queries: sourceQueries,
      version: nonNegativeInteger(),
    }),
    response: z.object({ queries: z.array(z.string()), version: nonNegativeInteger() }),
    maxBodyBytes: 4096,
  }),
);

/** Added, or already there (the same answer twice is not an error: 200 with `status: 'exists'`). */
const addResult = pure(() => z.object({ status: z.enum(['added', 'exists']), source: addedSource }));

export const adminAddSourceVideo = pure(() =>
  defineRoute({
    name: 'adminAddSourceVideo',
    method: 'POST',
    path: '/api/admin/sources/{niche}/videos',
    access: 'admin',
    table: 'readWrite',
    // Each call spends a unit of the day's YouTube quota to look the video up.
    rateLimit: { requests: 20, windowSeconds: 60 },
    handler: 'ingestion/handlers/admin-sources-video',
    secrets: ['youtube'],
    params: nicheParams,
    body: z.strictObject({ url: pastedUrl(VIDEO_URL_MESSAGE, videoIdOf) }),
    response: addResult,
    maxBodyBytes: 1024,
  }),
);

export const adminAddSourceChannel = pure(() =>
  defineRoute({
    name: 'adminAddSourceChannel',
    method: 'POST',
    path: '/api/admin/sources/{niche}/channels',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 60 },
    handler: 'ingestion/handlers/admin-sources-channel',
    secrets: ['youtube'],
    params: nicheParams,
    body: z.strictObject({ url: pastedUrl(CHANNEL_URL_MESSAGE, channelRefOf) }),
    response: addResult,
    maxBodyBytes: 1024,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const ingestionRoutes = pure(
  () => [adminSources, adminSetSourceQueries, adminAddSourceVideo, adminAddSourceChannel] as const satisfies readonly RouteDefinition[],
);
