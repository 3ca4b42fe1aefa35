import * as z from 'zod/mini';

/**
 * The messages on the email queue: one email each. The dispatcher queues the daily ones; the
 * Stripe webhook queues the billing notices; the ambassador application and approval routes and the support
 * routes queue theirs. The sender (send-email.ts) parses every body with
 * this schema, so a malformed message fails alone and ends in the dead-letter queue.
 */
const localDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const recipientSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscriber'), userId: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('promo'), email: z.string().check(z.minLength(3)) }),
]);

export const emailJob = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily'), recipient: recipientSchema, localDate, sendAt: z.iso.datetime() }),
  /** `trialEnd`: epoch seconds, null when the plan started without a trial. */
  z.object({ kind: z.literal('welcome'), userId: z.string(), trialEnd: z.nullable(z.number()) }),
  z.object({ kind: z.literal('trial_will_end'), userId: z.string(), subscriptionId: z.string(), trialEnd: z.number() }),
  /** `amountDue` in minor units, as Stripe has it. */
  z.object({ kind: z.literal('payment_failed'), userId: z.string(), invoiceId: z.string(), amountDue: z.number(), currency: z.string() }),
  z.object({ kind: z.literal('canceled'), userId: z.string(), subscriptionId: z.string(), accessEnd: z.nullable(z.string()) }),
  /** A new ambassador application, to one admin (the application route queues one per admin). */
  z.object({
    kind: z.literal('ambassador_application'),
    applicationId: z.string().check(z.minLength(1)),
    to: z.string().check(z.minLength(3)),
  }),
  /** To the applicant an admin approved: their link and how to sign in to the portal. */
  z.object({ kind: z.literal('ambassador_approved'), applicationId: z.string().check(z.minLength(1)) }),
  /** A new support request, to one admin (the support route queues one per admin). */
  z.object({ kind: z.literal('support_request'), requestId: z.string().check(z.minLength(1)), to: z.string().check(z.minLength(3)) }),
  /** An admin's reply to a support request, to the subscriber who sent it. */
  z.object({ kind: z.literal('support_reply'), requestId: z.string().check(z.minLength(1)), replyId: z.string().check(z.minLength(1)) }),
]);
export type EmailJob = z.infer<typeof emailJob>;
export type DailyEmailJob = Extract<EmailJob, { kind: 'daily' }>;
/** The ambassador programme's emails: about an application, not to a subscriber. */
export type AmbassadorEmailJob = Extract<EmailJob, { kind: 'ambassador_application' | 'ambassador_approved' }>;
/** Support's emails: a request to an admin, a reply to the subscriber. */
export type SupportEmailJob = Extract<EmailJob, { kind: 'support_request' | 'support_reply' }>;
/** The account notices: to a subscriber, about their subscription. */
export type NoticeEmailJob = Exclude<EmailJob, DailyEmailJob | AmbassadorEmailJob | SupportEmailJob>;
