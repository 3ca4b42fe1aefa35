/**
 * What the /ambassadors page promises (docs/product-rules.md#ambassador-programme-terms). Every
 * amount, rate and period comes from the constants the ledger, the payout run and the referral
 * capture use, so the page cannot promise what the programme does not do.
 */
import { AUDIENCE_SIZES, EXPERIENCE_LEVELS, MARKETING_CHANNELS } from '#functions/ambassadors/routes';
import {
  HOLD_DAYS,
  PAYOUT_METHODS,
  PAYOUT_MINIMUM_CENTS,
  PROMISED_COMMISSION_RATE,
  earningsPerPlan,
  formatCents,
  monthlyEarningsExample,
  ratePercent,
  type PayoutMethod,
} from '#functions/ambassadors/commission';
import { planById } from '#functions/shared/plans';
import { PRODUCT_NAME } from '#functions/shared/product';
import { REFERRAL_TTL_DAYS } from '#functions/referrals/rules';

/** "50%". */
export const COMMISSION_PERCENT = `${ratePercent(PROMISED_COMMISSION_RATE) ?? 0}%`;

/** Applications are answered within this many hours, as the success toast says too (docs/product-rules.md#ambassador-programme-terms). */
export const REVIEW_HOURS = 24;

/** `$1,400` for a whole-dollar amount, `$4.50` otherwise: prose reads better without `.00`. */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).slice(0, -3) : formatCents(cents);
}

const PERIOD_WORD = { week: 'weekly', month: 'monthly', year: 'yearly' } as const;

export interface EarningsRow {
  readonly plan: string;
  /** "$28/month". */
  readonly price: string;
  /** "$14.00": the commission on one payment of the plan. */
  readonly commission: string;
  /** "every monthly payment". */
  readonly when: string;
}

/** The earnings table: each plan's price and the commission on each of its payments. */
export const EARNINGS: readonly EarningsRow[] = earningsPerPlan().map((row) => {
  const plan = planById(row.plan);
  return {
    plan: plan.name,
    price: `${formatDollars(row.priceCents)}/${plan.period}`,
    commission: formatCents(row.commissionCents),
    when: `every ${PERIOD_WORD[plan.period]} payment`,
  };
});

/** The worked example: this many referrals on the monthly plan. */
export const EXAMPLE_REFERRALS = 100;
export const EXAMPLE_MONTHLY_EARNINGS = formatDollars(monthlyEarningsExample(EXAMPLE_REFERRALS, 'monthly'));

const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = { paypal: 'PayPal', stripe: 'Stripe', bank_transfer: 'bank transfer' };

/** "PayPal, Stripe or bank transfer". */
export const PAYOUT_METHODS_TEXT = listText(
  PAYOUT_METHODS.map((method) => PAYOUT_METHOD_LABELS[method]),
  'or',
);
export const PAYOUT_MINIMUM = formatDollars(PAYOUT_MINIMUM_CENTS);

function listText(items: readonly string[], conjunction: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)!}`;
}

export interface Term {
  readonly title: string;
  readonly text: string;
}

/** The programme terms, in the promised order (docs/product-rules.md#ambassador-programme-terms). */
export const TERMS: readonly Term[] = [
  {
    title: `${COMMISSION_PERCENT} lifetime commission`,
    text: `You earn ${COMMISSION_PERCENT} of every payment a creator you referred makes, for as long as they stay subscribed.`,
  },
  {
    title: 'Monthly payouts',
    text: `We pay once a month by ${PAYOUT_METHODS_TEXT}.`,
  },
  {
    title: `${HOLD_DAYS}-day hold for new ambassadors`,
    text: `Each commission is held for ${HOLD_DAYS} days after the payment it comes from, so refunds can settle first. A refunded payment's commission is reversed.`,
  },
  {
    title: `${PAYOUT_MINIMUM} minimum payout`,
    text: `A payout is made once your due balance reaches ${PAYOUT_MINIMUM}. A smaller balance rolls over to the next month; nothing is lost.`,
  },
  {
    title: `${REFERRAL_TTL_DAYS}-day tracking`,
    text: `Someone who opens your link and subscribes within ${REFERRAL_TTL_DAYS} days counts as your referral.`,
  },
  {
    title: 'Paid advertising needs approval',
    text: 'Ask us before running paid ads that mention or link to us. Organic posts, videos, newsletters and blogs need no approval.',
  },
  {
    title: `Review within ${REVIEW_HOURS} hours`,
    text: `We review every application within ${REVIEW_HOURS} hours and email you the answer, with your link if you are in.`,
  },
];

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

