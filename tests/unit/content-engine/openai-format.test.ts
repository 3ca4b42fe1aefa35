import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zodTextFormat } from 'openai/helpers/zod';
import { describe, expect, it } from 'vitest';
import { JUDGE_FORMAT_NAME, judgeAnswer } from '#functions/content-engine/judge';
import { NAMING_FORMAT_NAME, namingAnswer } from '#functions/content-engine/mining/openai-mining';
import { IDEAS_FORMAT_NAME, ideaCandidates, ideasFormat } from '#functions/content-engine/openai';
import { GENERATION_DEFAULTS, MAX_IDEA_CANDIDATES, structuredFormat, type FormatName } from '#functions/content-engine/openai-client';
import { INTERVIEW_FORMAT_NAME, interviewAnswer } from '#functions/profiles/rules';

/**
 * The formats sent to OpenAI are written to openai-formats.json ahead of time, so no function
 * converts a zod schema at run time. The reference is OpenAI's own helper on the same zod schema.
 * After changing one of these schemas, rewrite the file:
 *   WRITE_OPENAI_FORMATS=1 npx vitest run --project unit tests/unit/content-engine/openai-format.test.ts
 *   npx prettier --write functions/content-engine/openai-formats.json
 */
const FILE = fileURLToPath(new URL('../../../functions/content-engine/openai-formats.json', import.meta.url));

type HelperSchema = Parameters<typeof zodTextFormat>[0];
const helperFormat = (schema: unknown, name: string) => ({ ...zodTextFormat(schema as HelperSchema, name) });

const SCHEMAS: ReadonlyArray<readonly [FormatName, unknown]> = [
  [IDEAS_FORMAT_NAME, ideaCandidates(GENERATION_DEFAULTS.candidates)],
  [JUDGE_FORMAT_NAME, judgeAnswer],
  [NAMING_FORMAT_NAME, namingAnswer],
  [INTERVIEW_FORMAT_NAME, interviewAnswer],
];

if (process.env.WRITE_OPENAI_FORMATS)
  writeFileSync(
    FILE,
    `${JSON.stringify(Object.fromEntries(SCHEMAS.map(([name, schema]) => [name, helperFormat(schema, name).schema])))}\n`,
  );

describe('the structured-output formats sent to OpenAI', () => {
  it.each(SCHEMAS)('the %s format is what openai/helpers/zod makes of its zod schema', (name, schema) => {
    const format = structuredFormat(name);

    expect(JSON.stringify(format)).toBe(JSON.stringify(helperFormat(schema, name)));
  });

  it('has no format in the file that no schema is checked against', () => {
    const written = Object.keys(JSON.parse(readFileSync(FILE, 'utf8')) as object);

    expect(written.sort()).toEqual(SCHEMAS.map(([name]) => name).sort());
  });
});

describe('the writer format for another number of candidates', () => {
  it.each(Array.from({ length: MAX_IDEA_CANDIDATES }, (_, index) => index + 1))(
    'asks for exactly %i candidates, as the zod schema for that count does',
    (count) => {
      const format = ideasFormat(count);

      expect(JSON.stringify(format)).toBe(JSON.stringify(helperFormat(ideaCandidates(count), IDEAS_FORMAT_NAME)));
    },
  );

  it('leaves the default format as it is after making another count', () => {
    ideasFormat(1);

    expect(JSON.stringify(structuredFormat(IDEAS_FORMAT_NAME))).toBe(
      JSON.stringify(helperFormat(ideaCandidates(GENERATION_DEFAULTS.candidates), IDEAS_FORMAT_NAME)),
    );
  });
});
