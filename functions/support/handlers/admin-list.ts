import { routeHandler } from '#functions/platform/http/handler';
import { adminListSupportRequests } from '../routes';
import { listInbox } from '../store';

/** Open requests priority first, then oldest first; answered ones by their latest reply, newest first. */
export const handler = routeHandler(adminListSupportRequests, async ({ query }) => ({
  requests: (await listInbox(query.status)).map((request) => ({
    id: request.id,
    subject: request.subject,
    category: request.category,
    priority: request.priority,
    status: request.status,
    createdAt: request.createdAt,
    answeredAt: request.answeredAt,
    replyCount: request.replyCount,
    email: request.facts.email,
    name: request.facts.name,
    plan: request.facts.plan,
  })),
}));
