import { adminDebugSubscription } from '../admin-routes';
import { debugByEmail } from '../subscription-check';
import { routeHandler } from '#functions/platform/http/handler';

/**
 * The admin's subscription debug (docs/product-rules.md#subscription-debug-and-sync): our record
 * beside Stripe's, with what to do about any difference. Reads only.
 */
export const handler = routeHandler(adminDebugSubscription, async ({ body }) => debugByEmail(body.email));
