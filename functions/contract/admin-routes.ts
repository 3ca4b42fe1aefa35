import * as z from 'zod/mini';
import { defineRoute } from './route';
import { emailAddress, integer, nicheSlug, nonNegativeInteger, planId, plainText, stripeEnvironment } from './schemas';
import { CHAT_MESSAGE_MAX_CHARS, CHAT_PURPOSES, CHAT_SESSION_LIST_LIMIT, creatorProfile } from './creator-profile';

/**
 * The admin area's routes (issue 14): subscription health, debug and sync, the creator-profile
 * chat, and the feedback and ratings report. They are entries of the one route table
 * (`routes` in routes.ts); this module only keeps that file to a readable size.
 */

// A copy of routes.ts's helper: esbuild honours the annotation only within its module.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

const adminRead = { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' } as const;

/** What one subscriber looks like in the admin lists (spec 3 "Subscriber (admin view)"). */
const adminSubscriberRow = pure(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    subscribed: z.boolean(),
    subscriptionStatus: z.nullable(z.string()),
    subscriptionTier: z.nullable(planId),
    testMode: z.boolean(),
    stripeCustomerId: z.nullable(z.string()),
    updatedAt: z.string(),
  }),
);

/** One plan's share of monthly recurring revenue. */
const planRevenue = pure(() => z.object({ plan: planId, subscriptions: nonNegativeInteger(), mrrCents: nonNegativeInteger() }));

/** The figures of one Stripe mode (live payments, or the sandbox's test payments). */
const businessFigures = pure(() =>
  z.object({
    /** Active and past-due subscriptions, weekly and yearly converted to a month (list prices, whole cents). */
    mrrCents: nonNegativeInteger(),
    byPlan: z.array(planRevenue),
    trialsStartedLast30Days: nonNegativeInteger(),
    /** Trials that ended in the last 30 days, and how many of them became paid. */
    trialsEndedLast30Days: nonNegativeInteger(),
    trialsConvertedLast30Days: nonNegativeInteger(),
    /** converted ÷ ended, null when no trial ended. */
    trialConversionRate: z.nullable(z.number()),
    /** Subscriptions that lost access this calendar month (UTC). */
    cancellationsThisMonth: nonNegativeInteger(),
    pastDue: nonNegativeInteger(),
  }),
);

/** A run of the nightly reconciliation (functions/jobs/reconcile.ts). */
export const reconcileRun = pure(() =>
  z.object({
    id: z.string(),
    startedAt: z.string(),
    finishedAt: z.nullable(z.string()),
    trigger: z.enum(['schedule', 'manual']),
    checked: nonNegativeInteger(),
    changed: nonNegativeInteger(),
    failed: nonNegativeInteger(),
    /** What it changed (the first 50), so an admin can see the drift it fixed. */
    changes: z.array(z.object({ email: z.string(), fields: z.array(z.string()) })),
  }),
);

export const adminSummary = pure(() =>
  defineRoute({
    name: 'adminSummary',
    method: 'GET',
    path: '/api/admin/summary',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'admin/summary',
    response: z.object({
      /** Spec 2 stat cards, from the counters kept with every subscriber write (every mode together). */
      counts: z.object({
        totalSubscribers: nonNegativeInteger(),
        activeSubscriptions: nonNegativeInteger(),
        trialing: nonNegativeInteger(),
        syncIssues: nonNegativeInteger(),
      }),
      production: businessFigures,
      sandbox: businessFigures,
      /** Spec 4 mismatches, oldest change first; at most `MISMATCH_LIST_LIMIT`. */
      mismatches: z.array(adminSubscriberRow),
      lastReconcile: z.nullable(reconcileRun),
      generatedAt: z.string(),
    }),
  }),
);

