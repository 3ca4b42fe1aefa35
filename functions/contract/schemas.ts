import { z } from 'zod';

/** Shapes shared by several routes. Objects are strict: an unknown field is a 400, not silently dropped. */

export const nicheSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{2,40}$/, 'Must be a niche id such as "skincare"');

export const niche = z.object({
  niche: z.string(),
  displayName: z.string(),
  sortOrder: z.number().int(),
});
export type Niche = z.infer<typeof niche>;

export const subscriber = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  niche: z.string().nullable(),
  subscribed: z.boolean(),
  onboardingCompleted: z.boolean(),
  subscriptionTier: z.enum(['weekly', 'monthly', 'yearly']).nullable(),
  subscriptionStatus: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  referredBy: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** Set by the Stripe webhook; older records have neither field, hence the defaults. */
  stripeCustomerId: z.string().nullable().default(null),
  testMode: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriber>;

export const planId = z.enum(['weekly', 'monthly', 'yearly']);

/** Which set of Stripe keys new payments use (spec 3, app_settings `stripe_environment`). */
export const stripeEnvironment = z.enum(['sandbox', 'production']);
export type StripeEnvironment = z.infer<typeof stripeEnvironment>;

/** Spec 3 "Billing charge": amounts in minor units, dates in seconds since the epoch. */
export const billingCharge = z.object({
  id: z.string(),
  description: z.string(),
  created: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  periodStart: z.number().int().nullable(),
  periodEnd: z.number().int().nullable(),
  invoicePdf: z.string().nullable(),
});
export type BillingCharge = z.infer<typeof billingCharge>;

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Lower-cased, trimmed, checked the way the forms check it; 254 is the longest valid address. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

/** Spec 5: 3 to 20 letters or digits. Stored lower-cased. */
export const referralCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,20}$/, 'Referral codes are 3 to 20 letters or digits')
  .transform((code) => code.toLowerCase());

/** Ratings are 1 to 5 whole stars (spec 5). */
export const RATING_MAX = 5;
export const ideaRating = z.number().int('Ratings are whole stars').min(1, 'Ratings go from 1 to 5 stars').max(RATING_MAX, 'Ratings go from 1 to 5 stars');

/** A script section of an idea: one slide of the video. */
export const ideaSection = z.object({
  title: z.string(),
  text: z.string(),
  voiceover: z.string(),
  visuals: z.string(),
});

/** Where the idea came from: the real comment and the video it was left under. */
export const ideaSource = z.object({
  comment: z.string(),
  commentAuthor: z.string(),
  commentLikes: z.number().int().nonnegative(),
  videoTitle: z.string(),
  videoCreator: z.string(),
  videoViews: z.number().int().nonnegative(),
  platform: z.enum(['tiktok', 'instagram', 'youtube']),
});

/**
 * An idea's content (spec 3): hooks, sections and why_it_works (" • "-separated bullets). The
 * spec also allows other named fields; those come with the dashboard issue.
 */
export const ideaContent = z.object({
  hooks: z.array(z.string()).min(1),
  sections: z.array(ideaSection).min(1),
  why_it_works: z.string(),
});

export const contentIdea = z.object({
  id: z.string(),
  niche: z.string(),
  subNiche: z.string(),
  ideaNumber: z.number().int().positive(),
  variant: z.string().regex(/^[A-Z]$/),
  dayNumber: z.number().int().positive(),
  title: z.string(),
  content: ideaContent,
  source: ideaSource,
});
export type ContentIdea = z.infer<typeof contentIdea>;
