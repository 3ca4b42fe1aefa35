import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { contentDir } from '#functions/content-engine/content-files';
import { OWN_AUDIENCE_FILE, ownAudienceFile } from './own-channel-files';
import { sourceQueries } from './routes';

/**
 * The ingestion's configuration, kept as data in `content/ingestion/` and read at run time (never
 * imported, so a Lambda carries the folder beside its bundle): the seeded search queries per niche
 * and the YouTube quota the planner spends. Checked by tests/unit/ingestion/ingestion-files.test.ts.
 */

export const QUERIES_FILE = 'ingestion/queries.json';
export const QUOTA_FILE = 'ingestion/quota.json';

const NICHE_ID = /^[a-z0-9-]{2,40}$/;

export const queriesFile = z.strictObject({
  niches: z.record(
    z.string().check(z.regex(NICHE_ID, 'Must be a niche id such as "skincare"')),
    // The seed is what a creator's audience would type: 3 to 6 of them keeps the search bucket affordable.
    sourceQueries.check(z.minLength(3, 'Seed 3 to 6 queries'), z.maxLength(6, 'Seed 3 to 6 queries')),
  ),
});
export type QueriesFile = z.output<typeof queriesFile>;

/** Every YouTube Data API method the ingestion calls. */
export const YOUTUBE_METHODS = [
  'search.list',
  'videos.list',
  'channels.list',
  'playlistItems.list',
  'commentThreads.list',
  'comments.list',
] as const;
export type YoutubeMethod = (typeof YOUTUBE_METHODS)[number];

export const QUOTA_BUCKETS = ['search', 'reads'] as const;
export type QuotaBucket = (typeof QUOTA_BUCKETS)[number];

const positiveInt = () => z.number().check(z.int('Must be a whole number'), z.gt(0, 'Must be more than 0'));
const methodCost = () => z.strictObject({ bucket: z.enum(QUOTA_BUCKETS), units: positiveInt() });

/**
 * The quota, from Google's "Quota calculator" page (developers.google.com/youtube/v3/determine_quota_cost),
 * as it reads since the 2026 change:
 * - `buckets.search.dailyLimit` 100: search.list has its own bucket of 100 calls a day, 1 per call
 *   (it cost 100 units of the shared 10,000 before).
 * - `buckets.reads.dailyLimit` 10,000: "10,000 units per day combined for all other endpoints".
 * - `costs`: videos.list, channels.list, playlistItems.list, commentThreads.list and comments.list
 *   cost 1 unit per call (each page is a call); every request, even an invalid one, costs at least 1.
 * - `resetTimeZone`: "Daily quotas reset at midnight Pacific Time (PT)".
 * The rest is ours: `reserveShare` of each bucket is never planned (a manual run, the refresh job
 * and retries live in it); `search` is fixed once for every query (YouTube search.list parameters);
 * `maxVideoSeconds` 180 is what YouTube counts as a Short since October 2024.
 */
export const quotaFile = z.strictObject({
  resetTimeZone: z.literal('America/Los_Angeles'),
  buckets: z.strictObject({
    search: z.strictObject({ dailyLimit: positiveInt() }),
    reads: z.strictObject({ dailyLimit: positiveInt() }),
  }),
  costs: z.strictObject({
    'search.list': methodCost(),
    'videos.list': methodCost(),
    'channels.list': methodCost(),
    'playlistItems.list': methodCost(),
    'commentThreads.list': methodCost(),
    'comments.list': methodCost(),
  }),
  reserveShare: z.number().check(z.gte(0, 'Between 0 and 0.5'), z.lte(0.5, 'Between 0 and 0.5')),
  search: z.strictObject({
    regionCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'An ISO 3166-1 alpha-2 code such as US')),
    relevanceLanguage: z.string().check(z.regex(/^[a-z]{2}$/, 'An ISO 639-1 code such as en')),
    publishedAfterDays: positiveInt(),
    maxResults: positiveInt().check(z.lte(50, 'search.list returns at most 50 a page')),
  }),
  maxVideoSeconds: positiveInt(),
  /** Fewer views and a video is not viral whatever its channel's usual: its comments are few and scattered. */
  minViews: positiveInt(),
  /** Fewer comments (when YouTube shows the count) and reading them costs more than it brings. */
  minComments: positiveInt(),
  /** A niche's share of the reads below this is not worth starting (a search, its videos and one page of comments). */
  minReadsPerNiche: positiveInt(),
  /** Distinct asks left at which a niche needs no more for now (two months of daily ideas). */
  targetAsksLeft: positiveInt(),
  /** Videos whose comments are read, per query, best outliers first. */
  topVideosPerQuery: positiveInt(),
  /** commentThreads pages (100 threads each) read per video. */
  commentPagesPerVideo: positiveInt(),
  /** Recent uploads of a channel whose views make its median. */
  channelUploadsSampled: positiveInt().check(z.lte(50, 'playlistItems.list returns at most 50 a page')),
  /** How long a channel's median is reused before it is read again. */
  channelCacheDays: positiveInt(),
  /** The refresh job re-reads comments whose refreshBy falls within this many days. */
  refreshWithinDays: positiveInt().check(z.lt(30, 'Less than the 30 days a comment may be kept')),
  /** Days after refreshBy that DynamoDB's TTL deletes a comment no job renewed. */
  expiryMarginDays: positiveInt(),
});
export type QuotaConfig = z.output<typeof quotaFile>;

/** Problems of one of the ingestion's files, `path: field: message`, for the content test. */
export function ingestionFileProblems(path: string, text: string): string[] {
  const schema =
    path === `content/${QUERIES_FILE}`
      ? queriesFile
      : path === `content/${QUOTA_FILE}`
        ? quotaFile
        : path === `content/${OWN_AUDIENCE_FILE}`
          ? ownAudienceFile
          : null;
  if (!schema) return [`${path}: Not an ingestion file: content/ingestion/ holds queries.json, quota.json and own-audience.json`];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: Not JSON: ${(error as Error).message}`];
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${path}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(contentDir(), path), 'utf8'));
}

let queries: QueriesFile | undefined;
let quota: QuotaConfig | undefined;

/** The seeded queries by niche (content/ingestion/queries.json). */
export const seededQueries = (): QueriesFile => (queries ??= queriesFile.parse(readJson(QUERIES_FILE)));

/** The quota and search settings (content/ingestion/quota.json). */
export const quotaConfig = (): QuotaConfig => (quota ??= quotaFile.parse(readJson(QUOTA_FILE)));
