import { adminListPayouts } from '../routes';
import { listStatements } from '../commissions-store';
import { routeHandler } from '#functions/platform/http/handler';

/** Payout statements to pay (unpaid, the default) or already paid, newest first (GSI2, no Scan). */
export const handler = routeHandler(adminListPayouts, async ({ query }) => ({ statements: await listStatements(query.status) }));
