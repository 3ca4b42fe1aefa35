import { groupMemberEmails } from '#functions/platform/cognito-admin';
import type { EmailJob } from '#functions/platform/email/jobs';
import { queueEmails } from '#functions/platform/email/queue';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { ADMIN_GROUP } from '#functions/shared/roles';
import { subscriberWithAccess } from '#functions/subscribers/access';
import { submitSupportRequest } from '../routes';
import { accountFacts } from '../rules';
import { createSupportRequest } from '../store';
import { senderView } from '../views';

/**
 * A support request (docs/product-rules.md#support): stored with the sender's account facts as they
 * are now, then every member of the admin group is emailed. Any signed-in account may write (one
 * that never finished sign-up needs help most); without a subscriber record the facts say so. The
 * request is what matters: a failure to notify is logged, and the inbox lists it anyway.
 */
export const handler = routeHandler(submitSupportRequest, async ({ body, auth }) => {
  const facts = accountFacts({ auth, record: await subscriberWithAccess(auth) });
  const request = await createSupportRequest({ ...body, facts }, new Date());
  try {
    const admins = await groupMemberEmails(ADMIN_GROUP);
    if (admins.length === 0) logger.warn('No admin to notify of a support request', { requestId: request.id });
    await queueEmails(admins.map((to): EmailJob => ({ kind: 'support_request', requestId: request.id, to })));
  } catch (error) {
    logger.error('Admins were not notified of a support request', {
      requestId: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return { request: senderView({ request, replies: [] }) };
});
