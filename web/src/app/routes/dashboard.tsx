import { PRODUCT_NAME } from '../../../../functions/domain/product';
import { SubscriptionManagement } from '../../features/billing/components/subscription-management';
import { DashboardFrame } from '../../features/dashboard/components/dashboard-frame';
import { Overview } from '../../features/dashboard/components/overview';
import { greetingName } from '../../features/dashboard/greeting';
import { useDashboardSession } from '../../features/dashboard/use-dashboard-session';
import '../../features/dashboard/dashboard.css';

/**
 * /dashboard: the guard, then the tabs. A tab is one entry in the list below; its id is also
 * its `?tab=` value.
 */
export function DashboardRoute() {
  const session = useDashboardSession();
  const title = <title>{`Dashboard | ${PRODUCT_NAME}`}</title>;

  if (session.status === 'checking') {
    return (
      <div className="dash-page dash-page--loading">
        {title}
        <p className="muted" role="status">
          Loading your dashboard...
        </p>
      </div>
    );
  }

  const { subscriber, email, setSubscriber, reload } = session;
  return (
    <>
      {title}
      <DashboardFrame
        name={greetingName(subscriber.firstName, email ?? subscriber.email)}
        tabs={[
          { id: 'overview', label: 'Overview', shortLabel: 'Home', panel: <Overview subscriber={subscriber} /> },
          {
            id: 'subscription',
            label: 'Subscription',
            shortLabel: 'Plan',
            panel: <SubscriptionManagement subscriber={subscriber} onSubscriberChange={setSubscriber} onReload={reload} />,
          },
        ]}
      />
    </>
  );
}
