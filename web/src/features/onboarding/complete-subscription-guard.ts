import type { Subscriber } from '#functions/shared/schemas';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { loadAuth } from '../../lib/load-auth';
import { fetchMe } from '../../lib/api/get-me';
import { queryClient } from '../../lib/query-client';

export type CompleteSubscriptionAccess =
  { readonly kind: 'allowed'; readonly subscriber: Subscriber } | { readonly kind: 'redirect'; readonly to: string };

/**
 * /complete-subscription (docs/product-rules.md#complete-subscription) is for a signed-in person
 * whose record exists but is not subscribed. No user goes to /auth, no record to /onboarding,
 * subscribed to /dashboard; a failed subscriber lookup goes to /onboarding and any other failure
 * (the user) to /auth.
 */
export async function checkCompleteSubscriptionAccess(): Promise<CompleteSubscriptionAccess> {
  try {
    if (!(await (await loadAuth()).hasSession())) return { kind: 'redirect', to: paths.auth };
  } catch (error) {
    console.error('Could not read the session:', error);
    return { kind: 'redirect', to: paths.auth };
  }
  try {
    const { subscriber } = await fetchMe(queryClient);
    if (!subscriber) return { kind: 'redirect', to: paths.onboarding };
    if (subscriber.subscribed) return { kind: 'redirect', to: paths.dashboard };
    return { kind: 'allowed', subscriber };
  } catch (error) {
    console.error('Subscriber lookup failed:', error);
    // 401/403: the token was refused, so the user is the problem, not the record.
    const userRefused = !(error instanceof ApiError) || error.status === 401 || error.status === 403;
    return { kind: 'redirect', to: userRefused ? paths.auth : paths.onboarding };
  }
}
