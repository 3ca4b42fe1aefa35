import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { promoStats as route } from '#functions/promo/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type PromoStats = ResponseOf<typeof route>;

/** GET /api/promo/stats. A failed count load is only logged, and the counts read 0 (docs/product-rules.md#promo-codes). */
export async function getPromoStats(): Promise<PromoStats> {
  try {
    return await apiCall(route);
  } catch (error) {
    console.error('Failed to load promo code counts', error);
    return { total: 0, remaining: 0 };
  }
}

export function promoStatsQueryOptions() {
  return queryOptions({ queryKey: routeKey(route), queryFn: getPromoStats });
}

/**
 * The promo counts: undefined until they load after hydration (the prerendered HTML has none), so
 * the server's and the browser's first render agree.
 */
export function usePromoStats(): PromoStats | undefined {
  return useQuery(promoStatsQueryOptions()).data;
}
