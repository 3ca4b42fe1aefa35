import { describe, expect, it } from 'vitest';
import { channelRefOf, videoIdOf } from '#functions/ingestion/admin-urls';
import { adminAddSourceChannel, adminAddSourceVideo, adminSetSourceQueries } from '#functions/ingestion/routes';

describe('videoIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&feature=share', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=Ab12Cd34', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aB3_-x9ZqL0', 'aB3_-x9ZqL0'],
    ['youtube.com/shorts/aB3_-x9ZqL0', 'aB3_-x9ZqL0'],
    ['  https://www.youtube.com/shorts/aB3_-x9ZqL0  ', 'aB3_-x9ZqL0'],
  ])('reads %s', (url, id) => {
    expect(videoIdOf(url)).toBe(id);
  });

  it.each([
    ['a TikTok video', 'https://www.tiktok.com/@glow.daily/video/7300000000000000000'],
    ['a channel', 'https://www.youtube.com/@coachmarco'],
    ['an id too short', 'https://youtu.be/abc'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['a script address', 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['words', 'the squat video from yesterday'],
    ['nothing', ''],
    ['a watch page without a video', 'https://www.youtube.com/watch'],
    ['credentials in the address', 'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('refuses %s', (_label, url) => {
    expect(videoIdOf(url)).toBeNull();
  });
});

describe('channelRefOf', () => {
  it.each([
    ['https://www.youtube.com/@coachmarco', { kind: 'handle', handle: 'coachmarco' }],
    ['https://m.youtube.com/@glow.with.mia/shorts', { kind: 'handle', handle: 'glow.with.mia' }],
    ['youtube.com/@Café_Sofía', { kind: 'handle', handle: 'Café_Sofía' }],
    ['https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw', { kind: 'id', id: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' }],
    ['https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw/videos', { kind: 'id', id: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' }],
  ])('reads %s', (url, ref) => {
    expect(channelRefOf(url)).toEqual(ref);
  });

  it.each([
    ['a video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a short link', 'https://youtu.be/dQw4w9WgXcQ'],
    ['a bare handle', '@coachmarco'],
    ['a handle too short', 'https://www.youtube.com/@ab'],
    ['a malformed channel id', 'https://www.youtube.com/channel/UC123'],
    ['an Instagram profile', 'https://www.instagram.com/coachmarco/'],
    ['a broken escape', 'https://www.youtube.com/@%E0%A4%A'],
  ])('refuses %s', (_label, url) => {
    expect(channelRefOf(url)).toBeNull();
  });
});

describe('the Sources routes check input as the form does', () => {
  const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('takes queries trimmed', () => {
    const parsed = adminSetSourceQueries.body!.parse({ queries: ['  squat form for beginners ', 'knee pain squats'], version: 3 });

    expect(parsed).toEqual({ queries: ['squat form for beginners', 'knee pain squats'], version: 3 });
  });

  it.each([
    ['no queries', { queries: [], version: 0 }, ['queries: Add at least one search query']],
    ['an empty query', { queries: ['glute workout', '   '], version: 0 }, ['queries.1: A query is at least 2 characters']],
    ['a query of 101 characters', { queries: ['q'.repeat(101)], version: 0 }, ['queries.0: A query is at most 100 characters']],
    ['the same query twice', { queries: ['Glute workout', 'glute  workout'], version: 0 }, ['queries: Each query only once']],
    [
      'eleven queries',
      { queries: Array.from({ length: 11 }, (_, i) => `query ${i}`), version: 0 },
      ['queries: At most 10 search queries per niche'],
    ],
    [
      'a control character',
      { queries: ['glute\u0007workout'], version: 0 },
      ['queries.0: A query is plain text, without control characters'],
    ],
  ])('refuses %s with a message on the field', (_label, body, messages) => {
    expect(issuesOf(adminSetSourceQueries.body!.safeParse(body))).toEqual(messages);
  });

  it('refuses a URL that is not a YouTube video or channel, in the words the form shows', () => {
    expect(issuesOf(adminAddSourceVideo.body!.safeParse({ url: 'https://www.tiktok.com/@x/video/1' }))).toEqual([
      'url: Enter a YouTube video URL',
    ]);
    expect(issuesOf(adminAddSourceChannel.body!.safeParse({ url: 'https://youtu.be/dQw4w9WgXcQ' }))).toEqual([
      'url: Enter a YouTube channel URL',
    ]);
    expect(issuesOf(adminAddSourceVideo.body!.safeParse({ url: 42 }))).toEqual(['url: Enter a YouTube video URL']);
  });
});
