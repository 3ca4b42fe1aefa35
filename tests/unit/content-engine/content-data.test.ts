import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, type ExamplesFile, type IdeaFile, type OfflineTemplates } from '#functions/content-engine/content-files';
import { contentFileProblems } from '#functions/content-engine/content-schemas';
import { personalFileProblems } from '#functions/personal/personal-files';
import { analyticsFileProblems } from '#functions/analytics/analytics-files';
import { seasonsFileProblems } from '#functions/year-plan/seasons-files';
import { APPROVED_NICHES } from '#functions/seed/seed-data';

/**
 * Every file in content/ but its README, as `content/<kind>/<name>.json` with its text. The
 * ingestion's files are the ingestion feature's, checked by tests/unit/ingestion/ingestion-files.test.ts;
 * the profile's, by tests/unit/profiles/profile-files.test.ts.
 */
const FILES = readdirSync(contentDir(), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !(entry.parentPath === contentDir() && entry.name === 'README.md'))
  .filter((entry) => !['ingestion', 'personal', 'profile', 'analytics', 'seasons'].includes(relative(contentDir(), entry.parentPath)))
  .map((entry) => join('content', relative(contentDir(), join(entry.parentPath, entry.name))))
  .sort();

/** How personal ideas are chosen (functions/personal/personal-files.ts has their schemas: content-engine may not import personal). */
const PERSONAL_FILES = readdirSync(join(contentDir(), 'personal')).map((name) => `content/personal/${name}`);

const textOf = (path: string) => readFileSync(join(contentDir(), '..', path), 'utf8');
const parsedFile = <T>(path: string) => JSON.parse(textOf(path)) as T;

describe('the data files in content/', () => {
  it("are the idea library, the examples, the knowledge and the offline generator's wording", () => {
    expect(FILES.filter((path) => path.startsWith('content/ideas/')).length).toBeGreaterThanOrEqual(13);
    expect(FILES).toContain('content/examples/skincare.json');
    expect(FILES).toContain('content/offline/templates.json');
    expect(FILES).toContain('content/offline/words.json');
  });

  it('hold a knowledge file for every niche of the idea library', () => {
    const niches = FILES.filter((path) => path.startsWith('content/ideas/')).map((path) => path.replace('content/ideas/', ''));
    for (const niche of niches) expect(FILES).toContain(`content/knowledge/${niche}`);
  });

  it('report a knowledge topic with a capitalised name, too few points and a repeated id, by file and field', () => {
    const point = { title: 'Keep moving', text: 'Lighter weights', voiceover: 'Light movement can help.', visuals: 'A walk.' };
    const topic = {
      id: 'period-training',
      name: 'training on your period',
      keywords: ['period', 'cramps', 'cycle'],
      points: [point, point, point],
    };
    const bad = { topics: [topic, { ...topic, name: 'Training', points: [point, point] }] };
    expect(contentFileProblems('content/knowledge/fitness.json', JSON.stringify(bad))).toEqual([
      'content/knowledge/fitness.json: topics[1].name: Names are lower case: they read inside a sentence',
      'content/knowledge/fitness.json: topics[1].points: Too small: expected array to have >=3 items',
    ]);
    const repeated = { topics: [topic, topic] };
    expect(contentFileProblems('content/knowledge/fitness.json', JSON.stringify(repeated))).toEqual([
      'content/knowledge/fitness.json: topics[1].id: Duplicate id period-training',
    ]);
  });

  it('report a gate word list with a capitalised word and a word listed twice, by field', () => {
    const words = { ...parsedFile<Record<string, unknown>>('content/gates.json'), chatWords: ['pls', 'Pls', 'pls'] };
    expect(contentFileProblems('content/gates.json', JSON.stringify(words))).toEqual([
      'content/gates.json: chatWords[1]: One lower-case word',
      'content/gates.json: chatWords: A word is listed twice',
    ]);
  });

  it.each(FILES)('%s fits its schema', (path) => {
    expect(contentFileProblems(path, textOf(path))).toEqual([]);
  });
});

