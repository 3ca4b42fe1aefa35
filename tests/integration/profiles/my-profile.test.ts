import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalGateway } from '#lib/local/gateway';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import type { StackInfo } from '../../support/local-stack';

/**
 * A creator's own profile (docs/product-rules.md#your-channel) through GET/PUT /api/me/profile,
 * with the channel checked by the real `@googleapis/youtube` client against the local YouTube
 * emulator, and the creator's own profile chat under /api/me/profile/chat, answered by the scripted
 * interviewer (a gateway here without an OpenAI key) and by the real `openai` client against the
 * local OpenAI emulator (the stack's gateway).
 */
const stack = inject('stack');

/** Fixtures of the local YouTube emulator (lib/local/youtube/fixtures/skincare.json). */
const CHANNEL = { id: 'UC7nxeCWhzrZCi3waV63ycvP', handle: '@skinwithsoph', title: 'Skin with Soph' };

interface Profile {
  userId: string;
  subscriberEmail: string;
  niche: string;
  subNiches: string[];
  audience: string;
  tone: string;
  formats: string[];
  avoidTopics: string[];
  goals: string[];
  youtubeChannel: { id: string; handle: string | null; title: string } | null;
  source: 'chat' | 'settings';
  sessionId: string | null;
  updatedAt: string;
}
interface Options {
  niche: string | null;
  nicheName: string | null;
  topics: Array<{ id: string; name: string }>;
  formats: Array<{ id: string; label: string; words: string[] }>;
}
interface ErrorBody {
  error: { message: string; fieldErrors?: Record<string, string[]> };
}
interface Turn {
  message: string;
  sessionId: string;
  profile: Profile | null;
  generator: 'openai' | 'offline';
}

const form = (change: Record<string, unknown> = {}) => ({
  subNiches: ['budget-routine', 'skincare for college students'],
  audience: 'students 18-24 on a tight budget, oily skin, first real routine',
  tone: 'chatty big-sister energy',
  formats: ['talking-head', 'voiceover-b-roll'],
  avoidTopics: ['luxury hauls'],
  goals: ['reach 10k followers'],
  youtubeChannel: null,
  ...change,
});

let offline: LocalGateway;
let offlineStack: StackInfo;

