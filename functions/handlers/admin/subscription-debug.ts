import { adminDebugSubscription } from '../../contract/routes-billing';
import { debugByEmail } from '../../jobs/subscription-check';
import { routeHandler } from '../http/handler';

/** Spec 7 `debug-subscription-sync`: our record beside Stripe's, with what to do about any difference. Reads only. */
export const handler = routeHandler(adminDebugSubscription, async ({ body }) => debugByEmail(body.email));
