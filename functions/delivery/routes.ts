import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

import { emailLinkToken, emailPreferences, emailPreferencesChange, ideaRating, subscriber } from '#functions/shared/schemas';

/** The delivery routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** The signed-in subscriber's daily-email settings (dashboard Settings tab). */
export const updateMyEmailPreferences = pure(() =>
  defineRoute({
    name: 'updateMyEmailPreferences',
    method: 'PATCH',
    path: '/api/me/email-preferences',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'delivery/handlers/update-my-preferences',
    /** `resumeDelivery`: the subscriber says the address that bounced works again (the dashboard banner's button). */
    body: z.extend(emailPreferencesChange, { resumeDelivery: z.optional(z.literal(true)) }),
    response: z.object({ subscriber }),
    maxBodyBytes: 512,
  }),
);

/** `/email-preferences?token=`: the settings a signed link (from any email) opens without a session. */
export const getEmailPreferences = pure(() =>
  defineRoute({
    name: 'getEmailPreferences',
    method: 'GET',
    path: '/api/email/preferences',
    access: 'public',
    rateLimit: { requests: 60, windowSeconds: 3600 },
    handler: 'delivery/handlers/get-preferences',
    secrets: ['emailLinks'],
    query: z.strictObject({ token: emailLinkToken }),
    response: z.object({ preferences: emailPreferences }),
  }),
);

export const updateEmailPreferences = pure(() =>
  defineRoute({
    name: 'updateEmailPreferences',
    method: 'PUT',
    path: '/api/email/preferences',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'delivery/handlers/update-preferences',
    secrets: ['emailLinks'],
    body: z.extend(emailPreferencesChange, { token: emailLinkToken }),
    response: z.object({ preferences: emailPreferences }),
    maxBodyBytes: 4096,
  }),
);

/**
 * RFC 8058 one-click unsubscribe: the `List-Unsubscribe` URL, POSTed by the mailbox provider with
 * the form body `List-Unsubscribe=One-Click` (read raw: it is not JSON). Turns the daily email off
 * at once, no session; idempotent.
 */
export const unsubscribe = pure(() =>
  defineRoute({
    name: 'unsubscribe',
    method: 'POST',
    path: '/api/email/unsubscribe',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'delivery/handlers/unsubscribe',
    rawBody: true,
    secrets: ['emailLinks'],
    query: z.strictObject({ token: emailLinkToken }),
    response: z.object({ unsubscribed: z.literal(true), email: z.string() }),
    maxBodyBytes: 1024,
  }),
);

/**
 * The same URL opened (GET) by a person or a link scanner: changes nothing, sends the browser to
 * the page with the confirm button.
 */
export const unsubscribePage = pure(() =>
  defineRoute({
    name: 'unsubscribePage',
    method: 'GET',
    path: '/api/email/unsubscribe',
    access: 'public',
    rateLimit: { requests: 60, windowSeconds: 3600 },
    handler: 'delivery/handlers/unsubscribe-page',
    redirect: true,
    query: z.object({ token: z.optional(z.string().check(z.maxLength(4096))) }),
    response: z.object({ location: z.string() }),
    successStatus: 303,
  }),
);

/** A star in the daily email (through the `/rate` page, so scanners following links rate nothing). */
export const rateFromEmail = pure(() =>
  defineRoute({
    name: 'rateFromEmail',
    method: 'POST',
    path: '/api/email/rating',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'delivery/handlers/rate-from-email',
    secrets: ['emailLinks'],
    body: z.strictObject({ token: emailLinkToken, rating: ideaRating }),
    response: z.object({ ideaId: z.string(), rating: ideaRating }),
    maxBodyBytes: 4096,
  }),
);

/**
 * "Filmed it" / "Not for me" in the daily email (through the `/idea-feedback` page, so scanners
 * following links change nothing): the signed link names the subscriber and the idea, the page
 * the action. Works signed out; the same answer again changes nothing.
 */
export const feedbackFromEmail = pure(() =>
  defineRoute({
    name: 'feedbackFromEmail',
    method: 'POST',
    path: '/api/email/feedback',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'delivery/handlers/feedback-from-email',
    secrets: ['emailLinks'],
    body: z.strictObject({ token: emailLinkToken, action: z.enum(['filmed', 'not_for_me']) }),
    response: z.object({ ideaId: z.string(), action: z.enum(['filmed', 'not_for_me']), changed: z.boolean() }),
    maxBodyBytes: 4096,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const deliveryRoutes = pure(
  () =>
    [
      updateMyEmailPreferences,
      getEmailPreferences,
      updateEmailPreferences,
      unsubscribe,
      unsubscribePage,
      rateFromEmail,
      feedbackFromEmail,
    ] as const satisfies readonly RouteDefinition[],
);
