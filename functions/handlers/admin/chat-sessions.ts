import { adminChatSessions } from '../../contract/routes-profiles';
import { recentChatSessions } from '../../jobs/chat-sessions';
import { routeHandler } from '../http/handler';

/** The caller's recent profile-chat sessions, newest first (spec 9: at most 10). */
export const handler = routeHandler(adminChatSessions, async ({ auth }) => recentChatSessions(auth.userId));
