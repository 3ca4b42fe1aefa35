import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { exhaustYouTubeQuota, failNextYouTube, resetYouTube, youtubeRequests } from '../../support/youtube';

/**
 * Adding a video or channel by URL, through the gateway, against the YouTube emulator with the
 * real client: the lookup, the units it costs, and what the admin is told when YouTube does not
 * know the address, is out of quota or does not answer.
 */
const stack = inject('stack');

interface Added {
  status: 'added' | 'exists';
  source: { id: string; title: string; url: string; addedAt: string; addedBy: string };
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

let token: string;
let runs: typeof import('#functions/ingestion/run-store');

beforeAll(async () => {
  useStackTable(stack);
  runs = await import('#functions/ingestion/run-store');
  token = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
  await resetYouTube(stack);
});

afterAll(async () => {
  await resetYouTube(stack);
});

const add = <T>(niche: string, kind: 'videos' | 'channels', url: string) =>
  api<T>(stack, 'POST', `/api/admin/sources/${niche}/${kind}`, { token, body: { url } });

const sourcesOf = async (niche: string) => {
  const res = await api<{ niches: Array<{ niche: string; videos: Added['source'][]; channels: Added['source'][] }> }>(
    stack,
    'GET',
    '/api/admin/sources',
    { token },
  );
  return res.body.niches.find((row) => row.niche === niche)!;
};

describe('adding a YouTube video by URL', () => {
  it("looks the video up on YouTube (one unit, counted in the day's ledger) and keeps it with its title and link", async () => {
    const before = await runs.quotaUsed(runs.pacificDay(new Date()));

    const res = await add<Added>('food', 'videos', 'https://youtube.com/shorts/rtkZTdx2mY7?feature=share');

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('added');
    expect(res.body.source).toMatchObject({
      id: 'rtkZTdx2mY7',
      title: 'one pan dinner that saved my week',
      url: 'https://www.youtube.com/watch?v=rtkZTdx2mY7',
      addedBy: stack.accounts.admin.email,
    });
    expect((await runs.quotaUsed(runs.pacificDay(new Date()))).reads).toBe(before.reads + 1);
    expect((await sourcesOf('food')).videos.map((video) => video.id)).toContain('rtkZTdx2mY7');
  });

  it('answers "exists" for a video already added, without asking YouTube again', async () => {
    // An ordinary upload with no comments: the ingest tests, which share this stack, add and patch
    // the food niche's commented videos.
    await add('food', 'videos', 'https://youtu.be/4WcMGxFYiRO');
    const calls = (await youtubeRequests(stack)).length;

    const again = await add<Added>('food', 'videos', 'https://www.youtube.com/watch?v=4WcMGxFYiRO');

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'exists', source: { id: '4WcMGxFYiRO', title: 'the soup i make every winter pt 3' } });
    expect((await youtubeRequests(stack)).length).toBe(calls);
  });

  it('refuses a well-formed address YouTube has no video at, on the field', async () => {
    const res = await add<ErrorBody>('food', 'videos', 'https://youtu.be/AAAAAAAAAAA');

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ url: ['No YouTube video at that URL'] });
  });
});

describe('adding a YouTube channel by URL', () => {
  it('resolves a handle to the channel id and title', async () => {
    const res = await add<Added>('food', 'channels', 'https://www.youtube.com/@spicewithsana');

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'added',
      source: { id: 'UCGof2OvIBNR67dMYuEkMNq6', title: 'Spice with Sana', url: 'https://www.youtube.com/channel/UCGof2OvIBNR67dMYuEkMNq6' },
    });
    expect((await sourcesOf('food')).channels.map((channel) => channel.id)).toContain('UCGof2OvIBNR67dMYuEkMNq6');
  });

  it('refuses a handle nobody has, on the field', async () => {
    const res = await add<ErrorBody>('food', 'channels', 'https://www.youtube.com/@nobody-cooks-here');

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ url: ['No YouTube channel at that URL'] });
  });
});

describe('when YouTube cannot answer', () => {
  it("says the day's quota is used up (503), and never shows the key", async () => {
    await exhaustYouTubeQuota(stack, 'reads');

    const res = await add<ErrorBody>('food', 'videos', 'https://youtu.be/kqC07Y6PZ7v');

    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe("YouTube's daily quota is used up. Adding by URL works again after midnight Pacific time.");
    expect(JSON.stringify(res.body)).not.toContain(stack.youtubeKey!);
    await resetYouTube(stack);
  });

  it('says YouTube did not answer (503) on a 500 from the API', async () => {
    await failNextYouTube(stack, 'backendError', { method: 'channels.list' });

    const res = await add<ErrorBody>('food', 'channels', 'https://www.youtube.com/@nonnaisabella');

    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe('YouTube did not answer. Please try again in a minute.');
  });
});
