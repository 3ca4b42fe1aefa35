import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalGateway } from '#lib/local/gateway';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import type { StackInfo } from '../../support/local-stack';

/**
 * The creator-profile chat (docs/product-rules.md#profile-chat) through POST /api/admin/chat and
 * the session routes. The stack's gateway answers with the real `openai` client against the local
 * OpenAI emulator; a second gateway started here, in a process without an OpenAI key, runs the same
 * handlers with the scripted (offline) interviewer.
 */
const stack = inject('stack');

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
  sessionId: string;
  updatedAt: string;
}
interface Turn {
  message: string;
  sessionId: string;
  profile: Profile | null;
  generator: 'openai' | 'offline';
}
interface SessionRow {
  id: string;
  purpose: string;
  started_at: string;
  title: string;
  metadata: { message_count: number; profile_saved: boolean };
}
interface SessionDetail {
  session: SessionRow;
  messages: Array<{
    id: string;
    session_id: string;
    role: string;
    content: { text: string };
    created_at: string;
    order_in_session: number;
  }>;
  profile: Profile | null;
}

let offline: LocalGateway;
let offlineStack: StackInfo;
let getCreatorProfile: (userId: string) => Promise<Profile | null>;

/** A fresh admin per test: the chat route allows 30 turns a minute per admin. */
async function newAdmin(): Promise<string> {
  const email = `chat-admin-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(stack, email, 'chat-admin-pass-1', ['admin']);
  return (await signIn(stack, email, 'chat-admin-pass-1')).idToken;
}

async function newSubscriber(): Promise<{ userId: string; email: string }> {
  const { putSubscriber } = await import('#functions/subscribers/store');
  const userId = randomUUID();
  const email = `creator-${userId.slice(0, 8)}@example.com`;
  const now = new Date().toISOString();
  await putSubscriber({
    userId,
    email,
    firstName: 'Mia',
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
  return { userId, email };
}

const send = (on: StackInfo, token: string, sessionId: string | null, message: string) =>
  api<Turn>(on, 'POST', '/api/admin/chat', { token, body: { sessionId, message, purpose: 'content_profile_creation' } });

async function turn(on: StackInfo, token: string, sessionId: string | null, message: string): Promise<Turn> {
  const res = await send(on, token, sessionId, message);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const readSession = (on: StackInfo, token: string, id: string) =>
  api<SessionDetail>(on, 'GET', `/api/admin/chat/sessions/${id}`, { token });

async function failNext(mode: string): Promise<void> {
  const res = await fetch(`${stack.openai}/__emulator/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(res.status).toBe(200);
}

/** Every answer of an interview, in the order the interviewer asks. */
function interview(email: string, avoid: string): Array<{ say: string; expect: RegExp }> {
  return [
    { say: 'Hi! Let us set up a creator profile.', expect: /Which subscriber/ },
    {
      say: 'It is for nobody-here@example.com',
      expect: /There is no subscriber with the email nobody-here@example\.com\. Which subscriber/,
    },
    { say: `Sorry, it is ${email.toUpperCase()}`, expect: /What is their niche\?.*Personal Finance/ },
    { say: 'Crypto', expect: /not one of our niches/ },
    { say: 'Skincare', expect: /sub-niches.*Skincare/ },
    { say: 'acne, sensitive skin and barrier repair', expect: /audience/ },
    { say: 'Women 25-35 with adult acne who are tired of trial and error', expect: /tone/ },
    { say: 'Warm, practical and a little funny', expect: /formats/ },
    { say: '- tutorials\n- myth-busting\n- get ready with me', expect: /stay away from/ },
    { say: avoid, expect: /goals/ },
  ];
}

async function runInterview(
  on: StackInfo,
  token: string,
  subscriber: { email: string },
  avoid = 'None',
): Promise<{ sessionId: string; last: Turn; turns: Turn[] }> {
  let sessionId: string | null = null;
  const turns: Turn[] = [];
  for (const step of interview(subscriber.email, avoid)) {
    const answer = await turn(on, token, sessionId, step.say);
    expect(answer.message).toMatch(step.expect);
    expect(answer.profile).toBeNull();
    sessionId = answer.sessionId;
    turns.push(answer);
  }
  const last = await turn(on, token, sessionId, 'Grow followers, get brand deals');
  turns.push(last);
  return { sessionId: sessionId!, last, turns };
}

