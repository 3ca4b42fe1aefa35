import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

/** The health routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const health = pure(() =>
  defineRoute({
    name: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    rateLimit: { unlimited: 'Answers from memory, touching neither the table nor any other service: a count would be its only cost.' },
    handler: 'health/handlers/health',
    response: z.object({ status: z.literal('ok'), time: z.string() }),
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const healthRoutes = pure(() => [health] as const satisfies readonly RouteDefinition[]);