describe('a bad content file is reported by file and field', () => {
  const travel = () => structuredClone(parsedFile<IdeaFile>('content/ideas/travel.json'));
  const examples = () => structuredClone(parsedFile<ExamplesFile>('content/examples/skincare.json'));
  const templates = () => structuredClone(parsedFile<OfflineTemplates>('content/offline/templates.json'));
  const problemsOf = (path: string, data: unknown) => contentFileProblems(path, JSON.stringify(data));

  it('an idea without hooks', () => {
    const file = travel();
    file.days[2]!.B!.content.hooks = [];

    expect(problemsOf('content/ideas/travel.json', file)).toEqual([
      'content/ideas/travel.json: days[2].B.content.hooks: Too small: expected array to have >=1 items',
    ]);
  });

  it('a misspelt field', () => {
    const file = travel();
    const section = file.days[0]!.A!.content.sections[1]! as unknown as Record<string, unknown>;
    section.visual = section.visuals;
    delete section.visuals;

    expect(problemsOf('content/ideas/travel.json', file)).toEqual([
      'content/ideas/travel.json: days[0].A.content.sections[1].visuals: Invalid input: expected string, received undefined',
    ]);
    section.visuals = section.visual;
    expect(problemsOf('content/ideas/travel.json', file)).toEqual([
      'content/ideas/travel.json: days[0].A.content.sections[1].visual: Unknown field',
    ]);
  });

  it('a day left out, and a day with neither variant', () => {
    const file = travel();
    file.days.splice(4, 1);
    delete file.days[1]!.A;
    delete file.days[1]!.B;

    expect(problemsOf('content/ideas/travel.json', file)).toEqual([
      'content/ideas/travel.json: days[1]: Neither variant A nor B',
      ...file.days
        .slice(4)
        .map((day, i) => `content/ideas/travel.json: days[${i + 4}].day: Expected ${i + 5}: the days follow one another`),
    ]);
  });

  it('a day that is no day number', () => {
    const file = travel();
    file.days[0]!.day = 0;
    file.days.splice(1);

    expect(problemsOf('content/ideas/travel.json', file)).toEqual([
      'content/ideas/travel.json: days[0].day: Too small: expected number to be >0',
    ]);
  });

  it('an idea the contentIdea schema turns down: reported where the file has the field', () => {
    const file = travel();
    (file.days[6]!.A!.source as { commentLikes: unknown }).commentLikes = '1.2k';

    expect(problemsOf('content/ideas/travel.json', file)).toEqual([
      'content/ideas/travel.json: days[6].A.source.commentLikes: Invalid input: expected number, received string',
    ]);
  });

  it('an example without a topic', () => {
    const file = examples();
    delete file.topics['3'];

    expect(problemsOf('content/examples/skincare.json', file)).toEqual(['content/examples/skincare.json: days[2].day: No topic for day 3']);
  });

  it('an offline template with a slot the generator does not fill, and a video format that does not exist', () => {
    const file = templates() as unknown as { hooks: string[]; firstFrames: Record<string, string> };
    file.hooks[2] = 'Why {Subject} matters: {point}.';
    file.firstFrames['unboxing'] = 'The box on the table.';

    expect(problemsOf('content/offline/templates.json', file)).toEqual([
      'content/offline/templates.json: firstFrames: Unrecognized key: "unboxing"',
    ]);
    delete file.firstFrames['unboxing'];
    expect(problemsOf('content/offline/templates.json', file)).toEqual([
      'content/offline/templates.json: hooks[2]: Unknown slot {Subject}: the slots here are {topic}, {point}',
    ]);
  });

  it('a shorthand entry of two words', () => {
    const words = { shorthand: { 'ty sm': 'thank you so much' }, properNames: ['SPF'], stopWords: ['the'], danglingEndings: ['with'] };

    expect(problemsOf('content/offline/words.json', words)).toEqual(['content/offline/words.json: shorthand.ty sm: Invalid key in record']);
  });

  it('a file that is not JSON, one with a name that is no niche id, and one in no known folder', () => {
    expect(contentFileProblems('content/knowledge/travel.json', '{"topics": [')).toEqual([
      expect.stringMatching(/^content\/knowledge\/travel\.json: Not JSON: /),
    ]);
    expect(contentFileProblems('content/ideas/Travel.json', textOf('content/ideas/travel.json'))).toEqual([
      'content/ideas/Travel.json: The file name must be a niche id (lower-case letters, digits and dashes)',
    ]);
    expect(contentFileProblems('content/seasons/winter.json', '{}')).toEqual([
      'content/seasons/winter.json: Not a content file: content/ holds ideas/, examples/ and knowledge/<niche>.json, and offline/ (content/README.md)',
    ]);
  });
});

