import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { getEmailPreferences, unsubscribe as route } from '#functions/delivery/routes';
import { getMe } from '#functions/subscribers/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type UnsubscribeResult = ResponseOf<typeof route>;

/**
 * POST /api/email/unsubscribe?token=: the RFC 8058 one-click URL, here pressed as the page's
 * confirm button. The route reads its body raw and needs none from a person, so none is sent.
 * Idempotent. Throws the client's ApiError.
 */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return apiCall(route, { query: { token } });
}

/** The daily email is off now: settings read before (by link, or signed in on this browser) are stale. */
export function useUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: routeKey(getEmailPreferences) });
      void client.invalidateQueries({ queryKey: routeKey(getMe) });
    },
  });
}
