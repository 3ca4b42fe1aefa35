import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import { authPath, paths } from '../../config/paths';
import { notify, type Notice } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { loadAuth } from '../../lib/load-auth';
import { fetchPortal, type AmbassadorPortal } from './api/get-portal';

/** The gate's toast for a signed-in user who is not an ambassador, before the move home. */
export const AMBASSADOR_REQUIRED_NOTICE = { title: 'Ambassador account required', variant: 'destructive' } as const satisfies Notice;

/**
 * The portal's gate as a loader, like the admin gate: no session → /auth; signed in but not an
 * ambassador → the toast and home. The API decides who is one (the `ambassador` group, 403
 * otherwise; a group member without an ambassador, 404), as a stored token's groups could be
 * stale. Any other failure lets the page show and offer a retry: the visitor is an ambassador
 * as far as anyone knows, and sending them home would hide their figures over a hiccup.
 */
export async function requireAmbassador(client: QueryClient): Promise<AmbassadorPortal | null> {
  const auth = await loadAuth();
  if (!(await auth.hasSession())) throw redirect(authPath());
  try {
    return await fetchPortal(client);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(authPath());
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      notify(AMBASSADOR_REQUIRED_NOTICE);
      throw redirect(paths.home);
    }
    console.error('Ambassador portal failed to load:', error);
    return null;
  }
}
