import { validateReferral } from '../routes';
import { countClick } from '#functions/ambassadors/stats-store';
import { getAmbassador } from '#functions/ambassadors/store';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/**
 * Only an active ambassador's code counts; the answer says no more than valid or not. Each valid
 * validation is one click on the ambassador's portal (the browser validates once per captured
 * visit); an invalid or inactive code counts nothing.
 */
export const handler = routeHandler(validateReferral, async ({ params }) => {
  const valid = (await getAmbassador(params.code))?.status === 'active';
  if (valid) {
    // The visitor's referral matters more than the counter: a failed count is logged, not fatal.
    await countClick(params.code, new Date()).catch((error: unknown) =>
      logger.error('Could not count a referral click', { code: params.code, error }),
    );
  }
  return { valid };
});
