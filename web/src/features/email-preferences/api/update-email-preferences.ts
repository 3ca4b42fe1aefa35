import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEmailPreferences as route } from '#functions/delivery/routes';
import type { EmailPreferences } from '#functions/shared/schemas';
import { apiCall } from '@/lib/api-client';
import { emailPreferencesQueryOptions } from './get-email-preferences';
import type { DailyEmailChange } from '../daily-email';

/** PUT /api/email/preferences: changes the settings a signed link opened. Throws the client's ApiError. */
export async function updateEmailPreferences(token: string, change: DailyEmailChange): Promise<EmailPreferences> {
  return (await apiCall(route, { body: { token, ...change } })).preferences;
}

/** The answer is the whole set of settings: the page shows it in place of what it read. */
export function useUpdateEmailPreferences(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: DailyEmailChange) => updateEmailPreferences(token, change),
    onSuccess: (preferences) => client.setQueryData(emailPreferencesQueryOptions(token).queryKey, preferences),
  });
}
