import { describe, expect, it } from 'vitest';
import type { Video } from '#lib/local/youtube/catalogue';
import { durationMatches, matchScore, searchVideos, type SearchFilters } from '#lib/local/youtube/search';
import { htmlText } from '#lib/local/youtube/resources';
import { pageToken, readPageToken } from '#lib/local/youtube/params';

const video = (over: Partial<Video>): Video => ({
  id: 'aaaaaaaaaaa',
  niche: 'skincare',
  channelId: 'UCaaaaaaaaaaaaaaaaaaaaaa',
  title: 'my night routine',
  description: '',
  tags: [],
  publishedAt: '2026-12-01T10:00:00Z',
  duration: 'PT45S',
  seconds: 45,
  views: 1000,
  likes: 10,
  language: 'en',
  privacy: 'public',
  commentsDisabled: false,
  deleted: false,
  ...over,
});

const filters = (over: Partial<SearchFilters> = {}): SearchFilters => ({
  q: undefined,
  order: 'relevance',
  videoDuration: 'any',
  publishedAfter: undefined,
  publishedBefore: undefined,
  channelId: undefined,
  relevanceLanguage: undefined,
  ...over,
});

describe('matching a search query to a video', () => {
  it('finds a video by a word in its tags, in another case and the plural', () => {
    expect(matchScore(video({ tags: ['Retinol', 'acne'] }), 'retinol routines')).toBe(1);
  });

  it('needs every word of a short query, so "home gym" does not find home decor', () => {
    const decor = video({ title: 'rental kitchen makeover', tags: ['home decor', 'renter friendly'] });

    expect(matchScore(decor, 'home gym')).toBe(0);
    expect(matchScore(decor, 'home decor')).toBe(1);
  });

  it('lets a long query miss one word, and words like "tips" or "beginners" miss freely', () => {
    const barrier = video({ title: '3 mistakes that wrecked my skin barrier' });
    const twins = video({ title: 'how we survived the first year with twins', tags: ['newborn', 'parenting'] });

    expect(matchScore(barrier, 'skin barrier mistakes repair')).toBe(0.75);
    expect(matchScore(barrier, 'skin barrier repair serum')).toBe(0);
    expect(matchScore(twins, 'newborn tips')).toBe(0.5);
  });

  it('reads a|b as either and -word as not', () => {
    const dal = video({ title: '15 minute dal', tags: ['vegetarian'] });

    expect(matchScore(dal, 'curry|dal')).toBe(1);
    expect(matchScore(dal, 'dal -vegetarian')).toBe(0);
  });
});

describe('searching the catalogue', () => {
  it('orders by views, drops private, deleted and long videos for videoDuration=short', () => {
    const videos = [
      video({ id: 'small000000', views: 10 }),
      video({ id: 'big00000000', views: 900 }),
      video({ id: 'private0000', views: 5000, privacy: 'private' }),
      video({ id: 'deleted0000', views: 5000, deleted: true }),
      video({ id: 'long0000000', views: 5000, seconds: 250, duration: 'PT4M10S' }),
      video({ id: 'threemin000', views: 50, seconds: 205, duration: 'PT3M25S' }),
    ];

    const found = searchVideos(videos, filters({ q: 'routine', order: 'viewCount', videoDuration: 'short' }));

    expect(found.map((v) => v.id)).toEqual(['big00000000', 'threemin000', 'small000000']);
  });

  it('keeps only videos published at or after publishedAfter, newest first by date', () => {
    const videos = [
      video({ id: 'old00000000', publishedAt: '2026-11-01T00:00:00Z' }),
      video({ id: 'new00000000', publishedAt: '2026-12-05T00:00:00Z' }),
      video({ id: 'edge0000000', publishedAt: '2026-12-01T00:00:00Z' }),
    ];

    const found = searchVideos(videos, filters({ order: 'date', publishedAfter: Date.parse('2026-12-01T00:00:00Z') }));

    expect(found.map((v) => v.id)).toEqual(['new00000000', 'edge0000000']);
  });

  it('puts YouTube shorts under 4 minutes, medium 4-20, long over 20', () => {
    expect(durationMatches(239, 'short')).toBe(true);
    expect(durationMatches(240, 'short')).toBe(false);
    expect(durationMatches(240, 'medium')).toBe(true);
    expect(durationMatches(1201, 'long')).toBe(true);
  });
});

describe('the text and tokens the emulator sends', () => {
  it('marks up html textDisplay as YouTube does: escaped, links and line breaks', () => {
    expect(htmlText('omg <3 "this"\ncheck https://spam.example/x')).toBe(
      'omg &lt;3 &quot;this&quot;<br>check <a href="https://spam.example/x">https://spam.example/x</a>',
    );
  });

  it('refuses a page token used with other filters, or made up', () => {
    const token = pageToken('commentThreads|abc|relevance', 100);

    expect(readPageToken(token, 'commentThreads|abc|relevance')).toBe(100);
    expect(() => readPageToken(token, 'commentThreads|abc|time')).toThrow('invalid page token');
    expect(() => readPageToken('CAUQAA', 'commentThreads|abc|time')).toThrow('invalid page token');
  });
});
