import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminReplySupportRequest as route } from '#functions/support/routes';
import { apiCall } from '@/lib/api-client';
import { supportInboxKey } from './admin-support-inbox';
import { supportRequestKey } from './admin-support-request';

/** POST /api/admin/support/{id}/replies: stores the reply, marks the request answered and emails the subscriber. */
export function replySupportRequest({ id, message }: { id: string; message: string }): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { id }, body: { message } });
}

/** The page shows the answer's thread at once; both inbox lists are read again (the request moved). */
export function useReplySupportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replySupportRequest,
    onSuccess: ({ request }, { id }) => {
      client.setQueryData(supportRequestKey(id), { request });
      return client.invalidateQueries({ queryKey: supportInboxKey });
    },
  });
}
