import { adminListPayouts } from '../../contract/ambassador-routes';
import { listStatements } from '../../data/commissions';
import { routeHandler } from '../http/handler';

/** Payout statements to pay (unpaid, the default) or already paid, newest first (GSI2, no Scan). */
export const handler = routeHandler(adminListPayouts, async ({ query }) => ({ statements: await listStatements(query.status) }));
