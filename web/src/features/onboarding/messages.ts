import type { SignUpMessage } from '../../../../functions/domain/signup';
import type { Notice } from '../../components/ui/toast';
import type { AuthFailure } from '../../lib/auth-service';
import { ApiError } from '../../lib/api-client';

/** Spec 8 "Sign-up" and "Checkout and subscription" messages that are not one of the ten checks. */
export const SIGN_UP_ERROR_TITLE = 'Sign Up Error';
export const NO_USER_DATA = 'No user data returned from signup';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const CHECKOUT_ERROR_TITLE = 'Checkout Error';
export const CHECKOUT_DEFAULT_ERROR = 'Failed to start checkout process';
export const STRIPE_CONFIG_ERROR = 'Failed to get Stripe configuration';
export const NO_PUBLISHABLE_KEY = 'No publishable key received from configuration';

/** A sign-up check or lookup message shown as the spec's error toast. */
export function checkNotice(message: SignUpMessage): Notice {
  return { title: message.title, description: message.description, variant: 'destructive' };
}

export function signUpErrorNotice(description: string): Notice {
  return { title: SIGN_UP_ERROR_TITLE, description, variant: 'destructive' };
}

export function subscriberFailedText(message: string): string {
  return `Failed to create subscriber record: ${message}`;
}

/**
 * Spec 8: "User already registered" or any text containing "already registered". Cognito says
 * UsernameExistsException ("An account with the given email already exists.").
 */
export function isAlreadyRegistered(failure: AuthFailure): boolean {
  const text = failure.kind === 'service' ? failure.message : failure.error instanceof Error ? failure.error.message : '';
  if (failure.kind === 'service' && failure.name === 'UsernameExistsException') return true;
  return /already (registered|exists)/i.test(text);
}

/** What an auth failure says, or the generic text when it says nothing useful. */
export function failureText(failure: AuthFailure): string {
  if (failure.kind === 'service') return failure.message;
  return failure.error instanceof Error && failure.error.message ? failure.error.message : UNEXPECTED_ERROR;
}

/** Spec 8: "Checkout Error" with the error's message, default "Failed to start checkout process". */
export function checkoutErrorNotice(error: unknown): Notice {
  const message = error instanceof ApiError || error instanceof Error ? error.message : '';
  return { title: CHECKOUT_ERROR_TITLE, description: message || CHECKOUT_DEFAULT_ERROR, variant: 'destructive' };
}

/**
 * The verification gave up after 30 s (spec 9). Not an error: the webhook may simply be late, and
 * the dashboard shows the subscription once it lands.
 */
export const VERIFICATION_TIMEOUT_NOTICE: Notice = {
  title: 'Payment Not Confirmed Yet',
  description:
    "We haven't received confirmation of your payment yet. If you completed checkout, it can take a minute: check your dashboard shortly, or try again.",
  variant: 'default',
};
