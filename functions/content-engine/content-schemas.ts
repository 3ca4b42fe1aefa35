import * as z from 'zod/mini';
import { contentIdea } from '#functions/shared/schemas';
import { VIDEO_FORMATS } from './draft';
import { GATE_WORDS_FILE, type GateWords, type OfflineTemplates, type OfflineWords } from './content-files';
import { exampleIdeaId, ideaOfDayId, ideasOfDays, type IdeaDay } from './daily-ideas';

/**
 * The schemas of the data files in `content/` (content/README.md), and the check that reports
 * what is wrong with one, for tests/unit/content-engine/content-data.test.ts. The functions read the files
 * without checking them (content-files.ts), so a bad file fails the tests, never a run; nothing
 * deployed imports this module.
 */

// The ideas' own fields are checked on the ideas as the loader derives them, with contentIdea.
const variantText = z.optional(z.object({ title: z.unknown(), content: z.unknown(), source: z.unknown() }));
const days = z
  .array(z.object({ day: contentIdea.shape.dayNumber, subNiche: z.string(), A: variantText, B: variantText }))
  .check(z.minLength(1));

/** `content/ideas/<niche>.json`. What the file leaves out (ids, numbers, niche) is derived from the day, variant and file name. */
export const ideaFile = z.object({ days });

/** `content/examples/<niche>.json`: the same days, and a topic for each. */
export const examplesFile = z.object({
  topics: z.record(z.string().check(z.regex(/^[1-9]\d*$/, 'Topics are keyed by day number')), z.string().check(z.minLength(1))),
  days,
});

/**
 * `content/knowledge/<niche>.json`: what a creator of the niche knows about the topics viewers ask
 * about, each as 3 to 6 filmable beats. The offline generator builds an idea's sections from the
 * topic its viewers' ask matches.
 */
const shortText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
export const knowledgeFile = z.object({
  topics: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Ids are kebab-case')),
        name: shortText(60).check(z.regex(/^[^A-Z]*$/, 'Names are lower case: they read inside a sentence')),
        keywords: z.array(shortText(40).check(z.regex(/^[^A-Z]*$/, 'Keywords are lower case'))).check(z.minLength(3), z.maxLength(12)),
        points: z
          .array(z.object({ title: shortText(60), text: shortText(70), voiceover: shortText(400), visuals: shortText(140) }))
          .check(z.minLength(3), z.maxLength(6)),
        caveat: z.optional(shortText(240)),
      }),
    )
    .check(z.minLength(1)),
});

function knowledgeFileProblems(data: unknown): Problem[] {
  const file = check(knowledgeFile, data);
  if (!file.data) return file.problems;
  const seen = new Set<string>();
  return file.data.topics.flatMap((topic, i) => {
    if (!seen.has(topic.id)) return (seen.add(topic.id), []);
    return [{ path: ['topics', i, 'id'], message: `Duplicate id ${topic.id}` }];
  });
}

const lines = () => z.array(z.string().check(z.minLength(1))).check(z.minLength(1));
const byFormat = z.record(z.enum(VIDEO_FORMATS), z.string().check(z.minLength(1)));

