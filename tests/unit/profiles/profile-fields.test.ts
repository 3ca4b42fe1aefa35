import { describe, expect, it } from 'vitest';
import {
  CHANNEL_NOT_FOUND,
  channelInputOf,
  formatIdsOf,
  handleOf,
  profileFromInput,
  splitSubNiches,
  uniqueItems,
} from '#functions/profiles/fields';
import { formatOptions } from '#functions/profiles/profile-files';
import { creatorProfile, creatorProfileInput } from '#functions/profiles/schema';

const form = (change: Record<string, unknown> = {}) => ({
  subNiches: ['budget-routine', 'skincare 4 broke college students'],
  audience: 'uni students, oily skin, first real routine 😅',
  tone: 'big sister energy, no gatekeeping',
  formats: ['talking-head', 'green-screen-reply'],
  avoidTopics: ['luxury hauls'],
  goals: ['10k by summer'],
  youtubeChannel: null,
  ...change,
});

const errorsOf = (body: unknown) => {
  const checked = creatorProfileInput.safeParse(body);
  return checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('what a creator types for their channel', () => {
  it.each([
    ['@glowbyamara', { kind: 'handle', handle: 'glowbyamara' }],
    ['glowbyamara', { kind: 'handle', handle: 'glowbyamara' }],
    ['  @dermdanielle.md ', { kind: 'handle', handle: 'dermdanielle.md' }],
    ['youtube.com/@glowbyamara', { kind: 'handle', handle: 'glowbyamara' }],
    ['https://m.youtube.com/@glowbyamara/shorts', { kind: 'handle', handle: 'glowbyamara' }],
    ['https://www.youtube.com/channel/UCh1bz7teRmXlCOGu5zO4rA-', { kind: 'id', id: 'UCh1bz7teRmXlCOGu5zO4rA-' }],
    ['UCh1bz7teRmXlCOGu5zO4rA-', { kind: 'id', id: 'UCh1bz7teRmXlCOGu5zO4rA-' }],
  ])('reads %s as a channel', (typed, ref) => {
    expect(channelInputOf(typed)).toEqual(ref);
  });

  it.each([
    ['an empty field', '   '],
    ['a TikTok profile', 'https://www.tiktok.com/@glowbyamara'],
    ['a video instead of a channel', 'https://www.youtube.com/watch?v=mvvg5cJcpBG'],
    ['a handle with spaces', 'glow by amara'],
    ['a handle of two letters', '@gb'],
  ])('reads %s as no channel', (_case, typed) => {
    expect(channelInputOf(typed)).toBeNull();
  });

  it('shows the handle YouTube gives back, with its @, and falls back on the one typed', () => {
    expect(handleOf('@glowbyamara', { kind: 'id', id: 'UCh1bz7teRmXlCOGu5zO4rA-' })).toBe('@glowbyamara');
    expect(handleOf('glowbyamara', { kind: 'id', id: 'UCh1bz7teRmXlCOGu5zO4rA-' })).toBe('@glowbyamara');
    expect(handleOf(null, { kind: 'handle', handle: 'glowbyamara' })).toBe('@glowbyamara');
    expect(handleOf(undefined, { kind: 'id', id: 'UCh1bz7teRmXlCOGu5zO4rA-' })).toBeNull();
  });

  it('says a channel was not found in the words the form shows', () => {
    expect(CHANNEL_NOT_FOUND).toBe("We couldn't find that YouTube channel");
  });
});

describe('formats in a creator’s own words', () => {
  it('reads the ids the form sends as themselves', () => {
    expect(formatIdsOf(['tutorial', 'pov'], formatOptions())).toEqual(['tutorial', 'pov']);
  });

  it('reads a chat answer: plurals, shorthand and capitals, each format once, in the form’s order', () => {
    const said = ['Green screen replies', 'GRWM', 'tutorials', 'talking to camera', 'storytimes'];
    expect(formatIdsOf(said, formatOptions())).toEqual(['talking-head', 'green-screen-reply', 'tutorial']);
  });

  it('leaves out words that name no format', () => {
    expect(formatIdsOf(['podcasts', 'long essays'], formatOptions())).toEqual([]);
  });
});

describe('the Settings form’s fields', () => {
  it('takes a half-filled profile: every field may be empty', () => {
    expect(errorsOf(form({ subNiches: [], audience: '', tone: '', formats: [], avoidTopics: [], goals: [] }))).toEqual({});
  });

  it('refuses a 10,000-character audience with the limit in words', () => {
    expect(errorsOf(form({ audience: 'so many words '.repeat(715) }))).toEqual({ audience: 'Audience is limited to 600 characters' });
  });

  it('refuses a format that is not on the list, naming the item', () => {
    expect(errorsOf(form({ formats: ['talking-head', 'asmr'] }))).toEqual({ 'formats.1': 'Choose formats from the list' });
  });

  it('refuses control characters in a text and in an item', () => {
    const errors = errorsOf(form({ tone: 'chill\u0007 vibes', goals: ['grow\u0000'] }));
    expect(Object.keys(errors).sort()).toEqual(['goals.0', 'tone']);
  });

  it('refuses a ninth topic and an item over 120 characters', () => {
    expect(errorsOf(form({ subNiches: Array.from({ length: 9 }, (_, i) => `topic ${i}`) }))).toEqual({ subNiches: 'At most 8 items' });
    expect(errorsOf(form({ avoidTopics: ['x'.repeat(121)] }))).toEqual({ 'avoidTopics.0': 'Each item is limited to 120 characters' });
  });

  it('refuses a niche in the body: the niche is always the subscriber’s current one', () => {
    expect(Object.keys(errorsOf({ ...form(), niche: 'fitness' }))).toEqual(['']);
  });
});

describe('the profile the form saves', () => {
  it('is the subscriber’s, in their niche, from Settings, each item once', () => {
    const input = creatorProfileInput.parse(form({ avoidTopics: ['Luxury hauls', 'luxury hauls ', 'MLMs'] }));

    const profile = profileFromInput(input, {
      userId: 'u-1',
      email: 'Soph@Example.com',
      niche: 'skincare',
      youtubeChannel: null,
      updatedAt: '2026-12-07T21:00:00.000Z',
    });

    expect(profile).toMatchObject({ subscriberEmail: 'soph@example.com', niche: 'skincare', source: 'settings', sessionId: null });
    expect(profile.avoidTopics).toEqual(['Luxury hauls', 'MLMs']);
    expect(creatorProfile.safeParse(profile).success).toBe(true);
  });

  it('splits its topics into the niche’s knowledge topics and the creator’s own words', () => {
    expect(splitSubNiches(['budget-routine', 'acne over 30', 'hormonal-acne'], ['budget-routine', 'hormonal-acne', 'rosacea'])).toEqual({
      topicIds: ['budget-routine', 'hormonal-acne'],
      ownWords: ['acne over 30'],
    });
  });

  it('keeps the first spelling of an item given twice', () => {
    expect(uniqueItems(['Acne', 'acne', 'Rosacea'])).toEqual(['Acne', 'Rosacea']);
  });
});

describe('a stored profile', () => {
  it('saved by the chat before the Settings form existed still reads, as a chat’s with no channel', () => {
    const old = {
      userId: 'u-1',
      subscriberEmail: 'mia@example.com',
      niche: 'skincare',
      subNiches: ['acne'],
      audience: 'Women 25-35',
      tone: 'calm',
      formats: ['tutorials'],
      avoidTopics: [],
      goals: ['grow'],
      sessionId: '01J00000000000000000000000',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };

    expect(creatorProfile.parse(old)).toMatchObject({ source: 'chat', youtubeChannel: null, sessionId: '01J00000000000000000000000' });
  });
});
