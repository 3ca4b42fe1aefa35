import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAIN_TEXT_MESSAGE } from '#functions/shared/schemas';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { completeCheckout, settled } from '../../support/stripe';

const stack = inject('stack');
type ErrorBody = { error: { code: string; fieldErrors?: Record<string, string[]> } };

beforeAll(() => useStackTable(stack));

describe('a name with a lone surrogate (security finding 4)', () => {
  it('is refused at the edge, stores nothing, and the account can still subscribe with a valid name', async () => {
    const email = `surrogate-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(stack, email, 'surrogate-pass-1');
    const { idToken: token } = await signIn(stack, email, 'surrogate-pass-1');

    // Written by hand so the bytes on the wire are the JSON escape \ud800, which JSON.parse on the
    // server turns into a lone surrogate. (UTF-8 cannot carry one: sent as a raw character it
    // arrives as U+FFFD, which is harmless.) Stored, it made every later Stripe call for the
    // account fail: Stripe's form encoding cannot encode it.
    const rawBody = '{"firstName":"Ann\\ud800","lastName":"Lee","niche":"skincare"}';
    const refused = await api<ErrorBody>(stack, 'POST', '/api/me/subscriber', {
      token,
      rawBody,
      headers: { 'content-type': 'application/json' },
    });

    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual({ firstName: [PLAIN_TEXT_MESSAGE] });
    expect((await api<{ subscriber: unknown }>(stack, 'GET', '/api/me', { token })).body.subscriber).toBeNull();

    const created = await api(stack, 'POST', '/api/me/subscriber', {
      token,
      body: { firstName: 'Ann', lastName: 'Lee', niche: 'skincare' },
    });
    expect(created.status).toBe(201);
    const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token, body: { tier: 'monthly' } });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    await completeCheckout(checkout.body.url);
    await settled(stack);
    const me = await api<{ subscriber: { firstName: string; subscribed: boolean } }>(stack, 'GET', '/api/me', { token });
    expect(me.body.subscriber).toMatchObject({ firstName: 'Ann', subscribed: true });
  });
});
