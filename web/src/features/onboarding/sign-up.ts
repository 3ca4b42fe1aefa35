import type { ExistingSubscriber } from '#functions/shared/schemas';
import {
  SIGN_UP_MESSAGES,
  EXISTING_ACCOUNT_REDIRECT_MS,
  NO_USER_DATA,
  checkAfterLookup,
  checkBeforeLookup,
  decideLookup,
  subscriberFailedText,
  type SignUpForm,
  type SignUpMessage,
} from '#functions/subscribers/signup';
import { ApiError } from '../../lib/api-client';
import { loadAuth } from '../../lib/load-auth';
import { getStoredReferral } from '../../lib/referral';
import { signInMessage } from '../../lib/auth-messages';
import { fetchMe, setSubscriber } from '../../lib/api/get-me';
import { queryClient } from '../../lib/query-client';
import { signInWithPassword } from '../../lib/sign-in';
import { browserTimeZone } from '../../lib/time-zone';
import { createSubscriber, type CreateSubscriberInput } from './api/create-subscriber';
import { signupLookup } from './api/signup-lookup';
import { UNEXPECTED_ERROR, failureText, isAlreadyRegistered } from './messages';

/** What the form does next after a submit. */
export type SignUpOutcome =
  /** A check failed: show its message, keep the form. */
  | { readonly kind: 'invalid'; readonly message: SignUpMessage }
  /** The email belongs to an account: show the message, then go to /auth. */
  | { readonly kind: 'sign-in'; readonly message: SignUpMessage; readonly redirectAfterMs: number }
  /** An abandoned sign-up: prefill and stop, so the person can review before submitting again. */
  | {
      readonly kind: 'resume';
      readonly message: SignUpMessage;
      readonly prefill: { readonly firstName: string; readonly niche: string | null };
    }
  | { readonly kind: 'error'; readonly description: string }
  /** Signed in with a subscriber record: on to the plan choice. */
  | { readonly kind: 'created' };

export interface SignUpContext {
  /** The email whose "Welcome Back!" the person has seen; it is not looked up again. */
  readonly resumedEmail: string | null;
  /** The email of a session already open here (an account whose subscriber record is missing). */
  readonly sessionEmail: string | null;
}

const alreadyRegistered: SignUpOutcome = {
  kind: 'sign-in',
  message: SIGN_UP_MESSAGES.alreadyRegistered,
  redirectAfterMs: EXISTING_ACCOUNT_REDIRECT_MS,
};

/** The email as Cognito and the API store it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Check 4 must not block a sign-up when the lookup itself fails (network, rate limit). */
async function lookUp(email: string): Promise<ExistingSubscriber> {
  try {
    return await signupLookup({ email });
  } catch (error) {
    console.warn('Existing-subscriber lookup failed; continuing the sign-up:', error);
    return { status: 'none' };
  }
}

/**
 * The stored referral (docs/product-rules.md#referral-capture), unless it expired
 * (`getStoredReferral` drops an expired one), or the one this page captured when storage refused
 * it.
 */
function storedReferral(): Pick<CreateSubscriberInput, 'referredBy' | 'referralSource'> {
  const referral = getStoredReferral();
  if (!referral) return {};
  // The API keeps 500 characters of the page address; a longer one must not fail the sign-up.
  return { referredBy: referral.code, ...(referral.source ? { referralSource: referral.source.slice(0, 500) } : {}) };
}

type Auth = Awaited<ReturnType<typeof loadAuth>>;

/** Signs in to the account just created; the outcome is null when that worked. */
async function signIn(email: string, password: string): Promise<SignUpOutcome | null> {
  const result = await signInWithPassword(email, password);
  if (result.status === 'signed-in') return null;
  return { kind: 'error', description: signInMessage(result).description ?? UNEXPECTED_ERROR };
}

/**
 * Step 1 of /onboarding: the ten checks in the promised order
 * (docs/product-rules.md#sign-up-checks) around the lookup, the Cognito account, the session, then
 * the subscriber record with the stored referral and time zone.
 */
export async function submitSignUp(form: SignUpForm, context: SignUpContext): Promise<SignUpOutcome> {
  const early = checkBeforeLookup(form);
  if (early) return { kind: 'invalid', message: early };
  const email = normalizeEmail(form.email);

  const resuming = email === context.resumedEmail;
  if (!resuming) {
    const decision = decideLookup(await lookUp(email));
    if (decision.kind === 'sign-in') return { kind: 'sign-in', message: decision.message, redirectAfterMs: decision.redirectAfterMs };
    if (decision.kind === 'resume') return { kind: 'resume', message: decision.message, prefill: decision.prefill };
  }

  const late = checkAfterLookup(form);
  if (late) return { kind: 'invalid', message: late };

  let auth: Auth;
  try {
    auth = await loadAuth();
  } catch (error) {
    console.error('Could not load the sign-in module:', error);
    return { kind: 'error', description: UNEXPECTED_ERROR };
  }

  if (email !== context.sessionEmail) {
    const signUp = await auth.signUpWithPassword(email, form.password);
    if (signUp.status === 'failed') {
      if (!isAlreadyRegistered(signUp.failure)) return { kind: 'error', description: failureText(signUp.failure) };
      // Someone resuming an abandoned sign-up has an account: their password opens it. Anyone
      // else is sent to sign in.
      if (!resuming) return alreadyRegistered;
      const result = await signInWithPassword(email, form.password);
      if (result.status !== 'signed-in') return alreadyRegistered;
      try {
        if ((await fetchMe(queryClient)).subscriber) return { kind: 'created' };
      } catch (error) {
        console.warn('Could not read the subscriber record of a resumed sign-up:', error);
      }
    } else {
      if (!signUp.userId) return { kind: 'error', description: NO_USER_DATA };
      const failed = await signIn(email, form.password);
      if (failed) return failed;
    }
  }

  try {
    const { subscriber } = await createSubscriber({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      niche: form.niche,
      ...storedReferral(),
      timeZone: browserTimeZone(),
    });
    // A session that was open without a record has its `me` cached: it has the record now.
    setSubscriber(queryClient, subscriber);
  } catch (error) {
    const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
    return { kind: 'error', description: subscriberFailedText(message) };
  }
  return { kind: 'created' };
}
