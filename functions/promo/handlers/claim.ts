import { claimPromo } from '../routes';
import { listNiches } from '#functions/niches/store';
import { claimPromoCode } from '../store';
import { addToWaitlist, AlreadyOnWaitlist } from '#functions/waitlist/store';
import { Conflict, NotFound } from '#functions/platform/errors';
import { requireKnownNiche } from '#functions/shared/leads';
import { routeHandler } from '#functions/platform/http/handler';

export const handler = routeHandler(claimPromo, async ({ body }) => {
  const contentNiche = requireKnownNiche(body.contentNiche, await listNiches(), 'contentNiche');
  const result = await claimPromoCode({ code: body.promoCode, email: body.email, contentNiche, timeZone: body.timeZone });
  switch (result.outcome) {
    case 'claimed':
      return { outcome: 'claimed' as const };
    case 'invalid_promo_code':
      throw new NotFound('This promo code does not exist. Please check and try again.', 'invalid_promo_code');
    case 'email_already_claimed':
      throw new Conflict('This email has already claimed a promo code.', 'email_already_claimed');
    case 'already_claimed':
      if (result.alternativeCode) return { outcome: 'already_claimed' as const, alternativeCode: result.alternativeCode };
      // The pool is empty: keep the visitor for the next promo. Already listed counts as done
      // (docs/product-rules.md#promo-codes).
      await addToWaitlist({
        email: body.email,
        niche: contentNiche,
        referredBy: null,
        source: 'promo',
        createdAt: new Date().toISOString(),
      }).catch((error: unknown) => {
        if (!(error instanceof AlreadyOnWaitlist)) throw error;
      });
      return { outcome: 'waitlisted' as const };
  }
});
