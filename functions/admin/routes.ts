import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

/** The admin routes. functions/route-table.ts gathers every feature's routes into the one table. */

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

export const adminWhoami = pure(() =>
  defineRoute({
    name: 'adminWhoami',
    method: 'GET',
    path: '/api/admin/whoami',
    access: 'admin',
    rateLimit: userRead,
    handler: 'admin/handlers/whoami',
    response: z.object({ userId: z.string(), email: z.nullable(z.string()), groups: z.array(z.string()) }),
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const adminRoutes = pure(() => [adminWhoami] as const satisfies readonly RouteDefinition[]);
