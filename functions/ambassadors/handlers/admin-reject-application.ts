import { adminRejectApplication } from '../routes';
import { reviewApplication } from '../applications-store';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/**
 * Rejected, and the person's pending guard released (they may apply again). No email: none is
 * promised for a rejection (docs/product-rules.md#account-emails).
 */
export const handler = routeHandler(adminRejectApplication, async ({ params, auth }) => {
  const application = await reviewApplication(params.id, 'rejected', new Date());
  logger.info('Admin rejected an ambassador application', { by: auth.userId, applicationId: application.id });
  return { application };
});
