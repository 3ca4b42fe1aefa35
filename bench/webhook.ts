import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Stripe from 'stripe';
import { createAccount, signIn } from '#tests/support/cognito';
import type { StackInfo } from '#tests/support/local-stack';
import { completeCheckout, settled, stripeOf } from '#tests/support/stripe';

export interface Timings {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function summarise(samples: number[]): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1)! };
}

async function post(stack: StackInfo, payload: string): Promise<number> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stack.stripeKeys.webhookSecret });
  const started = performance.now();
  const res = await fetch(`${stack.api}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  return elapsed;
}

/**
 * Acknowledgement time of POST /api/webhooks/stripe through the local gateway: `count` distinct
 * signed `customer.subscription.updated` events for one real (emulated) subscription, each
 * verified, claimed, re-read from the emulator and written; then the same number of replays of
 * one event (the duplicate path). Sequential, as Stripe sends one endpoint's events.
 */
export async function webhookAck(stack: StackInfo, count = 200): Promise<{ processed: Timings; duplicate: Timings }> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(stack, email, 'bench-pass-1');
  const { idToken } = await signIn(stack, email, 'bench-pass-1');
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  await fetch(`${stack.api}/api/me/subscriber`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', niche: 'skincare' }),
  });
  const checkout = (await (
    await fetch(`${stack.api}/api/billing/checkout`, { method: 'POST', headers, body: JSON.stringify({ tier: 'monthly' }) })
  ).json()) as { url: string; sessionId: string };
  await completeCheckout(checkout.url);
  await settled(stack);
  const stripe = stripeOf(stack);
  const session = await stripe.checkout.sessions.retrieve(checkout.sessionId);
  const subscription = await stripe.subscriptions.retrieve(String(session.subscription));

  const event = (id: string) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.subscription.updated',
      data: { object: subscription },
    });

  // Warm-up: first loads of the handler modules are not what Stripe waits for in steady state.
  for (let i = 0; i < 5; i += 1) await post(stack, event(`evt_warm_${randomUUID().replaceAll('-', '')}`));

  const processed: number[] = [];
  for (let i = 0; i < count; i += 1) processed.push(await post(stack, event(`evt_bench_${randomUUID().replaceAll('-', '')}`)));
  const replay = event(`evt_dup_${randomUUID().replaceAll('-', '')}`);
  await post(stack, replay);
  const duplicate: number[] = [];
  for (let i = 0; i < count; i += 1) duplicate.push(await post(stack, replay));
  return { processed: summarise(processed), duplicate: summarise(duplicate) };
}