/** The spec's debug object (section 3 "Subscription debug result"), with snake_case names as the spec has them. */
export const SYNC_HEALTH = ['HEALTHY', 'OUT_OF_SYNC', 'NO_STRIPE_CUSTOMER', 'STRIPE_UNREACHABLE'] as const;
export const subscriptionDebug = pure(() =>
  z.object({
    sync_health: z.enum(SYNC_HEALTH),
    environment: stripeEnvironment,
    email: z.string(),
    /** Each field where our record and Stripe disagree. */
    discrepancies: z.array(
      z.object({ field: z.string(), database: z.nullable(z.string()), stripe: z.nullable(z.string()), message: z.string() }),
    ),
    recommendations: z.array(z.string()),
    database: z.object({
      user_id: z.string(),
      email: z.string(),
      first_name: z.string(),
      niche: z.nullable(z.string()),
      subscribed: z.boolean(),
      subscription_tier: z.nullable(z.string()),
      subscription_status: z.nullable(z.string()),
      subscription_end: z.nullable(z.string()),
      onboarding_completed: z.boolean(),
      stripe_customer_id: z.nullable(z.string()),
      test_mode: z.boolean(),
      updated_at: z.string(),
      /** Spec 4's rule on the record alone. */
      mismatched: z.boolean(),
    }),
    stripe: z.object({
      customer: z.nullable(
        z.object({ id: z.string(), email: z.nullable(z.string()), created: z.string(), livemode: z.boolean(), deleted: z.boolean() }),
      ),
      subscriptions: z.array(
        z.object({
          id: z.string(),
          status: z.string(),
          tier: z.nullable(planId),
          price_id: z.nullable(z.string()),
          cancel_at_period_end: z.boolean(),
          current_period_end: z.nullable(z.string()),
          trial_end: z.nullable(z.string()),
          created: z.string(),
          livemode: z.boolean(),
        }),
      ),
    }),
    /** The Stripe events we received for this customer, newest first (at most 20). */
    recent_webhooks: z.array(z.object({ id: z.string(), type: z.string(), received_at: z.string(), outcome: z.string() })),
  }),
);
export type SubscriptionDebug = z.infer<typeof subscriptionDebug>;

const debugEmail = pure(() =>
  z.strictObject({
    email: z.pipe(
      z.string({ error: 'Please enter an email address' }).check(z.trim(), z.minLength(1, 'Please enter an email address')),
      emailAddress,
    ),
  }),
);

/** Spec 7 `debug-subscription-sync`. An unknown email is `success: false` with the reason, not an error. */
export const adminDebugSubscription = pure(() =>
  defineRoute({
    name: 'adminDebugSubscription',
    method: 'POST',
    path: '/api/admin/subscriptions/debug',
    access: 'admin',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'admin/subscription-debug',
    secrets: ['stripe'],
    body: debugEmail,
    response: z.object({ success: z.boolean(), error: z.nullable(z.string()), debug: z.nullable(subscriptionDebug) }),
    maxBodyBytes: 1024,
  }),
);

/** Spec 7 `sync-subscription-status`: re-reads Stripe, writes what changed, answers a fresh debug. */
export const adminSyncSubscription = pure(() =>
  defineRoute({
    name: 'adminSyncSubscription',
    method: 'POST',
    path: '/api/admin/subscriptions/sync',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 120, windowSeconds: 60 },
    handler: 'admin/subscription-sync',
    secrets: ['stripe'],
    body: debugEmail,
    response: z.object({
      success: z.boolean(),
      error: z.nullable(z.string()),
      /** Fields the sync changed on our record (empty when it already matched). */
      changed: z.array(z.string()),
      debug: z.nullable(subscriptionDebug),
    }),
    maxBodyBytes: 1024,
  }),
);

const chatSession = pure(() =>
  z.object({
    id: z.string(),
    purpose: z.enum(CHAT_PURPOSES),
    started_at: z.string(),
    /** The subscriber the profile is for, once the interview named one. */
    title: z.string(),
    metadata: z.object({ message_count: nonNegativeInteger(), profile_saved: z.boolean() }),
  }),
);

const chatMessage = pure(() =>
  z.object({
    id: z.string(),
    session_id: z.string(),
    role: z.enum(['system', 'user', 'assistant']),
    content: z.object({ text: z.string() }),
    created_at: z.string(),
    order_in_session: nonNegativeInteger(),
  }),
);