beforeAll(async () => {
  useStackTable(stack);
  ({ getCreatorProfile } = (await import('#functions/profiles/store')) as unknown as {
    getCreatorProfile: typeof getCreatorProfile;
  });
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

describe.each([
  ['the scripted interviewer (no OpenAI key)', 'offline'],
  ['the real openai client against the local OpenAI emulator', 'openai'],
] as const)('a full interview through POST /api/admin/chat with %s', (_name, generator) => {
  const on = () => (generator === 'offline' ? offlineStack : stack);

  it('asks for each missing answer in turn, then saves the profile on the subscriber and sums it up', async () => {
    const token = await newAdmin();
    const subscriber = await newSubscriber();

    const { sessionId, last, turns } = await runInterview(on(), token, subscriber);

    expect(turns.every((t) => t.generator === generator && t.sessionId === sessionId)).toBe(true);
    expect(last.message).toContain(`Saved the creator profile for ${subscriber.email}`);
    expect(last.profile).toMatchObject({
      userId: subscriber.userId,
      subscriberEmail: subscriber.email,
      niche: 'skincare',
      subNiches: ['acne', 'sensitive skin', 'barrier repair'],
      audience: 'Women 25-35 with adult acne who are tired of trial and error',
      tone: 'Warm, practical and a little funny',
      formats: ['tutorials', 'myth-busting', 'get ready with me'],
      avoidTopics: [],
      goals: ['Grow followers', 'get brand deals'],
      sessionId,
    });
    expect(await getCreatorProfile(subscriber.userId)).toEqual(last.profile);
  });

  it('shows the session with every message in order, the hidden system message first, and the profile it saved', async () => {
    const token = await newAdmin();
    const subscriber = await newSubscriber();
    const { sessionId, last } = await runInterview(on(), token, subscriber);

    const res = await readSession(on(), token, sessionId);

    expect(res.status).toBe(200);
    const { messages, session, profile } = res.body;
    expect(messages.map((m) => m.order_in_session)).toEqual(messages.map((_, i) => i));
    expect(messages.map((m) => m.role)).toEqual(['system', ...Array.from({ length: 11 }, () => ['user', 'assistant']).flat()]);
    expect(messages[1]?.content.text).toBe('Hi! Let us set up a creator profile.');
    expect(messages.at(-1)?.content.text).toBe(last.message);
    expect(session).toMatchObject({
      id: sessionId,
      purpose: 'content_profile_creation',
      title: subscriber.email,
      metadata: { message_count: 23, profile_saved: true },
    });
    expect(profile).toEqual(last.profile);
  });
});

describe('bad model output', () => {
  it.each(['malformed-json', 'schema-mismatch', 'refusal'])('after %s saves nothing, answers 200 and asks again', async (mode) => {
    const token = await newAdmin();
    const subscriber = await newSubscriber();
    const first = await turn(stack, token, null, subscriber.email);
    expect(first.message).toMatch(/What is their niche/);

    await failNext(mode);
    const bad = await turn(stack, token, first.sessionId, 'Skincare');

    expect(bad.message).toMatch(/^Sorry, I could not read that answer\. What is their niche\?/);
    expect(bad.profile).toBeNull();
    // Nothing was taken: the same answer again is read as the niche.
    const again = await turn(stack, token, first.sessionId, 'Skincare');
    expect(again.message).toMatch(/sub-niches/);
  });
});

describe('the session list (GET /api/admin/chat/sessions)', () => {
  it("shows the caller's ten newest sessions, newest first", async () => {
    const token = await newAdmin();
    const started: string[] = [];
    for (let i = 0; i < 11; i += 1) started.push((await turn(offlineStack, token, null, `Hello ${i}`)).sessionId);

    const res = await api<{ sessions: SessionRow[] }>(offlineStack, 'GET', '/api/admin/chat/sessions', { token });

    expect(res.status).toBe(200);
    expect(res.body.sessions.map((s) => s.id)).toEqual(started.slice(1).reverse());
    expect(res.body.sessions[0]).toMatchObject({ title: 'New creator profile', metadata: { message_count: 3, profile_saved: false } });
  });

  it("does not show another admin's sessions", async () => {
    const [mine, theirs] = await Promise.all([newAdmin(), newAdmin()]);
    await turn(offlineStack, mine, null, 'Hello');

    const res = await api<{ sessions: SessionRow[] }>(offlineStack, 'GET', '/api/admin/chat/sessions', { token: theirs });

    expect(res.body.sessions).toEqual([]);
  });
});

describe('another admin', () => {
  it('cannot read a session or send to it: 404, as for an unknown id', async () => {
    const [owner, other] = await Promise.all([newAdmin(), newAdmin()]);
    const { sessionId } = await turn(offlineStack, owner, null, 'Hello');

    const read = await readSession(offlineStack, other, sessionId);
    const write = await send(offlineStack, other, sessionId, 'me@example.com');

    expect(read.status).toBe(404);
    expect(write.status).toBe(404);
    expect((await readSession(offlineStack, owner, sessionId)).body.session.metadata.message_count).toBe(3);
  });
});

describe('bad messages', () => {
  it.each([
    ['a blank message', '   \n '],
    ['a message of 4,001 characters', 'a'.repeat(4001)],
  ])('%s is a 400 on the message field and starts nothing', async (_name, message) => {
    const token = await newAdmin();

    const res = await api<{ error: { fieldErrors: Record<string, string[]> } }>(offlineStack, 'POST', '/api/admin/chat', {
      token,
      body: { sessionId: null, message, purpose: 'content_profile_creation' },
    });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fieldErrors)).toContain('message');
    const list = await api<{ sessions: SessionRow[] }>(offlineStack, 'GET', '/api/admin/chat/sessions', { token });
    expect(list.body.sessions).toEqual([]);
  });

  it('an unknown session id is a 404', async () => {
    const token = await newAdmin();
    expect((await send(offlineStack, token, '01JAAAAAAAAAAAAAAAAAAAAAAA', 'hello')).status).toBe(404);
  });
});

