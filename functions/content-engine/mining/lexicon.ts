import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { contentDir } from '#functions/content-engine/content-files';

/**
 * What mining knows about words that the model does not (content/mining/lexicon.json):
 * - concepts: one ask that viewers put in words that share nothing ("postpartum", "after having a
 *   baby", "my c section"; "plus size", "im 140kg"), scoped to the niches where they are one ask;
 * - otherLanguages: the function words of the languages comments most often come in besides
 *   English, so a comment in one of them is recognised (they are data, not rules).
 */
const words = z.array(z.string().check(z.trim(), z.minLength(1), z.regex(/^[^A-Z]*$/, 'Lower case only'))).check(z.minLength(1));

export const miningLexicon = z.strictObject({
  concepts: z.array(
    z.strictObject({
      id: z.string().check(z.regex(/^[a-z]{3,30}$/, 'Lower-case letters only: it becomes a word the comments share')),
      niches: z.array(z.string().check(z.regex(/^[a-z0-9-]{2,40}$/))).check(z.minLength(1)),
      /** The ask in one line, as a creator would say it. */
      ask: z.string().check(z.minLength(10), z.maxLength(80)),
      phrases: words,
      /** A body weight from this much on says the same as the phrases ("im 140kg"). */
      weights: z.optional(z.array(z.strictObject({ units: words, atLeast: z.number().check(z.gt(0)) }))),
    }),
  ),
  otherLanguages: z.record(z.string().check(z.regex(/^[a-z]{2}$/, 'An ISO 639-1 code')), words),
});
export type MiningLexicon = z.output<typeof miningLexicon>;
export type Concept = MiningLexicon['concepts'][number];

export const MINING_LEXICON_FILE = 'mining/lexicon.json';

let lexicon: MiningLexicon | undefined;

/** Read once per process, checked: a broken file fails loudly on the first mining run, not silently later. */
export function readMiningLexicon(): MiningLexicon {
  lexicon ??= miningLexicon.parse(JSON.parse(readFileSync(join(contentDir(), MINING_LEXICON_FILE), 'utf8')));
  return lexicon;
}

/** What is wrong with the lexicon file, as content-schemas.ts reports every content file's problems. */
export function miningLexiconProblems(path: string, text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: Not JSON: ${(error as Error).message}`];
  }
  const parsed = miningLexicon.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${path}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
}
