import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import { PROMO_NICHE_OPTIONS, toNicheSlug } from '../../web/src/features/marketing/niche-options';
import {
  missingFieldsMessage,
  missingPromoFields,
  promoClaimReaction,
  promoFailureReaction,
} from '../../web/src/features/marketing/promo-messages';
import { waitlistFailure, waitlistMessages } from '../../web/src/features/marketing/waitlist-messages';

const filled = { promoCode: 'SPARK2026', email: 'ana@example.com', contentNiche: 'skincare' };

describe('waiting-list messages', () => {
  it('asks for an email in the destructive style when the field is empty', () => {
    expect(waitlistMessages.emailRequired).toEqual({
      title: 'Email required',
      description: 'Please enter your email to join the waiting list.',
      variant: 'destructive',
    });
  });

  it('confirms a new sign-up', () => {
    expect(waitlistMessages.joined).toEqual({
      title: "You're on the list!",
      description: "We'll notify you when early access opens.",
      variant: 'default',
    });
  });

  it('treats a duplicate email as already signed up, not as an error, and clears the field', () => {
    const failure = waitlistFailure(new ApiError(409, 'already_signed_up', 'Already on the list'));
    expect(failure).toEqual({
      message: { title: 'Already signed up', description: "You're already on our waiting list", variant: 'default' },
      clearEmail: true,
      log: false,
    });
  });

  it.each([
    ['a server error', new ApiError(500, 'internal_error', 'Internal error')],
    ['a rejected body', new ApiError(400, 'invalid_input', 'Invalid input')],
    ['a network failure', new ApiError(0, 'network_error', 'Could not reach the server.')],
    ['a chunk that failed to load', new TypeError('Failed to fetch dynamically imported module')],
  ])('shows "Something went wrong", keeps the email and logs for %s', (_case, error) => {
    expect(waitlistFailure(error)).toEqual({
      message: { title: 'Something went wrong', description: 'Please try again later', variant: 'destructive' },
      clearEmail: false,
      log: true,
    });
  });
});

describe('promo claim: missing fields', () => {
  it('finds nothing missing when every field has text', () => {
    expect(missingPromoFields(filled)).toEqual([]);
  });

  it('lists every empty field by name, in form order', () => {
    expect(missingPromoFields({ promoCode: '', email: '', contentNiche: '' })).toEqual(['Promo code', 'Email', 'Content niche']);
  });

  it('counts a field of spaces as missing', () => {
    expect(missingPromoFields({ ...filled, email: '   ' })).toEqual(['Email']);
  });

  it('lists only the missing ones', () => {
    expect(missingPromoFields({ promoCode: ' ', email: 'ana@example.com', contentNiche: '' })).toEqual(['Promo code', 'Content niche']);
  });

  it('words the message as the spec does', () => {
    expect(missingFieldsMessage(['Promo code', 'Content niche'])).toEqual({
      title: 'Missing required fields',
      description: 'Please fill in: Promo code, Content niche',
      variant: 'destructive',
    });
  });
});

describe('promo claim: outcomes', () => {
  it('welcomes a successful claim, clears the form and reloads the counts', () => {
    expect(promoClaimReaction({ outcome: 'claimed' })).toEqual({
      message: {
        title: 'Welcome to CommentSpark! 🎉',
        description: 'Success! Expect your first content idea by email in the next 24 hours.',
        variant: 'default',
      },
      clearFields: true,
      reloadCounts: true,
      log: false,
    });
  });

  it('offers the alternative code and keeps the form when the code was already used', () => {
    expect(promoClaimReaction({ outcome: 'already_claimed', alternativeCode: 'GLOW-7K2P' })).toEqual({
      message: {
        title: 'Promo code already claimed',
        description: 'This promo code has already been used. However, try this one: GLOW-7K2P',
        variant: 'default',
      },
      clearFields: false,
      reloadCounts: false,
      log: false,
    });
  });

  it('tells a waitlisted visitor all codes are gone without the error style, clears the form and reloads the counts', () => {
    expect(promoClaimReaction({ outcome: 'waitlisted' })).toEqual({
      message: {
        title: 'All promo codes claimed',
        description:
          "All promo codes have been used, but we've added you to our waitlist and we'll be in touch the next time we run a promo!",
        variant: 'default',
      },
      clearFields: true,
      reloadCounts: true,
      log: false,
    });
  });
});

describe('promo claim: failures', () => {
  it('rejects an unknown code without clearing the form', () => {
    expect(promoFailureReaction(new ApiError(404, 'invalid_promo_code', 'Unknown code'))).toEqual({
      message: {
        title: 'Invalid promo code',
        description: 'This promo code does not exist. Please check and try again.',
        variant: 'destructive',
      },
      clearFields: false,
      reloadCounts: false,
      log: false,
    });
  });

  it('refuses a second code for an email that already holds one', () => {
    expect(promoFailureReaction(new ApiError(409, 'email_already_claimed', 'Taken'))).toEqual({
      message: { title: 'Promo code already claimed', description: 'This email has already claimed a promo code.', variant: 'destructive' },
      clearFields: false,
      reloadCounts: false,
      log: false,
    });
  });

  it.each([
    ['a 404 from a missing route', new ApiError(404, 'not_found', 'Not found')],
    ['a server error', new ApiError(500, 'internal_error', 'Internal error')],
    ['a thrown non-API error', new Error('boom')],
  ])('shows "Something went wrong" and logs for %s', (_case, error) => {
    expect(promoFailureReaction(error)).toEqual({
      message: { title: 'Something went wrong', description: 'Please try again or contact support.', variant: 'destructive' },
      clearFields: false,
      reloadCounts: false,
      log: true,
    });
  });
});

describe('promo niche input', () => {
  it.each([
    ['TikTok Growth', 'tiktok-growth'],
    ['  Skincare ', 'skincare'],
    ['side_hustle', 'side-hustle'],
    ['Self-care!', 'self-care'],
    ['🙂', ''],
  ])('turns a typed niche %j into the slug %j', (typed, slug) => {
    expect(toNicheSlug(typed)).toBe(slug);
  });

  it('offers the three landing-page niches first, then the rest of the sign-up list', () => {
    const values = PROMO_NICHE_OPTIONS.map((option) => option.value);
    expect(values.slice(0, 3)).toEqual(['skincare', 'haircare', 'tiktok-growth']);
    expect([...values].sort()).toEqual(
      [
        'decor',
        'fashion',
        'finance',
        'fitness',
        'food',
        'haircare',
        'parenting',
        'relationships',
        'selfcare',
        'sidehustle',
        'skincare',
        'spirituality',
        'tiktok-growth',
        'travel',
      ].sort(),
    );
  });
});
