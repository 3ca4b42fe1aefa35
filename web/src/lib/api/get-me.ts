import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { getMe as getMeRoute } from '#functions/subscribers/routes';
import type { Subscriber } from '#functions/shared/schemas';
import { apiCall } from '../api-client';
import { routeKey } from '../query-client';

export type Me = ResponseOf<typeof getMeRoute>;

/** GET /api/me: the signed-in user and their subscriber record (null when there is none yet). */
export function getMe(): Promise<Me> {
  return apiCall(getMeRoute);
}

/**
 * The one `me` of the app: guards, the dashboard and the billing screens read it. Sign-in and
 * sign-out clear the whole cache, so it never outlives the session it was read with.
 */
export function meQueryOptions() {
  return queryOptions({ queryKey: routeKey(getMeRoute), queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** For loaders: the cached `me` when fresh, otherwise one call (concurrent callers share it). */
export function fetchMe(client: QueryClient): Promise<Me> {
  return client.fetchQuery(meQueryOptions());
}

/** A plan change, a cancel or a niche change answered with the new record: show it everywhere. */
export function setSubscriber(client: QueryClient, subscriber: Subscriber): void {
  client.setQueryData(meQueryOptions().queryKey, (me) => (me ? { ...me, subscriber } : me));
}
