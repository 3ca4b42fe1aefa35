import type { PlanId } from '#functions/shared/plans';
import { notify, type Notice } from '@/components/ui/toast';
import { useChangePlan } from './api/change-plan';

/** The plan change's toasts (docs/product-rules.md#plan-changes-and-cancellation), the same from a plan card and a locked feature. */
export const PLAN_CHANGE_NOTICES = {
  updated: { title: 'Plan Updated', description: 'Your subscription has been updated successfully!' },
  failed: (message: string): Notice => ({
    title: 'Error',
    description: `Failed to process plan change: ${message}`,
    variant: 'destructive',
  }),
} as const;

function errorText(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * The existing plan change (POST /api/billing/change: immediate, prorated) with its toasts. Resolves
 * whether it succeeded; never throws, the toast has told the subscriber.
 */
export function usePlanSwitch() {
  const change = useChangePlan();
  async function switchPlan(tier: PlanId): Promise<boolean> {
    try {
      await change.mutateAsync({ tier });
      notify(PLAN_CHANGE_NOTICES.updated);
      return true;
    } catch (error) {
      console.error('Plan change failed:', error);
      notify(PLAN_CHANGE_NOTICES.failed(errorText(error) ?? 'Unknown error'));
      return false;
    }
  }
  return { switchPlan, pending: change.isPending };
}
