import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PROMO_NICHE_OPTIONS, toNicheSlug } from '@/features/marketing/niche-options';
import {
  isMissingFieldMessage,
  missingFieldsMessage,
  missingPromoFields,
  promoClaimFormSchema,
  promoClaimReaction,
  promoFailureReaction,
} from '@/features/marketing/promo-messages';
import { EMAIL_MISSING, waitlistFailure, waitlistFormSchema, waitlistMessages } from '@/features/marketing/waitlist-messages';

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

/** What the form's resolver hands over: each refused field with the schema's first message. */
function schemaErrors(values: Record<string, string>, nicheInput: 'dropdown' | 'text' = 'dropdown') {
  const result = promoClaimFormSchema(nicheInput).safeParse(values);
  const errors: Record<string, { message: string }> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= { message: issue.message };
  return errors;
}

describe('waiting-list form schema', () => {
  it("calls an empty or blank address missing, which the form shows as the spec's toast", () => {
    for (const email of ['', '   ']) {
      expect(waitlistFormSchema.safeParse({ email }).error?.issues.map((issue) => issue.message)).toEqual([EMAIL_MISSING]);
    }
    expect(EMAIL_MISSING).toBe(waitlistMessages.emailRequired.title);
  });

  it('refuses a malformed address with the message the server would give', () => {
    expect(waitlistFormSchema.safeParse({ email: 'ana@' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('sends the address trimmed', () => {
    expect(waitlistFormSchema.parse({ email: ' ana@example.com ' })).toEqual({ email: 'ana@example.com' });
  });
});

describe('promo claim: missing fields', () => {
  it('finds nothing missing when every field has text', () => {
    expect(missingPromoFields(schemaErrors(filled))).toEqual([]);
  });

  it('lists every empty field by name, in form order', () => {
    expect(missingPromoFields(schemaErrors({ promoCode: '', email: '', contentNiche: '' }))).toEqual([
      'Promo code',
      'Email',
      'Content niche',
    ]);
  });

  it('counts a field of spaces as missing', () => {
    expect(missingPromoFields(schemaErrors({ ...filled, email: '   ' }))).toEqual(['Email']);
  });

  it('lists only the missing ones', () => {
    expect(missingPromoFields(schemaErrors({ promoCode: ' ', email: 'ana@example.com', contentNiche: '' }))).toEqual([
      'Promo code',
      'Content niche',
    ]);
  });

  it('counts a typed niche with nothing to make a slug of as missing', () => {
    expect(missingPromoFields(schemaErrors({ ...filled, contentNiche: '🙂' }, 'text'))).toEqual(['Content niche']);
  });

  it('does not list a malformed email as missing: its own message shows under the field', () => {
    const errors = schemaErrors({ ...filled, email: 'ana.example.com' });
    expect(missingPromoFields(errors)).toEqual([]);
    expect(errors.email?.message).toBe('Please enter a valid email address');
    expect(isMissingFieldMessage(errors.email?.message)).toBe(false);
  });

  it('sends trimmed values, and a typed niche as its slug', () => {
    const parsed = promoClaimFormSchema('text').parse({
      promoCode: ' SPARK-42 ',
      email: ' ana@example.com ',
      contentNiche: ' TikTok Growth ',
    });
    expect(parsed).toEqual({ promoCode: 'SPARK-42', email: 'ana@example.com', contentNiche: 'tiktok-growth' });
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
