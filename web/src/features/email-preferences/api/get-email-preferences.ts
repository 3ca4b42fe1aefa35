import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEmailPreferences as route } from '#functions/delivery/routes';
import type { EmailPreferences } from '#functions/shared/schemas';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

/** GET /api/email/preferences?token=: the settings a signed email link opens, no session needed. Throws the client's ApiError. */
export async function getEmailPreferences(token: string): Promise<EmailPreferences> {
  return (await apiCall(route, { query: { token } })).preferences;
}

export function emailPreferencesQueryOptions(token: string) {
  return queryOptions({ queryKey: routeKey(route, { token }), queryFn: () => getEmailPreferences(token) });
}

/** The page shows its own views for a failure (an expired link is not a toast), so no notice here. */
export function useEmailPreferences(token: string) {
  return useQuery(emailPreferencesQueryOptions(token));
}
