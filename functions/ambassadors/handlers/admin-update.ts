import { adminUpdateAmbassador } from '../routes';
import { updateAmbassador } from '../store';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { ambassadorFieldsOf, ambassadorRow } from '../admin-rows';

/** The edit dialog: every field but the code (the key every shared link carries); a field left out is cleared. */
export const handler = routeHandler(adminUpdateAmbassador, async ({ params, body, auth }) => {
  const now = new Date();
  const ambassador = await updateAmbassador(params.code, ambassadorFieldsOf(body), now);
  logger.info('Admin updated an ambassador', {
    by: auth.userId,
    code: ambassador.code,
    status: ambassador.status,
    commissionRate: ambassador.commissionRate,
  });
  return ambassadorRow(ambassador, now);
});
