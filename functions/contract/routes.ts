import * as z from 'zod/mini';
import { creatorProfile } from './creator-profile';
import { defineRoute, type RouteDefinition } from './route';
import {
  billingCharge,
  contentIdea,
  emailAddress,
  emailLinkToken,
  emailPreferences,
  emailPreferencesChange,
  existingSubscriber,
  ideaRating,
  integer,
  niche,
  nicheSlug,
  nonNegativeInteger,
  planId,
  plainText,
  referralCode,
  stripeEnvironment,
  subscriber,
  timeZoneName,
} from './schemas';
import { EVENT_DATA_KEY, EVENT_LIMITS, EVENT_TYPES } from '../domain/events';
import { IDEA_SLUG_FORMAT } from '../domain/idea-slug';
import { IDEA_PAGE_MAX } from '../domain/ideas';
import { SIGN_UP_MESSAGES } from '../domain/signup';

/**
 * The one route table. The CDK api construct, the local gateway, the web client and the
 * authorization test all read it; nothing about a route is written anywhere else.
 * It imports only zod (`zod/mini`, which tree-shakes) and pure domain constants, so the browser can bundle it.
 */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in schemas.ts.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** Signed-in reads are not counted (see `Unlimited`); writes and every public route are. */
const userRead = { unlimited: 'A signed-in read with no side effects; the stage throttle bounds it.' } as const;

export const health = pure(() =>
  defineRoute({
    name: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    rateLimit: { unlimited: 'Answers from memory, touching neither the table nor any other service: a count would be its only cost.' },
    handler: 'system/health',
    response: z.object({ status: z.literal('ok'), time: z.string() }),
  }),
);

export const listNiches = pure(() =>
  defineRoute({
    name: 'listNiches',
    method: 'GET',
    path: '/api/niches',
    access: 'public',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'niches/list',
    response: z.object({ niches: z.array(niche) }),
  }),
);

export const getMe = pure(() =>
  defineRoute({
    name: 'getMe',
    method: 'GET',
    path: '/api/me',
    access: 'user',
    rateLimit: userRead,
    handler: 'me/get',
    response: z.object({
      userId: z.string(),
      email: z.nullable(z.string()),
      groups: z.array(z.string()),
      subscriber: z.nullable(subscriber),
    }),
  }),
);

export const adminWhoami = pure(() =>
  defineRoute({
    name: 'adminWhoami',
    method: 'GET',
    path: '/api/admin/whoami',
    access: 'admin',
    rateLimit: userRead,
    handler: 'admin/whoami',
    response: z.object({ userId: z.string(), email: z.nullable(z.string()), groups: z.array(z.string()) }),
  }),
);

/** Spec 5 and 9: quantity clamped to 1-10, default 1. A number, or a numeric string from a form field. */
export const GENERATION_QUANTITY = { min: 1, max: 10, default: 1 } as const;
const QUANTITY_MESSAGE = `Quantity must be a number from ${GENERATION_QUANTITY.min} to ${GENERATION_QUANTITY.max}`;
const generationQuantity = pure(() =>
  z.pipe(
    z.optional(
      z.union(
        [
          z.number().check(z.refine(Number.isFinite, QUANTITY_MESSAGE)),
          z.string().check(z.trim(), z.regex(/^-?\d{1,6}(\.\d+)?$/, QUANTITY_MESSAGE)),
        ],
        { error: QUANTITY_MESSAGE },
      ),
    ),
    z.transform((value: number | string | undefined) =>
      value === undefined
        ? GENERATION_QUANTITY.default
        : Math.min(GENERATION_QUANTITY.max, Math.max(GENERATION_QUANTITY.min, Math.round(Number(value)))),
    ),
  ),
);

const hookValidation = pure(() =>
  z.object({
    validHooks: z.array(z.string()),
    invalidHooks: z.array(z.string()),
    validationDetails: z.array(z.object({ hook: z.string(), style: z.string(), isValid: z.boolean(), errors: z.array(z.string()) })),
  }),
);

