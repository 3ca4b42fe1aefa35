import { notify } from '../components/ui/toast';
import { loadAuth } from './load-auth';
import { signOutFailedMessage } from './auth-messages';
import { queryClient } from './query-client';

/**
 * Signs out; on failure shows the promised message
 * (docs/product-rules.md#sign-in-and-password-reset) and answers false. The caller shows the
 * success notice where it lands (the top navigation carries it to /auth, the dashboard shows it
 * on /).
 */
export async function signOutOrExplain(): Promise<boolean> {
  // loadAuth() rejects only if the chunk cannot be fetched (offline, or a deploy replaced it).
  const result = await loadAuth().then(
    (auth) => auth.signOutUser(),
    (error: unknown) => ({ ok: false, failure: { kind: 'unexpected', error } }) as const,
  );
  if (!result.ok) notify(signOutFailedMessage(result.failure));
  // Nothing read with this session may show to the next one on this browser.
  else queryClient.clear();
  return result.ok;
}
