import { loadConfig } from './config';
import { readStoredSession } from './stored-session';

/**
 * The app's auth operations. Nothing here throws, except the session lookups: each operation
 * resolves to a result the UI maps to its messages. Import it only through `loadAuth()` so it
 * stays out of the bundles of public pages.
 *
 * Amplify (about 36 KB gzip) loads only when an operation needs it: signing up, in or out, a
 * password reset, or a session whose tokens must be refreshed. A page opened with a fresh session,
 * or with none, reads it from Amplify's own storage (./stored-session.ts).
 */

/** A failure the service described (its exception name and message), or anything else. */
export type AuthFailure =
  { readonly kind: 'service'; readonly name: string; readonly message: string } | { readonly kind: 'unexpected'; readonly error: unknown };

export type AuthResult = { readonly ok: true } | { readonly ok: false; readonly failure: AuthFailure };

export type SignInResult =
  | { readonly status: 'signed-in' }
  /** Cognito answered UserNotConfirmedException; Amplify reports it as a next step. */
  | { readonly status: 'not-confirmed' }
  | { readonly status: 'password-reset-required' }
  | { readonly status: 'unsupported-step'; readonly step: string }
  | { readonly status: 'failed'; readonly failure: AuthFailure };

export type SignUpResult =
  /** `userId` is Cognito's `UserSub`; null when the service answered without one. */
  { readonly status: 'signed-up'; readonly userId: string | null } | { readonly status: 'failed'; readonly failure: AuthFailure };

type AmplifyAuth = typeof import('./amplify-auth');

/** Runs an operation over Amplify; a failure to load it is the operation's unexpected failure. */
async function withAmplify<T>(operation: (amplify: AmplifyAuth) => Promise<T>, loadFailed: (failure: AuthFailure) => T): Promise<T> {
  let amplify: AmplifyAuth;
  try {
    amplify = await import('./amplify-auth');
  } catch (error) {
    return loadFailed({ kind: 'unexpected', error });
  }
  return operation(amplify);
}

const failedSignIn = (failure: AuthFailure) => ({ status: 'failed', failure }) as const;
const failedResult = (failure: AuthFailure) => ({ ok: false, failure }) as const;

/**
 * Creates the Cognito account. The PreSignUp trigger confirms it at once, so the caller signs in
 * right after with signInWithPassword. An existing account fails with UsernameExistsException.
 */
export function signUpWithPassword(email: string, password: string): Promise<SignUpResult> {
  return withAmplify((amplify) => amplify.signUpWithPassword(email, password), failedSignIn);
}

export function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  return withAmplify((amplify) => amplify.signInWithPassword(email, password), failedSignIn);
}

export function signOutUser(): Promise<AuthResult> {
  return withAmplify((amplify) => amplify.signOutUser(), failedResult);
}

export function requestPasswordReset(email: string): Promise<AuthResult> {
  return withAmplify((amplify) => amplify.requestPasswordReset(email), failedResult);
}

export function confirmNewPassword(input: { email: string; code: string; newPassword: string }): Promise<AuthResult> {
  return withAmplify((amplify) => amplify.confirmNewPassword(input), failedResult);
}

/** The current id token (it carries email and cognito:groups), refreshed if needed; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const { userPoolClientId } = await loadConfig();
  const stored = readStoredSession(userPoolClientId);
  if (stored.kind === 'none') return null;
  if (stored.kind === 'valid') return stored.idToken;
  return (await import('./amplify-auth')).currentIdToken();
}

/** Starts fetching what a session lookup needs (/config.json), for a page about to look one up. */
export function prefetchSession(): void {
  // A failed load is forgotten by loadConfig; the lookup itself then retries and reports it.
  loadConfig().catch(() => undefined);
}

export async function hasSession(): Promise<boolean> {
  return (await currentIdToken()) !== null;
}
