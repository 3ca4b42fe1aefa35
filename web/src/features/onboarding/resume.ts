import { loadAuth } from '../../lib/load-auth';
import { fetchMe } from '../../lib/api/get-me';
import { queryClient } from '../../lib/query-client';
import { normalizeEmail } from './sign-up';

/** A session open in this browser; its email when known. */
export interface OnboardingSession {
  readonly email: string | null;
}

/** Where /onboarding starts for whoever opens it. */
export type OnboardingStart =
  /** `session`: signed in, but the subscriber record was never created; null without a session. */
  | { readonly step: 'account'; readonly session: OnboardingSession | null }
  /** Signed in with a record that is not subscribed: resuming at the plan choice. */
  | { readonly step: 'plan'; readonly session: OnboardingSession }
  /** Already subscribed: nothing to onboard. */
  | { readonly step: 'subscribed' };

export async function onboardingStart(): Promise<OnboardingStart> {
  let signedIn = false;
  try {
    signedIn = await (await loadAuth()).hasSession();
  } catch (error) {
    console.warn('Could not check for a session:', error);
  }
  if (!signedIn) return { step: 'account', session: null };
  try {
    const { email, subscriber } = await fetchMe(queryClient);
    const session = { email: email ? normalizeEmail(email) : null };
    if (!subscriber) return { step: 'account', session };
    return subscriber.subscribed ? { step: 'subscribed' } : { step: 'plan', session };
  } catch (error) {
    // The account form is the safe place to start; the session stays, so it can be signed out.
    console.warn('Could not check for an onboarding in progress:', error);
    return { step: 'account', session: { email: null } };
  }
}
