import { adminCreateAmbassador } from '../../contract/ambassador-routes';
import { createAmbassador, newAmbassador } from '../../data/ambassadors';
import { routeHandler } from '../http/handler';
import { logger } from '../http/logger';
import { ambassadorRow } from './ambassador-rows';

/** An ambassador added by hand; the code is unique by the conditional put (409 "That code is taken. Choose another one."). */
export const handler = routeHandler(adminCreateAmbassador, async ({ body, auth }) => {
  const now = new Date();
  const ambassador = await createAmbassador(
    newAmbassador(
      {
        code: body.code,
        email: body.email,
        status: body.status,
        commissionRate: body.commissionRate,
        firstName: body.firstName || null,
        lastName: body.lastName || null,
        phone: body.phone || null,
        company: body.company || null,
        notes: body.notes || null,
        earningStopped: body.earningStopped ?? false,
      },
      now,
    ),
  );
  logger.info('Admin created an ambassador', { by: auth.userId, code: ambassador.code });
  return ambassadorRow(ambassador, now);
});
