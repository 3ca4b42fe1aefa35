import { adminChatSessions } from '../routes';
import { recentChatSessions } from '../chat-sessions';
import { routeHandler } from '#functions/platform/http/handler';

/** The caller's recent profile-chat sessions, newest first, at most 10 (docs/product-rules.md#profile-chat). */
export const handler = routeHandler(adminChatSessions, async ({ auth }) => recentChatSessions({ kind: 'admin', userId: auth.userId }));
