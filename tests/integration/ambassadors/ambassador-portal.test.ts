import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ResponseOf } from '#functions/platform/route';
import type { ambassadorPortal } from '#functions/ambassadors/routes';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';

/**
 * GET /api/ambassador/me (docs/product-rules.md#ambassador-portal) against the local stack: the
 * figures come from the counters the referral validation and the sign-up write, the referral
 * records and the ledger, and whose they are comes from the caller's token only.
 */
const stack = inject('stack');
type Portal = ResponseOf<typeof ambassadorPortal>;

let data: {
  ambassadors: typeof import('#functions/ambassadors/store');
  stats: typeof import('#functions/ambassadors/stats-store');
  commissions: typeof import('#functions/ambassadors/commissions-store');
  referrals: typeof import('#functions/referrals/store');
  db: typeof import('#functions/platform/table/client');
  lib: typeof import('@aws-sdk/lib-dynamodb');
};

beforeAll(async () => {
  useStackTable(stack);
  data = {
    ambassadors: await import('#functions/ambassadors/store'),
    stats: await import('#functions/ambassadors/stats-store'),
    commissions: await import('#functions/ambassadors/commissions-store'),
    referrals: await import('#functions/referrals/store'),
    db: await import('#functions/platform/table/client'),
    lib: await import('@aws-sdk/lib-dynamodb'),
  };
});

/** A code no other test uses: 3-20 letters or digits. */
const freshCode = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** An ambassador with a portal account in the `ambassador` group, signed in. */
async function ambassadorWithPortal(
  options: { status?: 'active' | 'inactive' | 'pending' } = {},
): Promise<{ code: string; token: string; userId: string }> {
  const code = freshCode('amb');
  await data.ambassadors.putAmbassador(
    data.ambassadors.newAmbassador({
      code,
      email: `${code}@example.com`,
      firstName: 'Pat',
      status: options.status ?? 'active',
      commissionRate: 0.5,
    }),
  );
  const email = `${code}.portal@example.com`;
  const userId = await createAccount(stack, email, 'portal-pass-1', ['ambassador']);
  await data.ambassadors.linkAmbassadorUser(code, userId);
  return { code, userId, token: (await signIn(stack, email, 'portal-pass-1')).idToken };
}

