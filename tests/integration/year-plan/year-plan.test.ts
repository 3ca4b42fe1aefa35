import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';

/**
 * The year plan through the local gateway: a yearly creator's 12 months (moments, film-by days,
 * suggestions from the ideas they can open, their calendar), and the admin editor of a niche's
 * moments (field errors, a stale version, the creator's view after an edit). Which plans reach the
 * route is the generated tests/integration/route-table/plans.test.ts.
 */
const stack = inject('stack');

interface Moment {
  key: string;
  id: string;
  name: string;
  why: string;
  start: string;
  end: string;
  filmBy: string;
  filmByPassed: boolean;
  continues: boolean;
  suggestions: Array<{ ideaId: string; title: string; kind: string; matched: string[] }>;
}
interface Month {
  month: string;
  moments: Moment[];
  entries: Array<{ ideaId: string; title: string; status: string; filmOn: string | null; postOn: string | null }>;
  scheduled: number;
  posted: number;
}
interface YearPlan {
  niche: string | null;
  nicheLabel: string | null;
  today: string;
  from: string;
  months: Month[];
}
interface Seasons {
  niche: string;
  label: string;
  moments: Array<Record<string, unknown> & { id: string; name: string }>;
  version: number;
  shipped: boolean;
  topics: Array<{ id: string; name: string }>;
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

let adminToken: string;

/** A yearly creator of `niche` with two weeks of ideas unlocked, signed in. */
async function yearlyCreator(niche: string): Promise<{ userId: string; token: string }> {
  const email = `year-plan-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'year-pass-1');
  const now = new Date().toISOString();
  const { putSubscriber } = await import('#functions/subscribers/store');
  const { progressItem } = await import('#functions/ideas/progress-store');
  const { putAll } = await import('#functions/platform/table/batch');
  await putSubscriber({
    userId,
    email,
    firstName: 'Yara',
    lastName: 'Plan',
    niche,
    subscribed: true,
    onboardingCompleted: true,
    subscriptionTier: 'yearly',
    subscriptionStatus: 'active',
    subscriptionEnd: null,
    referredBy: null,
    timeZone: 'America/New_York',
    stripeCustomerId: null,
    testMode: false,
    createdAt: now,
    updatedAt: now,
  });
  await putAll([progressItem({ userId, email, niche, contentDaysUnlocked: 14, createdAt: now, unlockingSince: null })]);
  return { userId, token: (await signIn(stack, email, 'year-pass-1')).idToken };
}

const yearPlan = (token: string, from?: string) =>
  api<YearPlan & ErrorBody>(stack, 'GET', `/api/me/year-plan${from ? `?from=${from}` : ''}`, { token });

/** The next May (this year's while it is still to come), where sunscreen season opens. */
function nextMay(): string {
  const now = new Date();
  return `${now.getUTCMonth() < 4 ? now.getUTCFullYear() : now.getUTCFullYear() + 1}-05`;
}

const momentIn = (plan: YearPlan, month: string, id: string) =>
  plan.months.find((m) => m.month === month)?.moments.find((m) => m.id === id);

beforeAll(async () => {
  useStackTable(stack);
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

describe('GET /api/me/year-plan', () => {
  let creator: { userId: string; token: string };
  beforeAll(async () => {
    creator = await yearlyCreator('skincare');
  });

  it('answers 12 months from the current month in the creator’s time zone', async () => {
    const res = await yearPlan(creator.token);

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.niche).toBe('skincare');
    expect(res.body.nicheLabel).toBe('Skincare');
    expect(res.body.from).toBe(res.body.today.slice(0, 7));
    expect(res.body.months).toHaveLength(12);
    expect(new Set(res.body.months.map((m) => m.month)).size).toBe(12);
  });

  it('shows sunscreen season opening in May, filmed four weeks ahead, with sunscreen ideas the creator has unlocked', async () => {
    const may = nextMay();
    const res = await yearPlan(creator.token, may);
    const sunscreen = momentIn(res.body, may, 'sunscreen-season')!;

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sunscreen).toMatchObject({ start: `${may}-01`, filmBy: `${may.slice(0, 4)}-04-03`, continues: false });
    expect(sunscreen.why).toMatch(/sunscreen/i);
    expect(sunscreen.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(sunscreen.suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of sunscreen.suggestions) expect(suggestion.title.toLowerCase()).toMatch(/sunscreen|spf/);
    expect(momentIn(res.body, `${may.slice(0, 4)}-06`, 'sunscreen-season')).toMatchObject({ continues: true, suggestions: [] });
  });

  it('never suggests one idea for two moments of the view', async () => {
    const res = await yearPlan(creator.token);
    const suggested = res.body.months.flatMap((m) => m.moments.flatMap((moment) => moment.suggestions.map((s) => s.ideaId)));

    expect(suggested.length).toBeGreaterThan(0);
    expect(new Set(suggested).size).toBe(suggested.length);
  });

  it('counts an idea scheduled through the calendar in its month and stops suggesting it', async () => {
    const may = nextMay();
    const before = momentIn((await yearPlan(creator.token, may)).body, may, 'sunscreen-season')!;
    const [picked] = before.suggestions;
    const filmOn = before.filmBy;

    const scheduled = await api(stack, 'POST', '/api/calendar/entries', { token: creator.token, body: { ideaId: picked!.ideaId, filmOn } });
    const after = (await yearPlan(creator.token, `${may.slice(0, 4)}-04`)).body;
    const april = after.months.find((m) => m.month === `${may.slice(0, 4)}-04`)!;

    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(april.entries).toEqual([{ ideaId: picked!.ideaId, title: picked!.title, status: 'planned', filmOn, postOn: null }]);
    expect(april.scheduled).toBe(1);
    expect(april.posted).toBe(0);
    const suggestedNow = after.months.flatMap((m) => m.moments.flatMap((moment) => moment.suggestions.map((s) => s.ideaId)));
    expect(suggestedNow).not.toContain(picked!.ideaId);
  });

  it('refuses a month that is not YYYY-MM, or more than a year away, on the field', async () => {
    const malformed = await yearPlan(creator.token, '2027-13');
    const far = await yearPlan(creator.token, `${new Date().getUTCFullYear() + 2}-01`);

    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fieldErrors).toEqual({ from: ['A month as YYYY-MM, such as 2027-01'] });
    expect(far.status).toBe(400);
    expect(far.body.error.fieldErrors).toEqual({ from: ['Pick a month within a year of now'] });
  });

  it('is refused to the monthly demo subscriber with the plan that has it', async () => {
    const { idToken } = await signIn(stack, stack.accounts.subscriber.email, stack.accounts.subscriber.password);

    const res = await yearPlan(idToken);

    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'plan_required', message: 'Annual planning tools comes with the Yearly plan.' });
  });
});

describe('the admin seasons editor', () => {
  const NICHE = 'decor';
  const get = () => api<Seasons & ErrorBody>(stack, 'GET', `/api/admin/seasons/${NICHE}`, { token: adminToken });
  const put = (body: unknown) => api<Seasons & ErrorBody>(stack, 'PUT', `/api/admin/seasons/${NICHE}`, { token: adminToken, body });

  afterAll(async () => {
    const { version } = (await get()).body;
    await api(stack, 'POST', `/api/admin/seasons/${NICHE}/reset`, { token: adminToken, body: { version } });
  });

  it('lists the shipped moments with the niche’s topics to choose from', async () => {
    const res = await get();

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ niche: NICHE, label: 'Home Decor', shipped: true });
    expect(res.body.moments.map((m) => m.id)).toContain('holiday-decor');
    expect(res.body.topics.map((t) => t.id)).toContain('holiday-decor-small-apartment');
  });

  it('refuses a day that does not exist and a topic the niche does not have, on their fields, and stores nothing', async () => {
    const { moments, version } = (await get()).body;
    const bad = structuredClone(moments);
    bad[0]!.window = { kind: 'fixed', start: '02-30', end: '03-10' };
    const unknownTopic = structuredClone(moments);
    unknownTopic[1]!.topics = ['chlorine-hair'];

    const first = await put({ moments: bad, version });
    const second = await put({ moments: unknownTopic, version });

    expect(first.status).toBe(400);
    expect(first.body.error.fieldErrors).toEqual({ 'moments.0.window.start': ['No such day'] });
    expect(second.status).toBe(400);
    expect(second.body.error.fieldErrors).toEqual({ 'moments.1.topics.0': ['No topic "chlorine-hair" in this niche'] });
    expect((await get()).body).toMatchObject({ version, shipped: true });
  });

  it('saves a whole list over its version, refuses the stale version with 409, and the creator’s plan shows the edit', async () => {
    const creator = await yearlyCreator(NICHE);
    const { moments, version } = (await get()).body;
    const thisMonth = new Date().toISOString().slice(5, 7);
    const added = {
      id: 'colour-of-the-year',
      name: 'Colour of the year',
      window: { kind: 'fixed', start: `${thisMonth}-01`, end: `${thisMonth}-28` },
      leadWeeks: 1,
      why: 'Paint brands announce their colour of the year and people ask how to use it at home.',
      topics: ['dark-paint-small-rooms'],
      keywords: ['colour of the year', 'paint'],
    };

    const saved = await put({ moments: [...moments, added], version });
    const stale = await put({ moments, version });
    const plan = (await yearPlan(creator.token)).body;

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: version + 1, shipped: false });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect(plan.months[0]!.moments.map((m) => m.name)).toContain('Colour of the year');
  });

  it('puts the shipped list back', async () => {
    const { version } = (await get()).body;

    const res = await api<Seasons>(stack, 'POST', `/api/admin/seasons/${NICHE}/reset`, { token: adminToken, body: { version } });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ shipped: true, version: version + 1 });
  });
});
