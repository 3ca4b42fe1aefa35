import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { contentDir } from '#functions/content-engine/content-files';
import { VIDEO_FORMATS } from '#functions/content-engine/draft';
import { ASK_KINDS, type AskKind } from './model';

/**
 * How personal ideas are chosen, kept as data in `content/personal/` and read at run time (never
 * imported, so the job's Lambda carries the folder beside its bundle): the cue words that tell
 * the kind of an ask, the formats that suit each kind, the ranking's points, the spread's share
 * and the wording of the reasons a creator reads. Checked by tests/unit/content-engine/content-data.test.ts.
 */

export const ASK_KINDS_FILE = 'personal/ask-kinds.json';
export const CHOOSING_FILE = 'personal/choosing.json';

const cue = () =>
  z.string().check(z.regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'Lower-case words without punctuation, apostrophes dropped ("dont")'));

/**
 * `ask-kinds.json`: `rules` are tried in order on the viewers' words and the first whose cue
 * appears names the kind ("is it safe to…" is is-it-ok before "how…" is how-to); a kind may come
 * back later with weaker cues (a bare " or " is a comparison only when nothing else matched).
 */
export const askKindsFile = z.strictObject({
  rules: z.array(z.strictObject({ kind: z.enum(ASK_KINDS), cues: z.array(cue()).check(z.minLength(1)) })).check(z.minLength(1)),
  suitedFormats: z.record(z.enum(ASK_KINDS), z.array(z.enum(VIDEO_FORMATS)).check(z.minLength(1))),
});
export type AskKindsFile = z.output<typeof askKindsFile>;

const points = () => z.number().check(z.gte(0, 'Points are 0 or more'), z.lte(100, 'Points are at most 100'));
const template = (...slots: string[]) =>
  z.string().check(
    z.minLength(3),
    z.maxLength(80),
    z.refine(
      (text) => [...text.matchAll(/\{(\w+)\}/g)].every(([, slot]) => slots.includes(slot!)),
      `Slots are ${slots.join(', ') || 'none'}`,
    ),
  );

/** `choosing.json`: the spread, the ranking's points, the formats' names and the reasons' wording. */
export const choosingFile = z.strictObject({
  spread: z.strictObject({
    /** The most of a niche's subscribers one insight may go to on one day. */
    share: z.number().check(z.gt(0, 'A share above 0'), z.lte(1, 'A share of at most 1')),
    minimumPerInsight: z.int().check(z.gte(1, 'At least 1')),
  }),
  points: z.strictObject({
    topicFit: points(),
    wordFit: points(),
    format: points(),
    learnedTopic: points(),
    learnedFormat: points(),
    learnedAskKind: points(),
  }),
  ownAudience: z.strictObject({
    /** An own-audience insight goes first only when this many viewers of the channel asked it. */
    minViewers: z.int().check(z.gte(1)),
    /** …and its newest ask is at most this old. */
    maxAgeDays: z.int().check(z.gte(1)),
  }),
  formats: z.record(
    z.enum(VIDEO_FORMATS),
    z.strictObject({ plural: z.string().check(z.minLength(2), z.maxLength(40)), aliases: z.array(z.string().check(z.minLength(2))) }),
  ),
  reasons: z.strictObject({
    ownAudience: template('count'),
    topicFit: template('focus'),
    format: template('format'),
    learnedTopic: template('topic'),
    learnedAskKind: template(),
    niche: template('count', 'niche'),
  }),
});
export type ChoosingFile = z.output<typeof choosingFile>;

let askKinds: AskKindsFile | undefined;
let choosing: ChoosingFile | undefined;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(contentDir(), path), 'utf8')) as T;

export const askKindsData = (): AskKindsFile => (askKinds ??= readJson<AskKindsFile>(ASK_KINDS_FILE));
export const choosingData = (): ChoosingFile => (choosing ??= readJson<ChoosingFile>(CHOOSING_FILE));

/** The formats that suit answering an ask of this kind. */
export const suitedFormats = (kind: AskKind): readonly string[] => askKindsData().suitedFormats[kind] ?? [];

/** What is wrong with a file of `content/personal/`, each as `<file>: <field path>: <message>`; none when it is right. */
export function personalFileProblems(path: string, text: string): string[] {
  const schema = path === `content/${ASK_KINDS_FILE}` ? askKindsFile : path === `content/${CHOOSING_FILE}` ? choosingFile : null;
  if (!schema) return [`${path}: Not a personal file: content/personal/ holds ask-kinds.json and choosing.json`];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: Not JSON: ${(error as Error).message}`];
  }
  const checked = schema.safeParse(data);
  const problems = checked.success
    ? []
    : checked.error.issues.map((issue) => `${path}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  if (checked.success && schema === askKindsFile) {
    const file = checked.data as AskKindsFile;
    for (const kind of ASK_KINDS)
      if (kind !== 'other' && !file.rules.some((rule) => rule.kind === kind)) problems.push(`${path}: rules: No cue for ${kind}`);
    for (const kind of ASK_KINDS) if (!file.suitedFormats[kind]) problems.push(`${path}: suitedFormats.${kind}: Missing`);
  }
  if (checked.success && schema === choosingFile) {
    const file = checked.data as ChoosingFile;
    for (const format of VIDEO_FORMATS) if (!file.formats[format]) problems.push(`${path}: formats.${format}: Missing`);
  }
  return problems;
}
