import * as z from 'zod/mini';
import { creatorProfile, creatorProfileInput } from './schema';
import { VIDEO_FORMATS } from '#functions/content-engine/draft';
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

const chatTurnBody = pure(() =>
  z.strictObject({
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
);

const chatTurnResponse = pure(() =>
  z.object({
    message: z.string(),
    sessionId: z.string(),
    /** Set on the turn that saved the profile on the subscriber. */
    profile: z.nullable(creatorProfile),
    generator: z.enum(['openai', 'offline']),
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
    body: chatTurnBody,
    response: chatTurnResponse,
    maxBodyBytes: 24 * 1024,
  }),
);

const userRead = { unlimited: "A signed-in read of the caller's own data with no side effects; the stage throttle bounds it." } as const;

/** What the form offers for the caller's current niche: its knowledge topics and the filming formats, labelled. */
const profileOptions = pure(() =>
  z.object({
    niche: z.nullable(z.string()),
    nicheName: z.nullable(z.string()),
    topics: z.array(z.object({ id: z.string(), name: z.string() })),
    /** With the words creators use for each, so a chat's answer ("green screen replies") checks its box. */
    formats: z.array(z.object({ id: z.enum(VIDEO_FORMATS), label: z.string(), words: z.array(z.string()) })),
  }),
);

/** The caller's own creator profile (null before they save one), with the choices the form offers (docs/product-rules.md#your-channel). */
export const getMyProfile = pure(() =>
  defineRoute({
    name: 'getMyProfile',
    method: 'GET',
    path: '/api/me/profile',
    access: 'user',
    rateLimit: userRead,
    handler: 'profiles/handlers/get-my-profile',
    response: z.object({ profile: z.nullable(creatorProfile), options: profileOptions }),
  }),
);

/**
 * Saves the caller's profile from Settings (docs/product-rules.md#your-channel). The niche is the
 * caller's current one; a channel is checked on YouTube (one unit of the day's quota) before
 * anything is written.
 */
export const putMyProfile = pure(() =>
  defineRoute({
    name: 'putMyProfile',
    method: 'PUT',
    path: '/api/me/profile',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 3600 },
    handler: 'profiles/handlers/put-my-profile',
    secrets: ['youtube'],
    body: creatorProfileInput,
    response: z.object({ profile: creatorProfile, options: profileOptions }),
    maxBodyBytes: 16 * 1024,
  }),
);

/** The caller's own profile-chat sessions, newest first, at most 10. */
export const myChatSessions = pure(() =>
  defineRoute({
    name: 'myChatSessions',
    method: 'GET',
    path: '/api/me/profile/chat/sessions',
    access: 'user',
    rateLimit: userRead,
    handler: 'profiles/handlers/my-chat-sessions',
    response: z.object({ sessions: z.array(chatSession).check(z.maxLength(CHAT_SESSION_LIST_LIMIT)) }),
  }),
);

/** One of the caller's own sessions; an admin's or another subscriber's id is a 404 like an unknown one. */
export const myChatSession = pure(() =>
  defineRoute({
    name: 'myChatSession',
    method: 'GET',
    path: '/api/me/profile/chat/sessions/{id}',
    access: 'user',
    rateLimit: userRead,
    handler: 'profiles/handlers/my-chat-session',
    params: z.object({ id: sessionId }),
    response: z.object({ session: chatSession, messages: z.array(chatMessage), profile: z.nullable(creatorProfile) }),
  }),
);

/** One turn of the creator's own interview about their channel; it saves to the caller's profile. */
export const myChat = pure(() =>
  defineRoute({
    name: 'myChat',
    method: 'POST',
    path: '/api/me/profile/chat',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 600 },
    handler: 'profiles/handlers/my-chat',
    secrets: ['openai'],
    timeoutSeconds: 29,
    body: chatTurnBody,
    response: chatTurnResponse,
    maxBodyBytes: 24 * 1024,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const profilesRoutes = pure(
  () =>
    [
      adminChatSessions,
      adminChatSession,
      adminChat,
      getMyProfile,
      putMyProfile,
      myChatSessions,
      myChatSession,
      myChat,
    ] as const satisfies readonly RouteDefinition[],
);
