import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ResponseOf } from '#functions/platform/route';
import { listNiches as route } from '#functions/niches/routes';
import { apiCall } from '../api-client';
import { routeKey } from '../query-client';

export type ListNichesResult = ResponseOf<typeof route>;
export type NicheItem = ListNichesResult['niches'][number];

/** GET /api/niches: the active approved niches in sort order. Throws the client's ApiError. */
export function listNiches(): Promise<ListNichesResult> {
  return apiCall(route);
}

export function nichesQueryOptions() {
  // The niche list changes when an admin edits it, not during a visit.
  return queryOptions({ queryKey: routeKey(route), queryFn: listNiches, staleTime: 10 * 60_000 });
}

const NO_NICHES: readonly NicheItem[] = [];

/**
 * The sign-up niches (active, in sort order). A failure is only logged (no message is promised
 * for it), leaving the list empty.
 */
export function useNiches(): { readonly niches: readonly NicheItem[]; readonly loading: boolean } {
  const query = useQuery(nichesQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Could not load the niche list:', query.error);
  }, [query.error]);
  return { niches: query.data?.niches ?? NO_NICHES, loading: query.isPending };
}

/** A niche's display name, or its id when the list does not have it (yet). */
export function nicheName(niches: readonly NicheItem[], niche: string): string {
  return niches.find((item) => item.niche === niche)?.displayName ?? niche;
}
