import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { emailAddress, nonNegativeInteger, plainText, timeZoneName } from '#functions/shared/schemas';

import { formNiche } from '#functions/shared/schemas';

/** The promo routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const promoStats = pure(() =>
  defineRoute({
    name: 'promoStats',
    method: 'GET',
    path: '/api/promo/stats',
    access: 'public',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'promo/handlers/stats',
    response: z.object({ total: nonNegativeInteger(), remaining: nonNegativeInteger() }),
  }),
);

export const claimPromo = pure(() =>
  defineRoute({
    name: 'claimPromo',
    method: 'POST',
    path: '/api/promo/claim',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 10, windowSeconds: 3600 },
    handler: 'promo/handlers/claim',
    body: z.strictObject({
      /** Matched exactly after trimming (docs/product-rules.md#promo-codes). */
      promoCode: z
        .string()
        .check(z.trim(), z.minLength(1, 'Promo code is required'), z.maxLength(40, 'Promo code is too long'), plainText()),
      email: emailAddress,
      contentNiche: formNiche,
      /** The browser's IANA zone: the claim's trial emails come at 07:00 there (UTC when absent or unknown). */
      timeZone: z.optional(timeZoneName),
    }),
    response: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('claimed') }),
      z.object({ outcome: z.literal('already_claimed'), alternativeCode: z.string() }),
      z.object({ outcome: z.literal('waitlisted') }),
    ]),
    maxBodyBytes: 2048,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const promoRoutes = pure(() => [promoStats, claimPromo] as const satisfies readonly RouteDefinition[]);
