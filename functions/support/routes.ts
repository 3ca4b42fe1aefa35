import * as z from 'zod/mini';
import { defineRoute } from '#functions/platform/route';
import { planId, plainText } from '#functions/shared/schemas';
import { MESSAGE_MAX, MESSAGE_MIN, REPLY_MAX, SUBJECT_MAX, SUPPORT_CATEGORIES, SUPPORT_MESSAGES, SUPPORT_STATUSES } from './rules';

/**
 * Support (docs/product-rules.md#support): a subscriber's requests from the dashboard, and the
 * admins' inbox with replies by email. Entries of the one route table (functions/route-table.ts).
 */

// A copy of routes.ts's helper: esbuild honours the annotation only within its module.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/**
 * Large enough that a message far over the limit (20,000 characters, or 5,000 written with
 * escaped non-ASCII) reaches validation and gets a field error that says what to fix, not a 413.
 */
const SUPPORT_BODY_BYTES = 64 * 1024;

const requestId = pure(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a support request id')));

export const supportRequestInput = pure(() =>
  z.strictObject({
    subject: z
      .string({ error: SUPPORT_MESSAGES.subjectRequired })
      .check(
        z.trim(),
        z.minLength(1, SUPPORT_MESSAGES.subjectRequired),
        z.maxLength(SUBJECT_MAX, SUPPORT_MESSAGES.subjectTooLong),
        plainText(),
      ),
    category: z.optional(z.enum(SUPPORT_CATEGORIES, SUPPORT_MESSAGES.category)),
    message: z
      .string({ error: SUPPORT_MESSAGES.messageTooShort })
      .check(
        z.trim(),
        z.minLength(MESSAGE_MIN, SUPPORT_MESSAGES.messageTooShort),
        z.maxLength(MESSAGE_MAX, SUPPORT_MESSAGES.messageTooLong),
        plainText({ multiline: true }),
      ),
  }),
);
export type SupportRequestInput = z.output<typeof supportRequestInput>;

export const supportReplyInput = pure(() =>
  z.strictObject({
    message: z
      .string({ error: SUPPORT_MESSAGES.replyRequired })
      .check(
        z.trim(),
        z.minLength(1, SUPPORT_MESSAGES.replyRequired),
        z.maxLength(REPLY_MAX, SUPPORT_MESSAGES.replyTooLong),
        plainText({ multiline: true }),
      ),
  }),
);

/** A reply as the subscriber sees it: what was said and when, not which admin said it. */
const reply = pure(() => z.object({ id: z.string(), message: z.string(), createdAt: z.string() }));

/** A request as its sender sees it. */
export const mySupportRequest = pure(() =>
  z.object({
    id: z.string(),
    subject: z.string(),
    category: z.nullable(z.enum(SUPPORT_CATEGORIES)),
    message: z.string(),
    priority: z.boolean(),
    status: z.enum(SUPPORT_STATUSES),
    createdAt: z.string(),
    replies: z.array(reply),
  }),
);

const accountFacts = pure(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.nullable(z.string()),
    plan: z.nullable(planId),
    status: z.nullable(z.string()),
    subscribed: z.boolean(),
    trialEnd: z.nullable(z.string()),
    accessEnd: z.nullable(z.string()),
    niche: z.nullable(z.string()),
    accountCreatedAt: z.nullable(z.string()),
  }),
);

/** A row of the admin inbox: the request without its thread. */
export const supportInboxRow = pure(() =>
  z.object({
    id: z.string(),
    subject: z.string(),
    category: z.nullable(z.enum(SUPPORT_CATEGORIES)),
    priority: z.boolean(),
    status: z.enum(SUPPORT_STATUSES),
    createdAt: z.string(),
    answeredAt: z.nullable(z.string()),
    replyCount: z.number(),
    email: z.string(),
    name: z.nullable(z.string()),
    plan: z.nullable(planId),
  }),
);

/** A request as an admin sees it: the facts read when it was sent, and the whole thread. */
export const adminSupportRequest = pure(() =>
  z.object({
    id: z.string(),
    subject: z.string(),
    category: z.nullable(z.enum(SUPPORT_CATEGORIES)),
    message: z.string(),
    priority: z.boolean(),
    status: z.enum(SUPPORT_STATUSES),
    createdAt: z.string(),
    answeredAt: z.nullable(z.string()),
    facts: accountFacts,
    replies: z.array(z.object({ id: z.string(), message: z.string(), createdAt: z.string(), by: z.string() })),
  }),
);

export const submitSupportRequest = pure(() =>
  defineRoute({
    name: 'submitSupportRequest',
    method: 'POST',
    path: '/api/support',
    access: 'user',
    table: 'readWrite',
    // Enough for a conversation with follow-ups; a loop or a flood stops here, not in the admins' mailboxes.
    rateLimit: { requests: 5, windowSeconds: 3600 },
    handler: 'support/handlers/submit',
    sendsEmail: true,
    // The admins to notify are the members of the admin group.
    userPool: ['ListUsersInGroup'],
    maxBodyBytes: SUPPORT_BODY_BYTES,
    body: supportRequestInput,
    response: z.object({ request: mySupportRequest }),
    successStatus: 201,
  }),
);

export const listMySupportRequests = pure(() =>
  defineRoute({
    name: 'listMySupportRequests',
    method: 'GET',
    path: '/api/support',
    access: 'user',
    rateLimit: { unlimited: "The caller's own requests: one Query on their own partition." },
    handler: 'support/handlers/list-mine',
    response: z.object({
      requests: z.array(mySupportRequest),
      /** Whether a request sent now would be priority (the caller's plan and access now). */
      priority: z.boolean(),
    }),
  }),
);

const adminRead = { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' } as const;

export const adminListSupportRequests = pure(() =>
  defineRoute({
    name: 'adminListSupportRequests',
    method: 'GET',
    path: '/api/admin/support',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'support/handlers/admin-list',
    query: z.object({ status: z.enum(SUPPORT_STATUSES, 'Status is open or answered') }),
    response: z.object({ requests: z.array(supportInboxRow) }),
  }),
);

export const adminGetSupportRequest = pure(() =>
  defineRoute({
    name: 'adminGetSupportRequest',
    method: 'GET',
    path: '/api/admin/support/{id}',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'support/handlers/admin-get',
    params: z.object({ id: requestId }),
    response: z.object({ request: adminSupportRequest }),
  }),
);

export const adminReplySupportRequest = pure(() =>
  defineRoute({
    name: 'adminReplySupportRequest',
    method: 'POST',
    path: '/api/admin/support/{id}/replies',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'support/handlers/admin-reply',
    sendsEmail: true,
    maxBodyBytes: SUPPORT_BODY_BYTES,
    params: z.object({ id: requestId }),
    body: supportReplyInput,
    response: z.object({ request: adminSupportRequest }),
    successStatus: 201,
  }),
);

export const supportRoutes = pure(
  () => [submitSupportRequest, listMySupportRequests, adminListSupportRequests, adminGetSupportRequest, adminReplySupportRequest] as const,
);
