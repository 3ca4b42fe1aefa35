import { myChat } from '../routes';
import { chooseInterviewer } from '../interviewer';
import { chatTurn } from '../chat';
import { NOT_SIGNED_UP, NO_NICHE } from '../my-profile';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { getSubscriber } from '#functions/subscribers/store';

/** One turn of the creator's own interview about their channel; the profile it saves is the caller's. */
export const handler = routeHandler(myChat, async ({ body, auth }) => {
  const subscriber = await getSubscriber(auth.userId);
  if (!subscriber) throw new NotFound(NOT_SIGNED_UP, 'subscriber_not_found');
  if (!subscriber.niche) throw new InvalidInput(NO_NICHE);
  // One model call per turn, at most 12 s and one retry: well inside the route's 29 s.
  const interviewer = await chooseInterviewer({ timeoutMs: 12_000, maxRetries: 1 });
  const { log, ...turn } = await chatTurn({
    caller: { kind: 'creator', userId: auth.userId, email: subscriber.email, niche: subscriber.niche },
    sessionId: body.sessionId,
    message: body.message,
    interviewer,
  });
  logger.info('Own profile chat turn answered', { sessionId: turn.sessionId, generator: turn.generator, ...log });
  return turn;
});
