import { adminListAmbassadors } from '../routes';
import { listAmbassadors } from '../store';
import { countPendingApplications } from '../applications-store';
import { programmeTotals } from '../commissions-store';
import { routeHandler } from '#functions/platform/http/handler';
import { ambassadorRows } from '../admin-rows';

/** The admin table (docs/product-rules.md#ambassador-admin): every ambassador with its figures, and the summary cards. */
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
