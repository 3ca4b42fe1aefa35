import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminApproveApplication as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { ambassadorsKey } from './get-ambassadors';
import { applicationsKey } from './get-applications';

/** Approve: the ambassador at the promised 50%, a generated code, the portal account and the email with the link. */
export function approveApplication(id: string): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { id }, body: {} });
}

export function useApproveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    // Settled, not only success: a 409 means another admin reviewed it, and the lists should say so.
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: applicationsKey }), client.invalidateQueries({ queryKey: ambassadorsKey })]),
  });
}