/** A signed-in creator with a skincare subscription of their own (a fresh one per test: the routes are rate limited per user). */
async function newCreator(options: { subscriber?: boolean } = {}): Promise<{ userId: string; email: string; token: string }> {
  const email = `profile-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'profile-pass-1');
  if (options.subscriber ?? true) {
    const { putSubscriber } = await import('#functions/subscribers/store');
    const now = new Date().toISOString();
    await putSubscriber({
      userId,
      email,
      firstName: 'Soph',
      lastName: 'Creator',
      niche: 'skincare',
      subscribed: true,
      onboardingCompleted: true,
      subscriptionTier: 'monthly',
      subscriptionStatus: 'active',
      subscriptionEnd: null,
      referredBy: null,
      timeZone: 'UTC',
      stripeCustomerId: null,
      testMode: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  return { userId, email, token: (await signIn(stack, email, 'profile-pass-1')).idToken };
}

const getProfile = (token: string) => api<{ profile: Profile | null; options: Options }>(stack, 'GET', '/api/me/profile', { token });
const putProfile = (token: string, body: unknown) =>
  api<{ profile: Profile; options: Options } & Partial<ErrorBody>>(stack, 'PUT', '/api/me/profile', { token, body });

beforeAll(async () => {
  useStackTable(stack);
  // This worker has no OpenAI key, so handlers run here answer with the scripted interviewer.
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  const { startGateway } = await import('#lib/local/gateway');
  const { freePort } = await import('#lib/local/processes');
  offline = await startGateway(await freePort());
  offline.setAuth({
    issuer: stack.issuer,
    jwksUrl: `${stack.cognito}/${stack.userPoolId}/.well-known/jwks.json`,
    userPoolClientId: stack.userPoolClientId,
  });
  offlineStack = { ...stack, api: offline.url };
});

afterAll(async () => {
  await offline?.close();
});

describe('GET /api/me/profile', () => {
  it("answers no profile before one is saved, with the niche's topics and the formats by their labels", async () => {
    const creator = await newCreator();

    const res = await getProfile(creator.token);

    expect(res.status).toBe(200);
    expect(res.body.profile).toBeNull();
    expect(res.body.options).toMatchObject({ niche: 'skincare', nicheName: 'Skincare' });
    expect(res.body.options.topics).toContainEqual({ id: 'budget-routine', name: 'a full skincare routine on a tight budget' });
    expect(res.body.options.formats).toContainEqual(expect.objectContaining({ id: 'voiceover-b-roll', label: 'Voiceover over b-roll' }));
    expect(res.body.options.formats).toHaveLength(10);
  });
});

describe('PUT /api/me/profile', () => {
  it('saves the profile on the caller in their current niche, from Settings, and GET reads it back', async () => {
    const creator = await newCreator();

    const res = await putProfile(creator.token, form());

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile).toMatchObject({
      userId: creator.userId,
      subscriberEmail: creator.email,
      niche: 'skincare',
      subNiches: ['budget-routine', 'skincare for college students'],
      formats: ['talking-head', 'voiceover-b-roll'],
      youtubeChannel: null,
      source: 'settings',
      sessionId: null,
    });
    expect((await getProfile(creator.token)).body.profile).toEqual(res.body.profile);
  });

  it('saves a half-filled profile: every field may be left empty', async () => {
    const creator = await newCreator();

    const res = await putProfile(
      creator.token,
      form({ subNiches: [], audience: '', tone: '', avoidTopics: [], goals: [], formats: ['tutorial'] }),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await getProfile(creator.token)).body.profile).toMatchObject({ subNiches: [], audience: '', formats: ['tutorial'] });
  });

  it.each([
    ['a handle', CHANNEL.handle],
    ['a handle without its @', 'skinwithsoph'],
    ['a handle URL without https://', 'youtube.com/@skinwithsoph'],
    ['a channel URL with a tab after it', `https://www.youtube.com/channel/${CHANNEL.id}/videos`],
    ['a channel id', CHANNEL.id],
  ])('finds the channel on YouTube from %s and counts the lookup in the day’s quota ledger', async (_form, typed) => {
    const creator = await newCreator();
    const runStore = await import('#functions/ingestion/run-store');
    const day = runStore.pacificDay(new Date());
    const before = await runStore.quotaUsed(day);

    const res = await putProfile(creator.token, form({ youtubeChannel: typed }));

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile.youtubeChannel).toEqual(CHANNEL);
    expect((await runStore.quotaUsed(day)).reads).toBeGreaterThanOrEqual(before.reads + 1);
  });

  it('does not look the channel up again when the saved one is sent back unchanged', async () => {
    const creator = await newCreator();
    await putProfile(creator.token, form({ youtubeChannel: CHANNEL.handle }));
    const { youtubeRequests } = await import('../../support/youtube');
    const lookups = async () => (await youtubeRequests(stack)).filter((call) => JSON.stringify(call).includes('skinwithsoph')).length;
    const before = await lookups();

    const res = await putProfile(creator.token, form({ youtubeChannel: CHANNEL.handle, tone: 'calm' }));

    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ tone: 'calm', youtubeChannel: CHANNEL });
    expect(await lookups()).toBe(before);
  });

  it.each([
    ['a 10,000-character field', form({ audience: 'a'.repeat(10_000) }), 'audience', 'Audience is limited to 600 characters'],
    [
      'a format that does not exist',
      form({ formats: ['talking-head', 'interpretive dance'] }),
      'formats.1',
      'Choose formats from the list',
    ],
    ['control characters', form({ tone: 'chill\u0007\u0000 vibes' }), 'tone', null],
    ['too many topics', form({ subNiches: Array.from({ length: 9 }, (_, i) => `topic ${i + 1}`) }), 'subNiches', 'At most 8 items'],
    ['an empty item', form({ goals: ['grow', '  '] }), 'goals.1', 'Remove the empty item'],
    ['a niche of its own choosing', { ...form(), niche: 'fitness' }, '_', null],
    ['a channel that is no YouTube address', form({ youtubeChannel: 'https://tiktok.com/@skinwithsoph' }), 'youtubeChannel', null],
    [
      'a channel that does not exist on YouTube',
      form({ youtubeChannel: '@nobody-films-here' }),
      'youtubeChannel',
      "We couldn't find that YouTube channel",
    ],
  ])('refuses %s with a 400 and a field error, and stores nothing', async (_case, body, field, message) => {
    const creator = await newCreator();

    const res = await putProfile(creator.token, body);

    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const errors = res.body.error!.fieldErrors!;
    expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
    if (message) expect(errors[field]).toContain(message);
    expect((await getProfile(creator.token)).body.profile).toBeNull();
  });

  it('keeps the saved profile as it was when a change is refused', async () => {
    const creator = await newCreator();
    const saved = (await putProfile(creator.token, form())).body.profile;

    const res = await putProfile(creator.token, form({ tone: 'new tone', youtubeChannel: '@nobody-films-here' }));

    expect(res.status).toBe(400);
    expect((await getProfile(creator.token)).body.profile).toEqual(saved);
  });

  it('asks a signed-in account without a subscription to finish signing up, and stores nothing', async () => {
    const account = await newCreator({ subscriber: false });

    const res = await putProfile(account.token, form());

    expect(res.status).toBe(404);
    expect((res.body as unknown as ErrorBody).error.message).toMatch(/Finish signing up first/);
    expect((await getProfile(account.token)).body.profile).toBeNull();
  });
});

