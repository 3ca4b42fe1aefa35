import { describe, expect, it } from 'vitest';
import { APPROVED_NICHES } from '#functions/seed/seed-data';
import { ideaLibrary, publicIdeaIds } from '#functions/content-engine/content-files';
import { SKINCARE_EXAMPLES } from '#functions/content-engine/skincare-examples';
import { SEED_DAYS, seedIdeaProblems } from '../support/seed-idea-rules';

const IDEA_LIBRARY = ideaLibrary();
const PUBLIC_IDEA_IDS = publicIdeaIds();

describe('the seeded idea library (issue 5)', () => {
  it('covers every approved niche and nothing else', () => {
    expect(Object.keys(IDEA_LIBRARY).sort()).toEqual(APPROVED_NICHES.map((n) => n.niche).sort());
  });

  it.each(Object.entries(IDEA_LIBRARY))('%s: two weeks in variants A and B, each idea complete and its own', (niche, ideas) => {
    expect(seedIdeaProblems(niche, ideas)).toEqual([]);
    expect(ideas.length).toBeGreaterThanOrEqual(SEED_DAYS * 2);
  });

  it('has no id, title or source comment twice across niches', () => {
    const all = Object.values(IDEA_LIBRARY).flat();
    for (const key of ['id', 'title'] as const) expect(new Set(all.map((idea) => idea[key].toLowerCase())).size).toBe(all.length);
    expect(new Set(all.map((idea) => idea.source.comment.toLowerCase())).size).toBe(all.length);
  });

  it('publishes only the skincare examples', () => {
    expect([...PUBLIC_IDEA_IDS].sort()).toEqual(SKINCARE_EXAMPLES.map((idea) => idea.id).sort());
  });
});

describe('the seed rules catch a weak idea', () => {
  const good = IDEA_LIBRARY.travel!;
  it.each([
    ['two hooks', { content: { ...good[1]!.content, hooks: good[1]!.content.hooks.slice(0, 2) } }, 'hooks, expected 3'],
    [
      'six sections',
      { content: { ...good[1]!.content, sections: [...good[1]!.content.sections, ...good[1]!.content.sections].slice(0, 6) } },
      'sections, expected 3 to 5',
    ],
    ['one bullet', { content: { ...good[1]!.content, why_it_works: 'Because' } }, 'why-it-works bullets'],
    ['no likes', { source: { ...good[1]!.source, commentLikes: 3 } }, 'at least 50 likes'],
  ] as const)('%s', (_name, change, problem) => {
    const ideas = good.map((idea, index) => (index === 1 ? { ...idea, ...change } : idea));
    expect(seedIdeaProblems('travel', ideas).join('\n')).toContain(problem);
  });

  it('a missing day', () => {
    expect(
      seedIdeaProblems(
        'travel',
        good.filter((idea) => idea.dayNumber !== 14),
      ),
    ).toContain('travel: no idea for day 14 variant A');
  });
});
