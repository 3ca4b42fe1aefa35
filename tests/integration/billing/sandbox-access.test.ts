import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { completeCheckout, settled } from '../../support/stripe';

/**
 * A subscription paid in the Stripe sandbox (every payment on the local stack, and any "sctest"
 * email in the cloud) gives access only while the app takes sandbox payments, or to an account an
 * admin put in the `tester` group. Switching the app to production must not leave test-card
 * subscribers with free access.
 */
const stack = inject('stack');
let setEnvironment: (environment: StripeEnvironment) => Promise<void>;

interface Creator {
  token: string;
}

beforeAll(async () => {
  useStackTable(stack);
  const { putStripeEnvironmentSetting } = await import('#functions/shared/settings');
  // Written to the table directly: the admin route refuses production without production keys,
  // which the local stack does not have.
  setEnvironment = (environment) => putStripeEnvironmentSetting(environment, 'sandbox-access-test');
});

afterAll(async () => {
  await setEnvironment('sandbox');
});

async function sandboxSubscriber(email: string, groups: string[] = []): Promise<Creator> {
  await createAccount(stack, email, 'creator-pass-1', groups);
  const { idToken: token } = await signIn(stack, email, 'creator-pass-1');
  expect(
    (await api(stack, 'POST', '/api/me/subscriber', { token, body: { firstName: 'Sam', lastName: 'Box', niche: 'skincare' } })).status,
  ).toBe(201);
  const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token, body: { tier: 'monthly' } });
  expect(checkout.status).toBe(200);
  await completeCheckout(checkout.body.url);
  await settled(stack);
  return { token };
}

const access = async ({ token }: Creator) => {
  const me = await api<{ subscriber: { subscribed: boolean; testMode: boolean } }>(stack, 'GET', '/api/me', { token });
  const ideas = await api<{ ideas: Array<{ id: string }> }>(stack, 'GET', '/api/ideas', { token });
  const idea = await api(stack, 'GET', '/api/ideas/skincare-example-1-b', { token });
  return {
    subscribed: me.body.subscriber.subscribed,
    testMode: me.body.subscriber.testMode,
    ideas: ideas.body.ideas.length,
    idea: idea.status,
  };
};

describe('a sandbox (test-mode) subscription', () => {
  it('gives access while the environment is sandbox, none once it is production, and access again when switched back', async () => {
    const creator = await sandboxSubscriber(`sandbox-${randomUUID().slice(0, 8)}@example.com`);
    expect(await access(creator)).toEqual({ subscribed: true, testMode: true, ideas: 1, idea: 200 });

    await setEnvironment('production');
    try {
      expect(await access(creator)).toEqual({ subscribed: false, testMode: true, ideas: 0, idea: 404 });
      expect(
        (await api(stack, 'PUT', '/api/ideas/skincare-example-1-b/rating', { token: creator.token, body: { rating: 5 } })).status,
      ).toBe(404);
    } finally {
      await setEnvironment('sandbox');
    }
    expect(await access(creator)).toEqual({ subscribed: true, testMode: true, ideas: 1, idea: 200 });
  });

  it('keeps access in production for an account an admin marked as a tester', async () => {
    const tester = await sandboxSubscriber(`tester-${randomUUID().slice(0, 8)}@example.com`, ['tester']);
    await setEnvironment('production');
    try {
      expect(await access(tester)).toEqual({ subscribed: true, testMode: true, ideas: 1, idea: 200 });
    } finally {
      await setEnvironment('sandbox');
    }
  });

  it('still shows an sctest account its test-mode badge data in the sandbox', async () => {
    const creator = await sandboxSubscriber(`maker.sctest.${randomUUID().slice(0, 8)}@example.com`);
    const config = await api<{ testMode: boolean; environment: string }>(stack, 'GET', '/api/billing/config', { token: creator.token });
    expect(config.body).toMatchObject({ testMode: true, environment: 'sandbox' });
    expect((await access(creator)).subscribed).toBe(true);
  });
});
