import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { useStackTable } from '../../support/data';

const stack = inject('stack');
type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };

beforeAll(() => useStackTable(stack));

async function waitlistItem(email: string) {
  const { db } = await import('#functions/platform/table/client');
  const { waitlistKeys } = await import('#functions/waitlist/store');
  return (await db.send(new GetCommand({ TableName: stack.tableName, Key: waitlistKeys.item(email) }))).Item;
}

describe('POST /api/waitlist', () => {
  it('adds the email trimmed and lower-cased, with its niche', async () => {
    const res = await api(stack, 'POST', '/api/waitlist', { body: { email: '  New.Creator@Example.COM ', niche: 'haircare' } });
    expect(res.status).toBe(201);
    expect(await waitlistItem('new.creator@example.com')).toMatchObject({
      email: 'new.creator@example.com',
      niche: 'haircare',
      referredBy: null,
      source: 'landing',
    });
  });

  it('answers a second sign-up of the same email with 409 already_signed_up and keeps the first', async () => {
    await api(stack, 'POST', '/api/waitlist', { body: { email: 'twice@example.com', niche: 'skincare' } });
    const res = await api<ErrorBody>(stack, 'POST', '/api/waitlist', { body: { email: 'TWICE@example.com', niche: 'haircare' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'already_signed_up', message: "You're already on our waiting list" });
    expect((await waitlistItem('twice@example.com'))?.niche).toBe('skincare');
  });

  it('stores a well-formed referral code lower-cased (the tiktok-growth page)', async () => {
    const res = await api(stack, 'POST', '/api/waitlist', {
      body: { email: 'referred@example.com', niche: 'tiktok-growth', referredBy: 'GlowWithMia' },
    });
    expect(res.status).toBe(201);
    expect((await waitlistItem('referred@example.com'))?.referredBy).toBe('glowwithmia');
  });

  it.each([
    ['a malformed email', { email: 'not-an-email', niche: 'skincare' }, 'email'],
    ['a huge email', { email: `${'a'.repeat(300)}@example.com`, niche: 'skincare' }, 'email'],
    ['an unknown niche', { email: 'x1@example.com', niche: 'astrology' }, 'niche'],
    ['a forged referral code', { email: 'x2@example.com', niche: 'tiktok-growth', referredBy: "x'; DROP--" }, 'referredBy'],
    ['an unknown field', { email: 'x3@example.com', niche: 'skincare', admin: true }, '_'],
    ['a missing email', { niche: 'skincare' }, 'email'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_label, body, field) => {
    const res = await api<ErrorBody>(stack, 'POST', '/api/waitlist', { body });
    expect(res.status).toBe(400);
    if (field !== '_') expect(Object.keys(res.body.error.fieldErrors ?? {})).toContain(field);
    const email = (body as { email?: string }).email;
    if (email && email.length < 254) expect(await waitlistItem(email)).toBeUndefined();
  });

  it('refuses malformed JSON and a body that is not JSON', async () => {
    expect(
      (await api(stack, 'POST', '/api/waitlist', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect(
      (
        await api(stack, 'POST', '/api/waitlist', {
          rawBody: 'email=a@b.co',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await api(stack, 'POST', '/api/waitlist', {
          rawBody: JSON.stringify({ email: 'a@b.co', niche: 'x'.repeat(5000) }),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(413);
  });

  it('accepts a typed niche name and stores the niche id', async () => {
    expect((await api(stack, 'POST', '/api/waitlist', { body: { email: 'typed@example.com', niche: 'TikTok Growth' } })).status).toBe(201);
    expect((await waitlistItem('typed@example.com'))?.niche).toBe('tiktok-growth');
  });
});