const [weekly, monthly, yearly] = EARNINGS;

/** Rendered on the page and sent as FAQPage structured data: one list, so the two always agree. */
export const AMBASSADOR_FAQ: readonly FaqItem[] = [
  {
    question: 'How much can I earn?',
    answer: `${COMMISSION_PERCENT} of every payment your referrals make, for life: ${weekly!.commission} per weekly payment, ${monthly!.commission} per monthly payment and ${yearly!.commission} per yearly payment. ${EXAMPLE_REFERRALS} referrals on the monthly plan earn you ${EXAMPLE_MONTHLY_EARNINGS} every month.`,
  },
  {
    question: 'How long does my referral link count?',
    answer: `${REFERRAL_TTL_DAYS} days. A visitor who opens your link and subscribes within ${REFERRAL_TTL_DAYS} days is your referral, even if they browse other pages first.`,
  },
  {
    question: 'When and how do I get paid?',
    answer: `Once a month, by ${PAYOUT_METHODS_TEXT}. Each commission becomes due ${HOLD_DAYS} days after the payment it comes from, and we pay when your due balance reaches ${PAYOUT_MINIMUM}. A smaller balance rolls over to the next month.`,
  },
  {
    question: 'What happens if a referral asks for a refund?',
    answer:
      'The commission on the refunded payment is taken back: cancelled if it has not been paid out yet, or deducted from your next payout if it has.',
  },
  {
    question: 'Can I run paid ads?',
    answer: `Yes, with our approval first. Write to us with the platform and the ads you have in mind. Posts, videos, newsletters and blog articles need no approval.`,
  },
  {
    question: 'Can I refer my own account?',
    answer: `No. A subscription on your own email address or payment account earns no commission. Recommend ${PRODUCT_NAME} to others as much as you like.`,
  },
  {
    question: 'Do I need a large audience?',
    answer:
      'No. We welcome creators, bloggers, newsletter writers and coaches of every size. An engaged audience that makes content matters more than a big one.',
  },
  {
    question: 'How soon will I hear back?',
    answer: `Within ${REVIEW_HOURS} hours. If you are approved, the email brings your referral link, and your ambassador portal shows your clicks, sign-ups and commissions.`,
  },
];

/**
 * The application form's lists (docs/product-rules.md#ambassador-applications) with the words a
 * visitor reads; the form sends the values.
 */
export const CHANNEL_LABELS: Record<(typeof MARKETING_CHANNELS)[number], string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter / X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  blog: 'Blog',
  email: 'Email newsletter',
  other: 'Other',
};

export const AUDIENCE_SIZE_LABELS: Record<(typeof AUDIENCE_SIZES)[number], string> = {
  '0-1k': 'Under 1,000',
  '1k-10k': '1,000 to 10,000',
  '10k-50k': '10,000 to 50,000',
  '50k-100k': '50,000 to 100,000',
  '100k+': 'More than 100,000',
};

export const EXPERIENCE_LEVEL_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  beginner: 'Beginner: new to affiliate marketing',
  intermediate: 'Intermediate: I have promoted a few products',
  advanced: 'Advanced: affiliate income is a regular part of my work',
  expert: 'Expert: I run affiliate campaigns at scale',
};

export const CHANNEL_OPTIONS = MARKETING_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));
export const AUDIENCE_SIZE_OPTIONS = AUDIENCE_SIZES.map((value) => ({ value, label: AUDIENCE_SIZE_LABELS[value] }));
export const EXPERIENCE_LEVEL_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LEVEL_LABELS[value] }));
