import { adminCreateAmbassador } from '../routes';
import { createAmbassador, newAmbassador } from '../store';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { ambassadorFieldsOf, ambassadorRow } from '../admin-rows';

/** An ambassador added by hand; the code is unique by the conditional put (409 "That code is taken. Choose another one."). */
export const handler = routeHandler(adminCreateAmbassador, async ({ body, auth }) => {
  const now = new Date();
  const ambassador = await createAmbassador(newAmbassador({ code: body.code, ...ambassadorFieldsOf(body) }, now));
  logger.info('Admin created an ambassador', { by: auth.userId, code: ambassador.code });
  return ambassadorRow(ambassador, now);
});
