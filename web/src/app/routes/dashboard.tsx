import { PRODUCT_NAME } from '../../../../functions/domain/product';
import { SubscriptionManagement } from '@/features/billing/components/subscription-management';
import { DashboardFrame } from '@/features/dashboard/components/dashboard-frame';
import { Overview } from '@/features/dashboard/components/overview';
import { SettingsTab } from '@/features/dashboard/components/settings-tab';
import { greetingName } from '@/features/dashboard/greeting';
import { useDashboardSession, type DashboardSession } from '@/features/dashboard/use-dashboard-session';
import { ContentIdeasTab } from '@/features/ideas/components/content-ideas-tab';
import { useIdeas } from '@/features/ideas/use-ideas';
import { useNiches } from '@/lib/api/list-niches';
import '@/features/dashboard/dashboard.css';

const title = <title>{`Dashboard | ${PRODUCT_NAME}`}</title>;

/** /dashboard: the guard, then the tabs. */
export function DashboardRoute() {
  const session = useDashboardSession();
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
  return <Dashboard session={session} />;
}

/**
 * The tabs of a verified subscriber. A tab is one entry in the list below; its id is also its
 * `?tab=` value. The ideas list and the niches are read once here and shared by the tabs.
 */
function Dashboard({ session }: { readonly session: Extract<DashboardSession, { status: 'ready' }> }) {
  const { subscriber, email, setSubscriber, reload } = session;
  const ideas = useIdeas();
  const { niches } = useNiches();
  const newCount = ideas.state.status === 'ready' ? ideas.state.newCount : 0;

  return (
    <>
      {title}
      <DashboardFrame
        name={greetingName(subscriber.firstName, email ?? subscriber.email)}
        tabs={[
          { id: 'overview', label: 'Overview', shortLabel: 'Home', panel: <Overview subscriber={subscriber} niches={niches} ideas={ideas.state} /> },
          {
            id: 'subscription',
            label: 'Subscription',
            shortLabel: 'Plan',
            panel: <SubscriptionManagement subscriber={subscriber} onSubscriberChange={setSubscriber} onReload={reload} />,
          },
          {
            id: 'ideas',
            label: 'Content Ideas',
            shortLabel: 'Ideas',
            badge:
              newCount > 0 ? (
                <span className="tabs__badge">
                  {newCount}
                  <span className="sr-only"> new</span>
                </span>
              ) : null,
            panel: <ContentIdeasTab ideas={ideas} niches={niches} />,
          },
          {
            id: 'settings',
            label: 'Settings',
            panel: (
              <SettingsTab subscriber={subscriber} niches={niches} onSubscriberChange={setSubscriber} onNicheChanged={() => void ideas.reload()} />
            ),
          },
        ]}
      />
    </>
  );
}