/** Spec 3 "Generation result". */
export const adminGenerate = pure(() =>
  defineRoute({
    name: 'adminGenerate',
    method: 'POST',
    path: '/api/admin/generate',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 60 },
    handler: 'admin/generate',
    secrets: ['openai'],
    // Up to ten ideas, each up to three model calls, in parallel: more than a read's 10 s, less than API Gateway's 30.
    timeoutSeconds: 29,
    body: z.strictObject({
      niche: z
        .string({ error: 'Please select a niche' })
        .check(z.trim(), z.minLength(1, 'Please select a niche'), z.maxLength(40, 'Please select a niche')),
      quantity: generationQuantity,
      /** Generate for this subscriber's creator profile (issue 14) rather than the niche alone. */
      subscriberEmail: z.optional(z.nullable(z.union([z.literal(''), emailAddress]))),
    }),
    response: z.object({
      success: z.boolean(),
      error: z.nullable(z.string()),
      summary: z.object({
        requested_quantity: integer(),
        generated_quantity: integer(),
        total_processing_time_ms: nonNegativeInteger(),
        niche: z.string(),
        generator: z.enum(['openai', 'offline']),
        /** The creator profile the ideas were written for, if one was asked for. */
        profile: z.nullable(creatorProfile),
      }),
      results: z.array(
        z.object({
          success: z.boolean(),
          error: z.nullable(z.string()),
          attempts: integer(),
          processing_time_ms: nonNegativeInteger(),
          hookValidation: z.nullable(hookValidation),
          content: z.nullable(contentIdea),
        }),
      ),
    }),
    maxBodyBytes: 1024,
  }),
);

/** Spec 9: 25, 50 or 100 per page, 50 unless asked. */
export const AI_LOG_PAGE_SIZES = [25, 50, 100] as const;
const aiLog = pure(() =>
  z.object({
    id: z.string(),
    created_at: z.string(),
    niche: z.string(),
    attempt_number: integer(),
    parsing_successful: z.boolean(),
    parsing_error: z.nullable(z.string()),
    processing_time_ms: nonNegativeInteger(),
    request_model: z.string(),
    request_tokens: nonNegativeInteger(),
    content_idea_id: z.nullable(z.string()),
    hook_validation_results: z.nullable(z.object({ total_hooks: integer(), valid_hooks: integer(), invalid_hooks: integer() })),
    response_raw: z.string(),
    input_tokens: nonNegativeInteger(),
    output_tokens: nonNegativeInteger(),
    estimated_cost_usd: z.number(),
    generator: z.enum(['openai', 'offline']),
    purpose: z.enum(['keep-ahead', 'tester']),
  }),
);

export const adminAiLogs = pure(() =>
  defineRoute({
    name: 'adminAiLogs',
    method: 'GET',
    path: '/api/admin/ai-logs',
    access: 'admin',
    rateLimit: userRead,
    handler: 'admin/ai-logs',
    query: z.strictObject({
      niche: z.optional(z.string().check(z.trim(), z.regex(/^[a-z0-9-]{2,40}$/, 'Must be a niche id such as "skincare"'))),
      parsing_successful: z.optional(z.enum(['true', 'false'], 'Must be true or false')),
      limit: z.optional(z.enum(['25', '50', '100'], 'Page size is 25, 50 or 100')),
      cursor: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a cursor from a previous page'))),
    }),
    response: z.object({ logs: z.array(aiLog), next: z.nullable(z.string()) }),
  }),
);

/**
 * Niche as a public form sends it: a slug ("tiktok-growth") from a dropdown, or a name typed in
 * a free-text field ("TikTok Growth"). The handler resolves it to a known niche or refuses it.
 */
const formNiche = pure(() =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'Please choose a niche'),
    z.maxLength(40, 'Niche is too long'),
    // Letters and digits only, so no control character or lone surrogate gets through either.
    z.regex(/^[\p{L}\p{N} &'-]+$/u, 'Niche must be a niche name such as "Skincare"'),
  ),
);

export const joinWaitlist = pure(() =>
  defineRoute({
    name: 'joinWaitlist',
    method: 'POST',
    path: '/api/waitlist',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 10, windowSeconds: 3600 },
    handler: 'waitlist/join',
    body: z.strictObject({
      email: emailAddress,
      niche: formNiche,
      /** Only the tiktok-growth page sends it (spec 3). */
      referredBy: z.optional(referralCode),
    }),
    response: z.object({ status: z.literal('joined') }),
    successStatus: 201,
    maxBodyBytes: 2048,
  }),
);

