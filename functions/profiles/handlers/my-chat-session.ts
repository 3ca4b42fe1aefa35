import { myChatSession } from '../routes';
import { chatSessionDetail } from '../chat-sessions';
import { routeHandler } from '#functions/platform/http/handler';

/** One of the caller's own sessions: only their partition is read, so anyone else's id is a 404. */
export const handler = routeHandler(myChatSession, async ({ params, auth }) =>
  chatSessionDetail({ kind: 'creator', userId: auth.userId }, params.id),
);
