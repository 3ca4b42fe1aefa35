import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { contentIdea, ideaRating, integer, nicheSlug, nonNegativeInteger, personalNote, plainText } from '#functions/shared/schemas';
import { IDEA_SLUG_FORMAT } from './slug';

import { IDEA_PAGE_MAX } from './rules';

/** The ideas routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** Signed-in reads are not counted (see `Unlimited`); writes and every public route are. */
const userRead = { unlimited: 'A signed-in read with no side effects; the stage throttle bounds it.' } as const;

export const getPublicIdea = pure(() =>
  defineRoute({
    name: 'getPublicIdea',
    method: 'GET',
    path: '/api/public-ideas/{niche}/{subNiche}/{slug}',
    access: 'public',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ideas/handlers/public',
    params: z.object({
      niche: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,40}$/)),
      subNiche: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,60}$/)),
      slug: z.string().check(z.trim(), z.regex(IDEA_SLUG_FORMAT, 'Slugs look like idea-4-b')),
    }),
    response: z.object({ idea: contentIdea }),
  }),
);

export const ideaId = pure(() => z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Not an idea id')) }));

/** "Filmed it" or "Not for me" (functions/personal/model.ts FEEDBACK_ACTIONS): what the caller did with an idea. */
export const feedbackAction = pure(() => z.enum(['filmed', 'not_for_me']));

/** An idea as the idea page shows it: with the caller's own rating, whether they opened it and what they did with it. */
const dashboardIdea = pure(() =>
  z.extend(contentIdea, { rating: z.nullable(ideaRating), isNew: z.boolean(), feedback: z.nullable(feedbackAction) }),
);

/**
 * An idea as a dashboard card shows it (docs/product-rules.md#content-ideas-list): no evidence, and
 * the content already cut into the card preview (functions/ideas/preview.ts); the idea page reads
 * the whole idea.
 */
const ideaCard = pure(() =>
  z.object({
    id: z.string(),
    niche: z.string(),
    subNiche: z.string(),
    ideaNumber: integer(),
    variant: z.string(),
    dayNumber: integer(),
    title: z.string(),
    preview: z.array(z.object({ label: z.string(), text: z.string() })),
    /** Only on the subscriber's own idea of the day: why it was chosen ("Why you"). */
    personal: z.optional(personalNote),
    rating: z.nullable(ideaRating),
    isNew: z.boolean(),
    feedback: z.nullable(feedbackAction),
  }),
);

/**
 * The Content Ideas tab a page at a time (niche order, day descending, idea number ascending:
 * docs/product-rules.md#content-ideas-list), with the NEW count and progress on every page. `next`
 * is an opaque cursor for the following page, null on the last. `newCount` counts all unlocked
 * ideas, whatever the filter.
 */
export const listIdeas = pure(() =>
  defineRoute({
    name: 'listIdeas',
    method: 'GET',
    path: '/api/ideas',
    access: 'user',
    rateLimit: userRead,
    handler: 'ideas/handlers/list',
    query: z.strictObject({
      limit: z.optional(
        z.pipe(
          z.string().check(z.regex(/^\d{1,3}$/, `Page size is a whole number from 1 to ${IDEA_PAGE_MAX}`)),
          z.pipe(
            z.transform(Number),
            z
              .number()
              .check(
                z.gte(1, `Page size is a whole number from 1 to ${IDEA_PAGE_MAX}`),
                z.lte(IDEA_PAGE_MAX, `Page size is at most ${IDEA_PAGE_MAX}`),
              ),
          ),
        ),
      ),
      // Only its size here: what it holds is checked when it is decoded (400 invalid_cursor).
      cursor: z.optional(
        z.string().check(z.minLength(1, 'Not a cursor from a previous page'), z.maxLength(200, 'Not a cursor from a previous page')),
      ),
      niche: z.optional(nicheSlug),
    }),
    response: z.object({
      ideas: z.array(ideaCard).check(z.maxLength(IDEA_PAGE_MAX)),
      next: z.nullable(z.string()),
      newCount: nonNegativeInteger(),
      progress: z.array(z.object({ niche: z.string(), daysUnlocked: nonNegativeInteger() })),
    }),
  }),
);

export const getSubscriberIdea = pure(() =>
  defineRoute({
    name: 'getSubscriberIdea',
    method: 'GET',
    path: '/api/ideas/{id}',
    access: 'user',
    rateLimit: userRead,
    handler: 'ideas/handlers/get',
    params: ideaId,
    response: z.object({ idea: dashboardIdea }),
  }),
);

export const rateIdea = pure(() =>
  defineRoute({
    name: 'rateIdea',
    method: 'PUT',
    path: '/api/ideas/{id}/rating',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    // The stars move the rater's taste, which is the personal feature's (ideas may not import it).
    handler: 'personal/handlers/feedback-rating',
    params: ideaId,
    body: z.strictObject({ rating: ideaRating }),
    response: z.object({ rating: integer() }),
    maxBodyBytes: 256,
  }),
);

export const viewIdea = pure(() =>
  defineRoute({
    name: 'viewIdea',
    method: 'PUT',
    path: '/api/ideas/{id}/view',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'ideas/handlers/view',
    params: ideaId,
    /** Whether this was the caller's first view of the idea, and the NEW count after it, so the tab updates without a reload. */
    response: z.object({ viewedAt: z.string(), firstView: z.boolean(), newCount: nonNegativeInteger() }),
  }),
);

/** Feedback is stored, visible to admins (docs/product-rules.md#ratings-and-feedback). */
export const ideaFeedback = pure(() =>
  defineRoute({
    name: 'ideaFeedback',
    method: 'POST',
    path: '/api/ideas/{id}/feedback',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'ideas/handlers/feedback',
    params: ideaId,
    body: z.strictObject({
      text: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Please enter some feedback before submitting.'),
          z.maxLength(2000, 'Feedback is limited to 2,000 characters.'),
          plainText({ multiline: true }),
        ),
    }),
    response: z.object({ stored: z.literal(true) }),
    successStatus: 201,
    maxBodyBytes: 10 * 1024,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const ideasRoutes = pure(
  () => [getPublicIdea, listIdeas, getSubscriberIdea, rateIdea, viewIdea, ideaFeedback] as const satisfies readonly RouteDefinition[],
);
