import { requireAdmin } from '@/features/admin/admin-access';
import { queryClient } from '@/lib/query-client';

/**
 * /admin/ambassadors is gated now (issue 14 item 1: the spec shows no guard; we guard it) though
 * the page itself arrives with issue 15. Until then an admin sees the app's ordinary not-found
 * view rather than a placeholder, and everyone else gets the gate's answer, so the access rules
 * are already the final ones when the page lands.
 */
export function adminAmbassadorsLoader() {
  return requireAdmin(queryClient);
}

export { NotFoundRoute as AdminAmbassadorsRoute } from './not-found';
