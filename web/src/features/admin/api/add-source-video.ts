import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminAddSourceVideo as route } from '#functions/ingestion/routes';
import { apiCall } from '@/lib/api-client';
import { sourcesKey } from './get-sources';

export type AddSourceResult = ResponseOf<typeof route>;

/** POST /api/admin/sources/{niche}/videos: a YouTube video by URL, looked up on YouTube first. Throws the client's ApiError. */
export function addSourceVideo({ niche, url }: { niche: string; url: string }): Promise<AddSourceResult> {
  return apiCall(route, { params: { niche }, body: { url } });
}

export function useAddSourceVideo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addSourceVideo, onSuccess: () => client.invalidateQueries({ queryKey: sourcesKey }) });
}
