import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { submitSupportRequest as route } from '#functions/support/routes';
import { apiCall } from '@/lib/api-client';
import { mySupportRequestsKey } from './list-my-support-requests';

export type SupportRequestBody = BodyOf<typeof route>;

/** POST /api/support: answered 201 with the stored request. Throws the client's ApiError. */
export function submitSupportRequest(body: SupportRequestBody): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { body });
}

/** The list is read again: it now holds the new request at the top. */
export function useSubmitSupportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitSupportRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: mySupportRequestsKey }),
  });
}