describe('two sends to one session at once', () => {
  it('never give two messages the same order: the loser is a 409 and the count matches the messages', async () => {
    const token = await newAdmin();
    const { sessionId } = await turn(offlineStack, token, null, 'Hello');

    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => send(offlineStack, token, sessionId, `answer ${i}`)));

    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const won = results.filter((r) => r.status === 200).length;
    expect(won).toBeGreaterThanOrEqual(1);
    const { body } = await readSession(offlineStack, token, sessionId);
    expect(body.messages.map((m) => m.order_in_session)).toEqual(body.messages.map((_, i) => i));
    expect(body.messages).toHaveLength(3 + 2 * won);
    expect(body.session.metadata.message_count).toBe(body.messages.length);
  });
});

describe("generation for a subscriber's profile (POST /api/admin/generate with subscriberEmail)", () => {
  it('writes ideas for the saved profile and answers it in summary.profile, sending it to the model', async () => {
    const token = await newAdmin();
    const subscriber = await newSubscriber();
    const { last } = await runInterview(offlineStack, token, subscriber);
    await fetch(`${stack.openai}/__emulator/reset`, { method: 'POST' });

    const res = await api<{ success: boolean; summary: { profile: Profile | null; generator: string } }>(
      stack,
      'POST',
      '/api/admin/generate',
      {
        token,
        body: { niche: 'skincare', quantity: 1, subscriberEmail: subscriber.email },
      },
    );

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.summary.profile).toEqual(last.profile);
    const requests = (await (await fetch(`${stack.openai}/__emulator/requests`)).json()) as Array<{ body: { input: string } }>;
    const payload = JSON.parse(requests[0]!.body.input) as { creator_profile?: { audience: string; tone: string } };
    expect(payload.creator_profile).toMatchObject({ audience: last.profile!.audience, tone: last.profile!.tone });
  });

  it('skips an insight that touches a topic the creator avoids', async () => {
    const token = await newAdmin();
    type Generated = { results: Array<{ content: { source: { comment: string } } | null }> };
    const plain = await api<Generated>(stack, 'POST', '/api/admin/generate', { token, body: { niche: 'skincare', quantity: 1 } });
    const comment = plain.body.results[0]!.content!.source.comment;
    // Words of the insight the tester picks first, as the topic to avoid (every one of them appears in it).
    const topic = comment
      .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 3 && !/^and$/i.test(w))
      .slice(0, 4)
      .join(' ');
    const subscriber = await newSubscriber();
    const { last } = await runInterview(offlineStack, token, subscriber, topic);
    expect(last.profile?.avoidTopics).toEqual([topic]);

    const forProfile = await api<Generated>(stack, 'POST', '/api/admin/generate', {
      token,
      body: { niche: 'skincare', quantity: 1, subscriberEmail: subscriber.email },
    });

    expect(forProfile.status).toBe(200);
    expect(forProfile.body.results[0]!.content!.source.comment).not.toBe(comment);
  });

  it('refuses an email of nobody with a field error', async () => {
    const token = await newAdmin();
    const res = await api<{ error: { fieldErrors: Record<string, string[]> } }>(stack, 'POST', '/api/admin/generate', {
      token,
      body: { niche: 'skincare', quantity: 1, subscriberEmail: `nobody-${randomUUID().slice(0, 8)}@example.com` },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.subscriberEmail).toEqual(['No subscriber with this email']);
  });

  it('refuses a subscriber who has no profile yet', async () => {
    const token = await newAdmin();
    const subscriber = await newSubscriber();
    const res = await api<{ error: { fieldErrors: Record<string, string[]> } }>(stack, 'POST', '/api/admin/generate', {
      token,
      body: { niche: 'skincare', quantity: 1, subscriberEmail: subscriber.email },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.subscriberEmail).toEqual(['This subscriber has no creator profile yet']);
  });

  it('generates without a profile when the email is left empty', async () => {
    const token = await newAdmin();
    const res = await api<{ summary: { profile: Profile | null } }>(stack, 'POST', '/api/admin/generate', {
      token,
      body: { niche: 'skincare', quantity: 1, subscriberEmail: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.summary.profile).toBeNull();
  });
});
