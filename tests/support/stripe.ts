import Stripe from 'stripe';
import { stripeClient } from '#functions/billing/stripe-client';
import type { StackInfo } from './local-stack';

/** The test stack's Stripe emulator, as its operator (and Stripe's own dashboard) would see it. */
export function stripeOf(stack: StackInfo): Stripe {
  if (!stack.stripe) throw new Error('These tests need the local Stripe emulator (unset STRIPE_SECRET_KEY).');
  return stripeClient(stack.stripeKeys.secretKey, stack.stripe);
}

async function helper<T>(stack: StackInfo, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.stripe}/_emulator/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until every webhook the emulator queued has been answered. */
export const settled = (stack: StackInfo) => helper(stack, 'GET', 'settled');
export const setDelivery = (stack: StackInfo, deliver: boolean) => helper(stack, 'POST', 'delivery', { deliver });
export const advanceTime = (stack: StackInfo, seconds: number) => helper(stack, 'POST', 'advance-time', { seconds });

export interface RecordedEvent {
  event: { id: string; type: string; data: { object: Record<string, unknown> } };
  payload: string;
  delivery: { status: string; lastStatusCode: number | null };
}
export const emulatorEvents = (stack: StackInfo) => helper<RecordedEvent[]>(stack, 'GET', 'events');

/** Clicks "Start trial" on the emulator's checkout page; resolves once the webhooks were answered. */
export async function completeCheckout(checkoutUrl: string): Promise<string> {
  const res = await fetch(`${checkoutUrl}/complete`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  if (res.status !== 303) throw new Error(`checkout completion answered ${res.status}: ${await res.text()}`);
  return res.headers.get('location') ?? '';
}

/** POSTs a payload to the webhook route as Stripe would, signed with `secret`. */
export async function postWebhook(
  stack: StackInfo,
  payload: string,
  secret = stack.stripeKeys.webhookSecret,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${stack.api}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}
