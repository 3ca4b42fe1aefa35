import type { SignInResult } from './auth-service';
import { loadAuth } from './load-auth';
import { queryClient } from './query-client';

/**
 * Signs in with a password; the result says how it went (the caller shows its message). A new
 * session starts with an empty cache, as sign-out leaves it: nothing read before (another
 * account's `me`, or a visitor's) may show to it.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  // loadAuth() rejects only if the chunk cannot be fetched (offline, or a deploy replaced it).
  const result = await loadAuth().then(
    (auth) => auth.signInWithPassword(email, password),
    (error: unknown) => ({ status: 'failed', failure: { kind: 'unexpected', error } }) as const,
  );
  if (result.status === 'signed-in') queryClient.clear();
  return result;
}
