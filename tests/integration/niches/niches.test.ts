import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { useStackTable } from '../../support/data';

const stack = inject('stack');
const SPEC_ORDER = [
  'skincare',
  'haircare',
  'decor',
  'fashion',
  'finance',
  'fitness',
  'food',
  'parenting',
  'relationships',
  'selfcare',
  'sidehustle',
  'spirituality',
  'travel',
];

type NichesBody = { niches: Array<{ niche: string; displayName: string; sortOrder: number }> };

beforeAll(() => useStackTable(stack));

describe('GET /api/niches', () => {
  it('lists the 13 approved niches in the spec order with display names', async () => {
    const res = await api<NichesBody>(stack, 'GET', '/api/niches');
    expect(res.status).toBe(200);
    expect(res.body.niches.map((n) => n.niche)).toEqual(SPEC_ORDER);
    expect(res.body.niches.every((n) => n.displayName.length > 0)).toBe(true);
  });

  it('is unchanged by running the seed again', async () => {
    const { seedReferenceData } = await import('#functions/seed/seed');
    await seedReferenceData();
    await seedReferenceData();
    const res = await api<NichesBody>(stack, 'GET', '/api/niches');
    expect(res.body.niches.map((n) => n.niche)).toEqual(SPEC_ORDER);
  });

  describe('with an inactive niche and one sorted first', () => {
    beforeAll(async () => {
      const { putNiche } = await import('#functions/niches/store');
      await putNiche({ niche: 'retired', displayName: 'Retired', sortOrder: 0, isActive: false });
      await putNiche({ niche: 'aaa-first', displayName: 'First', sortOrder: 0, isActive: true });
    });
    afterAll(async () => {
      const { db } = await import('#functions/platform/table/client');
      const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
      const { nicheKeys } = await import('#functions/niches/store');
      for (const niche of ['retired', 'aaa-first'])
        await db.send(new DeleteCommand({ TableName: stack.tableName, Key: nicheKeys.item(niche) }));
    });

    it('leaves out the inactive niche and follows sort_order', async () => {
      const res = await api<NichesBody>(stack, 'GET', '/api/niches');
      expect(res.body.niches.map((n) => n.niche)).toEqual(['aaa-first', ...SPEC_ORDER]);
    });
  });
});

describe('GET /api/me', () => {
  it('returns the seeded subscriber record of the demo account', async () => {
    const { signIn } = await import('../../support/cognito');
    const { idToken } = await signIn(stack, stack.accounts.subscriber.email, stack.accounts.subscriber.password);
    const res = await api<{ subscriber: { subscribed: boolean; email: string; niche: string } | null; groups: string[] }>(
      stack,
      'GET',
      '/api/me',
      { token: idToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([]);
    expect(res.body.subscriber).toMatchObject({ email: stack.accounts.subscriber.email, subscribed: true, niche: 'skincare' });
  });

  it('returns subscriber null for an account without a record', async () => {
    const { createAccount, signIn } = await import('../../support/cognito');
    await createAccount(stack, 'no.record.api@example.com', 'no-record-2');
    const { idToken } = await signIn(stack, 'no.record.api@example.com', 'no-record-2');
    const res = await api<{ subscriber: unknown; groups: string[] }>(stack, 'GET', '/api/me', { token: idToken });
    expect(res.body).toMatchObject({ subscriber: null, groups: [] });
  });

  it('lists the admin group for the admin', async () => {
    const { signIn } = await import('../../support/cognito');
    const { idToken } = await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password);
    const res = await api<{ groups: string[] }>(stack, 'GET', '/api/me', { token: idToken });
    expect(res.body.groups).toEqual(['admin']);
  });
});
