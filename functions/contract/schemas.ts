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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriber>;

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
