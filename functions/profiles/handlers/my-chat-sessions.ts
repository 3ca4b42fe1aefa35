import { myChatSessions } from '../routes';
import { recentChatSessions } from '../chat-sessions';
import { routeHandler } from '#functions/platform/http/handler';

/** The caller's own profile-chat sessions, newest first, at most 10. */
export const handler = routeHandler(myChatSessions, async ({ auth }) => recentChatSessions({ kind: 'creator', userId: auth.userId }));