/** `content/offline/words.json`. */
export const offlineWordsFile = z.object({
  shorthand: z.record(z.string().check(z.regex(/^[a-z]+$/, 'Shorthand is one lower-case word')), z.string().check(z.minLength(1))),
  properNames: lines(),
  stopWords: z.array(z.string().check(z.regex(/^[a-z']+$/, 'Stop words are lower-case words'))).check(z.minLength(1)),
  danglingEndings: z.array(z.string().check(z.regex(/^[a-z]+$/, 'Endings are lower-case words'))).check(z.minLength(1)),
}) satisfies z.ZodMiniType<OfflineWords>;

// A slot the generator does not fill would reach an idea as "{slot}".
const SLOTS: Readonly<Record<string, readonly string[]>> = {
  titles: ['topic', 'point'],
  hooks: ['topic', 'point'],
  opening: ['topic', 'author', 'count', 'keywords'],
  ctas: ['topic'],
  closingTitles: ['keywords', 'topic'],
  firstFrames: ['visuals'],
  pointLabels: ['n'],
  reasons: ['topic', 'count'],
};

/** `content/offline/templates.json`. */
export const offlineTemplatesFile = z.object({
  titles: lines().check(z.minLength(8)),
  hooks: lines().check(z.minLength(12)),
  opening: z.object({ titles: lines(), one: lines(), several: lines() }),
  rehooks: lines(),
  closingTitles: lines(),
  ctas: z.object({ save: lines(), 'comment-keyword': lines(), 'part-2': lines(), follow: lines() }),
  firstFrames: byFormat,
  commentShots: byFormat,
  pointLabels: z.partialRecord(z.enum(VIDEO_FORMATS), z.string().check(z.minLength(1))),
  reasons: z.object({
    asked: lines().check(z.length(2)),
    format: z.partialRecord(z.enum(VIDEO_FORMATS), z.string()),
    points: lines().check(z.length(2)),
  }),
}) satisfies z.ZodMiniType<OfflineTemplates>;

/** Slots a template names that the generator does not fill, as problems at the template's path. */
function slotProblems(value: unknown, allowed: readonly string[], path: Path): Problem[] {
  if (typeof value === 'string') {
    const unknown = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => !allowed.includes(name.toLowerCase()));
    return unknown.length
      ? [
          {
            path,
            message: `Unknown slot ${unknown.map((name) => `{${name}}`).join(', ')}: the slots here are ${allowed.map((name) => `{${name}}`).join(', ')}`,
          },
        ]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => slotProblems(item, allowed, [...path, i]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => slotProblems(item, allowed, [...path, key]));
  return [];
}

function offlineFileProblems(name: string, data: unknown): Problem[] {
  if (name === 'words') return check(offlineWordsFile, data).problems;
  if (name !== 'templates') return [{ path: [], message: 'content/offline/ holds words.json and templates.json' }];
  const file = check(offlineTemplatesFile, data);
  if (!file.data) return file.problems;
  return Object.entries(file.data).flatMap(([key, value]) => slotProblems(value, SLOTS[key] ?? [], [key]));
}

/** `content/gates.json`: the gates' word lists, lower-case single words (they are compared word by word). */
const gateWordList = z.array(z.string().check(z.regex(/^[a-z][a-z'-]*$/, 'One lower-case word'))).check(
  z.minLength(1),
  z.refine((list) => new Set(list).size === list.length, 'A word is listed twice'),
);
export const gateWordsFile = z.object({
  genericHookWords: gateWordList,
  chatWords: gateWordList,
  nicheWords: z.record(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Keyed by niche id')), gateWordList),
  danglingEndings: gateWordList,
  phrasalVerbs: gateWordList,
  doubledWordsAllowed: gateWordList,
}) satisfies z.ZodMiniType<GateWords>;

const CONTENT_FILE = /^content\/(ideas|examples|offline|knowledge)\/([^/]+)\.json$/;
const NICHE_ID = /^[a-z0-9-]{1,40}$/;

type Path = ReadonlyArray<PropertyKey>;
interface Problem {
  path: Path;
  message: string;
}

/** `days[3].B.content.hooks[0]`, as the field is found in the file. */
function fieldPath(path: Path): string {
  return (
    path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('') || '(the whole file)'
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields the schema does not know (z.object drops them from its output rather than failing): a typo, usually. */
function unknownFields(raw: unknown, parsed: unknown, path: Path = []): Problem[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.flatMap((item, i) => unknownFields(item, parsed[i], [...path, i]));
  if (!isRecord(raw) || !isRecord(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    key in parsed ? unknownFields(raw[key], parsed[key], [...path, key]) : [{ path: [...path, key], message: 'Unknown field' }],
  );
}

/** The schema's complaints, or else the fields it does not know; the parsed value when there are neither. */
function check<T>(schema: z.ZodMiniType<T>, data: unknown): { problems: Problem[]; data?: T } {
  const result = schema.safeParse(data);
  if (!result.success) return { problems: result.error.issues.map(({ path, message }) => ({ path, message })) };
  const unknown = unknownFields(data, result.data);
  return unknown.length > 0 ? { problems: unknown } : { problems: [], data: result.data };
}

const IDEA_TEXT_FIELDS: ReadonlySet<PropertyKey> = new Set(['title', 'content', 'source']);

function daysProblems(niche: string, days: readonly IdeaDay[], idOf: typeof ideaOfDayId): Problem[] {
  const problems: Problem[] = days.flatMap((day, i) => [
    ...(day.day === days[0]!.day + i
      ? []
      : [{ path: ['days', i, 'day'], message: `Expected ${days[0]!.day + i}: the days follow one another` }]),
    ...(day.A || day.B ? [] : [{ path: ['days', i], message: 'Neither variant A nor B' }]),
  ]);
  // Each idea as the loader derives it, against the schema of every idea in the table; a field of
  // the idea is reported where the file has it (a derived one at its day).
  const dayIndex = new Map(days.map((day, i) => [day.day, i]));
  for (const idea of ideasOfDays(niche, days, idOf)) {
    const at = ['days', dayIndex.get(idea.dayNumber)!];
    for (const { path, message } of check(contentIdea, idea).problems) {
      const [field] = path;
      if (IDEA_TEXT_FIELDS.has(field!)) problems.push({ path: [...at, idea.variant, ...path], message });
      else if (field === 'subNiche') problems.push({ path: [...at, 'subNiche'], message });
      else problems.push({ path: [...at, 'day'], message: `${message} (the derived ${fieldPath(path)} of ${idea.id})` });
    }
  }
  return problems;
}

function ideaFileProblems(niche: string, data: unknown): Problem[] {
  const file = check(ideaFile, data);
  return file.data ? daysProblems(niche, file.data.days as IdeaDay[], ideaOfDayId) : file.problems;
}

function examplesFileProblems(niche: string, data: unknown): Problem[] {
  const file = check(examplesFile, data);
  if (!file.data) return file.problems;
  const { topics, days } = file.data;
  return [
    ...daysProblems(niche, days as IdeaDay[], exampleIdeaId),
    ...days.flatMap((day, i) => (String(day.day) in topics ? [] : [{ path: ['days', i, 'day'], message: `No topic for day ${day.day}` }])),
  ];
}

/**
 * What is wrong with one file of `content/`, each problem as `<file>: <field path>: <message>`,
 * e.g. `content/ideas/travel.json: days[3].B.content.hooks: Too small: expected array to have >=1
 * items`; none when it is right. `path` is the file's path from the repository root: its folder
 * picks the schema and its name is the niche.
 */
export function contentFileProblems(path: string, text: string): string[] {
  if (path === `content/${GATE_WORDS_FILE}`) {
    try {
      return check(gateWordsFile, JSON.parse(text)).problems.map((problem) => `${path}: ${fieldPath(problem.path)}: ${problem.message}`);
    } catch (error) {
      return [`${path}: Not JSON: ${(error as Error).message}`];
    }
  }
  const match = CONTENT_FILE.exec(path);
  if (!match)
    return [`${path}: Not a content file: content/ holds ideas/, examples/ and knowledge/<niche>.json, and offline/ (content/README.md)`];
  const [, kind, name] = match as unknown as [string, 'ideas' | 'examples' | 'offline' | 'knowledge', string];
  if (kind !== 'offline' && !NICHE_ID.test(name))
    return [`${path}: The file name must be a niche id (lower-case letters, digits and dashes)`];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: Not JSON: ${(error as Error).message}`];
  }
  const problems =
    kind === 'ideas'
      ? ideaFileProblems(name, data)
      : kind === 'examples'
        ? examplesFileProblems(name, data)
        : kind === 'knowledge'
          ? knowledgeFileProblems(data)
          : offlineFileProblems(name, data);
  return problems.map((problem) => `${path}: ${fieldPath(problem.path)}: ${problem.message}`);
}
