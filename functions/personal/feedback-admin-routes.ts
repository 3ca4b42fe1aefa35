import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { nicheSlug, nonNegativeInteger } from '#functions/shared/schemas';

/**
 * The personal-ideas routes only admins call, apart from the subscriber's so that a subscriber's
 * pages never download these schemas.
 */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/**
 * What a niche's subscribers film and reject, per topic, format and kind of ask ("Filmed it" and
 * "Not for me" as they stand now: a replaced answer counts only as the new one). One item a niche.
 */
export const adminNicheTaste = pure(() =>
  defineRoute({
    name: 'adminNicheTaste',
    method: 'GET',
    path: '/api/admin/niche-taste',
    access: 'admin',
    rateLimit: { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' },
    handler: 'personal/handlers/feedback-report',
    query: z.strictObject({ niche: nicheSlug }),
    response: z.object({
      niche: z.string(),
      traits: z.array(
        z.object({
          dimension: z.enum(['topics', 'formats', 'askKinds']),
          trait: z.string(),
          filmed: nonNegativeInteger(),
          notForMe: nonNegativeInteger(),
        }),
      ),
    }),
  }),
);

export const personalAdminRoutes = pure(() => [adminNicheTaste] as const satisfies readonly RouteDefinition[]);
