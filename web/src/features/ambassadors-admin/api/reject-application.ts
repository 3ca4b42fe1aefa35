import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminRejectApplication as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { ambassadorsKey } from './get-ambassadors';
import { applicationsKey } from './get-applications';

export function rejectApplication(id: string): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { id } });
}

export function useRejectApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: applicationsKey }), client.invalidateQueries({ queryKey: ambassadorsKey })]),
  });
}
