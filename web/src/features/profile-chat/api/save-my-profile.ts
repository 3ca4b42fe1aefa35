import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { putMyProfile as route } from '#functions/profiles/routes';
import { apiCall } from '@/lib/api-client';
import { myProfileQueryOptions } from './get-my-profile';

export type SaveMyProfileBody = BodyOf<typeof route>;

/** PUT /api/me/profile: saves my profile from the form. Throws the client's ApiError (field errors on a 400). */
export function saveMyProfile(body: SaveMyProfileBody): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { body });
}

/** The answer is the saved profile: it becomes the cached one. */
export function useSaveMyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyProfile,
    onSuccess: (saved) => client.setQueryData(myProfileQueryOptions().queryKey, saved),
  });
}
