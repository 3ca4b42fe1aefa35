import * as z from 'zod/mini';
import { creatorProfile } from './schema';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { nonNegativeInteger, plainText } from '#functions/shared/schemas';

import { CHAT_MESSAGE_MAX_CHARS, CHAT_PURPOSES, CHAT_SESSION_LIST_LIMIT } from './schema';

/** The profiles routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

const adminRead = { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' } as const;

const chatSession = pure(() =>
  z.object({
    id: z.string(),
    purpose: z.enum(CHAT_PURPOSES),
    started_at: z.string(),
    /** The subscriber the profile is for, once the interview named one. */
    title: z.string(),
    metadata: z.object({ message_count: nonNegativeInteger(), profile_saved: z.boolean() }),
  }),
);

const chatMessage = pure(() =>
  z.object({
    id: z.string(),
    session_id: z.string(),
    role: z.enum(['system', 'user', 'assistant']),
    content: z.object({ text: z.string() }),
    created_at: z.string(),
    order_in_session: nonNegativeInteger(),
  }),
);

export const sessionId = pure(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a chat session id')));

/** The caller's recent chat sessions, newest first, at most 10 (docs/product-rules.md#profile-chat). */
export const adminChatSessions = pure(() =>
  defineRoute({
    name: 'adminChatSessions',
    method: 'GET',
    path: '/api/admin/chat/sessions',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'profiles/handlers/admin-chat-sessions',
    response: z.object({ sessions: z.array(chatSession).check(z.maxLength(CHAT_SESSION_LIST_LIMIT)) }),
  }),
);

/** One of the caller's sessions with its messages in `order_in_session`, and the profile it saved. */
export const adminChatSession = pure(() =>
  defineRoute({
    name: 'adminChatSession',
    method: 'GET',
    path: '/api/admin/chat/sessions/{id}',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'profiles/handlers/admin-chat-session',
    params: z.object({ id: sessionId }),
    response: z.object({ session: chatSession, messages: z.array(chatMessage), profile: z.nullable(creatorProfile) }),
  }),
);

/** One turn of the interview (docs/product-rules.md#profile-chat); a null `sessionId` starts a new session. */
export const adminChat = pure(() =>
  defineRoute({
    name: 'adminChat',
    method: 'POST',
    path: '/api/admin/chat',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'profiles/handlers/admin-chat',
    secrets: ['openai'],
    timeoutSeconds: 29,
    body: z.strictObject({
      sessionId: z.nullable(sessionId),
      message: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Type a message first'),
          z.maxLength(CHAT_MESSAGE_MAX_CHARS, `Messages are limited to ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters`),
          plainText({ multiline: true }),
        ),
      purpose: z.enum(CHAT_PURPOSES),
    }),
    response: z.object({
      message: z.string(),
      sessionId: z.string(),
      /** Set on the turn that saved the profile on the subscriber. */
      profile: z.nullable(creatorProfile),
      generator: z.enum(['openai', 'offline']),
    }),
    maxBodyBytes: 24 * 1024,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const profilesRoutes = pure(() => [adminChatSessions, adminChatSession, adminChat] as const satisfies readonly RouteDefinition[]);
