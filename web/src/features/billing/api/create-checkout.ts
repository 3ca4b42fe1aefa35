import { useMutation } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { createCheckout as route } from '#functions/billing/routes';
import { apiCall } from '@/lib/api-client';

export type CreateCheckoutInput = BodyOf<typeof route>;
export type CreateCheckoutResult = ResponseOf<typeof route>;

/** POST /api/billing/checkout: the Stripe Checkout Session for the chosen plan; a double submit gets the same session. Throws the client's ApiError. */
export function createCheckout(body: CreateCheckoutInput): Promise<CreateCheckoutResult> {
  return apiCall(route, { body });
}

/**
 * Nothing cached changes when a session is created: Stripe's webhook changes the subscriber
 * record later, and the verification that follows reads `me` from the server.
 */
export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
