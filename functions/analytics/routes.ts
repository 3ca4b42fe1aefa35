import * as z from 'zod/mini';
import { definePlanRoute } from '#functions/platform/route';

/** The performance analytics' route. functions/route-table.ts gathers every feature's routes into the one table. */

// A copy of the helper every routes file has: esbuild honours the annotation only within its module.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

const count = () => z.nullable(z.number().check(z.int(), z.gte(0)));

/** One checkpoint of a posted video as the creator reads it. */
export const analyticsCheck = pure(() =>
  z.object({
    checkpoint: z.number(),
    dueOn: z.string(),
    /**
     * on-time / late: read (late: after its day, the quota or a run missed it); missed: too late to
     * read honestly; gone: YouTube no longer shows the video; due: waiting for the next run;
     * pending: its day has not come.
     */
    status: z.enum(['on-time', 'late', 'missed', 'gone', 'due', 'pending']),
    readOn: z.nullable(z.string()),
    views: count(),
    likes: count(),
    comments: count(),
    /** Read, but past the 30 days YouTube's figures may be kept: only the uplift remains. */
    figuresExpired: z.boolean(),
  }),
);

export const analyticsVideo = pure(() =>
  z.object({
    videoId: z.string(),
    ideaId: z.string(),
    title: z.string(),
    url: z.nullable(z.string()),
    postOn: z.string(),
    askKind: z.string(),
    format: z.nullable(z.string()),
    hookStyle: z.string(),
    uplift: z.nullable(z.number()),
    /** "2.3× your usual", rounded down; null before there is a usual to compare with. */
    upliftText: z.nullable(z.string()),
    checks: z.array(analyticsCheck),
  }),
);

export const analyticsView = pure(() =>
  z.object({
    today: z.string(),
    usual: z.object({ median: z.nullable(z.number()), count: z.number(), enough: z.boolean(), text: z.string() }),
    videos: z.array(analyticsVideo),
    groups: z.array(
      z.object({
        dimension: z.enum(['askKind', 'format', 'hookStyle']),
        group: z.string(),
        count: z.number(),
        uplift: z.nullable(z.number()),
        enough: z.boolean(),
        text: z.string(),
      }),
    ),
    chart: z.object({
      from: z.string(),
      to: z.string(),
      points: z.array(
        z.object({ videoId: z.string(), postOn: z.string(), title: z.string(), views: count(), uplift: z.nullable(z.number()) }),
      ),
    }),
  }),
);
export type AnalyticsView = z.infer<typeof analyticsView>;

export const myAnalytics = pure(() =>
  definePlanRoute({
    name: 'myAnalytics',
    method: 'GET',
    path: '/api/me/analytics',
    access: 'user',
    plan: 'analytics',
    // One Query of the caller's partition; a tab opened and reopened, not a feed to poll.
    rateLimit: { requests: 120, windowSeconds: 3600 },
    handler: 'analytics/handlers/my-analytics',
    response: analyticsView,
  }),
);

export const analyticsRoutes = [myAnalytics] as const;
