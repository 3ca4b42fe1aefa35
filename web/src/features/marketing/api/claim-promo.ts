import type { BodyOf } from '../../../../../functions/contract/route';
import type { claimPromo as claimPromoRoute } from '../../../../../functions/contract/routes-promo';
import type { PromoClaimResult } from '@/features/marketing/promo-messages';

export type ClaimPromoInput = BodyOf<typeof claimPromoRoute>;

/** POST /api/promo/claim, loading the client on first use. Throws the client's ApiError. */
export async function claimPromo(body: ClaimPromoInput): Promise<PromoClaimResult> {
  const [{ apiCall }, { claimPromo: route }] = await Promise.all([
    import('@/lib/api-client'),
    import('../../../../../functions/contract/routes-promo'),
  ]);
  return apiCall(route, { body });
}