export const promoStats = pure(() =>
  defineRoute({
    name: 'promoStats',
    method: 'GET',
    path: '/api/promo/stats',
    access: 'public',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'promo/stats',
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
    handler: 'promo/claim',
    body: z.strictObject({
      /** Matched exactly after trimming (spec 5). */
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

export const validateReferral = pure(() =>
  defineRoute({
    name: 'validateReferral',
    method: 'GET',
    path: '/api/referrals/validate/{code}',
    access: 'public',
    // Counts a click on the ambassador's day item (the portal's clicks).
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'referrals/validate',
    params: z.object({ code: referralCode }),
    response: z.object({ valid: z.boolean() }),
  }),
);

export const getPublicIdea = pure(() =>
  defineRoute({
    name: 'getPublicIdea',
    method: 'GET',
    path: '/api/public-ideas/{niche}/{subNiche}/{slug}',
    access: 'public',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ideas/public',
    params: z.object({
      niche: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,40}$/)),
      subNiche: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,60}$/)),
      slug: z.string().check(z.trim(), z.regex(IDEA_SLUG_FORMAT, 'Slugs look like idea-4-b')),
    }),
    response: z.object({ idea: contentIdea }),
  }),
);

/** Spec 5, check 4: says no more than the "Account Exists" and "Welcome Back!" messages need. */
export const signupLookup = pure(() =>
  defineRoute({
    name: 'signupLookup',
    method: 'POST',
    path: '/api/signup/lookup',
    access: 'public',
    rateLimit: { requests: 20, windowSeconds: 600 },
    handler: 'signup/lookup',
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
    handler: 'me/create-subscriber',
    body: z.strictObject({
      firstName: z.string().check(z.trim(), z.minLength(1, SIGN_UP_MESSAGES.firstName.description), z.maxLength(60), plainText()),
      lastName: z.string().check(z.trim(), z.minLength(1, SIGN_UP_MESSAGES.lastName.description), z.maxLength(60), plainText()),
      niche: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, SIGN_UP_MESSAGES.niche.description), z.maxLength(40), plainText()),
      referredBy: z.optional(referralCode),
      /** The page the referral code was captured on (spec 3, stored referral `source`). */
      referralSource: z.optional(z.string().check(z.trim(), z.maxLength(500), plainText())),
      /** IANA zone from the browser, for the 7:00 AM delivery. */
      timeZone: z.optional(z.string().check(z.maxLength(64), plainText())),
    }),
    response: z.object({ subscriber }),
    successStatus: 201,
    maxBodyBytes: 2048,
  }),
);

/** Spec 7 get-stripe-config. The email rule ("sctest") is applied to the caller's own email. */
export const getBillingConfig = pure(() =>
  defineRoute({
    name: 'getBillingConfig',
    method: 'GET',
    path: '/api/billing/config',
    access: 'user',
    rateLimit: userRead,
    handler: 'billing/config',
    secrets: ['stripe'],
    response: z.object({
      publishableKey: z.string(),
      environment: stripeEnvironment,
      /** The caller's email contains "sctest": sandbox whatever the setting says. */
      testMode: z.boolean(),
    }),
  }),
);

/** Spec 7 create-checkout: a Checkout Session for the caller's own subscriber record. */
export const createCheckout = pure(() =>
  defineRoute({
    name: 'createCheckout',
    method: 'POST',
    path: '/api/billing/checkout',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'billing/checkout',
    body: z.strictObject({
      tier: planId,
      /** The page to come back to when the person cancels on Stripe's page. */
      from: z._default(z.enum(['onboarding', 'complete-subscription', 'dashboard']), 'onboarding'),
    }),
    secrets: ['stripe'],
    response: z.object({ sessionId: z.string(), url: z.string() }),
    maxBodyBytes: 1024,
  }),
);

