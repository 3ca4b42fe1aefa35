import * as z from 'zod/mini';
import type { ResponseOf } from '#functions/platform/route';
import type { claimPromo } from '#functions/promo/routes';
import { emailAddress } from '#functions/shared/schemas';
import { apiErrorCode, type LeadMessage } from './lead-message';
import { toNicheSlug } from './niche-options';

export type PromoClaimResult = ResponseOf<typeof claimPromo>;

export interface PromoClaimValues {
  readonly promoCode: string;
  readonly email: string;
  readonly contentNiche: string;
}

/** Field names as the "Missing required fields" toast lists them, in form order (docs/product-rules.md#promo-codes). */
const FIELD_LABELS: ReadonlyArray<readonly [keyof PromoClaimValues, string]> = [
  ['promoCode', 'Promo code'],
  ['email', 'Email'],
  ['contentNiche', 'Content niche'],
];

const label = (field: keyof PromoClaimValues) => FIELD_LABELS.find(([key]) => key === field)?.[1] ?? field;

/** Empty after trimming: the field's label is the message, so the form can list it (docs/product-rules.md#promo-codes). */
const required = (field: keyof PromoClaimValues) => z.string().check(z.trim(), z.minLength(1, label(field)));

/**
 * The claim form's schema: every field required after trimming, the email as the server checks it,
 * and a typed niche sent as the slug the API accepts ("TikTok Growth" becomes "tiktok-growth").
 */
export function promoClaimFormSchema(nicheInput: 'dropdown' | 'text') {
  return z.object({
    promoCode: required('promoCode'),
    email: z.pipe(required('email'), emailAddress),
    contentNiche:
      nicheInput === 'text' ? z.pipe(z.pipe(z.string(), z.transform(toNicheSlug)), required('contentNiche')) : required('contentNiche'),
  });
}

export type PromoClaimFormSchema = ReturnType<typeof promoClaimFormSchema>;

/** The labels of the fields the schema found empty, in form order (docs/product-rules.md#promo-codes). */
export function missingPromoFields(errors: Partial<Record<keyof PromoClaimValues, { readonly message?: string }>>): string[] {
  return FIELD_LABELS.filter(([key, text]) => errors[key]?.message === text).map(([, text]) => text);
}

/** Whether the message is the schema's "missing" one, which the form lists in a toast rather than under the field. */
export function isMissingFieldMessage(message: string | undefined): boolean {
  return FIELD_LABELS.some(([, text]) => text === message);
}

export function missingFieldsMessage(missing: readonly string[]): LeadMessage {
  return { title: 'Missing required fields', description: `Please fill in: ${missing.join(', ')}`, variant: 'destructive' };
}

export const promoMessages = {
  // Word for word as promised (docs/product-rules.md#promo-codes), with the product's name.
  claimed: {
    title: 'Welcome to CommentSpark! 🎉',
    description: 'Success! Expect your first content idea by email in the next 24 hours.',
    variant: 'default',
  },
  waitlisted: {
    title: 'All promo codes claimed',
    description: "All promo codes have been used, but we've added you to our waitlist and we'll be in touch the next time we run a promo!",
    variant: 'default',
  },
  invalidCode: {
    title: 'Invalid promo code',
    description: 'This promo code does not exist. Please check and try again.',
    variant: 'destructive',
  },
  // One code per email (docs/product-rules.md#promo-codes): the server refuses a second code for
  // the same email.
  emailAlreadyClaimed: {
    title: 'Promo code already claimed',
    description: 'This email has already claimed a promo code.',
    variant: 'destructive',
  },
  failed: { title: 'Something went wrong', description: 'Please try again or contact support.', variant: 'destructive' },
} as const satisfies Record<string, LeadMessage>;

export function alternativeCodeMessage(code: string): LeadMessage {
  return {
    title: 'Promo code already claimed',
    description: `This promo code has already been used. However, try this one: ${code}`,
    variant: 'default',
  };
}

export interface PromoClaimReaction {
  readonly message: LeadMessage;
  /** Cleared after success or waitlisting (docs/product-rules.md#promo-codes); an unknown code keeps what was typed. */
  readonly clearFields: boolean;
  /** Pages that show "Only X of Y promo codes remaining" reload the counts. */
  readonly reloadCounts: boolean;
  readonly log: boolean;
}

/** What the form does with the server's answer. */
export function promoClaimReaction(result: PromoClaimResult): PromoClaimReaction {
  switch (result.outcome) {
    case 'claimed':
      return { message: promoMessages.claimed, clearFields: true, reloadCounts: true, log: false };
    case 'already_claimed':
      return { message: alternativeCodeMessage(result.alternativeCode), clearFields: false, reloadCounts: false, log: false };
    case 'waitlisted':
      return { message: promoMessages.waitlisted, clearFields: true, reloadCounts: true, log: false };
  }
}

/** What the form does when the claim throws. */
export function promoFailureReaction(error: unknown): PromoClaimReaction {
  switch (apiErrorCode(error)) {
    case 'invalid_promo_code':
      return { message: promoMessages.invalidCode, clearFields: false, reloadCounts: false, log: false };
    case 'email_already_claimed':
      return { message: promoMessages.emailAlreadyClaimed, clearFields: false, reloadCounts: false, log: false };
    default:
      return { message: promoMessages.failed, clearFields: false, reloadCounts: false, log: true };
  }
}
