import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { contentDir } from '#functions/content-engine/content-files';
import { VIDEO_FORMATS, type VideoFormat } from '#functions/content-engine/draft';

/**
 * The profile's wording, kept as data in `content/profile/` and read at run time (never imported):
 * each filming format's label as creators read it, and the words a creator uses for it ("green
 * screen", "grwm"), which turn a chat answer into formats. Checked by
 * tests/unit/profiles/profile-files.test.ts.
 */

export const FORMATS_FILE = 'profile/formats.json';

const phrase = () =>
  z.string().check(z.minLength(2), z.maxLength(40), z.regex(/^[^A-Z]*$/, 'Words are lower case: they are matched on folded text'));

export const formatsFile = z.strictObject({
  formats: z
    .array(
      z.strictObject({
        id: z.enum(VIDEO_FORMATS),
        label: z.string().check(z.minLength(2), z.maxLength(40)),
        words: z.array(phrase()).check(z.minLength(1), z.maxLength(20)),
      }),
    )
    .check(
      z.refine((formats) => new Set(formats.map((f) => f.id)).size === formats.length, 'Each format only once'),
      z.refine((formats) => formats.length === VIDEO_FORMATS.length, `Every format of VIDEO_FORMATS: ${VIDEO_FORMATS.join(', ')}`),
    ),
});
export interface FormatOption {
  id: VideoFormat;
  label: string;
  words: readonly string[];
}

let formats: readonly FormatOption[] | undefined;

/** The filming formats in the order the form lists them. */
export function formatOptions(): readonly FormatOption[] {
  formats ??= (JSON.parse(readFileSync(join(contentDir(), FORMATS_FILE), 'utf8')) as { formats: FormatOption[] }).formats;
  return formats;
}

/** What is wrong with a file of content/profile/, as `<file>: <field path>: <message>`; none when it is right. */
export function profileFileProblems(path: string, text: string): string[] {
  if (path !== `content/${FORMATS_FILE}`) return [`${path}: Not a profile file: content/profile/ holds formats.json`];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: Not JSON: ${(error as Error).message}`];
  }
  const checked = formatsFile.safeParse(data);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => `${path}: ${issue.path.join('.') || '(the whole file)'}: ${issue.message}`);
}
