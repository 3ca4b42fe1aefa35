import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { useStackTable } from '../../support/data';

/**
 * The promo pool under concurrency. Files of this project run one at a time, so nothing else
 * adds codes while a test here counts them.
 */
const stack = inject('stack');
type Claim = { outcome: 'claimed' } | { outcome: 'already_claimed'; alternativeCode: string } | { outcome: 'waitlisted' };
type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
type Stats = { total: number; remaining: number };

let data: {
  db: (typeof import('#functions/platform/table/client'))['db'];
  promo: typeof import('#functions/promo/store');
  waitlist: typeof import('#functions/waitlist/store');
};

beforeAll(async () => {
  useStackTable(stack);
  data = {
    db: (await import('#functions/platform/table/client')).db,
    promo: await import('#functions/promo/store'),
    waitlist: await import('#functions/waitlist/store'),
  };
  // Start from an empty pool: claim whatever other files left unclaimed.
  for (let i = 0, code = await data.promo.findUnclaimedCode(); code; i += 1, code = await data.promo.findUnclaimedCode()) {
    await data.promo.claimPromoCode({ code, email: `drain-${i}@example.com`, contentNiche: 'skincare' });
  }
});

const stats = async () => (await api<Stats>(stack, 'GET', '/api/promo/stats')).body;
const claim = (promoCode: string, email: string, contentNiche = 'skincare') =>
  api<Claim | ErrorBody>(stack, 'POST', '/api/promo/claim', { body: { promoCode, email, contentNiche } });
const get = async (Key: Record<string, string>) =>
  (await data.db.send(new GetCommand({ TableName: stack.tableName, Key, ConsistentRead: true }))).Item;

/** A visitor who follows the page's advice: tries the offered code until one sticks or the pool is empty. */
async function claimLikeAVisitor(firstCode: string, email: string): Promise<'claimed' | 'waitlisted'> {
  let code = firstCode;
  for (let tries = 0; tries < 50; tries += 1) {
    const res = await claim(code, email);
    const body = res.body as Claim;
    if (res.status !== 200) throw new Error(`claim answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (body.outcome !== 'already_claimed') return body.outcome;
    code = body.alternativeCode;
  }
  throw new Error('never settled');
}

describe('POST /api/promo/claim under concurrency', () => {
  it('a pool of 5 codes and 20 concurrent claimants: 5 claimed, 15 on the waiting list, counters equal to the items', async () => {
    const before = await stats();
    expect(before.remaining).toBe(0);
    const codes = ['POOL-A1', 'POOL-A2', 'POOL-A3', 'POOL-A4', 'POOL-A5'];
    for (const code of codes) expect(await data.promo.addPromoCode(code)).toBe(true);
    expect(await stats()).toEqual({ total: before.total + 5, remaining: 5 });

    const emails = Array.from({ length: 20 }, (_, i) => `pool-${i}@example.com`);
    const results = await Promise.all(emails.map((email, i) => claimLikeAVisitor(codes[i % 5]!, email)));

    expect(results.filter((r) => r === 'claimed')).toHaveLength(5);
    expect(results.filter((r) => r === 'waitlisted')).toHaveLength(15);
    const items = await Promise.all(codes.map((code) => get(data.promo.promoKeys.code(code))));
    const winners = items.map((item) => item?.email as string);
    expect(new Set(winners).size).toBe(5);
    expect(items.every((item) => item?.status === 'used' && item.GSI1PK === undefined)).toBe(true);
    for (const [i, email] of emails.entries()) {
      const waitlisted = await get(data.waitlist.waitlistKeys.item(email));
      expect(Boolean(waitlisted), email).toBe(results[i] === 'waitlisted');
      if (waitlisted) expect(waitlisted.source).toBe('promo');
    }
    expect(await stats()).toEqual({ total: before.total + 5, remaining: 0 });
  });

  it('50 concurrent claims of one code: exactly one succeeds and the counter moves once', async () => {
    const before = await stats();
    expect(await data.promo.addPromoCode('ONLY-ONE')).toBe(true);
    const emails = Array.from({ length: 50 }, (_, i) => `rush-${i}@example.com`);
    const responses = await Promise.all(emails.map((email) => claim('ONLY-ONE', email)));

    expect(responses.every((r) => r.status === 200)).toBe(true);
    const claimed = responses.flatMap((r, i) => ((r.body as Claim).outcome === 'claimed' ? [emails[i]] : []));
    expect(claimed).toHaveLength(1);
    expect((await get(data.promo.promoKeys.code('ONLY-ONE')))?.email).toBe(claimed[0]);
    expect(await stats()).toEqual({ total: before.total + 1, remaining: before.remaining });
  });
});

describe('POST /api/promo/claim refusals', () => {
  it('an unknown code is 404 invalid_promo_code and changes nothing', async () => {
    await data.promo.addPromoCode('STILL-FREE');
    const before = await stats();
    const res = await claim('NOPE-0000', 'unknown-code@example.com');
    expect(res.status).toBe(404);
    expect((res.body as ErrorBody).error.code).toBe('invalid_promo_code');
    expect(await stats()).toEqual(before);
    expect(await get(data.waitlist.waitlistKeys.item('unknown-code@example.com'))).toBeUndefined();
    expect(await get(data.promo.promoKeys.emailGuard('unknown-code@example.com'))).toBeUndefined();
  });

  it('matches the code exactly: another case is an unknown code', async () => {
    expect((await claim('still-free', 'case@example.com')).status).toBe(404);
  });

  it('a replayed claim is 409 and does not take a second code', async () => {
    expect(((await claim('STILL-FREE', 'replay@example.com')).body as Claim).outcome).toBe('claimed');
    await data.promo.addPromoCode('ANOTHER-FREE');
    const before = await stats();
    const replay = await claim('STILL-FREE', 'replay@example.com');
    const secondCode = await claim('ANOTHER-FREE', 'replay@example.com');
    expect(replay.status).toBe(409);
    expect(secondCode.status).toBe(409);
    expect((secondCode.body as ErrorBody).error.code).toBe('email_already_claimed');
    expect(await stats()).toEqual(before);
    expect((await get(data.promo.promoKeys.code('ANOTHER-FREE')))?.email).toBeNull();
  });

  it('offers one other free code when the code is taken', async () => {
    const res = await claim('STILL-FREE', 'latecomer@example.com');
    expect(res.body).toEqual({ outcome: 'already_claimed', alternativeCode: 'ANOTHER-FREE' });
  });

  it.each([
    ['missing fields', { promoCode: 'ANOTHER-FREE' }],
    ['a bad email', { promoCode: 'ANOTHER-FREE', email: 'nope', contentNiche: 'skincare' }],
    ['an unknown niche', { promoCode: 'ANOTHER-FREE', email: 'n@example.com', contentNiche: 'astrology' }],
    ['an extra field', { promoCode: 'ANOTHER-FREE', email: 'n@example.com', contentNiche: 'skincare', status: 'used' }],
    ['a huge code', { promoCode: 'X'.repeat(500), email: 'n@example.com', contentNiche: 'skincare' }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const before = await stats();
    const res = await api<ErrorBody>(stack, 'POST', '/api/promo/claim', { body });
    expect(res.status).toBe(400);
    expect(await stats()).toEqual(before);
  });
});
