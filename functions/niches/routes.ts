import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

import { niche } from '#functions/shared/schemas';

/** The niches routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const listNiches = pure(() =>
  defineRoute({
    name: 'listNiches',
    method: 'GET',
    path: '/api/niches',
    access: 'public',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'niches/handlers/list',
    response: z.object({ niches: z.array(niche) }),
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const nichesRoutes = pure(() => [listNiches] as const satisfies readonly RouteDefinition[]);
