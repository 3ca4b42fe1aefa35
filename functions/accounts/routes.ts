import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

import { emailAddress } from '#functions/shared/schemas';

/** The accounts routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** Master sign-in (docs/product-rules.md#master-sign-in): off unless a master secret is configured; rate-limited and audited when on. */
export const masterAuth = pure(() =>
  defineRoute({
    name: 'masterAuth',
    method: 'POST',
    path: '/api/auth/master',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 5, windowSeconds: 900 },
    handler: 'accounts/handlers/master-auth',
    body: z.strictObject({ email: emailAddress, password: z.string().check(z.minLength(1), z.maxLength(256)) }),
    secrets: ['masterAuth'],
    response: z.object({ success: z.boolean(), authUrl: z.optional(z.string()) }),
    maxBodyBytes: 1024,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const accountsRoutes = pure(() => [masterAuth] as const satisfies readonly RouteDefinition[]);
