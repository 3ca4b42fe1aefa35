import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { listIdeas } from '#functions/ideas/routes';
import { updateNiche as route } from '#functions/subscribers/routes';
import { apiCall } from '@/lib/api-client';
import { setSubscriber } from '@/lib/api/get-me';
import { routeKey } from '@/lib/query-client';

export type UpdateNicheResult = ResponseOf<typeof route>;

/** PATCH /api/me/niche: moves me to another niche; its ideas start within 24 hours. Throws the client's ApiError. */
export function updateNiche(niche: string): Promise<UpdateNicheResult> {
  return apiCall(route, { body: { niche } });
}

/**
 * The answer is the new record (me); the new niche's progress starts, so every ideas list (its
 * progress, its filters) is read again.
 */
export function useUpdateNiche() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNiche,
    onSuccess: ({ subscriber }) => {
      setSubscriber(client, subscriber);
      // Not awaited: the change is saved, and the toast need not wait for the lists.
      void client.invalidateQueries({ queryKey: routeKey(listIdeas) });
    },
  });
}
