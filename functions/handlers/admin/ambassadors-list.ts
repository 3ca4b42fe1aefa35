import { adminListAmbassadors } from '../../contract/ambassador-routes';
import { listAmbassadors } from '../../data/ambassadors';
import { countPendingApplications } from '../../data/applications';
import { programmeTotals } from '../../data/commissions';
import { routeHandler } from '../http/handler';
import { ambassadorRows } from './ambassador-rows';

/** The admin table (spec 2): every ambassador with its figures, and the summary cards. */
export const handler = routeHandler(adminListAmbassadors, async () => {
  const now = new Date();
  const [ambassadors, totals, pendingApplications] = await Promise.all([
    listAmbassadors(),
    programmeTotals(now),
    countPendingApplications(),
  ]);
  const rows = await ambassadorRows(ambassadors, now);
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    ambassadors: rows,
    summary: {
      active: count('active'),
      pending: count('pending'),
      inactive: count('inactive'),
      referredSubscribers: rows.reduce((sum, row) => sum + row.referrals, 0),
      pendingCents: totals.pendingCents,
      dueCents: totals.dueCents,
      paidThisMonthCents: totals.paidThisMonthCents,
      pendingApplications,
    },
  };
});
