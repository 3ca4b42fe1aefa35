import type { AuthFailure, SignInResult } from './auth-service';

/** A toast as docs/product-rules.md#sign-in-and-password-reset words it: "title / text". */
export interface AuthMessage {
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
}

export const authMessages = {
  loginFailed: {
    title: 'Login Failed',
    description: 'Invalid email or password. Please check your credentials and try again.',
    variant: 'destructive',
  },
  emailNotConfirmed: {
    title: 'Email Not Confirmed',
    description: 'Please check your email and click the confirmation link before signing in.',
    variant: 'destructive',
  },
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.', variant: 'destructive' },
  signedIn: { title: 'Welcome back!', description: 'You have been successfully signed in.', variant: 'default' },
  resetEmailSent: { title: 'Reset email sent', description: 'Check your email for a password reset link', variant: 'default' },
  passwordUpdated: { title: 'Password updated', description: 'Your password has been successfully updated', variant: 'default' },
  signedOut: { title: 'Signed out successfully', description: 'You have been logged out of your account.', variant: 'default' },
} as const satisfies Record<string, AuthMessage>;

/**
 * Exceptions that mean "wrong email or password". Cognito answers NotAuthorizedException;
 * cognito-local answers InvalidPasswordException; an unknown user is UserNotFoundException.
 */
const LOGIN_FAILED_NAMES = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

export function validationMessage(text: string): AuthMessage {
  return { title: text, variant: 'destructive' };
}

/** Any other failure shows its own message; one with nothing useful to say shows the generic text. */
export function failureMessage(failure: AuthFailure): AuthMessage {
  if (failure.kind === 'unexpected') return authMessages.unexpected;
  if (failure.name === 'UserNotConfirmedException') return authMessages.emailNotConfirmed;
  return { title: 'Error', description: failure.message, variant: 'destructive' };
}

/** Sign-out failures show their message whatever their kind (docs/product-rules.md#sign-in-and-password-reset). */
export function signOutFailedMessage(failure: AuthFailure): AuthMessage {
  if (failure.kind === 'service') return { title: 'Error', description: failure.message, variant: 'destructive' };
  const { error } = failure;
  return { title: 'Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive' };
}

/** The toast after a sign-in attempt. */
export function signInMessage(result: SignInResult): AuthMessage {
  switch (result.status) {
    case 'signed-in':
      return authMessages.signedIn;
    case 'not-confirmed':
      return authMessages.emailNotConfirmed;
    case 'password-reset-required':
      return { title: 'Error', description: 'Password reset required for the user', variant: 'destructive' };
    case 'unsupported-step':
      return {
        title: 'Error',
        description: `This account needs a sign-in step the app does not support (${result.step}).`,
        variant: 'destructive',
      };
    case 'failed':
      if (result.failure.kind === 'service' && LOGIN_FAILED_NAMES.has(result.failure.name)) {
        // Cognito also uses NotAuthorizedException for a locked-out user; its own text says why.
        if (/attempts exceeded/i.test(result.failure.message)) return failureMessage(result.failure);
        return authMessages.loginFailed;
      }
      return failureMessage(result.failure);
  }
}
