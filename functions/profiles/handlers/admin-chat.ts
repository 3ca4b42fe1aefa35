import { adminChat } from '../routes';
import { chooseInterviewer } from '../interviewer';
import { chatTurn } from '../chat';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/** One turn of the creator-profile interview (docs/product-rules.md#profile-chat). */
export const handler = routeHandler(adminChat, async ({ body, auth }) => {
  // One model call per turn, at most 12 s and one retry: well inside the route's 29 s.
  const interviewer = await chooseInterviewer({ timeoutMs: 12_000, maxRetries: 1 });
  const { log, ...turn } = await chatTurn({
    caller: { kind: 'admin', userId: auth.userId },
    sessionId: body.sessionId,
    message: body.message,
    interviewer,
  });
  logger.info('Profile chat turn answered', { sessionId: turn.sessionId, generator: turn.generator, ...log });
  return turn;
});
