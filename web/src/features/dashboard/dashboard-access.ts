import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import type { Subscriber } from '#functions/shared/schemas';
import { landingPath } from '#functions/subscribers/landing';
import { authPath, paths } from '../../config/paths';
import { notify } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { fetchMe, useMe } from '../../lib/api/get-me';
import { loadAuth } from '../../lib/load-auth';

/** The /auth message for a visitor without a session (docs/product-rules.md#dashboard). */
export const DASHBOARD_LOGIN_MESSAGE = 'Please log in to access your dashboard';

export const AUTHENTICATION_ERROR = {
  title: 'Authentication Error',
  description: 'Unable to verify your session. Please sign in again.',
  variant: 'destructive',
} as const;

export interface SubscriberAccount {
  readonly email: string | null;
  readonly subscriber: Subscriber;
}

export type DashboardAccess =
  | ({ readonly kind: 'ready' } & SubscriberAccount)
  | { readonly kind: 'signed-out' }
  /** Signed in but never finished step 1 of onboarding (or an admin or ambassador who is no creator). */
  | { readonly kind: 'no-subscriber'; readonly groups: readonly string[] }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Who may see the dashboard: a session (checked locally) whose subscriber record the API returns. */
export async function checkDashboardAccess(client: QueryClient): Promise<DashboardAccess> {
  try {
    const auth = await loadAuth();
    if (!(await auth.hasSession())) return { kind: 'signed-out' };
    const { email, subscriber, groups } = await fetchMe(client);
    return subscriber ? { kind: 'ready', email, subscriber } : { kind: 'no-subscriber', groups };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'no-subscriber', groups: [] };
    return { kind: 'failed', error };
  }
}

/**
 * The guard of the dashboard and the idea page, as their loader: the account when the page may
 * show, otherwise the redirect (docs/product-rules.md#dashboard). A failed check also drops the
 * local session and what was cached with it: without that, /auth would find the same session, send
 * it back here (a failed lookup lands on /dashboard) and loop.
 */
export async function requireSubscriber(client: QueryClient): Promise<SubscriberAccount> {
  const access = await checkDashboardAccess(client);
  switch (access.kind) {
    case 'ready':
      return { email: access.email, subscriber: access.subscriber };
    case 'signed-out':
      throw redirect(authPath({ message: DASHBOARD_LOGIN_MESSAGE }));
    case 'no-subscriber':
      // The landing rules: sign-up for a newcomer, but an ambassador's portal or the admin area for
      // one who is no creator (a password reset lands here:
      // docs/product-rules.md#sign-in-and-password-reset).
      throw redirect(landingPath({ kind: 'not-found' }, access.groups));
    case 'failed':
      console.error('Dashboard session check failed:', access.error);
      notify(AUTHENTICATION_ERROR);
      await dropSession();
      client.clear();
      throw redirect(paths.auth);
  }
}

async function dropSession(): Promise<void> {
  try {
    await (await loadAuth()).signOutUser();
  } catch (error) {
    console.warn('Could not clear the session:', error);
  }
}

/**
 * The account the loader checked, as the `me` query has it now: a plan change, a cancel or a niche
 * change puts the new record there, and the page follows.
 */
export function useSubscriberAccount(checked: SubscriberAccount): SubscriberAccount {
  const { data } = useMe();
  return data?.subscriber ? { email: data.email, subscriber: data.subscriber } : checked;
}
