import type OpenAI from 'openai';
import { clientFor, describeError, openAiModel, structuredFormat, type OpenAiCallOptions } from '#functions/content-engine/openai-client';
import { INTERVIEW_FORMAT_NAME, readInterviewAnswer, type InterviewAnswer, type InterviewPayload } from './rules';

/** Output budget for one interview turn: a short reply and the fields, a few hundred tokens. */
export const MAX_INTERVIEW_OUTPUT_TOKENS = 1_000;

const interviewFormat = structuredFormat(INTERVIEW_FORMAT_NAME);

export interface InterviewRequest {
  /** The session's system message. */
  instructions: string;
  /** What has been collected and what comes next, sent as one JSON document before the conversation. */
  state: InterviewPayload;
  /** The visible conversation, oldest first, ending with the admin's new message. */
  conversation: ReadonlyArray<{ role: 'user' | 'assistant'; text: string }>;
}

export interface InterviewAttempt {
  raw: string;
  answer: InterviewAnswer | null;
  error: string | null;
  inputTokens: number;
  outputTokens: number;
  model: string;
}

/**
 * One turn of the profile interview: the conversation in, the reply and the fields so far out as
 * structured output. Like the idea writer (content-engine/openai.ts) it never throws for what the model answered or for a
 * failure that outlasts the client's retries: the turn then asks the admin again.
 */
export async function interviewWithOpenAi(
  apiKey: string,
  request: InterviewRequest,
  options: OpenAiCallOptions,
): Promise<InterviewAttempt> {
  const model = openAiModel();
  const client = clientFor(apiKey, options);
  let response: OpenAI.Responses.Response;
  try {
    response = await client.responses.create({
      model,
      instructions: request.instructions,
      input: [
        { role: 'developer', content: JSON.stringify(request.state) },
        ...request.conversation.map((message) => ({ role: message.role, content: message.text })),
      ],
      text: { format: interviewFormat },
      max_output_tokens: MAX_INTERVIEW_OUTPUT_TOKENS,
    });
  } catch (error) {
    return { raw: '', answer: null, error: describeError(error), model, inputTokens: 0, outputTokens: 0 };
  }
  const usage = { inputTokens: response.usage?.input_tokens ?? 0, outputTokens: response.usage?.output_tokens ?? 0 };
  const refusal = response.output.flatMap((item) => (item.type === 'message' ? item.content : [])).find((part) => part.type === 'refusal');
  if (refusal?.type === 'refusal')
    return { raw: refusal.refusal, answer: null, error: `The model refused: ${refusal.refusal}`, model, ...usage };
  const raw = response.output_text;
  const read = readInterviewAnswer(raw);
  return { raw, ...read, model, ...usage };
}
