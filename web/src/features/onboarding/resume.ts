import { loadAuth } from '@/lib/load-auth';
import { getMe } from '@/lib/api/get-me';
import { normalizeEmail } from './sign-up';

/** Where /onboarding starts for whoever opens it. */
export type OnboardingStart =
  /** `sessionEmail`: signed in, but the subscriber record was never created. */
  | { readonly step: 'account'; readonly sessionEmail: string | null }
  /** Signed in with a record that is not subscribed: resuming at the plan choice. */
  | { readonly step: 'plan' }
  /** Already subscribed: nothing to onboard. */
  | { readonly step: 'subscribed' };

export async function onboardingStart(): Promise<OnboardingStart> {
  try {
    const auth = await loadAuth();
    if (!(await auth.hasSession())) return { step: 'account', sessionEmail: null };
    const { email, subscriber } = await getMe();
    if (!subscriber) return { step: 'account', sessionEmail: email ? normalizeEmail(email) : null };
    return subscriber.subscribed ? { step: 'subscribed' } : { step: 'plan' };
  } catch (error) {
    // Whatever failed, the account form is the safe place to start.
    console.warn('Could not check for an onboarding in progress:', error);
    return { step: 'account', sessionEmail: null };
  }
}
