/**
 * Where a user lands after signing in, or when /auth finds an existing session (spec 4, "Sign-in
 * landing rules"). Pure: the caller does the subscriber lookup and passes its outcome.
 */
export type SubscriberLookup =
  | { readonly kind: 'found'; readonly subscriber: { readonly subscribed: boolean; readonly onboardingCompleted: boolean } }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error' };

export type LandingPath = '/onboarding' | '/dashboard' | '/complete-subscription';

export function landingPath(lookup: SubscriberLookup): LandingPath {
  switch (lookup.kind) {
    case 'not-found':
      return '/onboarding';
    // A failed lookup must not strand a paying user on a sign-up page; the dashboard re-checks.
    case 'error':
      return '/dashboard';
    case 'found': {
      const { subscribed, onboardingCompleted } = lookup.subscriber;
      if (subscribed || onboardingCompleted) return '/dashboard';
      // A record without a subscription or completed onboarding is an abandoned payment.
      return '/complete-subscription';
    }
  }
}
