import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { requireAdmin } from '../../features/admin/admin-access';
import { AdminFrame } from '../../features/admin/components/admin-frame';
import { AdminOverview } from '../../features/admin/components/admin-overview';
import { AiLogs } from '../../features/admin/components/ai-logs';
import { FeedbackReport } from '../../features/admin/components/feedback-report';
import { GenerationTester } from '../../features/admin/components/generation-tester';
import { SourcesPanel } from '../../features/admin/components/sources';
import { SubscriptionDebugTool } from '../../features/admin/components/subscription-debug';
import { SupportInbox } from '../../features/support/components/support-inbox';
import { SeasonsEditor } from '../../features/year-plan/components/seasons-editor';
import { queryClient } from '../../lib/query-client';

/** The admin gate (docs/product-rules.md#admin-gate): an admin's identity, or the way to sign in or back home with its toast. */
export function adminLoader() {
  return requireAdmin(queryClient);
}

/** Switching tools changes `?tab=` only: the gate has decided for this visit already. */
export function shouldRevalidateAdmin({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * /admin and /admin-dashboard (the same screen, docs/product-rules.md#admin-gate): the Overview and
 * the admin tools, one tab each; a tab's id is its `?tab=` value.
 */
export function AdminRoute() {
  const identity = useLoaderData<typeof adminLoader>();
  return (
    <>
      <title>{`Admin Dashboard | ${PRODUCT_NAME}`}</title>
      <AdminFrame
        email={identity.email}
        tabs={[
          { id: 'overview', label: 'Overview', shortLabel: 'Home', panel: <AdminOverview /> },
          { id: 'debug', label: 'Subscription debug', shortLabel: 'Debug', panel: <SubscriptionDebugTool /> },
          { id: 'generator', label: 'Generation tester', shortLabel: 'Tester', panel: <GenerationTester /> },
          { id: 'logs', label: 'AI logs', shortLabel: 'Logs', panel: <AiLogs /> },
          { id: 'feedback', label: 'Feedback', panel: <FeedbackReport /> },
          { id: 'sources', label: 'Sources', panel: <SourcesPanel /> },
          { id: 'support', label: 'Support', panel: <SupportInbox /> },
          { id: 'seasons', label: 'Seasons', panel: <SeasonsEditor /> },
        ]}
      />
    </>
  );
}
