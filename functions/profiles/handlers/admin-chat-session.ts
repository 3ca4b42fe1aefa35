import { adminChatSession } from '../routes';
import { chatSessionDetail } from '../chat-sessions';
import { routeHandler } from '#functions/platform/http/handler';

/** One of the caller's sessions; another admin's session is a 404 like an unknown id. */
export const handler = routeHandler(adminChatSession, async ({ params, auth }) =>
  chatSessionDetail({ kind: 'admin', userId: auth.userId }, params.id),
);
