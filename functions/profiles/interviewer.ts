import { openAiKey, openAiModel, type OpenAiCallOptions } from '#functions/content-engine/openai-client';
import { interviewWithOpenAi, type InterviewAttempt, type InterviewRequest } from './openai-interview';
import { draftOfPayload, offlineInterview } from './rules';

/** Who answers the profile chat: OpenAI when a key is configured (as for generation), the scripted interviewer otherwise. */
export interface Interviewer {
  readonly name: 'openai' | 'offline';
  readonly model: string;
  answer(request: InterviewRequest): Promise<InterviewAttempt>;
}

/** As logged: the scripted interviewer never passes for a model. */
export const OFFLINE_INTERVIEWER_MODEL = 'offline-interviewer';

/**
 * The scripted interviewer: no model, the fixed rules of `offlineInterview` over the same request
 * the model gets (the state document and the admin's latest message).
 */
export const offlineInterviewer: Interviewer = {
  name: 'offline',
  model: OFFLINE_INTERVIEWER_MODEL,
  async answer(request) {
    const message = request.conversation.at(-1)?.text ?? '';
    const niches = request.state.approved_niches.map((n) => ({ niche: n.id, displayName: n.name }));
    const answer = offlineInterview(draftOfPayload(request.state), message, niches, request.state.interviewee ?? 'admin');
    return { raw: JSON.stringify(answer), answer, error: null, inputTokens: 0, outputTokens: 0, model: OFFLINE_INTERVIEWER_MODEL };
  },
};

/** The interviewer for this request; the key is chosen exactly as `chooseGenerator` chooses it. */
export async function chooseInterviewer(options: OpenAiCallOptions): Promise<Interviewer> {
  const apiKey = await openAiKey();
  if (!apiKey) return offlineInterviewer;
  return {
    name: 'openai',
    get model() {
      return openAiModel();
    },
    answer: (request) => interviewWithOpenAi(apiKey, request, options),
  };
}
