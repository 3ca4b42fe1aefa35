import { describe, expect, it } from 'vitest';
import { parseIdeaSlug } from '#functions/ideas/slug';

describe('parseIdeaSlug', () => {
  it('reads the idea number and an upper-cased variant', () => {
    expect(parseIdeaSlug('idea-4-b')).toEqual({ ideaNumber: 4, variant: 'B' });
  });

  it('ignores case', () => {
    expect(parseIdeaSlug('IDEA-12-A')).toEqual({ ideaNumber: 12, variant: 'A' });
    expect(parseIdeaSlug('Idea-7-c')).toEqual({ ideaNumber: 7, variant: 'C' });
  });

  it.each([
    ['an empty slug', ''],
    ['a missing variant', 'idea-4'],
    ['a missing number', 'idea--b'],
    ['a two-letter variant', 'idea-4-bb'],
    ['a digit as variant', 'idea-4-1'],
    ['a word instead of a number', 'idea-four-b'],
    ['another prefix', 'post-4-b'],
    ['extra text after the slug', 'idea-4-b-extra'],
    ['a leading space', ' idea-4-b'],
    ['a number longer than the API accepts', 'idea-1234567-a'],
  ])('rejects %s', (_case, slug) => {
    expect(parseIdeaSlug(slug)).toBeNull();
  });
});
