import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import { authPath, paths } from '../../config/paths';
import { notify, type Notice } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { loadAuth } from '../../lib/load-auth';
import { fetchAdminWhoami, type AdminIdentity } from './api/get-admin-whoami';

/** What an admin page shows while its gate decides (docs/product-rules.md#admin-gate). */
export const VERIFYING_ADMIN_ACCESS = 'Verifying admin access...';

/** The gate's toasts (docs/product-rules.md#admin-gate), both followed by a move to the home page. */
export const ADMIN_ACCESS_NOTICES = {
  denied: { title: 'Access denied: Admin privileges required', variant: 'destructive' },
  failed: { title: 'Failed to verify admin access', variant: 'destructive' },
} as const satisfies Record<string, Notice>;

export type AdminAccess =
  | { readonly kind: 'admin'; readonly identity: AdminIdentity }
  | { readonly kind: 'signed-out' }
  /** Signed in, but not in the admin group: the API answered 403. */
  | { readonly kind: 'denied' }
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * Who may see the admin pages. The session is checked locally; the role by the API, which is
 * the authority (a stored token's groups could be stale, and every admin route checks again).
 */
export async function checkAdminAccess(client: QueryClient): Promise<AdminAccess> {
  try {
    const auth = await loadAuth();
    if (!(await auth.hasSession())) return { kind: 'signed-out' };
    return { kind: 'admin', identity: await fetchAdminWhoami(client) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'denied' };
    return { kind: 'failed', error };
  }
}

/**
 * The admin gate as a loader (docs/product-rules.md#admin-gate), for /admin, /admin-dashboard,
 * /create-user-content-profile and /admin/ambassadors: the admin's identity when the page may show,
 * otherwise the redirect. Unlike the dashboard's guard, a failure keeps the session: the user is
 * signed in, the home page does not send them back here, so there is no loop to break.
 */
export async function requireAdmin(client: QueryClient): Promise<AdminIdentity> {
  const access = await checkAdminAccess(client);
  switch (access.kind) {
    case 'admin':
      return access.identity;
    case 'signed-out':
      throw redirect(authPath());
    case 'denied':
      notify(ADMIN_ACCESS_NOTICES.denied);
      throw redirect(paths.home);
    case 'failed':
      console.error('Admin access check failed:', access.error);
      notify(ADMIN_ACCESS_NOTICES.failed);
      throw redirect(paths.home);
  }
}