export const changePlan = pure(() =>
  defineRoute({
    name: 'changePlan',
    method: 'POST',
    path: '/api/billing/change',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'billing/change',
    body: z.strictObject({ tier: planId }),
    secrets: ['stripe'],
    response: z.object({ outcome: z.enum(['changed', 'reactivated', 'unchanged']), subscriber }),
    maxBodyBytes: 1024,
  }),
);

export const cancelSubscription = pure(() =>
  defineRoute({
    name: 'cancelSubscription',
    method: 'POST',
    path: '/api/billing/cancel',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'billing/cancel',
    secrets: ['stripe'],
    response: z.object({ accessUntil: z.string(), subscriber }),
  }),
);

export const billingHistory = pure(() =>
  defineRoute({
    name: 'billingHistory',
    method: 'GET',
    path: '/api/billing/history',
    access: 'user',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'billing/history',
    secrets: ['stripe'],
    response: z.object({ charges: z.array(billingCharge) }),
  }),
);

/** Stripe's events. Public to API Gateway; the handler checks the signature on the raw body. */
export const stripeWebhook = pure(() =>
  defineRoute({
    name: 'stripeWebhook',
    method: 'POST',
    path: '/api/webhooks/stripe',
    access: 'public',
    table: 'readWrite',
    rateLimit: {
      unlimited:
        "Stripe's deliveries come in bursts from a few addresses; a bad signature is refused before any table work, so counting would cost more than it saves.",
    },
    handler: 'billing/webhook',
    rawBody: true,
    secrets: ['stripe'],
    /** Welcome when the trial starts, the trial-ending reminder, payment failed, cancellation confirmed. */
    sendsEmail: true,
    response: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) }),
    maxBodyBytes: 512 * 1024,
  }),
);

/** Spec 7 master-auth: off unless a master secret is configured; rate-limited and audited when on. */
export const masterAuth = pure(() =>
  defineRoute({
    name: 'masterAuth',
    method: 'POST',
    path: '/api/auth/master',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 5, windowSeconds: 900 },
    handler: 'auth/master',
    body: z.strictObject({ email: emailAddress, password: z.string().check(z.minLength(1), z.maxLength(256)) }),
    secrets: ['masterAuth'],
    response: z.object({ success: z.boolean(), authUrl: z.optional(z.string()) }),
    maxBodyBytes: 1024,
  }),
);

const stripeEnvironmentState = pure(() =>
  z.object({
    environment: stripeEnvironment,
    /** Which environments have keys; switching to one without is refused. */
    configured: z.object({ sandbox: z.boolean(), production: z.boolean() }),
  }),
);

export const getStripeEnvironment = pure(() =>
  defineRoute({
    name: 'getStripeEnvironment',
    method: 'GET',
    path: '/api/admin/stripe-environment',
    access: 'admin',
    rateLimit: userRead,
    handler: 'admin/stripe-environment-get',
    secrets: ['stripe'],
    response: stripeEnvironmentState,
  }),
);

export const setStripeEnvironment = pure(() =>
  defineRoute({
    name: 'setStripeEnvironment',
    method: 'PUT',
    path: '/api/admin/stripe-environment',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 60 },
    handler: 'admin/stripe-environment-set',
    body: z.strictObject({ environment: stripeEnvironment }),
    secrets: ['stripe'],
    response: stripeEnvironmentState,
    maxBodyBytes: 512,
  }),
);

