import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { integer, nicheSlug, nonNegativeInteger } from '#functions/shared/schemas';

/**
 * The ideas routes only admins call. They live apart from the feature's other routes so that
 * a subscriber's pages, which load those, never download these schemas (web/vite.config.ts).
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

/** Page sizes of the admin reports. */
export const REPORT_PAGE_SIZE = 50;

const reportQuery = pure(() =>
  z.strictObject({
    niche: z.optional(nicheSlug),
    cursor: z.optional(
      z.string().check(z.minLength(1, 'Not a cursor from a previous page'), z.maxLength(400, 'Not a cursor from a previous page')),
    ),
  }),
);

const ratingSummary = pure(() =>
  z.object({
    /** Mean of the stars, one decimal; null while nobody rated. */
    averageRating: z.nullable(z.number()),
    ratingCount: nonNegativeInteger(),
  }),
);

/** The idea feedback subscribers sent, newest first (docs/product-rules.md#feedback-report). */
export const adminFeedback = pure(() =>
  defineRoute({
    name: 'adminFeedback',
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'ideas/handlers/admin-feedback',
    query: reportQuery,
    response: z.object({
      feedback: z.array(
        z.extend(ratingSummary, {
          id: z.string(),
          ideaId: z.string(),
          ideaTitle: z.nullable(z.string()),
          niche: z.nullable(z.string()),
          dayNumber: z.nullable(integer()),
          email: z.string(),
          text: z.string(),
          createdAt: z.string(),
        }),
      ),
      next: z.nullable(z.string()),
    }),
  }),
);

/** Every rated idea with its average and count, most recently rated first. */
export const adminIdeaRatings = pure(() =>
  defineRoute({
    name: 'adminIdeaRatings',
    method: 'GET',
    path: '/api/admin/idea-ratings',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'ideas/handlers/admin-idea-ratings',
    query: reportQuery,
    response: z.object({
      ideas: z.array(
        z.extend(ratingSummary, {
          ideaId: z.string(),
          title: z.string(),
          niche: z.string(),
          dayNumber: integer(),
          variant: z.string(),
          lastRatedAt: z.string(),
        }),
      ),
      next: z.nullable(z.string()),
    }),
  }),
);

/** This file's routes; functions/route-table.ts gathers every feature's. */
export const ideasAdminRoutes = pure(() => [adminFeedback, adminIdeaRatings] as const satisfies readonly RouteDefinition[]);
