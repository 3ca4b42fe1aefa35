import { describe, expect, it } from 'vitest';
import { offlineWords } from '#functions/content-engine/content-files';
import { capitalised, fill, inline, MAX_QUOTE_WORDS, tidyComment, wordCount } from '#functions/content-engine/offline/viewer-text';

const { shorthand } = offlineWords();
const properNames = new Set(offlineWords().properNames);

describe('tidyComment', () => {
  it('writes out shorthand, capitalises "i" and each sentence, and drops emoji and doubled punctuation', () => {
    expect(tidyComment('do u change ur training around ur cycle?? i feel so weak 😭😭', shorthand)).toBe(
      'Do you change your training around your cycle? I feel so weak.',
    );
  });

  it('strips handles and links but keeps the words', () => {
    expect(tidyComment('@mayaa.k_ does snail mucin actually work for acne prone skin?? 😬 https://example.com/x', shorthand)).toBe(
      'Does snail mucin actually work for acne prone skin?',
    );
  });

  it("keeps the viewer's own words: no pronoun is turned into the creator's", () => {
    expect(tidyComment("im 58, is it too late to start lifting? i've never done it", shorthand)).toBe(
      "I'm 58, is it too late to start lifting? I've never done it.",
    );
  });

  it('turns inner double quotes into single ones so the quote around it stays balanced', () => {
    expect(tidyComment('everyone online says "just stretch" lol', shorthand)).toBe("Everyone online says 'just stretch' lol.");
  });

  it('removes a bracket the viewer never closed', () => {
    expect(tidyComment('i have a herniated disc (L5 and everything hurts', shorthand)).toBe(
      'I have a herniated disc L5 and everything hurts.',
    );
    expect(tidyComment('a herniated disc (L5) here', shorthand)).toBe('A herniated disc (L5) here.');
  });

  it('cuts a long comment at a sentence end, or marks the cut', () => {
    const long = `${'so many words here '.repeat(10)}and more`;
    const tidy = tidyComment(long, shorthand);

    expect(wordCount(tidy)).toBeLessThanOrEqual(MAX_QUOTE_WORDS);
    expect(tidy.endsWith('…')).toBe(true);
    const first = 'my period ruins a whole week of training every month and i never know how hard to push or when to rest';
    expect(tidyComment(`${first}. ${'every month the same thing again '.repeat(4)}`, shorthand)).toBe(
      `M${first.slice(1).replace(' i ', ' I ')}.`,
    );
  });
});

describe('inline', () => {
  it("lowers a title's first letter inside a sentence, but not a name, an acronym or a figure", () => {
    expect(inline('Cramps? Keep moving, lighter', properNames)).toBe('cramps? Keep moving, lighter');
    expect(inline('Roth first, then the rest', properNames)).toBe('Roth first, then the rest');
    expect(inline('SPF under makeup', properNames)).toBe('SPF under makeup');
    expect(inline('12% incline, 3 mph', properNames)).toBe('12% incline, 3 mph');
  });
});

describe('fill', () => {
  it('fills slots, capitalises a capitalised slot and lets a slot keep its own end punctuation', () => {
    expect(fill('{Topic}: {point}.', { topic: 'period training', point: 'why bother?' })).toBe('Period training: why bother?');
    expect(capitalised('the 12-3-30 workout')).toBe('The 12-3-30 workout');
  });

  it('names a slot the generator does not fill instead of shipping it', () => {
    expect(() => fill('About {subject}', { topic: 'x' })).toThrow('has a slot {subject} the generator does not fill');
  });
});
