import { groupMemberEmails } from '#functions/platform/cognito-admin';
import { queueEmails } from '#functions/platform/email/queue';
import { submitAmbassadorApplication } from '../routes';
import { createApplication } from '../applications-store';
import { ADMIN_GROUP } from '#functions/shared/roles';
import type { EmailJob } from '#functions/platform/email/jobs';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/**
 * An ambassador application (docs/product-rules.md#ambassador-applications): the application is
 * stored (one pending per person), then every member of the admin group is emailed. The application
 * is what matters: a failure to notify is logged, not the applicant's problem (admins see it in the
 * list anyway).
 */
export const handler = routeHandler(submitAmbassadorApplication, async ({ body }) => {
  const application = await createApplication(body, new Date());
  try {
    const admins = await groupMemberEmails(ADMIN_GROUP);
    if (admins.length === 0) logger.warn('No admin to notify of an ambassador application', { applicationId: application.id });
    await queueEmails(admins.map((to): EmailJob => ({ kind: 'ambassador_application', applicationId: application.id, to })));
  } catch (error) {
    logger.error('Admins were not notified of an ambassador application', {
      applicationId: application.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return { id: application.id, status: 'pending' as const };
});
