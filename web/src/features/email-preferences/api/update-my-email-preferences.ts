import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#functions/platform/route';
import { updateMyEmailPreferences as route } from '#functions/delivery/routes';
import type { Subscriber } from '#functions/shared/schemas';
import { apiCall } from '@/lib/api-client';
import { setSubscriber } from '@/lib/api/get-me';

export type MyEmailPreferencesChange = BodyOf<typeof route>;

/**
 * PATCH /api/me/email-preferences: the daily email on or off, its hour, its time zone, or
 * `resumeDelivery` after a bounce. Answers the new record. Throws the client's ApiError.
 */
export async function updateMyEmailPreferences(change: MyEmailPreferencesChange): Promise<Subscriber> {
  return (await apiCall(route, { body: change })).subscriber;
}

/** The answer is the new record (me): the Settings form and the dashboard's banner follow it. */
export function useUpdateMyEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMyEmailPreferences,
    onSuccess: (subscriber) => setSubscriber(client, subscriber),
  });
}
