import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { emailAddress, referralCode } from '#functions/shared/schemas';

import { formNiche } from '#functions/shared/schemas';

/** The waitlist routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const joinWaitlist = pure(() =>
  defineRoute({
    name: 'joinWaitlist',
    method: 'POST',
    path: '/api/waitlist',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 10, windowSeconds: 3600 },
    handler: 'waitlist/handlers/join',
    body: z.strictObject({
      email: emailAddress,
      niche: formNiche,
      /** Only the tiktok-growth page sends it (docs/product-rules.md#waiting-list). */
      referredBy: z.optional(referralCode),
    }),
    response: z.object({ status: z.literal('joined') }),
    successStatus: 201,
    maxBodyBytes: 2048,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const waitlistRoutes = pure(() => [joinWaitlist] as const satisfies readonly RouteDefinition[]);
