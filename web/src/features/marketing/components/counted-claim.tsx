import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { promoStatsQueryOptions, usePromoStats } from '../api/promo-stats';
import { queryClient } from '@/lib/query-client';
import { PromoClaimForm } from './promo-claim-form';

/**
 * The claim form under "Only X of Y promo codes remaining", reloaded after a claim. A prerendered
 * page has no app around it, so this brings the app's query cache itself (in the SPA it is the one
 * the app already provides); only the pages that show counts carry TanStack Query.
 */
export function CountedClaim({ nicheInput }: { readonly nicheInput: 'dropdown' | 'text' }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Counts nicheInput={nicheInput} />
    </QueryClientProvider>
  );
}

function Counts({ nicheInput }: { readonly nicheInput: 'dropdown' | 'text' }) {
  const client = useQueryClient();
  const stats = usePromoStats();
  return (
    <>
      <p className="mk-counter" aria-live="polite">
        {stats ? `Only ${stats.remaining} of ${stats.total} promo codes remaining` : 'Limited promo codes available'}
      </p>
      <PromoClaimForm
        nicheInput={nicheInput}
        onSettled={() => void client.invalidateQueries({ queryKey: promoStatsQueryOptions().queryKey })}
      />
    </>
  );
}
