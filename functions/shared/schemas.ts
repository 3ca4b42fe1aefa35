import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { EMAIL_STATUSES, FIRST_SEND_HOUR, LAST_SEND_HOUR } from '#functions/delivery/rules';
import { PLAN_IDS } from './plans';
import { REFERRAL_CODE_FORMAT, normalizeReferralCode } from '#functions/referrals/rules';

/**
 * Shapes shared by several routes. Objects are strict: an unknown field is a 400, not silently dropped.
 *
 * The contract uses `zod/mini` (functions, not methods) because the web app and every Lambda
 * function bundle it: classic zod cannot be tree-shaken and cost each function ~440 KB.
 */

// Classic zod loads its English messages ("Too big: expected string to have <=60 characters");
// zod/mini says "Invalid input" unless told. The forms and API clients see these messages.
z.config(en());

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every shared schema. esbuild 0.28 honours the annotation
// only within its module, hence a copy of this helper in routes.ts.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** The one message for text that is not plain text (see `plainText`). */
export const PLAIN_TEXT_MESSAGE = 'Use letters, numbers and punctuation only';

// With the `u` flag a paired surrogate is one code point, so \p{Cs} matches only a lone half.
const NOT_PLAIN_TEXT = /[\p{Cc}\p{Cs}]/u;
const NOT_PLAIN_MULTILINE_TEXT = /(?![\n\t])[\p{Cc}\p{Cs}]/u;

/**
 * True when `text` is well-formed Unicode (no lone surrogate) without control characters (C0, DEL,
 * C1). Multi-line text may also hold newlines and tabs. A lone surrogate cannot be encoded as
 * UTF-8 or in a URL, so once stored it breaks whatever later sends it on (Stripe, email, exports).
 */
export function isPlainText(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !(multiline ? NOT_PLAIN_MULTILINE_TEXT : NOT_PLAIN_TEXT).test(text);
}

/** The check every free-text field of a request carries, e.g. `z.string().check(z.trim(), plainText())`. */
export function plainText(options?: { multiline?: boolean }): z.core.$ZodCheck<string> {
  return z.refine<string>((text) => isPlainText(text, options), PLAIN_TEXT_MESSAGE);
}

/** Whole numbers within the safe integer range (classic zod's `.int()`), and those >= 0 or > 0. */
export const integer = () => z.number().check(z.int());
export const nonNegativeInteger = () => z.number().check(z.int(), z.gte(0));
const positiveInteger = () => z.number().check(z.int(), z.gt(0));

export const nicheSlug = pure(() =>
  z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{2,40}$/, 'Must be a niche id such as "skincare"')),
);

export const niche = pure(() =>
  z.object({
    niche: z.string(),
    displayName: z.string(),
    sortOrder: integer(),
  }),
);
export type Niche = z.infer<typeof niche>;

export const planId = pure(() => z.enum(PLAN_IDS));

export const subscriber = pure(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    niche: z.nullable(z.string()),
    subscribed: z.boolean(),
    onboardingCompleted: z.boolean(),
    subscriptionTier: z.nullable(planId),
    subscriptionStatus: z.nullable(z.string()),
    subscriptionEnd: z.nullable(z.string()),
    referredBy: z.nullable(z.string()),
    timeZone: z.nullable(z.string()),
    /** Set by the Stripe webhook; older records have neither field, hence the defaults. */
    stripeCustomerId: z._default(z.nullable(z.string()), null),
    testMode: z._default(z.boolean(), false),
    /** The daily idea email; records from before it existed get it, at the default hour. */
    dailyEmail: z._default(z.boolean(), true),
    sendHour: z._default(integer(), FIRST_SEND_HOUR),
    /** `bounced` after a hard bounce: nothing is sent until the address changes. */
    emailStatus: z._default(z.enum(EMAIL_STATUSES), 'deliverable'),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Subscriber = z.infer<typeof subscriber>;

/** An hour of the day the daily email may come at (functions/delivery/rules.ts SEND_HOURS). */
export const sendHour = pure(() =>
  z
    .number()
    .check(
      z.int(),
      z.gte(FIRST_SEND_HOUR, `Choose an hour from ${FIRST_SEND_HOUR}:00 to ${LAST_SEND_HOUR}:00`),
      z.lte(LAST_SEND_HOUR, `Choose an hour from ${FIRST_SEND_HOUR}:00 to ${LAST_SEND_HOUR}:00`),
    ),
);

/** An IANA zone name as a browser reports it; the handler checks the zone exists. */
export const timeZoneName = pure(() => z.string().check(z.trim(), z.minLength(1, 'Choose a time zone'), z.maxLength(64), plainText()));

/** What the daily-email settings show and change, signed in or through a signed link. */
export const emailPreferences = pure(() =>
  z.object({
    email: z.string(),
    dailyEmail: z.boolean(),
    sendHour: integer(),
    timeZone: z.string(),
    emailStatus: z.enum(EMAIL_STATUSES),
  }),
);
export type EmailPreferences = z.infer<typeof emailPreferences>;

/** A change to those settings: any of the three, at least one. */
export const emailPreferencesChange = pure(() =>
  z.strictObject({
    dailyEmail: z.optional(z.boolean()),
    sendHour: z.optional(sendHour),
    timeZone: z.optional(timeZoneName),
  }),
);

/** A signed email link's token (functions/platform/email/links.ts): a compact JWS, checked by the handler. */
export const emailLinkToken = pure(() =>
  z
    .string()
    .check(
      z.minLength(20, 'The link is incomplete'),
      z.maxLength(2048, 'The link is too long'),
      z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'The link is incomplete'),
    ),
);

