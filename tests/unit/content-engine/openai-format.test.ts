import { zodTextFormat } from 'openai/helpers/zod';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFormat } from '#functions/content-engine/openai-client';
import { ideaDraft } from '#functions/content-engine/draft';
import { INTERVIEW_FORMAT_NAME, interviewAnswer } from '#functions/profiles/rules';

describe('the structured-output formats sent to OpenAI', () => {
  it.each([
    ['idea draft', ideaDraft, 'content_idea'],
    ['profile interview', interviewAnswer, INTERVIEW_FORMAT_NAME],
  ] as const)('the %s format is what openai/helpers/zod makes of the same schema', (_name, schema, formatName) => {
    const helper = zodTextFormat(schema as unknown as Parameters<typeof zodTextFormat>[0], formatName);

    expect(jsonSchemaFormat(schema, formatName)).toEqual({ ...helper });
    expect(JSON.stringify(jsonSchemaFormat(schema, formatName))).toBe(JSON.stringify(helper));
  });
});
