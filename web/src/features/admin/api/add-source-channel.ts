import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminAddSourceChannel as route } from '#functions/ingestion/routes';
import { apiCall } from '@/lib/api-client';
import { sourcesKey } from './get-sources';

/** POST /api/admin/sources/{niche}/channels: a YouTube channel by URL (@handle or /channel/UC…). Throws the client's ApiError. */
export function addSourceChannel({ niche, url }: { niche: string; url: string }): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { niche }, body: { url } });
}

export function useAddSourceChannel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addSourceChannel, onSuccess: () => client.invalidateQueries({ queryKey: sourcesKey }) });
}