describe.each([
  ['the scripted interviewer (no OpenAI key)', 'offline'],
  ['the real openai client against the local OpenAI emulator', 'openai'],
] as const)("a creator's own profile chat with %s", (_name, generator) => {
  const on = () => (generator === 'offline' ? offlineStack : stack);
  const send = (token: string, sessionId: string | null, message: string) =>
    api<Turn>(on(), 'POST', '/api/me/profile/chat', { token, body: { sessionId, message, purpose: 'content_profile_creation' } });

  async function interview(token: string): Promise<{ sessionId: string; turns: Turn[] }> {
    const steps: Array<{ say: string; expect: RegExp }> = [
      { say: 'hey! i do skincare videos', expect: /Which topics within Skincare do you make videos about\?/ },
      { say: 'acne after 30, barrier repair', expect: /Who watches your videos\?/ },
      { say: 'women 30-45 with adult acne who tried everything', expect: /What tone do your videos have\?/ },
      { say: 'calm and evidence-based', expect: /How do you film\?/ },
      { say: 'tutorials, green screen replies', expect: /Which topics should your ideas stay away from\?/ },
      { say: 'product reviews', expect: /what are your goals/ },
    ];
    let sessionId: string | null = null;
    const turns: Turn[] = [];
    for (const step of steps) {
      const res = await send(token, sessionId, step.say);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toMatch(step.expect);
      // The opening question is scripted; every answer after it goes to the interviewer.
      expect(res.body.generator).toBe(sessionId === null ? 'offline' : generator);
      sessionId = res.body.sessionId;
      turns.push(res.body);
    }
    const last = await send(token, sessionId, 'grow to 50k, launch a course');
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    turns.push(last.body);
    return { sessionId: sessionId!, turns };
  }

  it('asks about their channel without asking who or which niche, then saves the profile on the caller and keeps their channel', async () => {
    const creator = await newCreator();
    await putProfile(creator.token, form({ youtubeChannel: CHANNEL.handle }));

    const { turns } = await interview(creator.token);

    const last = turns.at(-1)!;
    expect(last.message).toMatch(/^Saved your profile:/);
    expect(last.profile).toMatchObject({
      userId: creator.userId,
      subscriberEmail: creator.email,
      niche: 'skincare',
      subNiches: ['acne after 30', 'barrier repair'],
      formats: ['tutorials', 'green screen replies'],
      avoidTopics: ['product reviews'],
      goals: ['grow to 50k', 'launch a course'],
      youtubeChannel: CHANNEL,
      source: 'chat',
    });
    expect((await getProfile(creator.token)).body.profile).toEqual(last.profile);
  });

  it('lists and shows the session to its creator only: another subscriber and an admin get a 404', async () => {
    const creator = await newCreator();
    const other = await newCreator();
    const { sessionId } = await interview(creator.token);
    const adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;

    const own = await api<{ session: { id: string; title: string }; messages: unknown[] }>(
      on(),
      'GET',
      `/api/me/profile/chat/sessions/${sessionId}`,
      {
        token: creator.token,
      },
    );
    const list = await api<{ sessions: Array<{ id: string }> }>(on(), 'GET', '/api/me/profile/chat/sessions', { token: creator.token });
    const byOther = await api(on(), 'GET', `/api/me/profile/chat/sessions/${sessionId}`, { token: other.token });
    const othersList = await api<{ sessions: unknown[] }>(on(), 'GET', '/api/me/profile/chat/sessions', { token: other.token });
    const byAdmin = await api(on(), 'GET', `/api/admin/chat/sessions/${sessionId}`, { token: adminToken });
    const sendByOther = await send(other.token, sessionId, 'let me in');

    expect(own.status).toBe(200);
    expect(own.body.session).toMatchObject({ id: sessionId, title: 'Your channel' });
    expect(own.body.messages).toHaveLength(15);
    expect(list.body.sessions.map((s) => s.id)).toEqual([sessionId]);
    expect(byOther.status).toBe(404);
    expect(othersList.body.sessions).toEqual([]);
    expect(byAdmin.status).toBe(404);
    expect(sendByOther.status).toBe(404);
  });
});

describe("an admin's chat session is not a creator's", () => {
  it('answers 404 to a subscriber asking for an admin session id under /api/me/profile/chat', async () => {
    const adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
    const started = await api<Turn>(stack, 'POST', '/api/admin/chat', {
      token: adminToken,
      body: { sessionId: null, message: 'Hello', purpose: 'content_profile_creation' },
    });
    const creator = await newCreator();

    const res = await api(stack, 'GET', `/api/me/profile/chat/sessions/${started.body.sessionId}`, { token: creator.token });

    expect(started.status).toBe(200);
    expect(res.status).toBe(404);
  });
});
