import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { adminGetSeasons, adminResetSeasons, adminSetSeasons } from '#functions/year-plan/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type SeasonsView = ResponseOf<typeof adminGetSeasons>;
export type EditedMoment = BodyOf<typeof adminSetSeasons>['moments'][number];

/** GET /api/admin/seasons/{niche}: the niche's live moments, its version, its knowledge topics and every niche. */
export function getSeasons(niche: string): Promise<SeasonsView> {
  return apiCall(adminGetSeasons, { params: { niche } });
}

export const seasonsKey = (niche: string) => routeKey(adminGetSeasons, { niche });

export function seasonsQueryOptions(niche: string) {
  return queryOptions({ queryKey: seasonsKey(niche), queryFn: () => getSeasons(niche) });
}

export function useSeasons(niche: string) {
  return useQuery(seasonsQueryOptions(niche));
}

export interface SeasonsChange {
  readonly niche: string;
  readonly moments: EditedMoment[];
  /** The version the admin edited: a stale one is refused (409) rather than overwriting someone else's edit. */
  readonly version: number;
}

/** PUT /api/admin/seasons/{niche}: the whole list. Throws the client's ApiError (400 with field errors, 409 when stale). */
export function setSeasons({ niche, moments, version }: SeasonsChange): Promise<SeasonsView> {
  return apiCall(adminSetSeasons, { params: { niche }, body: { moments, version } });
}

/** POST /api/admin/seasons/{niche}/reset: the shipped list back, over the version read. */
export function resetSeasons({ niche, version }: { niche: string; version: number }): Promise<SeasonsView> {
  return apiCall(adminResetSeasons, { params: { niche }, body: { version } });
}

/** Saved, reset or refused as stale, the niche is read again: a 409 means someone else's edit is there to see. */
export function useSaveSeasons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSeasons,
    onSettled: (_d, _e, change) => client.invalidateQueries({ queryKey: seasonsKey(change.niche) }),
  });
}

export function useResetSeasons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetSeasons,
    onSettled: (_d, _e, change) => client.invalidateQueries({ queryKey: seasonsKey(change.niche) }),
  });
}
