import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '#tests/support/api';
import { createAccount, signIn } from '#tests/support/cognito';
import { useStackTable } from '#tests/support/data';
import { useStackYouTube } from '#tests/support/youtube';

/**
 * "Ideas from a video" through the stack's gateway, its SQS queue and worker, the YouTube emulator
 * (the hand-written creator channel, lib/local/youtube/creator-fixtures) and the OpenAI emulator.
 */
const stack = inject('stack');

let store: typeof import('#functions/subscribers/store');
let personalStore: typeof import('#functions/ideas/personal-store');
let videoIdeas: typeof import('#functions/personal/video-ideas');
let requests: typeof import('#functions/personal/video-ideas-store');
let generator: typeof import('#functions/content-engine/generator');
let youtubeClient: typeof import('#functions/ingestion/youtube-client');
beforeAll(async () => {
  useStackTable(stack);
  useStackYouTube(stack);
  store = await import('#functions/subscribers/store');
  personalStore = await import('#functions/ideas/personal-store');
  videoIdeas = await import('#functions/personal/video-ideas');
  requests = await import('#functions/personal/video-ideas-store');
  generator = await import('#functions/content-engine/generator');
  youtubeClient = await import('#functions/ingestion/youtube-client');
});

const GOOD = 'https://www.youtube.com/shorts/dewDani0ily';
const COMMENTS_OFF = 'https://youtu.be/dewDaniOff1';
const PRIVATE = 'https://www.youtube.com/watch?v=dewDaniPrv1';

interface Request {
  id: string;
  url: string;
  videoTitle: string;
  status: 'queued' | 'working' | 'done' | 'failed';
  message: string | null;
  ideas: Array<{ id: string; title: string; hook: string }>;
}

/** A subscribed skincare creator, signed in. */
async function subscriber(): Promise<{ userId: string; token: string }> {
  const email = `video-${randomUUID()}@example.com`;
  const password = 'video-pass-1';
  const userId = await createAccount(stack, email, password);
  const now = new Date().toISOString();
  await store.putSubscriber({
    userId,
    email,
    firstName: 'Vi',
    lastName: 'Deo',
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
  return { userId, token: (await signIn(stack, email, password)).idToken };
}

const post = (token: string, url: string) => api<{ request: Request }>(stack, 'POST', '/api/me/video-ideas', { token, body: { url } });

/** Polls the request until the worker has answered it (within a minute). */
async function answered(token: string, id: string): Promise<Request> {
  for (let i = 0; i < 120; i += 1) {
    const res = await api<{ request: Request }>(stack, 'GET', `/api/me/video-ideas/${id}`, { token });
    if (res.body.request.status === 'done' || res.body.request.status === 'failed') return res.body.request;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Request ${id} was not answered within a minute`);
}

describe('ideas from a pasted video', () => {
  it('answers 202 at once, then within minutes up to three ideas from the questions in its comments, each saying where it came from', async () => {
    const { userId, token } = await subscriber();

    const res = await post(token, GOOD);
    const done = await answered(token, res.body.request.id);

    expect(res.status).toBe(202);
    expect(res.body.request).toMatchObject({ status: 'queued', videoTitle: 'my oily skin morning routine (honest)' });
    expect(done.status).toBe('done');
    expect(done.ideas.length).toBeGreaterThanOrEqual(1);
    expect(done.ideas.length).toBeLessThanOrEqual(3);
    for (const summary of done.ideas) {
      const stored = await personalStore.getPersonalIdea(summary.id);
      expect(stored?.facts.ownerUserId).toBe(userId);
      expect(stored?.idea.personal).toEqual({
        kind: 'video',
        reasons: [{ kind: 'video', text: 'From the comments on "my oily skin morning routine (honest)"' }],
        ownAudience: false,
      });
      expect(stored?.idea.title).toBe(summary.title);
    }
    const list = await api<{ requests: Request[]; perDay: number; usedToday: number }>(stack, 'GET', '/api/me/video-ideas', { token });
    expect(list.body).toMatchObject({ perDay: 3, usedToday: 1 });
    expect(list.body.requests.map((r) => r.id)).toEqual([done.id]);
  });

  it("keeps one subscriber's request and its ideas from every other subscriber", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const made = await answered(owner.token, (await post(owner.token, GOOD)).body.request.id);

    const read = await api(stack, 'GET', `/api/me/video-ideas/${made.id}`, { token: other.token });
    const list = await api<{ requests: Request[] }>(stack, 'GET', '/api/me/video-ideas', { token: other.token });

    expect(read.status).toBe(404);
    expect(list.body.requests).toEqual([]);
    expect(made.ideas.length).toBeGreaterThan(0);
  });

  it('refuses an address that is not a YouTube video with a field error, and counts nothing', async () => {
    const { token } = await subscriber();

    const channel = await post(token, 'https://www.youtube.com/@dewwithdani');
    const elsewhere = await post(token, 'https://vimeo.com/123456789');

    for (const res of [channel, elsewhere]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { fieldErrors: { url: ['Paste a YouTube video link: youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/…'] } },
      });
    }
    const list = await api<{ usedToday: number }>(stack, 'GET', '/api/me/video-ideas', { token });
    expect(list.body.usedToday).toBe(0);
  });

  it('refuses a private video at once, saying so, and counts nothing', async () => {
    const { token } = await subscriber();

    const res = await post(token, PRIVATE);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { fieldErrors: { url: ["We couldn't find that video. It may be private, deleted or mistyped."] } },
    });
    expect((await api<{ usedToday: number }>(stack, 'GET', '/api/me/video-ideas', { token })).body.usedToday).toBe(0);
  });

  it('says comments are turned off when they are', async () => {
    const { token } = await subscriber();

    const done = await answered(token, (await post(token, COMMENTS_OFF)).body.request.id);

    expect(done).toMatchObject({
      status: 'failed',
      message: 'Comments are turned off on that video, so there is nothing to build ideas from.',
      ideas: [],
    });
  });

  it("refuses a fourth request in one day with the day's limit in words", async () => {
    const { token } = await subscriber();
    for (let i = 0; i < 3; i += 1) expect((await post(token, COMMENTS_OFF)).status).toBe(202);

    const fourth = await post(token, COMMENTS_OFF);

    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ error: { message: "You've used today's 3 video requests. More tomorrow." } });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('writes nothing twice when the same request is delivered again', async () => {
    const { userId, token } = await subscriber();
    const done = await answered(token, (await post(token, GOOD)).body.request.id);
    const key = stack.youtubeKey!;
    const again = () =>
      videoIdeas.answerVideoRequest({
        userId,
        requestId: done.id,
        now: new Date(),
        youtube: { api: youtubeClient.youtubeApi(key), key },
        generator: generator.offlineGenerator,
      });

    const redelivered = await again();

    expect(redelivered).toEqual({ status: 'skipped' });
    expect((await requests.getVideoRequest(userId, done.id))?.ideas).toEqual(done.ideas);
  });
});