const sessionId = pure(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a chat session id')));

/** The caller's recent chat sessions, newest first (spec 9: at most 10). */
export const adminChatSessions = pure(() =>
  defineRoute({
    name: 'adminChatSessions',
    method: 'GET',
    path: '/api/admin/chat/sessions',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'admin/chat-sessions',
    response: z.object({ sessions: z.array(chatSession).check(z.maxLength(CHAT_SESSION_LIST_LIMIT)) }),
  }),
);

/** One of the caller's sessions with its messages in `order_in_session`, and the profile it saved. */
export const adminChatSession = pure(() =>
  defineRoute({
    name: 'adminChatSession',
    method: 'GET',
    path: '/api/admin/chat/sessions/{id}',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'admin/chat-session',
    params: z.object({ id: sessionId }),
    response: z.object({ session: chatSession, messages: z.array(chatMessage), profile: z.nullable(creatorProfile) }),
  }),
);

/** Spec 7 `ai-chat`: one turn of the interview; a null `sessionId` starts a new session. */
export const adminChat = pure(() =>
  defineRoute({
    name: 'adminChat',
    method: 'POST',
    path: '/api/admin/chat',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'admin/chat',
    secrets: ['openai'],
    timeoutSeconds: 29,
    body: z.strictObject({
      sessionId: z.nullable(sessionId),
      message: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Type a message first'),
          z.maxLength(CHAT_MESSAGE_MAX_CHARS, `Messages are limited to ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters`),
          plainText({ multiline: true }),
        ),
      purpose: z.enum(CHAT_PURPOSES),
    }),
    response: z.object({
      message: z.string(),
      sessionId: z.string(),
      /** Set on the turn that saved the profile on the subscriber. */
      profile: z.nullable(creatorProfile),
      generator: z.enum(['openai', 'offline']),
    }),
    maxBodyBytes: 24 * 1024,
  }),
);

/** Page sizes of the admin reports. */
export const REPORT_PAGE_SIZE = 50;
const reportQuery = pure(() =>
  z.strictObject({
    niche: z.optional(nicheSlug),
    cursor: z.optional(
      z.string().check(z.minLength(1, 'Not a cursor from a previous page'), z.maxLength(400, 'Not a cursor from a previous page')),
    ),
  }),
);

const ratingSummary = pure(() =>
  z.object({
    /** Mean of the stars, one decimal; null while nobody rated. */
    averageRating: z.nullable(z.number()),
    ratingCount: nonNegativeInteger(),
  }),
);

/** The idea feedback subscribers sent (the spec only simulated it), newest first. */
export const adminFeedback = pure(() =>
  defineRoute({
    name: 'adminFeedback',
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'admin/feedback',
    query: reportQuery,
    response: z.object({
      feedback: z.array(
        z.extend(ratingSummary, {
          id: z.string(),
          ideaId: z.string(),
          ideaTitle: z.nullable(z.string()),
          niche: z.nullable(z.string()),
          dayNumber: z.nullable(integer()),
          email: z.string(),
          text: z.string(),
          createdAt: z.string(),
        }),
      ),
      next: z.nullable(z.string()),
    }),
  }),
);

/** Every rated idea with its average and count, most recently rated first. */
export const adminIdeaRatings = pure(() =>
  defineRoute({
    name: 'adminIdeaRatings',
    method: 'GET',
    path: '/api/admin/idea-ratings',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'admin/idea-ratings',
    query: reportQuery,
    response: z.object({
      ideas: z.array(
        z.extend(ratingSummary, {
          ideaId: z.string(),
          title: z.string(),
          niche: z.string(),
          dayNumber: integer(),
          variant: z.string(),
          lastRatedAt: z.string(),
        }),
      ),
      next: z.nullable(z.string()),
    }),
  }),
);

export const adminRoutes = [
  adminSummary,
  adminDebugSubscription,
  adminSyncSubscription,
  adminChatSessions,
  adminChatSession,
  adminChat,
  adminFeedback,
  adminIdeaRatings,
] as const;