async function portalOf(token: string): Promise<Portal> {
  const res = await api<Portal>(stack, 'GET', '/api/ambassador/me', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const validate = (code: string) => api<{ valid: boolean }>(stack, 'GET', `/api/referrals/validate/${code}`);
const todayUtc = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A signed-in account with no subscriber record yet, for a sign-up. */
async function newUser(): Promise<{ token: string; userId: string }> {
  const email = `signup-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'signup-pass-1');
  return { userId, token: (await signIn(stack, email, 'signup-pass-1')).idToken };
}

const signUp = (token: string, referredBy?: string) =>
  api(stack, 'POST', '/api/me/subscriber', {
    token,
    body: { firstName: 'Ref', lastName: 'Erred', niche: 'skincare', ...(referredBy ? { referredBy } : {}) },
  });

describe('the seeded ambassador account', () => {
  it("opens glowwithmia's portal, with the link on the app's origin", async () => {
    const { email, password } = stack.accounts.ambassador;
    const portal = await portalOf((await signIn(stack, email, password)).idToken);
    expect(portal.code).toBe('glowwithmia');
    expect(portal.link).toMatch(/^http:\/\/localhost:\d+\/\?ref=glowwithmia$/);
    expect(portal.commissionRate).toBe(0.5);
  });
});

describe('a new ambassador', () => {
  it('sees zeros everywhere, the 30 days of clicks each at 0, and the payout terms', async () => {
    const { token } = await ambassadorWithPortal();
    const portal = await portalOf(token);
    expect(portal).toMatchObject({
      clicks: { total: 0, last30Days: 0 },
      signups: 0,
      trials: 0,
      payingSubscribers: 0,
      commissions: { pendingCents: 0, dueCents: 0, paidCents: 0 },
      nextAvailableAt: null,
      holdDaysLeft: null,
      holdDays: 30,
      payoutMinimumCents: 5000,
      entries: [],
      statements: [],
    });
    expect(portal.clicks.byDay).toHaveLength(30);
    expect(portal.clicks.byDay.at(-1)).toEqual({ date: todayUtc(), clicks: 0 });
    expect(portal.clicks.byDay.every((day) => day.clicks === 0)).toBe(true);
  });
});

describe('clicks', () => {
  it("count each validation of an active code on today's UTC day, whatever the letter case", async () => {
    const { code, token } = await ambassadorWithPortal();
    for (const sent of [code, code.toUpperCase(), code]) expect((await validate(sent)).body).toEqual({ valid: true });
    const { clicks } = await portalOf(token);
    expect(clicks.total).toBe(3);
    expect(clicks.last30Days).toBe(3);
    expect(clicks.byDay.at(-1)).toEqual({ date: todayUtc(), clicks: 3 });
  });

  it('are not counted for an inactive or pending code, and an unknown code writes nothing', async () => {
    const inactive = await ambassadorWithPortal({ status: 'inactive' });
    const pending = await ambassadorWithPortal({ status: 'pending' });
    const unknown = freshCode('nobody');
    for (const code of [inactive.code, pending.code, unknown]) expect((await validate(code)).body).toEqual({ valid: false });
    expect((await portalOf(inactive.token)).clicks.total).toBe(0);
    expect((await portalOf(pending.token)).clicks.total).toBe(0);
    const out = await data.db.db.send(
      new data.lib.QueryCommand({
        TableName: data.db.tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': data.ambassadors.ambassadorKeys.item(unknown).PK },
        ConsistentRead: true,
      }),
    );
    expect(out.Items ?? []).toEqual([]);
  });

  it('add up over every day for the total, and over the last 30 days (today included) for the window', async () => {
    const { code, token } = await ambassadorWithPortal();
    for (let i = 0; i < 4; i += 1) await data.stats.countClick(code, daysAgo(45));
    await data.stats.countClick(code, daysAgo(30));
    for (let i = 0; i < 2; i += 1) await data.stats.countClick(code, daysAgo(29));
    await data.stats.countClick(code, daysAgo(3));
    const { clicks } = await portalOf(token);
    expect(clicks.total).toBe(8);
    expect(clicks.last30Days).toBe(3);
    expect(clicks.byDay[0]).toEqual({ date: daysAgo(29).toISOString().slice(0, 10), clicks: 2 });
    expect(clicks.byDay.find((day) => day.date === daysAgo(3).toISOString().slice(0, 10))?.clicks).toBe(1);
    expect(clicks.byDay.reduce((sum, day) => sum + day.clicks, 0)).toBe(3);
  });
});

describe('sign-ups', () => {
  it('count a subscriber record created with the code, once, even when the creation is tried again', async () => {
    const { code, token } = await ambassadorWithPortal();
    const user = await newUser();
    expect((await signUp(user.token, code.toUpperCase())).status).toBe(201);
    expect((await signUp(user.token, code)).status).toBe(409);
    expect((await portalOf(token)).signups).toBe(1);
  });

  it('count nothing for a sign-up without a code, and let a sign-up with an unknown code through uncounted', async () => {
    const { token } = await ambassadorWithPortal();
    expect((await signUp((await newUser()).token)).status).toBe(201);
    const unknown = freshCode('ghost');
    expect((await signUp((await newUser()).token, unknown)).status).toBe(201);
    expect((await portalOf(token)).signups).toBe(0);
    const stats = await data.db.db.send(
      new data.lib.GetCommand({ TableName: data.db.tableName(), Key: data.stats.ambassadorStatsKeys.stats(unknown), ConsistentRead: true }),
    );
    expect(stats.Item).toBeUndefined();
  });
});

describe('trials, paying subscribers and commissions', () => {
  it('are the referral records and the ledger, exactly as the ledger reads them', async () => {
    const { code, token } = await ambassadorWithPortal();
    const now = new Date();
    // Three referred creators started a subscription; two of them paid.
    for (const [i, user] of ['ana', 'ben', 'cy'].entries()) {
      await data.db.db.send(
        new data.lib.PutCommand({
          TableName: data.db.tableName(),
          Item: data.referrals.referralItem({
            ambassadorCode: code,
            referredUserId: `${code}-${user}`,
            referredEmail: `${user}@example.com`,
            referralSource: null,
            conversionDate: daysAgo(50 - i).toISOString(),
            subscriptionTier: 'monthly',
          }),
        }),
      );
    }
    const commission = (user: string, invoiceId: string, paidAt: Date) => ({
      kind: 'commission' as const,
      ambassadorCode: code,
      invoiceId,
      chargeId: null,
      environment: 'sandbox' as const,
      userId: `${code}-${user}`,
      subscriberEmail: `${user}@example.com`,
      plan: 'monthly',
      amountPaidCents: 2800,
      ratePercent: 50,
      cents: 1400,
      paidAt: paidAt.toISOString(),
      availableAt: new Date(paidAt.getTime() + 30 * 86_400_000).toISOString(),
      selfReferral: false,
      createdAt: paidAt.toISOString(),
    });
    await data.commissions.putCommission(commission('ana', `in_${code}_1`, daysAgo(40)), now);
    await data.commissions.putCommission(commission('ana', `in_${code}_2`, daysAgo(10)), now);
    await data.commissions.putCommission(commission('ben', `in_${code}_3`, daysAgo(2)), now);

    const portal = await portalOf(token);
    const ledger = await data.commissions.ledgerOf(code, new Date());
    expect(portal.trials).toBe(3);
    expect(portal.payingSubscribers).toBe(2);
    expect(portal.commissions).toEqual({ pendingCents: 2800, dueCents: 1400, paidCents: 0 });
    expect(portal.commissions).toEqual({ pendingCents: ledger.pendingCents, dueCents: ledger.dueCents, paidCents: ledger.paidCents });
    expect(portal.entries).toEqual(ledger.entries);
    expect(portal.statements).toEqual(ledger.statements);
    // The oldest held entry is ana's second payment: 20 days of its 30 left.
    expect(portal.nextAvailableAt).toBe(ledger.nextAvailableAt);
    expect(portal.holdDaysLeft).toBe(20);
    expect(portal.entries.map((entry) => entry.subscriber)).toEqual(['b***@example.com', 'a***@example.com', 'a***@example.com']);
  });
});

describe('whose portal it is', () => {
  it("comes from the caller's token: two ambassadors each see only their own", async () => {
    const first = await ambassadorWithPortal();
    const second = await ambassadorWithPortal();
    await validate(second.code);
    const mine = await portalOf(first.token);
    expect(mine.code).toBe(first.code);
    expect(mine.clicks.total).toBe(0);
    expect((await portalOf(second.token)).code).toBe(second.code);
  });

  it("cannot be chosen in the request: a code in the query string is not another's figures", async () => {
    const first = await ambassadorWithPortal();
    const second = await ambassadorWithPortal();
    const res = await api<Portal>(stack, 'GET', `/api/ambassador/me?code=${second.code}&ref=${second.code}`, { token: first.token });
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) expect(res.body.code).toBe(first.code);
    expect(JSON.stringify(res.body)).not.toContain(`"code":"${second.code}"`);
  });

  it('is refused to a subscriber and an admin (403), to nobody (401), and is not found for a group member without an ambassador', async () => {
    const { subscriber, admin } = stack.accounts;
    for (const account of [subscriber, admin]) {
      const res = await api(stack, 'GET', '/api/ambassador/me', { token: (await signIn(stack, account.email, account.password)).idToken });
      expect(res.status).toBe(403);
    }
    expect((await api(stack, 'GET', '/api/ambassador/me')).status).toBe(401);
    const email = `unlinked-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(stack, email, 'unlinked-pass-1', ['ambassador']);
    const res = await api<{ message?: string }>(stack, 'GET', '/api/ambassador/me', {
      token: (await signIn(stack, email, 'unlinked-pass-1')).idToken,
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toContain('No ambassador account');
  });
});
