import { describe, expect, it } from 'vitest';
import { dailyLimitMessage, mayRequestAnother, requestedVideoId, secondsUntilPacificMidnight } from '#functions/personal/video-ideas-rules';
import { videoRequestBody } from '#functions/personal/video-routes';

describe('which pasted addresses are a YouTube video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dewDani0ily', 'dewDani0ily'],
    ['youtube.com/shorts/dewDani0ily', 'dewDani0ily'],
    ['https://youtu.be/dewDani0ily?si=Xy12abc', 'dewDani0ily'],
    ['  https://m.youtube.com/watch?v=dewDani0ily&t=14s  ', 'dewDani0ily'],
    ['http://www.youtube.com/shorts/dewDani0ily?feature=share', 'dewDani0ily'],
  ])('%s is video %s', (url, id) => {
    expect(requestedVideoId(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/@dewwithdani',
    'https://www.youtube.com/channel/UCdewWithDani0wnChann3l1',
    'https://www.tiktok.com/@dani/video/7301234567890123456',
    'https://www.youtube.com/watch?v=short',
    'omg watch this https://youtu.be/dewDani0ily',
    'https://www.youtube.com.evil.example/watch?v=dewDani0ily',
    '',
  ])('%s is not', (url) => {
    expect(requestedVideoId(url)).toBeNull();
  });

  it('the route refuses anything else with the one field message the form shows', () => {
    const parsed = videoRequestBody.safeParse({ url: 'https://www.youtube.com/@dewwithdani' });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['url', 'Paste a YouTube video link: youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/…'],
    ]);
  });
});

describe('the daily limit on video requests', () => {
  it('lets a subscriber make requests up to the limit and no more', () => {
    expect([0, 1, 2, 3, 4].map((made) => mayRequestAnother(made, 3))).toEqual([true, true, true, false, false]);
  });

  it('says how many were used and when more come', () => {
    expect(dailyLimitMessage(3)).toBe("You've used today's 3 video requests. More tomorrow.");
    expect(dailyLimitMessage(1)).toBe("You've used today's 1 video request. More tomorrow.");
  });

  it('waits until midnight in Los Angeles, when the count starts again', () => {
    // 23:30 in Los Angeles (UTC-8 in December): half an hour left.
    expect(secondsUntilPacificMidnight(new Date('2026-12-08T07:30:00Z'))).toBe(1800);
    // 00:00:00 exactly: a whole day.
    expect(secondsUntilPacificMidnight(new Date('2026-12-08T08:00:00Z'))).toBe(86_400);
  });
});
