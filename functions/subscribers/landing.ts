import { ADMIN_GROUP, AMBASSADOR_GROUP } from '#functions/shared/roles';
import { hasFinishedSignUp } from './signup';

/**
 * Where a user lands after signing in, or when /auth finds an existing session
 * (docs/product-rules.md#landing-after-sign-in). Pure: the caller does the subscriber lookup and
 * passes its outcome.
 */
export type SubscriberLookup =
  | { readonly kind: 'found'; readonly subscriber: { readonly subscribed: boolean; readonly onboardingCompleted: boolean } }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error' };

export type LandingPath = '/onboarding' | '/dashboard' | '/complete-subscription' | '/admin' | '/ambassador';

/**
 * An admin's landing, whatever their subscriber record says: an admin usually has none, and the
 * sign-up form is no place for them: the admin area.
 */
export const ADMIN_LANDING: LandingPath = '/admin';

/**
 * An ambassador's landing when they are not also a creator: their portal. One who signed up as a
 * subscriber too lands as a subscriber (the portal stays a link away).
 */
export const AMBASSADOR_LANDING: LandingPath = '/ambassador';

/** `groups`: the signed-in user's Cognito groups, as GET /api/me answers them. */
export function landingPath(lookup: SubscriberLookup, groups: readonly string[] = []): LandingPath {
  if (groups.includes(ADMIN_GROUP)) return ADMIN_LANDING;
  switch (lookup.kind) {
    case 'not-found':
      return groups.includes(AMBASSADOR_GROUP) ? AMBASSADOR_LANDING : '/onboarding';
    // A failed lookup must not strand a paying user on a sign-up page; the dashboard re-checks.
    case 'error':
      return '/dashboard';
    case 'found':
      // A record without a subscription or completed onboarding is an abandoned payment.
      return hasFinishedSignUp(lookup.subscriber) ? '/dashboard' : '/complete-subscription';
  }
}
