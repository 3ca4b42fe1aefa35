import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { emailAddress, existingSubscriber, plainText, referralCode, subscriber } from '#functions/shared/schemas';

import { SIGN_UP_MESSAGES } from './signup';

/** The subscribers routes. functions/route-table.ts gathers every feature's routes into the one table. */

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

export const getMe = pure(() =>
  defineRoute({
    name: 'getMe',
    method: 'GET',
    path: '/api/me',
    access: 'user',
    rateLimit: userRead,
    handler: 'subscribers/handlers/get-me',
    response: z.object({
      userId: z.string(),
      email: z.nullable(z.string()),
      groups: z.array(z.string()),
      subscriber: z.nullable(subscriber),
    }),
  }),
);

/** Sign-up check 4 (docs/product-rules.md#sign-up-checks): says no more than the "Account Exists" and "Welcome Back!" messages need. */
export const signupLookup = pure(() =>
  defineRoute({
    name: 'signupLookup',
    method: 'POST',
    path: '/api/signup/lookup',
    access: 'public',
    rateLimit: { requests: 20, windowSeconds: 600 },
    handler: 'subscribers/handlers/signup-lookup',
    body: z.strictObject({ email: emailAddress }),
    response: existingSubscriber,
    maxBodyBytes: 1024,
  }),
);

export const createSubscriber = pure(() =>
  defineRoute({
    name: 'createSubscriber',
    method: 'POST',
    path: '/api/me/subscriber',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 10, windowSeconds: 3600 },
    handler: 'subscribers/handlers/create',
    body: z.strictObject({
      firstName: z.string().check(z.trim(), z.minLength(1, SIGN_UP_MESSAGES.firstName.description), z.maxLength(60), plainText()),
      lastName: z.string().check(z.trim(), z.minLength(1, SIGN_UP_MESSAGES.lastName.description), z.maxLength(60), plainText()),
      niche: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, SIGN_UP_MESSAGES.niche.description), z.maxLength(40), plainText()),
      referredBy: z.optional(referralCode),
      /** The page the referral code was captured on (the stored referral's `source`, docs/product-rules.md#referral-capture). */
      referralSource: z.optional(z.string().check(z.trim(), z.maxLength(500), plainText())),
      /** IANA zone from the browser, for the 7:00 AM delivery. */
      timeZone: z.optional(z.string().check(z.maxLength(64), plainText())),
    }),
    response: z.object({ subscriber }),
    successStatus: 201,
    maxBodyBytes: 2048,
  }),
);

export const updateNiche = pure(() =>
  defineRoute({
    name: 'updateNiche',
    method: 'PATCH',
    path: '/api/me/niche',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 10, windowSeconds: 3600 },
    handler: 'subscribers/handlers/update-niche',
    body: z.strictObject({
      niche: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'Please choose a niche.'), z.maxLength(40), plainText()),
    }),
    response: z.object({ subscriber, previousNiche: z.nullable(z.string()) }),
    maxBodyBytes: 512,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const subscribersRoutes = pure(
  () => [getMe, signupLookup, createSubscriber, updateNiche] as const satisfies readonly RouteDefinition[],
);
