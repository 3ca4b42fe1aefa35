import { AuthError, confirmResetPassword, fetchAuthSession, resetPassword, signIn, signOut, signUp } from 'aws-amplify/auth';
import { ensureAmplify } from './amplify';
import type { AuthFailure, AuthResult, SignInResult, SignUpResult } from './auth-service';

/**
 * The auth operations over Amplify, behind ./auth-service.ts, which loads this module (and
 * Amplify with it) only for an operation that needs it. Nothing here throws: each operation
 * resolves to a result the UI maps to its messages.
 */

/** Amplify names for failures that say nothing a user can act on. */
const UNEXPECTED_NAMES = new Set(['Unknown', 'UnknownError', 'NetworkError']);

function classify(error: unknown): AuthFailure {
  if (error instanceof AuthError && !UNEXPECTED_NAMES.has(error.name)) {
    return { kind: 'service', name: error.name, message: error.message };
  }
  return { kind: 'unexpected', error };
}

async function attempt(operation: () => Promise<unknown>): Promise<AuthResult> {
  try {
    await operation();
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: classify(error) };
  }
}

/**
 * Creates the Cognito account. The PreSignUp trigger confirms it at once, so the caller signs in
 * right after with signInWithPassword. An existing account fails with UsernameExistsException.
 */
export async function signUpWithPassword(email: string, password: string): Promise<SignUpResult> {
  try {
    await ensureAmplify();
    const output = await signUp({ username: email, password, options: { userAttributes: { email } } });
    return { status: 'signed-up', userId: output.userId ?? null };
  } catch (error) {
    return { status: 'failed', failure: classify(error) };
  }
}

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  try {
    const { authFlowType } = await ensureAmplify();
    const run = () => signIn({ username: email, password, options: { authFlowType } });
    let output;
    try {
      output = await run();
    } catch (error) {
      // A stale session (e.g. from another account) blocks a new sign-in; replace it.
      if (!(error instanceof AuthError && error.name === 'UserAlreadyAuthenticatedException')) throw error;
      await signOut();
      output = await run();
    }
    if (output.isSignedIn) return { status: 'signed-in' };
    switch (output.nextStep.signInStep) {
      case 'CONFIRM_SIGN_UP':
        return { status: 'not-confirmed' };
      case 'RESET_PASSWORD':
        return { status: 'password-reset-required' };
      default:
        return { status: 'unsupported-step', step: output.nextStep.signInStep };
    }
  } catch (error) {
    return { status: 'failed', failure: classify(error) };
  }
}

export function signOutUser(): Promise<AuthResult> {
  return attempt(async () => {
    await ensureAmplify();
    await signOut();
  });
}

export function requestPasswordReset(email: string): Promise<AuthResult> {
  return attempt(async () => {
    await ensureAmplify();
    await resetPassword({ username: email });
  });
}

export function confirmNewPassword(input: { email: string; code: string; newPassword: string }): Promise<AuthResult> {
  return attempt(async () => {
    await ensureAmplify();
    await confirmResetPassword({ username: input.email, confirmationCode: input.code, newPassword: input.newPassword });
  });
}

/** The current id token, refreshed if needed; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  await ensureAmplify();
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString() ?? null;
}
