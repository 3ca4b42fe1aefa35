import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminNicheTaste as route } from '#functions/personal/feedback-admin-routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type NicheTaste = ResponseOf<typeof route>;
export type NicheTasteRow = NicheTaste['traits'][number];

/** GET /api/admin/niche-taste: what one niche's subscribers film and reject, per topic, format and kind of ask. */
export function getNicheTaste(niche: string): Promise<NicheTaste> {
  return apiCall(route, { query: { niche } });
}

export function nicheTasteQueryOptions(niche: string) {
  return queryOptions({ queryKey: routeKey(route, { niche }), queryFn: () => getNicheTaste(niche) });
}

const tasteFailedNotice = (error: unknown): Notice => ({
  title: 'Failed to load what subscribers film',
  description: messageOr(error, 'Please try again.'),
  variant: 'destructive',
});

/** Only with a niche chosen: the counts are kept per niche. */
export function useNicheTaste(niche: string | null) {
  const query = useQuery({ ...nicheTasteQueryOptions(niche ?? ''), enabled: niche !== null });
  useErrorNotice(query.error, tasteFailedNotice, 'Failed to load the niche taste:');
  return query;
}
