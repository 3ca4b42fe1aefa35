import { adminSyncSubscription } from '../../contract/routes-billing';
import { syncByEmail } from '../../jobs/subscription-check';
import { routeHandler } from '../http/handler';
import { logger } from '../http/logger';

/** Spec 7 `sync-subscription-status`: copies Stripe's state to the record when they differ, then answers a fresh debug. */
export const handler = routeHandler(adminSyncSubscription, async ({ body, auth }) => {
  const result = await syncByEmail(body.email);
  if (result.changed.length > 0)
    logger.info('Admin synced a subscription', { by: auth.userId, userId: result.debug?.database.user_id, changed: result.changed });
  return result;
});
