import { SIGN_UP_ERROR_TITLE, type SignUpMessage } from '#functions/subscribers/signup';
import type { Notice } from '../../components/ui/toast';
import { authMessages } from '../../lib/auth-messages';
import type { AuthFailure } from '../../lib/auth-service';

/** A failure that says nothing useful reads as sign-in's does. */
export const UNEXPECTED_ERROR = authMessages.unexpected.description;

/** A sign-up check or lookup message shown as a destructive toast (docs/product-rules.md#sign-up-checks). */
export function checkNotice(message: SignUpMessage): Notice {
  return { title: message.title, description: message.description, variant: 'destructive' };
}

export function signUpErrorNotice(description: string): Notice {
  return { title: SIGN_UP_ERROR_TITLE, description, variant: 'destructive' };
}

/**
 * An email already registered (docs/product-rules.md#sign-up-checks): "User already registered" or
 * any text containing "already registered". Cognito says UsernameExistsException ("An account with
 * the given email already exists.").
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
