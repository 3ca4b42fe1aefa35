import * as z from 'zod/mini';

/**
 * The messages on the email queue: one email each. The dispatcher queues the daily ones; the
 * Stripe webhook queues the billing notices. The sender (send-email.ts) parses every body with
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
]);
export type EmailJob = z.infer<typeof emailJob>;
export type DailyEmailJob = Extract<EmailJob, { kind: 'daily' }>;
