import { planHasFeature, planById, TRIAL_DAYS, type PlanId } from '#functions/shared/plans';

/**
 * Support requests (docs/product-rules.md#support): what a request may say, which ones are
 * priority, and the account facts an admin sees beside it. Pure: the routes, the store, the emails
 * and the web form read these.
 */

export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5_000;
export const REPLY_MAX = 5_000;

/** What a request is about, as the form lists them; optional, it only helps the admin read the inbox. */
export const SUPPORT_CATEGORIES = ['account', 'billing', 'ideas', 'plan-features', 'bug', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'My account',
  billing: 'Billing and plans',
  ideas: 'My daily ideas',
  'plan-features': 'Calendar, analytics or year plan',
  bug: 'Something is broken',
  other: 'Something else',
};

/** The form's and the API's messages (word for word in docs/product-rules.md#support). */
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Add a subject',
  subjectTooLong: `Keep the subject to ${SUBJECT_MAX} characters`,
  messageTooShort: `Tell us a little more: at least ${MESSAGE_MIN} characters`,
  messageTooLong: `Keep the message to ${MESSAGE_MAX.toLocaleString('en-US')} characters`,
  replyRequired: 'Write a reply',
  replyTooLong: `Keep the reply to ${REPLY_MAX.toLocaleString('en-US')} characters`,
  category: 'Choose a topic from the list',
} as const;

export const SUPPORT_STATUSES = ['open', 'answered'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/**
 * A request is priority when the plan it was sent on includes priority support and that
 * subscription gives access now (a trial counts; an ended one does not), read at the moment it is
 * sent: a later plan change does not reorder requests already in the inbox.
 */
export function isPriority(facts: Pick<AccountFacts, 'plan' | 'subscribed'>): boolean {
  return facts.subscribed && planHasFeature(facts.plan, 'prioritySupport');
}

/** The sender's account as it was when the request was sent: what an admin needs without looking it up. */
export interface AccountFacts {
  userId: string;
  email: string;
  /** "Cora Reed"; null for an account that never finished sign-up. */
  name: string | null;
  plan: PlanId | null;
  /** Stripe's status as the webhook stored it (trialing, active, past_due, canceled…), or null without a subscription. */
  status: string | null;
  /** Whether the subscription gives access now. */
  subscribed: boolean;
  /**
   * When the free trial ends, ISO: the first access plus the trial's days, only while the status
   * is trialing (the record does not keep Stripe's own trial end).
   */
  trialEnd: string | null;
  /** End of access of a canceled subscription, ISO. */
  accessEnd: string | null;
  niche: string | null;
  /** When the subscriber record was created (sign-up), ISO; null without one. */
  accountCreatedAt: string | null;
}

/** What the facts are read from: the caller's subscriber record (if any) and their verified token. */
export interface FactsSource {
  readonly auth: { readonly userId: string; readonly email: string | null };
  readonly record: {
    email: string;
    firstName: string;
    lastName: string;
    niche: string | null;
    subscribed: boolean;
    subscriptionTier: PlanId | null;
    subscriptionStatus: string | null;
    subscriptionEnd: string | null;
    createdAt: string;
    activatedAt?: string;
  } | null;
}

const DAY_MS = 86_400_000;

export function accountFacts({ auth, record }: FactsSource): AccountFacts {
  const name = record ? `${record.firstName} ${record.lastName}`.trim() : '';
  const trialing = record?.subscriptionStatus === 'trialing';
  return {
    userId: auth.userId,
    email: (record?.email ?? auth.email ?? '').toLowerCase(),
    name: name === '' ? null : name,
    plan: record?.subscriptionTier ?? null,
    status: record?.subscriptionStatus ?? null,
    subscribed: record?.subscribed ?? false,
    trialEnd: trialing && record?.activatedAt ? new Date(Date.parse(record.activatedAt) + TRIAL_DAYS * DAY_MS).toISOString() : null,
    accessEnd: record?.subscriptionEnd ?? null,
    niche: record?.niche ?? null,
    accountCreatedAt: record?.createdAt ?? null,
  };
}

/** "Monthly ($28/month), trialing" or "No plan": one line for the inbox and the admins' email. */
export function planLine(facts: Pick<AccountFacts, 'plan' | 'status' | 'subscribed'>): string {
  if (!facts.plan) return 'No plan';
  const plan = planById(facts.plan);
  const price = `$${plan.price}/${plan.period}`;
  const status = facts.status ?? (facts.subscribed ? 'active' : 'no access');
  return `${plan.name} (${price}), ${status.replaceAll('_', ' ')}${facts.subscribed ? '' : ', no access now'}`;
}

/**
 * The inbox order: open priority requests first, then the rest, each oldest first. The index sort
 * key spells the same order (store.ts), so a Query returns it; this is the rule it implements.
 */
export function inboxOrderKey(request: { priority: boolean; createdAt: string; id: string }): string {
  return `${request.priority ? 0 : 1}#${request.createdAt}#${request.id}`;
}

/** "Re: <subject>" for the answer's email, once however many times it is answered. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The facts as the admins' email and the request page list them, in this order; unknown ones are said so. */
export function factLines(facts: AccountFacts): Array<{ label: string; value: string }> {
  return [
    { label: 'Email', value: facts.email || 'Unknown' },
    { label: 'Name', value: facts.name ?? 'Not given (no subscriber record)' },
    { label: 'Plan', value: planLine(facts) },
    ...(facts.trialEnd ? [{ label: 'Trial ends', value: dateOf(facts.trialEnd) }] : []),
    ...(facts.accessEnd ? [{ label: 'Access ends', value: dateOf(facts.accessEnd) }] : []),
    { label: 'Niche', value: facts.niche ?? 'None' },
    { label: 'Signed up', value: facts.accountCreatedAt ? dateOf(facts.accountCreatedAt) : 'Not signed up' },
    { label: 'User id', value: facts.userId },
  ];
}
