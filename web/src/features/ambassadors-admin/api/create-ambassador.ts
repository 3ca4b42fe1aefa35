import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { adminCreateAmbassador as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { ambassadorsKey } from './get-ambassadors';

export type NewAmbassador = BodyOf<typeof route>;

/** POST /api/admin/ambassadors: a taken code is the server's 409 ("That code is taken. Choose another one."). */
export function createAmbassador(body: NewAmbassador): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { body });
}

export function useCreateAmbassador() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAmbassador, onSuccess: () => client.invalidateQueries({ queryKey: ambassadorsKey }) });
}
