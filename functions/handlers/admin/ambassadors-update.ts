import { adminUpdateAmbassador } from '../../contract/ambassador-routes';
import { updateAmbassador } from '../../data/ambassadors';
import { routeHandler } from '../http/handler';
import { logger } from '../http/logger';
import { ambassadorRow } from './ambassador-rows';

/** The edit dialog: every field but the code (the key every shared link carries); a field left out is cleared. */
export const handler = routeHandler(adminUpdateAmbassador, async ({ params, body, auth }) => {
  const now = new Date();
  const ambassador = await updateAmbassador(
    params.code,
    {
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
  );
  logger.info('Admin updated an ambassador', { by: auth.userId, code: ambassador.code, status: ambassador.status, commissionRate: ambassador.commissionRate });
  return ambassadorRow(ambassador, now);
});
