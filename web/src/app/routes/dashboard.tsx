import { lazy, Suspense, useState } from 'react';
import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { useFirstCharge } from '../../features/billing/api/get-billing-history';
import { PlanLock } from '../../features/billing/components/plan-lock';
import { SubscriptionManagement } from '../../features/billing/components/subscription-management';
import { DashboardFrame } from '../../features/dashboard/components/dashboard-frame';
import { Overview, type IdeasProgress } from '../../features/dashboard/components/overview';
import { requireSubscriber, useSubscriberAccount } from '../../features/dashboard/dashboard-access';
import { greetingName } from '../../features/dashboard/greeting';
import { BouncedEmailBanner } from '../../features/email-preferences/components/bounced-email-banner';
import { useIdeas } from '../../features/ideas/api/list-ideas';
import { ContentIdeasTab } from '../../features/ideas/components/content-ideas-tab';
import { VideoIdeasTab } from '../../features/video-ideas/components/video-ideas-tab';
import { useNiches } from '../../lib/api/list-niches';
import { queryClient } from '../../lib/query-client';
import '../../features/dashboard/dashboard.css';

// The Settings tab carries the niche and daily-email forms (react-hook-form and the resolver):
// fetched when the tab is first opened, not with every dashboard visit (bench bundle, /dashboard initial JS).
const DashboardSettings = lazy(async () => ({ default: (await import('./dashboard-settings')).DashboardSettings }));
// The Calendar tab carries drag and drop (@dnd-kit): fetched when the tab is first opened.
const CalendarTab = lazy(async () => ({ default: (await import('../../features/calendar/components/calendar-tab')).CalendarTab }));
// The Analytics tab (yearly plan) with its chart: fetched when first opened, as Settings is.
const AnalyticsTab = lazy(async () => ({ default: (await import('../../features/analytics/components/analytics-tab')).AnalyticsTab }));
// The Support tab carries its own form: fetched when first opened, like Settings.
const SupportTab = lazy(async () => ({ default: (await import('../../features/support/components/support-tab')).SupportTab }));
// The year plan, under the Calendar tab's Year switch: fetched when first switched to.
const YearPlanView = lazy(async () => ({ default: (await import('../../features/year-plan/components/year-plan-view')).YearPlanView }));

/** The guard (docs/product-rules.md#dashboard): a session and a subscriber record, or the way to sign in or to onboarding. */
export function dashboardLoader() {
  return requireSubscriber(queryClient);
}

/** Switching tabs changes `?tab=` only: the guard has decided for this visit already. */
export function shouldRevalidateDashboard({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * /dashboard: the tabs of a verified subscriber. A tab is one entry in the list below; its id is
 * also its `?tab=` value. The first page of ideas (all niches) gives the tab badge and the
 * Overview's progress; the Content Ideas tab reads the same cached list.
 */
export function DashboardRoute() {
  const { email, subscriber } = useSubscriberAccount(useLoaderData<typeof dashboardLoader>());
  const { niches } = useNiches();
  const ideas = useIdeas(null);
  // Read once: rendering stays pure, and a visit is short next to a billing period.
  const [now] = useState(() => new Date());
  const firstCharge = useFirstCharge(subscriber, now);
  const first = ideas.data?.pages[0];
  const progress: IdeasProgress = first ? { status: 'ready', progress: first.progress } : { status: ideas.isError ? 'failed' : 'loading' };
  const newCount = first?.newCount ?? 0;

  return (
    <>
      <title>{`Dashboard | ${PRODUCT_NAME}`}</title>
      <DashboardFrame
        name={greetingName(subscriber.firstName, email ?? subscriber.email)}
        notice={<BouncedEmailBanner subscriber={subscriber} />}
        tabs={[
          {
            id: 'overview',
            label: 'Overview',
            shortLabel: 'Home',
            panel: <Overview subscriber={subscriber} niches={niches} ideas={progress} now={now} firstCharge={firstCharge} />,
          },
          { id: 'subscription', label: 'Subscription', shortLabel: 'Plan', panel: <SubscriptionManagement subscriber={subscriber} /> },
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
            panel: <ContentIdeasTab niches={niches} />,
          },
          { id: 'video-ideas', label: 'Ideas from a video', shortLabel: 'Video', panel: <VideoIdeasTab /> },
          {
            id: 'calendar',
            label: 'Calendar',
            panel: (
              <PlanLock feature="calendar" subscriber={subscriber}>
                <Suspense fallback={<p className="muted">Loading...</p>}>
                  <CalendarTab
                    yearView={
                      <PlanLock feature="yearPlan" subscriber={subscriber}>
                        <Suspense fallback={<p className="muted">Loading...</p>}>
                          <YearPlanView />
                        </Suspense>
                      </PlanLock>
                    }
                  />
                </Suspense>
              </PlanLock>
            ),
          },
          {
            id: 'analytics',
            label: 'Analytics',
            shortLabel: 'Stats',
            panel: (
              <PlanLock feature="analytics" subscriber={subscriber}>
                <Suspense fallback={<p className="muted">Loading...</p>}>
                  <AnalyticsTab />
                </Suspense>
              </PlanLock>
            ),
          },
          {
            id: 'support',
            label: 'Support',
            shortLabel: 'Help',
            panel: (
              <Suspense fallback={<p className="muted">Loading...</p>}>
                <SupportTab />
              </Suspense>
            ),
          },
          {
            id: 'settings',
            label: 'Settings',
            panel: (
              <Suspense fallback={<p className="muted">Loading...</p>}>
                <DashboardSettings subscriber={subscriber} niches={niches} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
