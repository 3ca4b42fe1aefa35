import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminSetSourceQueries as route } from '#functions/ingestion/routes';
import { apiCall } from '@/lib/api-client';
import { sourcesKey } from './get-sources';

export interface SourceQueriesChange {
  readonly niche: string;
  readonly queries: string[];
  /** The version the admin edited: a stale one is refused (409) rather than overwriting someone else's edit. */
  readonly version: number;
}

/** PUT /api/admin/sources/{niche}/queries. Throws the client's ApiError (400 with field errors, 409 when stale). */
export function setSourceQueries({ niche, queries, version }: SourceQueriesChange): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { niche }, body: { queries, version } });
}

/** Saved or refused as stale, the page reads the niches again: a 409 means someone else's edit is there to see. */
export function useSetSourceQueries() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setSourceQueries, onSettled: () => client.invalidateQueries({ queryKey: sourcesKey }) });
}
