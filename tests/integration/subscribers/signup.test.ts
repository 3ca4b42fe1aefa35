import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loopbackAddress } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';

const stack = inject('stack');
type ErrorBody = { error: { code: string; fieldErrors?: Record<string, string[]> } };

beforeAll(() => useStackTable(stack));

describe('POST /api/me/subscriber', () => {
  it('creates the record of a new account: not subscribed, onboarding not completed, referral kept', async () => {
    await createAccount(stack, 'new.signup@example.com', 'new-signup-1');
    const { idToken } = await signIn(stack, 'new.signup@example.com', 'new-signup-1');
    const res = await api<{ subscriber: Record<string, unknown> }>(stack, 'POST', '/api/me/subscriber', {
      token: idToken,
      body: { firstName: 'Nia', lastName: 'Park', niche: 'haircare', referredBy: 'GlowWithMia', timeZone: 'America/New_York' },
    });
    expect(res.status).toBe(201);
    expect(res.body.subscriber).toMatchObject({
      email: 'new.signup@example.com',
      subscribed: false,
      onboardingCompleted: false,
      niche: 'haircare',
      referredBy: 'glowwithmia',
      timeZone: 'America/New_York',
    });
    const again = await api(stack, 'POST', '/api/me/subscriber', {
      token: idToken,
      body: { firstName: 'X', lastName: 'Y', niche: 'fitness' },
    });
    expect(again.status).toBe(409);
    const me = await api<{ subscriber: { firstName: string } }>(stack, 'GET', '/api/me', { token: idToken });
    expect(me.body.subscriber.firstName).toBe('Nia');
  });

  it.each([
    ['an unknown niche', { firstName: 'A', lastName: 'B', niche: 'astrology' }, 'niche'],
    ['a landing-only niche', { firstName: 'A', lastName: 'B', niche: 'tiktok-growth' }, 'niche'],
    ['an unknown time zone', { firstName: 'A', lastName: 'B', niche: 'food', timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a blank first name', { firstName: '  ', lastName: 'B', niche: 'food' }, 'firstName'],
    ['a forged field', { firstName: 'A', lastName: 'B', niche: 'food', subscribed: true }, '_'],
  ])('refuses %s with 400 and creates nothing', async (_label, body, field) => {
    const email = `bad-${field}-${Math.random().toString(36).slice(2)}@example.com`;
    await createAccount(stack, email, 'bad-input-1');
    const { idToken } = await signIn(stack, email, 'bad-input-1');
    const res = await api<ErrorBody>(stack, 'POST', '/api/me/subscriber', { token: idToken, body });
    expect(res.status).toBe(400);
    if (field !== '_') expect(Object.keys(res.body.error.fieldErrors ?? {})).toContain(field);
    expect((await api<{ subscriber: unknown }>(stack, 'GET', '/api/me', { token: idToken })).body.subscriber).toBeNull();
  });
});

describe('POST /api/signup/lookup', () => {
  it('says "active" for a subscribed email and nothing more', async () => {
    const res = await api(stack, 'POST', '/api/signup/lookup', { body: { email: stack.accounts.subscriber.email.toUpperCase() } });
    expect(res.body).toEqual({ status: 'active' });
  });

  it('says "incomplete" with first name and niche for an abandoned sign-up', async () => {
    const res = await api(stack, 'POST', '/api/signup/lookup', { body: { email: 'new.signup@example.com' } });
    expect(res.body).toEqual({ status: 'incomplete', firstName: 'Nia', niche: 'haircare', nicheName: 'Haircare' });
  });

  it('says "none" for an unknown email', async () => {
    expect((await api(stack, 'POST', '/api/signup/lookup', { body: { email: 'nobody@example.com' } })).body).toEqual({ status: 'none' });
  });

  it('is rate-limited per client: the 21st lookup in 10 minutes is 429', async () => {
    const from = loopbackAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await api(stack, 'POST', '/api/signup/lookup', { body: { email: `probe${i}@example.com` }, from })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another client is not affected.
    expect((await api(stack, 'POST', '/api/signup/lookup', { body: { email: 'x@example.com' }, from: loopbackAddress() })).status).toBe(
      200,
    );
  });
});
