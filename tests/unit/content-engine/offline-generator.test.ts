import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hookOpening, maskTopic, simulateNiche, type MadeIdea, type NicheRun } from '#bench/eval';
import { ideaLibrary, knowledgeFor, offlineWords } from '#functions/content-engine/content-files';
import { parseCorpus } from '#functions/content-engine/corpus';
import { voiceoverWordBudget, type DraftRequest, type IdeaDraft } from '#functions/content-engine/draft';
import { offlineGenerator } from '#functions/content-engine/generator';
import { classifyHookStyle } from '#functions/content-engine/hooks';
import type { Insight } from '#functions/content-engine/insight';
import { lemmas } from '#functions/content-engine/offline/match';
import {
  askShape,
  choosePoints,
  generateOffline,
  NoMatchingTopic,
  OFFLINE_GENERATOR,
  offlineDraft,
} from '#functions/content-engine/offline-generator';
import { starterCorpusDir } from '#functions/content-engine/starter-corpus';
import { jaccard, stem } from '#functions/content-engine/text';
import { insightOf } from '#tests/unit/content-engine/insight-fixtures';

// ---------------------------------------------------------------------------------------------
// A title's likeness to another, as the repeat gate reads it (for the library and feedback cases).

const { shorthand } = offlineWords();
const STOP = new Set(offlineWords().stopWords.map((word) => stem(word.replace(/'/g, ''))));
const contentWords = (text: string) => lemmas(text, shorthand).filter((word) => !STOP.has(word) && word.length > 2 && !/^\d+$/.test(word));
const titleWords = (title: string) => new Set(contentWords(title));
const normalisedTitle = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function repeats(title: string, others: readonly string[]): string[] {
  return others
    .filter((other) => normalisedTitle(other) === normalisedTitle(title) || jaccard(titleWords(title), titleWords(other)) >= 0.6)
    .map((other) => `repeat: "${title}" repeats "${other}"`);
}

// ---------------------------------------------------------------------------------------------

const NOW = new Date('2026-12-01T00:00:00Z');
const NICHES = readdirSync(starterCorpusDir())
  .filter((name) => name.endsWith('.jsonl'))
  .map((name) => name.slice(0, -'.jsonl'.length))
  .sort();

const made = new Map<string, MadeIdea[]>();
const runs = new Map<string, NicheRun>();
const daysFailed = new Map<string, number>();

beforeAll(async () => {
  for (const niche of NICHES) {
    const parsed = parseCorpus(readFileSync(join(starterCorpusDir(), `${niche}.jsonl`), 'utf8'));
    const run = await simulateNiche({
      niche,
      nicheName: niche,
      comments: parsed.comments.filter((comment) => comment.niche === niche),
      videos: parsed.videos,
      library: ideaLibrary()[niche] ?? [],
      generator: offlineGenerator,
      days: 14,
      now: NOW,
    });
    made.set(niche, run.made);
    runs.set(niche, run);
    daysFailed.set(niche, run.daysFailed);
  }
}, 120_000);

const everyIdea = () => [...made.values()].flat();

describe('the offline generator on the starter corpus (13 niches x 14 days x A/B)', () => {
  it('makes every day in both variants in every niche', () => {
    expect(NICHES).toHaveLength(13);
    for (const niche of NICHES) {
      expect(daysFailed.get(niche), niche).toBe(0);
      expect(made.get(niche), niche).toHaveLength(28);
    }
  });

  // The gates (gates.ts) re-run on every published draft, as the eval re-runs them: a first draft
  // may fail and be retried with the reasons, but nothing that fails reaches a subscriber.
  it('publishes no idea that fails a gate: hooks, relevance, generic hooks, grammar, repeats or length', () => {
    const failures = NICHES.flatMap((niche) =>
      made
        .get(niche)!
        .flatMap(({ day, variant, shippedFailures }) =>
          Object.entries(shippedFailures).map(([rule, count]) => `${niche} day ${day} ${variant}: ${rule} x${count}`),
        ),
    );

    expect(failures).toEqual([]);
  });

  // The knowledge says "stepparent" where a viewer wrote "stepmom", and points rarely repeat the ask's
  // words in every section: about a fifth of first drafts are sent back and pass on the retry, which
  // films the two best-fitting points. A regression guard, not the goal.
  it("answers in the viewers' own words: at most one draft in four is sent back for relevance", () => {
    const attempts = [...runs.values()].flatMap((run) => run.attempts);
    const sentBack = attempts.filter((attempt) => (attempt.failures['relevance'] ?? 0) > 0);

    expect(sentBack.length / attempts.length).toBeLessThanOrEqual(0.25);
  });

  it('never repeats a library title', () => {
    const failures = NICHES.flatMap((niche) => {
      const library = (ideaLibrary()[niche] ?? []).map((idea) => idea.title);
      return made.get(niche)!.flatMap(({ idea }) => repeats(idea.title, library));
    });

    expect(failures).toEqual([]);
  });

  it('moves off the titles a repeat failure quotes on the next attempt', () => {
    const first = generateOffline(requestFor(PERIOD));
    const earlier = generateOffline(requestFor(PERIOD, { variant: 'B' })).title;
    const feedback = [`repeat: the title "${first.title}" repeats an earlier idea of the niche, "${earlier}"`];

    const retry = generateOffline(requestFor(PERIOD, { feedback }));

    expect(repeats(retry.title, [first.title, earlier])).toEqual([]);
  });

  it('lets no hook opening pass 10 % of hooks and no title template 15 % of titles', () => {
    const ideas = everyIdea();
    const openings = ideas.flatMap(({ idea, comments }) => idea.content.hooks.map((hook) => hookOpening(hook, comments)));
    const templates = ideas.map(({ idea, comments }) => maskTopic(idea.title, comments));
    const topShare = (values: readonly string[]) => {
      const counts = new Map<string, number>();
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      return Math.max(...counts.values()) / values.length;
    };

    expect(topShare(openings)).toBeLessThanOrEqual(0.1);
    expect(topShare(templates)).toBeLessThanOrEqual(0.15);
  });

  it("writes three hooks in three styles, a story only as a fill-in for the creator's own moment", () => {
    for (const { idea } of everyIdea()) {
      const styles = idea.content.hooks.map(classifyHookStyle);
      expect(new Set(styles).size, idea.title).toBe(3);
      for (const hook of idea.content.hooks.filter((hook) => classifyHookStyle(hook) === 'story')) expect(hook).toContain('[the time you');
    }
  });
});

// ---------------------------------------------------------------------------------------------

const requestFor = (insight: Insight, overrides: Partial<DraftRequest> = {}): DraftRequest => ({
  niche: insight.niche,
  nicheName: insight.niche,
  insight,
  variant: 'A',
  angle: 0,
  previousTitles: [],
  feedback: [],
  ...overrides,
});

const PERIOD = insightOf('fitness', [
  'what should i do on my period? cramps so bad i cant even think about cardio',
  'pls do a stretch routine for period cramps 🙏🙏',
  'are ab workouts bad during your period? heard conflicting stuff',
]);
const periodPoints = knowledgeFor('fitness').topics.find((topic) => topic.id === 'period-training')!.points;
const pointSections = (draft: IdeaDraft) => draft.sections.slice(1, -1);

describe('generateOffline', () => {
  it('names its generator "offline"', () => {
    expect(OFFLINE_GENERATOR).toBe('offline');
  });

  it("answers the period-cramps comments with the period-training topic's points, not generic tips", () => {
    const draft = generateOffline(requestFor(PERIOD));

    expect(draft.sub_niche).toBe('period-training');
    for (const section of pointSections(draft)) expect(periodPoints.map((point) => point.voiceover)).toContain(section.voiceover);
    expect(draft.sections[0]!.text).toBe(`"What should I do on my period? Cramps so bad I can't even think about cardio."`);
    expect(draft.sections.at(-1)!.voiceover).toContain('see a doctor');
  });

  it('gives an insight with no matching topic no draft, and says why', () => {
    const unknown = insightOf('fitness', ['what camera do you film with?? the quality is so good']);

    expect(offlineDraft(requestFor(unknown))).toBeNull();
    expect(() => generateOffline(requestFor(unknown))).toThrow(NoMatchingTopic);
    expect(() => generateOffline(requestFor(unknown))).toThrow(
      'No topic in the fitness knowledge matches "what camera do you film with?? the quality is so good"',
    );
  });

  it('answers any insight of a niche with knowledge when asked loosely, as the local OpenAI emulator asks', () => {
    const unknown = insightOf('fitness', ['what camera do you film with?? the quality is so good']);

    expect(offlineDraft(requestFor(unknown), { loose: true })?.sections.length).toBeGreaterThanOrEqual(3);
    expect(offlineDraft(requestFor(insightOf('astrology', ['what camera do you use'])), { loose: true })).toBeNull();
  });

  it('gives the same draft for the same request', () => {
    expect(generateOffline(requestFor(PERIOD))).toEqual(generateOffline(requestFor(PERIOD)));
  });

  it('films other points or another order in variant B, under another title', () => {
    const a = generateOffline(requestFor(PERIOD));
    const b = generateOffline(requestFor(PERIOD, { variant: 'B', previousTitles: [a.title] }));

    expect(b.title).not.toBe(a.title);
    expect(pointSections(b).map((s) => s.voiceover)).not.toEqual(pointSections(a).map((s) => s.voiceover));
    expect(b.format).not.toBe(a.format);
  });

  it('takes another angle each time the insight is used again, clear of every earlier title', () => {
    const titles: string[] = [];
    const beats = new Set<string>();
    for (let angle = 0; angle < 3; angle += 1) {
      for (const variant of ['A', 'B'] as const) {
        const draft = generateOffline(requestFor(PERIOD, { variant, angle, previousTitles: titles }));
        expect(titles).not.toContain(draft.title);
        titles.push(draft.title);
        beats.add(
          pointSections(draft)
            .map((s) => s.title)
            .join('|'),
        );
      }
    }
    expect(beats.size).toBeGreaterThanOrEqual(5);
  });

  it('picks other hooks when the last attempt was sent back with feedback', () => {
    const first = generateOffline(requestFor(PERIOD));
    const retry = generateOffline(requestFor(PERIOD, { feedback: [`Hook 1 "${first.hooks[0]!.text}": too close to hook 2.`] }));

    expect(retry.hooks.map((h) => h.text)).not.toEqual(first.hooks.map((h) => h.text));
  });

  it('fits the voiceover to the length of the video', () => {
    const draft = generateOffline(requestFor(PERIOD));
    const words = draft.sections.reduce((n, s) => n + s.voiceover.split(/\s+/).length, 0);

    expect(words).toBeLessThanOrEqual(voiceoverWordBudget(draft.length_seconds));
    expect(words).toBeGreaterThan(voiceoverWordBudget(draft.length_seconds) - 15);
  });

  it.each([
    ['how do i do the 12-3-30 without wrecking my calves?', 'tutorial', 'save'],
    ['is it true you should never train abs on your period? i heard it makes cramps worse', 'myth-vs-fact', 'save'],
    ['which is better for hip thrusts at home, a couch or no bench at all?', 'ranking', 'save'],
    ['can you try the 12-3-30 on camera? i want to see if it actually works', 'test-on-camera', null],
    ['my period cramps are so bad i skip the gym every month?', 'green-screen-reply', null],
  ])('films "%s" as %s', (comment, format, cta) => {
    const draft = generateOffline(requestFor(insightOf('fitness', [comment])));

    expect(draft.format).toBe(format);
    if (cta) expect(draft.cta.kind).toBe(cta);
    else expect(['part-2', 'comment-keyword', 'follow']).toContain(draft.cta.kind);
  });

  it('reads the shape of an ask from messy comments', () => {
    expect(askShape('HOW do u even start w retinol')).toBe('how-to');
    expect(askShape('vaseline vs aquaphor??')).toBe('versus');
    expect(askShape('pls show us it on camera')).toBe('show');
    expect(askShape('i thought abs every day was bad')).toBe('myth');
    expect(askShape('my knees hate this one lol')).toBe('statement');
  });

  it('asks for part 2 when points were left out of a non-reference format', () => {
    const draft = generateOffline(
      requestFor(insightOf('fitness', ['can you try the 12-3-30 on camera? i want to see if it actually works'])),
    );
    const topic = knowledgeFor('fitness').topics.find((t) => t.id === draft.sub_niche)!;

    expect(topic.points.length).toBeGreaterThan(pointSections(draft).length);
    expect(['part-2', 'comment-keyword']).toContain(draft.cta.kind);
    expect(draft.cta.text).toBe(draft.sections.at(-1)!.text);
  });
});

describe('choosePoints', () => {
  it('gives A the best three, B the second first and the fourth, and moves down the ranking with each angle', () => {
    expect(choosePoints([4, 2, 0, 1, 3], 'A', 0)).toEqual([4, 2, 0]);
    expect(choosePoints([4, 2, 0, 1, 3], 'B', 0)).toEqual([2, 4, 1]);
    expect(choosePoints([4, 2, 0, 1, 3], 'A', 1)).toEqual([2, 0, 1]);
    expect(choosePoints([0, 1, 2], 'B', 0)).toEqual([1, 0, 2]);
  });
});
