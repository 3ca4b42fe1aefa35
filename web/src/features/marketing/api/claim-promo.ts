import type { BodyOf } from '#functions/platform/route';
import type { claimPromo as claimPromoRoute } from '#functions/promo/routes';
import type { PromoClaimResult } from '../promo-messages';

export type ClaimPromoInput = BodyOf<typeof claimPromoRoute>;

/** POST /api/promo/claim, loading the client on first use. Throws the client's ApiError. */
export async function claimPromo(body: ClaimPromoInput): Promise<PromoClaimResult> {
  const [{ apiCall }, { claimPromo: route }] = await Promise.all([import('@/lib/api-client'), import('#functions/promo/routes')]);
  return apiCall(route, { body });
}
