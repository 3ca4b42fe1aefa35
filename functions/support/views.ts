import type { SupportThread } from './store';

/**
 * The two views of a thread: the sender's (replies without the admin's address) and the admins'
 * (the account facts and who replied).
 */
export function senderView({ request, replies }: SupportThread) {
  return {
    id: request.id,
    subject: request.subject,
    category: request.category,
    message: request.message,
    priority: request.priority,
    status: request.status,
    createdAt: request.createdAt,
    replies: replies.map(({ id, message, createdAt }) => ({ id, message, createdAt })),
  };
}

export function adminView({ request, replies }: SupportThread) {
  return {
    id: request.id,
    subject: request.subject,
    category: request.category,
    message: request.message,
    priority: request.priority,
    status: request.status,
    createdAt: request.createdAt,
    answeredAt: request.answeredAt,
    facts: request.facts,
    replies: replies.map(({ id, message, createdAt, by }) => ({ id, message, createdAt, by })),
  };
}
