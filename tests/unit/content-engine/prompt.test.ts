import { describe, expect, it } from 'vitest';
import type { SourceComment } from '#functions/content-engine/corpus';
import { ideaLibrary } from '#functions/content-engine/content-files';
import { CTA_KINDS, VIDEO_FORMATS, voiceoverWordBudget, type DraftRequest } from '#functions/content-engine/draft';
import { classifyHookStyle } from '#functions/content-engine/hooks';
import type { Insight } from '#functions/content-engine/insight';
import { ideaInstructions, promptPayload } from '#functions/content-engine/prompt';
import { closestExamples } from '#functions/content-engine/prompt-examples';

function comment(text: string, index: number): SourceComment {
  return {
    niche: 'fitness',
    platform: 'tiktok',
    commentId: `c-${index}`,
    videoUrl: 'https://www.tiktok.com/@coach/video/1',
    text,
    author: `@viewer${index}`,
    likes: 400 - index * 50,
    postedAt: '2026-10-01T09:00:00.000Z',
  };
}

function insightOf(texts: string[], ask?: string): Insight {
  const [representative, ...supporting] = texts.map(comment);
  return {
    key: 'tiktok#c-0',
    niche: 'fitness',
    representative: representative!,
    ...(ask ? { ask } : {}),
    supporting,
    askedCount: texts.length,
    totalLikes: 1_000,
    commentIds: texts.map((_, index) => `tiktok#c-${index}`),
    videos: [
      { platform: 'tiktok', url: 'https://www.tiktok.com/@coach/video/1', title: 'leg day at home', creator: '@coach', views: 800_000 },
    ],
    score: 5,
    signals: ['question'],
    newestAt: '2026-10-01T09:00:00.000Z',
  };
}

function requestOf(insight: Insight): DraftRequest {
  return { niche: 'fitness', nicheName: 'Fitness', insight, variant: 'A', angle: 0, previousTitles: [], feedback: [] };
}

const protein = insightOf(
  [
    'how much protein do u actually need if ur trying to build muscle?? i eat like 60g',
    'is protein powder necessary or can i just eat more eggs lol',
    'vegetarian here, how do i get enough protein without shakes 😩',
  ],
  'how much protein to eat to build muscle',
);
const fitnessTitles = new Set(ideaLibrary().fitness!.map((idea) => idea.title));

describe('the instructions sent to the writer', () => {
  const instructions = ideaInstructions(3);

  it('ask for three candidates in one answer', () => {
    expect(instructions).toContain('Write 3 ideas in `candidates`');
  });

  it('ask for every part of the filming plan by its field name', () => {
    for (const field of ['format', 'length_seconds', 'first_frame', 'on_screen_hook', 'rehook', 'cta'])
      expect(instructions).toContain(`\`${field}\``);
    for (const format of VIDEO_FORMATS) expect(instructions).toContain(format);
    for (const kind of CTA_KINDS) expect(instructions).toContain(kind);
    expect(instructions).toContain('at most 60 characters');
  });

  it('tie the voiceover to the length with the word budget the gates check', () => {
    expect(instructions).toContain('2.5 words a second');
    expect(instructions).toContain(`45 s = ${voiceoverWordBudget(45)} words`);
  });

  it('ask for a concrete answer that may use well-known facts but no invented figures', () => {
    expect(instructions).toMatch(/actual steps in order, techniques, product types/);
    expect(instructions).toContain('Well-known general facts are welcome');
    expect(instructions).toMatch(/Never invent statistics, percentages, prices, study results/);
    expect(instructions).not.toContain('never invent statistics, prices, studies or numbers that the comments do not contain');
  });

  it('make a story hook a fill-in for the creator and forbid an invented anecdote', () => {
    expect(instructions).toContain("A story hook is a fill-in for the creator's own moment");
    expect(instructions).toContain('[you tried it]');
    expect(instructions).toContain('Never invent a first-person anecdote');
  });

  it("point the writer at the viewers' ask, their words and how many asked", () => {
    expect(instructions).toContain('insight.ask');
    expect(instructions).toContain('insight.asked_count');
    expect(instructions).toContain('must answer exactly that question');
  });

  it('stay the same whatever the insight, so the prompt cache can reuse them', () => {
    expect(ideaInstructions(3)).toBe(instructions);
    expect(instructions).not.toContain('protein');
  });
});

describe('the input document', () => {
  it('carries the ask mining named, or null when it named none', () => {
    expect(promptPayload(requestOf(protein)).insight.ask).toBe('how much protein to eat to build muscle');
    expect(promptPayload(requestOf(insightOf(['can u do a quiet apartment workout, no jumping pls']))).insight.ask).toBeNull();
  });

  it('carries two example ideas from the same niche, trimmed to title, hooks and sections', () => {
    const { examples } = promptPayload(requestOf(protein));

    expect(examples).toHaveLength(2);
    for (const example of examples) {
      expect(fitnessTitles.has(example.title)).toBe(true);
      expect(Object.keys(example).sort()).toEqual(['hooks', 'sections', 'title']);
      expect(Object.keys(example.sections[0]!).sort()).toEqual(['text', 'title', 'visuals', 'voiceover']);
    }
  });

  it('shows examples without their first-person story hooks', () => {
    const { examples } = promptPayload(requestOf(protein));

    for (const example of examples) for (const hook of example.hooks) expect(classifyHookStyle(hook)).not.toBe('story');
  });
});

describe('choosing the example ideas', () => {
  const library = ideaLibrary().fitness!;

  it('picks the library ideas closest to what the viewers asked', () => {
    const titles = closestExamples(library, protein).map((idea) => idea.title);

    expect(titles).toContain('Hit your protein without a single shake');
  });

  it("leaves out the library idea the viewers' words spell out, which would invite a copy", () => {
    const titles = closestExamples(library, protein).map((idea) => idea.title);

    expect(titles).not.toContain('How much protein do you actually need?');
  });

  it('takes the two from different days, so they do not show one topic twice', () => {
    const days = closestExamples(library, protein).map((idea) => idea.dayNumber);

    expect(new Set(days).size).toBe(2);
  });

  it('gives the same insight the same examples every time', () => {
    const first = closestExamples(library, protein).map((idea) => idea.id);

    expect(closestExamples(library, protein).map((idea) => idea.id)).toEqual(first);
  });

  it('still gives two examples when no library idea shares a word with the comments', () => {
    const unrelated = insightOf(['🔥🔥 ok but whats ur playlist lmao']);

    expect(closestExamples(library, unrelated)).toHaveLength(2);
  });
});
