import type Stripe from 'stripe';
import type { SyncOutcome } from '#functions/subscribers/store';
import type { EmailJob } from '#functions/platform/email/jobs';

/**
 * The billing emails a Stripe event calls for, decided from the event and the subscription as just
 * read from Stripe. The sender claims each by its reference (the user, the subscription and trial
 * end, the invoice, the subscription), so redelivered or reordered events never send one twice.
 */
const STARTING_EVENTS = new Set(['checkout.session.completed', 'customer.subscription.created']);

export function noticesOf(event: Stripe.Event, subscription: Stripe.Subscription, userId: string, outcome: SyncOutcome): EmailJob[] {
  const jobs: EmailJob[] = [];
  // The first write that gave access: the trial (or plan) has started. Stripe's retry of the event
  // that activated it finds the record already activated, so the events that start a subscription
  // queue the welcome again when it is live; the sender's claim (one welcome per user) keeps it to one.
  const live = subscription.status === 'trialing' || subscription.status === 'active';
  if (outcome === 'activated' || (live && STARTING_EVENTS.has(event.type))) {
    jobs.push({ kind: 'welcome', userId, trialEnd: subscription.status === 'trialing' ? (subscription.trial_end ?? null) : null });
  }
  if (event.type === 'customer.subscription.trial_will_end' && subscription.status === 'trialing' && subscription.trial_end) {
    jobs.push({ kind: 'trial_will_end', userId, subscriptionId: subscription.id, trialEnd: subscription.trial_end });
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    jobs.push({
      kind: 'payment_failed',
      userId,
      invoiceId: invoice.id ?? subscription.id,
      amountDue: invoice.amount_due,
      currency: invoice.currency,
    });
  }
  if (subscription.status === 'canceled' || subscription.cancel_at_period_end) {
    const accessEnd =
      subscription.status !== 'canceled' && subscription.cancel_at ? new Date(subscription.cancel_at * 1000).toISOString() : null;
    jobs.push({ kind: 'canceled', userId, subscriptionId: subscription.id, accessEnd });
  }
  return jobs;
}
