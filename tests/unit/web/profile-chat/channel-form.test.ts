import { describe, expect, it } from 'vitest';
import type { CreatorProfile } from '#functions/profiles/schema';
import { bodyOf, firstPerField, formValuesOf, itemsOf, localErrorsOf } from '@/features/profile-chat/channel-form';

const options = {
  niche: 'skincare',
  nicheName: 'Skincare',
  topics: [
    { id: 'budget-routine', name: 'a full skincare routine on a tight budget' },
    { id: 'hormonal-acne', name: 'hormonal acne on the chin and jawline' },
  ],
  formats: [
    { id: 'talking-head' as const, label: 'Talking head', words: ['talking head', 'storytime'] },
    { id: 'green-screen-reply' as const, label: 'Green-screen reply', words: ['green screen'] },
    { id: 'tutorial' as const, label: 'Tutorial', words: ['tutorial', 'grwm'] },
  ],
};

const saved: CreatorProfile = {
  userId: 'u-1',
  subscriberEmail: 'soph@example.com',
  niche: 'skincare',
  subNiches: ['hormonal-acne', 'acne after 30'],
  audience: 'women 30+',
  tone: 'calm',
  formats: ['tutorial', 'green screen replies', 'podcasts'],
  avoidTopics: ['product reviews', 'hauls'],
  goals: ['grow'],
  youtubeChannel: { id: 'UC7nxeCWhzrZCi3waV63ycvP', handle: '@skinwithsoph', title: 'Skin with Soph' },
  source: 'chat',
  sessionId: 's-1',
  updatedAt: 'now',
};

describe('the Your channel form', () => {
  it('shows a saved profile: listed topics checked, formats checked from a chat’s words, the rest as the creator’s own words', () => {
    expect(formValuesOf(saved, options)).toEqual({
      topicIds: ['hormonal-acne'],
      ownTopics: 'acne after 30',
      audience: 'women 30+',
      tone: 'calm',
      formats: ['green-screen-reply', 'tutorial'],
      avoidTopics: 'product reviews, hauls',
      goals: 'grow',
      youtubeChannel: '@skinwithsoph',
    });
  });

  it('sends checked and typed topics together, lists split on commas and lines, an empty channel as none', () => {
    const body = bodyOf({
      ...formValuesOf(null, options),
      topicIds: ['budget-routine'],
      ownTopics: 'dorm life,  , skincare 4 broke ppl\nspf',
    });

    expect(body).toMatchObject({ subNiches: ['budget-routine', 'dorm life', 'skincare 4 broke ppl', 'spf'], youtubeChannel: null });
  });

  it('puts the API schema’s complaint under the field it is about', () => {
    const body = bodyOf({ ...formValuesOf(null, options), ownTopics: Array.from({ length: 9 }, (_, i) => `t${i}`).join(',') });

    expect(localErrorsOf(body)).toEqual({ ownTopics: 'At most 8 items' });
    expect(
      firstPerField([
        ['youtubeChannel', "We couldn't find that YouTube channel"],
        ['goals.2', 'x'],
        ['_', 'y'],
      ]),
    ).toEqual({
      youtubeChannel: "We couldn't find that YouTube channel",
      goals: 'x',
      root: 'y',
    });
  });

  it('reads a list typed with stray commas', () => {
    expect(itemsOf(' acne, ,rosacea,\n')).toEqual(['acne', 'rosacea']);
  });
});