/**
 * What the sign-up lookup may tell about an email (sign-up check 4,
 * docs/product-rules.md#sign-up-checks): no more than the "Account Exists" and "Welcome Back!"
 * messages need. functions/subscribers/signup.ts decides which applies.
 */
export const existingSubscriber = pure(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('none') }),
    z.object({ status: z.literal('active') }),
    z.object({ status: z.literal('incomplete'), firstName: z.string(), niche: z.nullable(z.string()), nicheName: z.nullable(z.string()) }),
  ]),
);
export type ExistingSubscriber = z.infer<typeof existingSubscriber>;

/** Which set of Stripe keys new payments use (the `stripe_environment` setting, docs/product-rules.md#stripe-environment). */
export const stripeEnvironment = pure(() => z.enum(['sandbox', 'production']));
export type StripeEnvironment = z.infer<typeof stripeEnvironment>;

/** A billing charge: amounts in minor units, dates in seconds since the epoch (docs/product-rules.md#billing-history). */
export const billingCharge = pure(() =>
  z.object({
    id: z.string(),
    description: z.string(),
    created: integer(),
    amount: integer(),
    currency: z.string(),
    status: z.string(),
    periodStart: z.nullable(integer()),
    periodEnd: z.nullable(integer()),
    invoicePdf: z.nullable(z.string()),
  }),
);
export type BillingCharge = z.infer<typeof billingCharge>;

export const errorBody = pure(() =>
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
    }),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

/** Lower-cased, trimmed, checked the way the forms check it; 254 is the longest valid address. */
export const emailAddress = pure(() =>
  z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email is too long')), z.email('Please enter a valid email address')),
);

/** 3 to 20 letters or digits, stored lower-cased (docs/product-rules.md#referral-capture). */
export const referralCode = pure(() =>
  z.pipe(
    z.string().check(z.trim(), z.regex(REFERRAL_CODE_FORMAT, 'Referral codes are 3 to 20 letters or digits')),
    z.transform(normalizeReferralCode),
  ),
);

/** Ratings are 1 to 5 whole stars (docs/product-rules.md#ratings-and-feedback). */
export const RATING_MAX = 5;
export const ideaRating = pure(() =>
  z
    .number()
    .check(z.int('Ratings are whole stars'), z.gte(1, 'Ratings go from 1 to 5 stars'), z.lte(RATING_MAX, 'Ratings go from 1 to 5 stars')),
);

/** A script section of an idea: one slide of the video. */
export const ideaSection = pure(() =>
  z.object({
    title: z.string(),
    text: z.string(),
    voiceover: z.string(),
    visuals: z.string(),
  }),
);

