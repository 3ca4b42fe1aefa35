import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { contentDir } from '#functions/content-engine/content-files';
import { ASK_KINDS } from '#functions/personal/model';

/**
 * What the analytics say and how they read a hook, kept as data in `content/analytics/` and read at
 * run time (never imported, so a Lambda carries the folder beside its bundle): the hook styles'
 * cue words and the wording of the claims a creator reads. Checked by
 * tests/unit/content-engine/content-data.test.ts.
 */

export const HOOK_STYLES_FILE = 'analytics/hook-styles.json';
export const WORDING_FILE = 'analytics/wording.json';

export const HOOK_STYLES = ['question', 'how-to', 'list', 'contrarian', 'story', 'warning', 'other'] as const;
export type HookStyle = (typeof HOOK_STYLES)[number];

const cue = () =>
  z.string().check(z.regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'Lower-case words without punctuation, apostrophes dropped ("dont")'));

/**
 * `hook-styles.json`: rules tried in order on an idea's first hook; the first that matches names
 * its style ("stop doing this" is a warning before it is anything else). A rule matches on a cue
 * word, a number leading the hook (`startsWithNumber`) or a question mark ending it (`endsWithQuestion`).
 */
export const hookStylesFile = z.strictObject({
  rules: z
    .array(
      z.strictObject({
        style: z.enum(HOOK_STYLES),
        cues: z.array(cue()),
        startsWithNumber: z.optional(z.boolean()),
        endsWithQuestion: z.optional(z.boolean()),
        note: z.optional(z.string()),
      }),
    )
    .check(z.minLength(1)),
  fallback: z.literal('other'),
});
export type HookStylesFile = z.output<typeof hookStylesFile>;

const template = (...slots: string[]) =>
  z.string().check(
    z.minLength(3),
    z.maxLength(100),
    z.refine(
      (text) => [...text.matchAll(/\{(\w+)\}/g)].every(([, slot]) => slots.includes(slot!)),
      `Slots are ${slots.join(', ') || 'none'}`,
    ),
  );
const label = () => z.string().check(z.minLength(2), z.maxLength(40));

/** `wording.json`: the smallest sample a claim needs, the claims' wording and each group's name in a sentence. */
export const wordingFile = z.strictObject({
  /** Fewer posted videos with figures than this and nothing is claimed: "early" instead. */
  minimumSample: z.int().check(z.gte(2, 'At least 2: one video is no pattern'), z.lte(20)),
  claim: template('group', 'ratio'),
  claimBelow: template('group', 'ratio'),
  early: template('group', 'count'),
  medianLine: template('views', 'count'),
  medianEarly: template('count', 'minimum'),
  askKinds: z.record(z.enum(ASK_KINDS), label()),
  hookStyles: z.record(z.enum(HOOK_STYLES), label()),
});
export type WordingFile = z.output<typeof wordingFile>;

/** What is wrong with a file of `content/analytics/`, each as `<file>: <field path>: <message>`; none when it is right. */
export function analyticsFileProblems(path: string, text: string): string[] {
  const schema = path === `content/${HOOK_STYLES_FILE}` ? hookStylesFile : path === `content/${WORDING_FILE}` ? wordingFile : null;
  if (!schema) return [`${path}: Not an analytics file: content/analytics/ holds hook-styles.json and wording.json`];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: Not JSON: ${(error as Error).message}`];
  }
  const checked = schema.safeParse(data);
  if (!checked.success) return checked.error.issues.map((issue) => `${path}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  const problems: string[] = [];
  if (schema === hookStylesFile) {
    const file = checked.data as HookStylesFile;
    for (const style of HOOK_STYLES)
      if (style !== 'other' && !file.rules.some((rule) => rule.style === style)) problems.push(`${path}: rules: No rule for ${style}`);
    file.rules.forEach((rule, i) => {
      if (rule.cues.length === 0 && !rule.startsWithNumber && !rule.endsWithQuestion)
        problems.push(`${path}: rules.${i}: A rule needs cues, startsWithNumber or endsWithQuestion`);
    });
  } else {
    const file = checked.data as WordingFile;
    for (const kind of ASK_KINDS) if (!file.askKinds[kind]) problems.push(`${path}: askKinds.${kind}: Missing`);
    for (const style of HOOK_STYLES) if (!file.hookStyles[style]) problems.push(`${path}: hookStyles.${style}: Missing`);
  }
  return problems;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(contentDir(), path), 'utf8'));

let hookStyles: HookStylesFile | undefined;
let wording: WordingFile | undefined;

export const hookStylesData = (): HookStylesFile => (hookStyles ??= hookStylesFile.parse(readJson(HOOK_STYLES_FILE)));
export const wordingData = (): WordingFile => (wording ??= wordingFile.parse(readJson(WORDING_FILE)));