const ideaId = pure(() => z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Not an idea id')) }));

/** An idea as the idea page shows it: with the caller's own rating and whether they opened it. */
const dashboardIdea = pure(() => z.extend(contentIdea, { rating: z.nullable(ideaRating), isNew: z.boolean() }));

/**
 * An idea as a dashboard card shows it (spec 2): no evidence, and the content already cut into
 * the card preview (functions/domain/idea-preview.ts); the idea page reads the whole idea.
 */
const ideaCard = pure(() =>
  z.object({
    id: z.string(),
    niche: z.string(),
    subNiche: z.string(),
    ideaNumber: integer(),
    variant: z.string(),
    dayNumber: integer(),
    title: z.string(),
    preview: z.array(z.object({ label: z.string(), text: z.string() })),
    rating: z.nullable(ideaRating),
    isNew: z.boolean(),
  }),
);

/**
 * The Content Ideas tab a page at a time (spec 7 order: niche order, day descending, idea number
 * ascending), with the NEW count and progress on every page. `next` is an opaque cursor for the
 * following page, null on the last. `newCount` counts all unlocked ideas, whatever the filter.
 */
export const listIdeas = pure(() =>
  defineRoute({
    name: 'listIdeas',
    method: 'GET',
    path: '/api/ideas',
    access: 'user',
    rateLimit: userRead,
    handler: 'ideas/list',
    query: z.strictObject({
      limit: z.optional(
        z.pipe(
          z.string().check(z.regex(/^\d{1,3}$/, `Page size is a whole number from 1 to ${IDEA_PAGE_MAX}`)),
          z.pipe(
            z.transform(Number),
            z
              .number()
              .check(
                z.gte(1, `Page size is a whole number from 1 to ${IDEA_PAGE_MAX}`),
                z.lte(IDEA_PAGE_MAX, `Page size is at most ${IDEA_PAGE_MAX}`),
              ),
          ),
        ),
      ),
      // Only its size here: what it holds is checked when it is decoded (400 invalid_cursor).
      cursor: z.optional(
        z.string().check(z.minLength(1, 'Not a cursor from a previous page'), z.maxLength(200, 'Not a cursor from a previous page')),
      ),
      niche: z.optional(nicheSlug),
    }),
    response: z.object({
      ideas: z.array(ideaCard).check(z.maxLength(IDEA_PAGE_MAX)),
      next: z.nullable(z.string()),
      newCount: nonNegativeInteger(),
      progress: z.array(z.object({ niche: z.string(), daysUnlocked: nonNegativeInteger() })),
    }),
  }),
);

export const getSubscriberIdea = pure(() =>
  defineRoute({
    name: 'getSubscriberIdea',
    method: 'GET',
    path: '/api/ideas/{id}',
    access: 'user',
    rateLimit: userRead,
    handler: 'ideas/get',
    params: ideaId,
    response: z.object({ idea: dashboardIdea }),
  }),
);

export const rateIdea = pure(() =>
  defineRoute({
    name: 'rateIdea',
    method: 'PUT',
    path: '/api/ideas/{id}/rating',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ideas/rate',
    params: ideaId,
    body: z.strictObject({ rating: ideaRating }),
    response: z.object({ rating: integer() }),
    maxBodyBytes: 256,
  }),
);

export const viewIdea = pure(() =>
  defineRoute({
    name: 'viewIdea',
    method: 'PUT',
    path: '/api/ideas/{id}/view',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'ideas/view',
    params: ideaId,
    /** Whether this was the caller's first view of the idea, and the NEW count after it, so the tab updates without a reload. */
    response: z.object({ viewedAt: z.string(), firstView: z.boolean(), newCount: nonNegativeInteger() }),
  }),
);

/** The spec simulated it; we store it, visible to admins. */
export const ideaFeedback = pure(() =>
  defineRoute({
    name: 'ideaFeedback',
    method: 'POST',
    path: '/api/ideas/{id}/feedback',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'ideas/feedback',
    params: ideaId,
    body: z.strictObject({
      text: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Please enter some feedback before submitting.'),
          z.maxLength(2000, 'Feedback is limited to 2,000 characters.'),
          plainText({ multiline: true }),
        ),
    }),
    response: z.object({ stored: z.literal(true) }),
    successStatus: 201,
    maxBodyBytes: 10 * 1024,
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
    handler: 'me/update-niche',
    body: z.strictObject({
      niche: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'Please choose a niche.'), z.maxLength(40), plainText()),
    }),
    response: z.object({ subscriber, previousNiche: z.nullable(z.string()) }),
    maxBodyBytes: 512,
  }),
);

const eventData = pure(() =>
  z
    .record(
      z.string().check(z.regex(EVENT_DATA_KEY, 'Data keys are short names such as "ideaId"')),
      z.union([
        z
          .string()
          .check(
            z.maxLength(EVENT_LIMITS.dataValueChars, `Data values are limited to ${EVENT_LIMITS.dataValueChars} characters`),
            plainText(),
          ),
        z.number(),
        z.boolean(),
        z.null(),
      ]),
    )
    .check(
      z.refine((data) => Object.keys(data).length <= EVENT_LIMITS.dataKeys, `Event data holds at most ${EVENT_LIMITS.dataKeys} fields`),
    ),
);

