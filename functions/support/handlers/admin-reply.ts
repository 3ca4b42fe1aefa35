import { queueEmails } from '#functions/platform/email/queue';
import type { EmailJob } from '#functions/platform/email/jobs';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { adminReplySupportRequest } from '../routes';
import { addSupportReply, getSupportThread } from '../store';
import { adminView } from '../views';

/**
 * An admin's reply: stored on the thread (the request is answered from then on; answering again is
 * a follow-up on the same thread), then emailed to the subscriber with Reply-To the support
 * address. The reply is what matters: a failure to queue its email is logged and answered 201, the
 * subscriber sees the reply in their Support tab.
 */
export const handler = routeHandler(adminReplySupportRequest, async ({ params, body, auth }) => {
  const reply = await addSupportReply(params.id, body.message, auth.email ?? auth.userId, new Date());
  try {
    await queueEmails<EmailJob>([{ kind: 'support_reply', requestId: params.id, replyId: reply.id }]);
  } catch (error) {
    logger.error('A support reply was stored but its email was not queued', {
      requestId: params.id,
      replyId: reply.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const thread = await getSupportThread(params.id);
  return { request: adminView(thread!) };
});
