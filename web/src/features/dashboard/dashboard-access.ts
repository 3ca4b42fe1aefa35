import type { Subscriber } from '../../../../functions/contract/schemas';
import { ApiError } from '@/lib/api-client';
import { loadAuth } from '@/lib/load-auth';
import { getMe } from '@/lib/api/get-me';

/** The /auth message for a visitor without a session (spec 2). */
export const DASHBOARD_LOGIN_MESSAGE = 'Please log in to access your dashboard';

export const AUTHENTICATION_ERROR = {
  title: 'Authentication Error',
  description: 'Unable to verify your session. Please sign in again.',
  variant: 'destructive',
} as const;

export type DashboardAccess =
  | { readonly kind: 'ready'; readonly email: string | null; readonly subscriber: Subscriber }
  | { readonly kind: 'signed-out' }
  /** Signed in but never finished step 1 of onboarding. */
  | { readonly kind: 'no-subscriber' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Who may see the dashboard: a session (checked locally) whose subscriber record the API returns. */
export async function checkDashboardAccess(): Promise<DashboardAccess> {
  try {
    const auth = await loadAuth();
    if (!(await auth.hasSession())) return { kind: 'signed-out' };
    const { email, subscriber } = await getMe();
    return subscriber ? { kind: 'ready', email, subscriber } : { kind: 'no-subscriber' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'no-subscriber' };
    return { kind: 'failed', error };
  }
}

/**
 * Drops the local session after a failed check. Without this, /auth would find the same session,
 * send it back here (a failed lookup lands on /dashboard) and loop.
 */
export async function dropSession(): Promise<void> {
  try {
    await (await loadAuth()).signOutUser();
  } catch (error) {
    console.warn('Could not clear the session:', error);
  }
}