describe('the personal files in content/personal/', () => {
  it('are the ask kinds and how personal ideas are chosen', () => {
    expect(PERSONAL_FILES.sort()).toEqual(['content/personal/ask-kinds.json', 'content/personal/choosing.json']);
  });

  it.each(PERSONAL_FILES)('%s fits its schema', (path) => {
    expect(personalFileProblems(path, textOf(path))).toEqual([]);
  });

  it('report a cue with punctuation, a kind with no cue and a share over 1, by field', () => {
    const kinds = parsedFile<{ rules: Array<{ kind: string; cues: string[] }> }>('content/personal/ask-kinds.json');
    const bad = {
      ...kinds,
      rules: kinds.rules.filter((rule) => rule.kind !== 'why').map((rule, i) => (i === 0 ? { ...rule, cues: ['Is it OK?'] } : rule)),
    };
    expect(personalFileProblems('content/personal/ask-kinds.json', JSON.stringify(bad))).toEqual([
      'content/personal/ask-kinds.json: rules.0.cues.0: Lower-case words without punctuation, apostrophes dropped ("dont")',
    ]);
    const withoutWhy = { ...kinds, rules: kinds.rules.filter((rule) => rule.kind !== 'why') };
    expect(personalFileProblems('content/personal/ask-kinds.json', JSON.stringify(withoutWhy))).toEqual([
      'content/personal/ask-kinds.json: rules: No cue for why',
    ]);
    const choosing = parsedFile<Record<string, unknown>>('content/personal/choosing.json');
    expect(
      personalFileProblems('content/personal/choosing.json', JSON.stringify({ ...choosing, spread: { share: 1.5, minimumPerInsight: 1 } })),
    ).toEqual(['content/personal/choosing.json: spread.share: A share of at most 1']);
  });

  it('report a reason with a slot its wording does not fill', () => {
    const choosing = parsedFile<{ reasons: Record<string, string> }>('content/personal/choosing.json');
    const bad = { ...choosing, reasons: { ...choosing.reasons, topicFit: 'Fits your {topic} focus' } };

    expect(personalFileProblems('content/personal/choosing.json', JSON.stringify(bad))).toEqual([
      'content/personal/choosing.json: reasons.topicFit: Slots are focus',
    ]);
  });
});

