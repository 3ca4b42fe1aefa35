import { adminMarkPayoutPaid } from '../routes';
import { markStatementPaid } from '../commissions-store';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/** Records how a statement was paid, once: a second call is a 409, an unknown id a 404. */
export const handler = routeHandler(adminMarkPayoutPaid, async ({ params, body, auth }) => {
  const statement = await markStatementPaid(params.id, { method: body.method, reference: body.reference, by: auth.userId }, new Date());
  logger.info('Admin marked a payout statement paid', {
    by: auth.userId,
    statement: statement.id,
    ambassador: statement.ambassadorCode,
    totalCents: statement.totalCents,
    method: statement.method,
  });
  return statement;
});