const trackedEvent = pure(() =>
  z.strictObject({
    type: z.enum(EVENT_TYPES, `Event type must be one of ${EVENT_TYPES.join(', ')}`),
    /** When it happened in the browser; stored as UTC so the sort key orders by time. */
    at: z.pipe(
      z.iso.datetime({ offset: true, message: 'Must be an ISO timestamp such as 2026-01-31T09:00:00.000Z' }),
      z.transform((at: string) => new Date(at).toISOString()),
    ),
    /** Path and query of the page, e.g. /dashboard?tab=ideas. */
    pageUrl: z
      .string()
      .check(
        z.startsWith('/', 'Must be a path such as /dashboard'),
        z.maxLength(EVENT_LIMITS.pageUrlChars, `Page URLs are limited to ${EVENT_LIMITS.pageUrlChars} characters`),
        plainText(),
      ),
    data: z.optional(z.nullable(eventData)),
  }),
);

/**
 * Spec 3 user_events, batched by the browser. Who the events belong to comes only from the
 * verified token (header, or `token` in the body for a beacon sent while the page hides); the
 * user agent from the request header.
 */
export const recordEvents = pure(() =>
  defineRoute({
    name: 'recordEvents',
    method: 'POST',
    path: '/api/events',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 60 },
    tokenInBody: true,
    handler: 'events/record',
    body: z.strictObject({
      /** The caller's id token when the request cannot carry an Authorization header (sendBeacon). */
      token: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
      sessionId: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'A session id is required'),
          z.maxLength(EVENT_LIMITS.sessionIdChars, `Session ids are limited to ${EVENT_LIMITS.sessionIdChars} characters`),
          plainText(),
        ),
      events: z
        .array(trackedEvent)
        .check(
          z.minLength(1, 'Send at least one event'),
          z.maxLength(EVENT_LIMITS.eventsPerRequest, `Send at most ${EVENT_LIMITS.eventsPerRequest} events at a time`),
        ),
    }),
    response: z.object({ recorded: nonNegativeInteger() }),
    successStatus: 202,
    maxBodyBytes: 64 * 1024,
  }),
);

/** The signed-in subscriber's daily-email settings (dashboard Settings tab). */
export const updateMyEmailPreferences = pure(() =>
  defineRoute({
    name: 'updateMyEmailPreferences',
    method: 'PATCH',
    path: '/api/me/email-preferences',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'email/update-my-preferences',
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
    handler: 'email/get-preferences',
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
    handler: 'email/update-preferences',
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
    handler: 'email/unsubscribe',
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
    handler: 'email/unsubscribe-page',
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
    handler: 'email/rate',
    secrets: ['emailLinks'],
    body: z.strictObject({ token: emailLinkToken, rating: ideaRating }),
    response: z.object({ ideaId: z.string(), rating: ideaRating }),
    maxBodyBytes: 4096,
  }),
);

/**
 * This module's routes, in the table's order. The whole table (with the admin and ambassador
 * routes) is `routes` in ./route-table.ts: the web imports single routes from here, and a page
 * that calls one must not download the others' schemas with it.
 */
export const baseRoutes = pure(
  () =>
    [
      health,
      listNiches,
      getMe,
      adminWhoami,
      joinWaitlist,
      promoStats,
      claimPromo,
      validateReferral,
      getPublicIdea,
      signupLookup,
      createSubscriber,
      getBillingConfig,
      createCheckout,
      changePlan,
      cancelSubscription,
      billingHistory,
      stripeWebhook,
      masterAuth,
      getStripeEnvironment,
      setStripeEnvironment,
      listIdeas,
      getSubscriberIdea,
      rateIdea,
      viewIdea,
      ideaFeedback,
      updateNiche,
      recordEvents,
      adminGenerate,
      adminAiLogs,
      updateMyEmailPreferences,
      getEmailPreferences,
      updateEmailPreferences,
      unsubscribe,
      unsubscribePage,
      rateFromEmail,
    ] as const satisfies readonly RouteDefinition[],
);
