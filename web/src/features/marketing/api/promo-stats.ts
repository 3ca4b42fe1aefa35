import { useEffect, useState } from 'react';

export interface PromoStats {
  readonly total: number;
  readonly remaining: number;
}

/** Spec 8: a failed count load is only logged and the counts stay 0. */
export async function loadPromoStats(): Promise<PromoStats> {
  try {
    const [{ apiCall }, { promoStats }] = await Promise.all([
      import('@/lib/api-client'),
      import('../../../../../functions/contract/routes'),
    ]);
    return await apiCall(promoStats);
  } catch (error) {
    console.error('Failed to load promo code counts', error);
    return { total: 0, remaining: 0 };
  }
}

/**
 * The promo counts, loaded after hydration (null until then, so the prerendered HTML and the
 * first client render agree). `reload` fetches them again after a claim.
 */
export function usePromoStats(): { stats: PromoStats | null; reload: () => void } {
  const [stats, setStats] = useState<PromoStats | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    void loadPromoStats().then((next) => {
      if (current) setStats(next);
    });
    return () => {
      current = false;
    };
  }, [version]);
  return { stats, reload: () => setVersion((value) => value + 1) };
}
