import { adminChatSessions } from '../routes';
import { recentChatSessions } from '../chat-sessions';
import { routeHandler } from '#functions/platform/http/handler';

/** The caller's recent profile-chat sessions, newest first (spec 9: at most 10). */
export const handler = routeHandler(adminChatSessions, async ({ auth }) => recentChatSessions(auth.userId));
