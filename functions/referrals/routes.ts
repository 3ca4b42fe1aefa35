import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

import { referralCode } from '#functions/shared/schemas';

/** The referrals routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const validateReferral = pure(() =>
  defineRoute({
    name: 'validateReferral',
    method: 'GET',
    path: '/api/referrals/validate/{code}',
    access: 'public',
    // Counts a click on the ambassador's day item (the portal's clicks).
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'referrals/handlers/validate',
    params: z.object({ code: referralCode }),
    response: z.object({ valid: z.boolean() }),
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const referralsRoutes = pure(() => [validateReferral] as const satisfies readonly RouteDefinition[]);
