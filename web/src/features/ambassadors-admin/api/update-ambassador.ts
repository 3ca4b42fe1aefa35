import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { adminUpdateAmbassador as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { ambassadorsKey } from './get-ambassadors';

export type AmbassadorChanges = BodyOf<typeof route>;

/** PUT /api/admin/ambassadors/{code}: every field but the code, which every shared link carries. */
export function updateAmbassador({ code, changes }: { code: string; changes: AmbassadorChanges }): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { code }, body: changes });
}

export function useUpdateAmbassador() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAmbassador, onSuccess: () => client.invalidateQueries({ queryKey: ambassadorsKey }) });
}
