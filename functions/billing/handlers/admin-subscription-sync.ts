import { adminSyncSubscription } from '../admin-routes';
import { syncByEmail } from '../subscription-check';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/**
 * The admin's Sync (docs/product-rules.md#subscription-debug-and-sync): copies Stripe's state to
 * the record when they differ, then answers a fresh debug.
 */
export const handler = routeHandler(adminSyncSubscription, async ({ body, auth }) => {
  const result = await syncByEmail(body.email);
  if (result.changed.length > 0)
    logger.info('Admin synced a subscription', { by: auth.userId, userId: result.debug?.database.user_id, changed: result.changed });
  return result;
});
