import { describe, expect, it } from 'vitest';
import { knowledgeFor, offlineWords } from '#functions/content-engine/content-files';
import { lemmas, matchTopic, phraseAt, rankPoints } from '#functions/content-engine/offline/match';
import { isFilmable } from '#functions/content-engine/offline-generator';
import { insightOf } from '#tests/unit/content-engine/insight-fixtures';

const { shorthand } = offlineWords();
const match = (niche: string, texts: readonly string[], ask?: string) =>
  matchTopic(insightOf(niche, texts, { ask }), knowledgeFor(niche).topics, shorthand);

const PERIOD_COMMENTS = [
  'what should i do on my period? cramps so bad i cant even think about cardio',
  'pls do a stretch routine for period cramps 🙏🙏',
  'do u change your training around your cycle? i feel so weak the week before my period',
];

describe('lemmas', () => {
  it('reads shorthand, hyphens, plurals and endings as the words they stand for', () => {
    expect(lemmas('do u do the 12-3-30 w cramps?? 😭', shorthand)).toEqual(['do', 'you', 'do', 'the', '12', '3', '30', 'w', 'cramp']);
    expect(lemmas("Training isn't working", shorthand)).toEqual(lemmas('training isnt working', shorthand));
  });
});

describe('phraseAt', () => {
  it('finds a keyword phrase only with its words in order and side by side', () => {
    const comment = lemmas('i feel so weak the week before my period', shorthand);

    expect(phraseAt(comment, lemmas('week before my period', shorthand))).toBe(5);
    expect(phraseAt(comment, lemmas('period before my week', shorthand))).toBe(-1);
    expect(phraseAt(comment, lemmas('week my period', shorthand))).toBe(-1);
  });
});

describe('matchTopic', () => {
  it('matches three viewers asking about training with period cramps to the period-training topic', () => {
    const found = match('fitness', PERIOD_COMMENTS);

    expect(found?.topic.id).toBe('period-training');
    expect(found?.askers).toBe(3);
  });

  it('matches a messy one-line comment with shorthand and emoji', () => {
    expect(match('skincare', ['why does my sunscreen pill under makeup every single morning 😩😩'])?.topic.id).toBe('sunscreen-pilling');
  });

  it('matches nothing for a comment on a topic the niche knows nothing about', () => {
    expect(match('fitness', ['what camera do you film with?? the quality is so good'])).toBeNull();
    expect(match('fitness', ['did this today and my legs are shaking 😂 thank u'])).toBeNull();
  });

  it('needs more than one weak word: a single shared keyword is a coincidence', () => {
    expect(match('parenting', ['my kid loves your videos lol'])).toBeNull();
  });

  it("follows the representative comment, not a supporting comment's other topic", () => {
    const found = match('fitness', [
      'what should i do on my period? cramps are killing me',
      'also how long should a warm up be before lifting',
    ]);

    expect(found?.topic.id).toBe('period-training');
  });

  it('lets a named ask stand in for a vague representative comment', () => {
    expect(match('fitness', ['help 😭 this again'], 'how to train through period cramps')?.topic.id).toBe('period-training');
  });

  it('matches nothing in a niche without a knowledge file', () => {
    expect(match('astrology', PERIOD_COMMENTS)).toBeNull();
  });
});

describe('isFilmable (the offline generator accepts an insight)', () => {
  it('accepts an insight whose ask a topic answers and turns down one with none', () => {
    expect(isFilmable(insightOf('fitness', PERIOD_COMMENTS))).toBe(true);
    expect(isFilmable(insightOf('fitness', ['first!! love this'])).valueOf()).toBe(false);
  });
});

describe('rankPoints', () => {
  it("puts the points that share the askers' words first", () => {
    const topic = knowledgeFor('fitness').topics.find((t) => t.id === 'period-training')!;
    const stopWords = new Set(offlineWords().stopWords);

    const order = rankPoints(topic, ['pls do a stretch routine for period cramps'], shorthand, stopWords);

    expect(topic.points[order[0]!]!.title).toBe('Stretches that can ease cramps');
    expect([...order].sort()).toEqual(topic.points.map((_, index) => index));
  });
});