/** The platforms comments are mined from. */
export const PLATFORMS = ['tiktok', 'instagram', 'youtube'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Where a quoted comment came from and until when it may be quoted. A comment read through the
 * YouTube Data API may be shown only while the corpus keeps it current (30 days from its last
 * read, docs/youtube-data.md): `quotedUntil` is that instant, after which the evidence shows
 * counts and the video link instead of the words. Comments from elsewhere (the starter corpus, a
 * licensed import) carry none and are always quoted. All optional, so ideas stored before read.
 */
const quoteOrigin = pure(() => ({
  /** The platform's id for the comment. */
  commentId: z.optional(z.string()),
  /** The comment on its platform (a YouTube comment opens highlighted under its video). */
  commentUrl: z.optional(z.string()),
  /** ISO instant after which the comment's text and author are no longer shown. */
  quotedUntil: z.optional(z.string()),
}));

/** Another viewer's comment asking the same thing as the idea's source comment. */
export const ideaQuote = pure(() =>
  z.object({
    comment: z.string(),
    commentAuthor: z.string(),
    commentLikes: nonNegativeInteger(),
    ...quoteOrigin,
  }),
);

/** A video the insight's comments were left under. */
export const ideaVideo = pure(() =>
  z.object({
    title: z.string(),
    creator: z.string(),
    views: nonNegativeInteger(),
    platform: z.enum(PLATFORMS),
    url: z.optional(z.string()),
  }),
);

/**
 * Where the idea came from: the insight it was built on. The first fields are the representative
 * comment and its video (every idea has them); the evidence fields say how many viewers asked the
 * same thing. An idea written before insights existed has none of them and reads as an insight of
 * one (functions/content-engine/evidence.ts).
 */
export const ideaSource = pure(() =>
  z.object({
    comment: z.string(),
    commentAuthor: z.string(),
    commentLikes: nonNegativeInteger(),
    videoTitle: z.string(),
    videoCreator: z.string(),
    videoViews: nonNegativeInteger(),
    platform: z.enum(PLATFORMS),
    /** Up to 3 other comments asking the same thing, most liked first. */
    supportingComments: z.optional(z.array(ideaQuote).check(z.maxLength(3))),
    /** Viewers who asked this (the representative comment included). */
    askedCount: z.optional(positiveInteger()),
    /** Likes on all of those comments together. */
    totalLikes: z.optional(nonNegativeInteger()),
    /** Every video those comments came from, most viewed first. */
    videos: z.optional(z.array(ideaVideo)),
    /** The representative comment's origin (see quoteOrigin). */
    ...quoteOrigin,
  }),
);
export type IdeaSource = z.infer<typeof ideaSource>;

/** Who wrote an idea: the editorial library, OpenAI, or the offline template generator. */
export const IDEA_GENERATORS = ['library', 'openai', 'offline'] as const;
export type IdeaGenerator = (typeof IDEA_GENERATORS)[number];

/**
 * How to shoot a generated idea. The format and CTA kind are the generator's names
 * (functions/content-engine/draft.ts: VIDEO_FORMATS, CTA_KINDS); stored as strings so an older
 * idea still reads when a name is added.
 */
export const ideaFilming = pure(() =>
  z.object({
    format: z.string(),
    lengthSeconds: positiveInteger(),
    firstFrame: z.string(),
    onScreenHook: z.string(),
    rehook: z.string(),
    cta: z.object({ kind: z.string(), text: z.string() }),
  }),
);
export type IdeaFilming = z.infer<typeof ideaFilming>;

/**
 * An idea's content: hooks, sections and why_it_works (" • "-separated bullets). The idea page
 * would lay out other named fields too (docs/product-rules.md#idea-page); the ideas we store have
 * these three.
 */
export const ideaContent = pure(() =>
  z.object({
    hooks: z.array(z.string()).check(z.minLength(1)),
    sections: z.array(ideaSection).check(z.minLength(1)),
    why_it_works: z.string(),
    /** The filming plan generated ideas carry (the hand-written library has none). */
    filming: z.optional(ideaFilming),
  }),
);

/** Why a personal idea was chosen for its owner (functions/personal/model.ts PersonalReason, PERSONAL_KINDS). */
export const personalNote = pure(() =>
  z.object({
    kind: z.enum(['daily', 'video']),
    reasons: z.array(z.object({ kind: z.string(), text: z.string() })),
    ownAudience: z.boolean(),
  }),
);
export type PersonalNote = z.infer<typeof personalNote>;

export const contentIdea = pure(() =>
  z.object({
    id: z.string(),
    niche: z.string(),
    subNiche: z.string(),
    ideaNumber: positiveInteger(),
    variant: z.string().check(z.regex(/^[A-Z]$/)),
    dayNumber: positiveInteger(),
    title: z.string(),
    content: ideaContent,
    source: ideaSource,
    /** Absent on the library's ideas. */
    generator: z.optional(z.enum(IDEA_GENERATORS)),
    /**
     * Only on a personal idea (functions/personal/model.ts), as its owner sees it: why it was chosen
     * for them. Its owner is stored beside it, never sent.
     */
    personal: z.optional(personalNote),
  }),
);
export type ContentIdea = z.infer<typeof contentIdea>;

/**
 * Niche as a public form sends it: a slug ("tiktok-growth") from a dropdown, or a name typed in
 * a free-text field ("TikTok Growth"). The handler resolves it to a known niche or refuses it.
 */
export const formNiche = pure(() =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'Please choose a niche'),
    z.maxLength(40, 'Niche is too long'),
    // Letters and digits only, so no control character or lone surrogate gets through either.
    z.regex(/^[\p{L}\p{N} &'-]+$/u, 'Niche must be a niche name such as "Skincare"'),
  ),
);
