import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { createSubscriber as route } from '#functions/subscribers/routes';
import { apiCall } from '@/lib/api-client';

export type CreateSubscriberInput = BodyOf<typeof route>;
export type CreateSubscriberResult = ResponseOf<typeof route>;

/** POST /api/me/subscriber: the signed-in user's subscriber record (not subscribed yet). Throws the client's ApiError. */
export function createSubscriber(body: CreateSubscriberInput): Promise<CreateSubscriberResult> {
  return apiCall(route, { body });
}