describe('the analytics files in content/analytics/', () => {
  const ANALYTICS_FILES = readdirSync(join(contentDir(), 'analytics')).map((name) => `content/analytics/${name}`);

  it('are the hook styles and the wording of the claims', () => {
    expect(ANALYTICS_FILES.sort()).toEqual(['content/analytics/hook-styles.json', 'content/analytics/wording.json']);
  });

  it.each(ANALYTICS_FILES)('%s fits its schema', (path) => {
    expect(analyticsFileProblems(path, textOf(path))).toEqual([]);
  });

  it('report a cue with punctuation, a style with no rule and a claim without its ratio, by field', () => {
    const styles = parsedFile<{ rules: Array<{ style: string; cues: string[] }> }>('content/analytics/hook-styles.json');
    const noStory = { ...styles, rules: styles.rules.filter((rule) => rule.style !== 'story') };
    const punctuated = { ...styles, rules: styles.rules.map((rule, i) => (i === 0 ? { ...rule, cues: ["Don't!"] } : rule)) };
    const wording = parsedFile<Record<string, unknown>>('content/analytics/wording.json');

    expect(analyticsFileProblems('content/analytics/hook-styles.json', JSON.stringify(noStory))).toEqual([
      'content/analytics/hook-styles.json: rules: No rule for story',
    ]);
    expect(analyticsFileProblems('content/analytics/hook-styles.json', JSON.stringify(punctuated))).toEqual([
      'content/analytics/hook-styles.json: rules.0.cues.0: Lower-case words without punctuation, apostrophes dropped ("dont")',
    ]);
    expect(
      analyticsFileProblems('content/analytics/wording.json', JSON.stringify({ ...wording, claim: 'Your {group} get {times}× more' })),
    ).toEqual(['content/analytics/wording.json: claim: Slots are group, ratio']);
    expect(analyticsFileProblems('content/analytics/wording.json', JSON.stringify({ ...wording, minimumSample: 1 }))).toEqual([
      'content/analytics/wording.json: minimumSample: At least 2: one video is no pattern',
    ]);
  });
});

describe('the seasonal moments in content/seasons/', () => {
  const SEASON_FILES = readdirSync(join(contentDir(), 'seasons')).map((name) => `content/seasons/${name}`);
  const skincare = () => structuredClone(parsedFile<{ moments: Array<Record<string, unknown>> }>('content/seasons/skincare.json'));
  const problemsOf = (path: string, data: unknown) => seasonsFileProblems(path, JSON.stringify(data));

  it('hold a file for every approved niche', () => {
    expect(SEASON_FILES.sort()).toEqual(APPROVED_NICHES.map((niche) => `content/seasons/${niche.niche}.json`).sort());
  });

  it.each(SEASON_FILES)('%s fits its schema, names topics its niche knows and ships 8 to 15 moments', (path) => {
    expect(seasonsFileProblems(path, textOf(path))).toEqual([]);
  });

  it('report a day that does not exist, a missing lead time and a topic the niche does not know, by field', () => {
    const file = skincare();
    file.moments[1] = { ...file.moments[1], window: { kind: 'fixed', start: '02-30', end: '03-10' } };
    delete file.moments[2]!.leadWeeks;

    expect(problemsOf('content/seasons/skincare.json', file)).toEqual([
      'content/seasons/skincare.json: moments.1.window.start: No such day',
      'content/seasons/skincare.json: moments.2.leadWeeks: Lead time: whole weeks',
    ]);
    const unknownTopic = skincare();
    unknownTopic.moments[0]!.topics = ['bare-minimum-routine', 'holiday-party-hair'];
    expect(problemsOf('content/seasons/skincare.json', unknownTopic)).toEqual([
      'content/seasons/skincare.json: moments.0.topics.1: No topic holiday-party-hair in content/knowledge/skincare.json',
    ]);
  });

  it('report a repeated moment, an unknown window kind and too few moments', () => {
    const repeated = skincare();
    repeated.moments.push(repeated.moments[0]!);
    expect(problemsOf('content/seasons/skincare.json', repeated)).toEqual([
      'content/seasons/skincare.json: moments: Each moment id only once',
    ]);

    const lunar = skincare();
    lunar.moments[0]!.window = { kind: 'lunar', month: 1 };
    expect(problemsOf('content/seasons/skincare.json', lunar)).toEqual([
      'content/seasons/skincare.json: moments.0.window.kind: A window is fixed, weekday, easter or dated',
    ]);

    const few = skincare();
    few.moments = few.moments.slice(0, 3);
    expect(problemsOf('content/seasons/skincare.json', few)).toEqual([
      'content/seasons/skincare.json: moments: A niche ships 8 to 15 moments, not 3',
    ]);
  });
});
