import { loadAuth } from '../../lib/load-auth';
import { meQueryOptions, type Me } from '../../lib/api/get-me';
import { queryClient } from '../../lib/query-client';

/**
 * The timings of payment verification (docs/product-rules.md#checkout). Stripe's webhook, not the
 * browser, marks a subscriber as subscribed, so after checkout the app asks GET /api/me until the
 * record says so.
 */
export const VERIFY_TIMINGS = {
  /** Amplify may still be restoring the session when the page opens. */
  initialWaitMs: 500,
  noSessionRetryMs: 2000,
  retryMs: 500,
  timeoutMs: 30_000,
} as const;

export type VerifyOutcome =
  | { readonly status: 'subscribed'; readonly me: Me }
  /** 30 s passed without a subscribed record; `signedIn` tells whether a session was ever seen. */
  | { readonly status: 'timeout'; readonly signedIn: boolean }
  | { readonly status: 'aborted' };

/** Resolves false when aborted before the time is up. */
function wait(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function checkSession(): Promise<boolean> {
  try {
    return await (await loadAuth()).hasSession();
  } catch (error) {
    console.warn('Could not read the session while verifying the payment:', error);
    return false;
  }
}

/**
 * Asks the server every time (the webhook may have landed since the last poll), so the cache ends
 * up holding the answer the dashboard's guard then reads. The poll is the retry.
 */
async function readFreshMe(): Promise<Me | null> {
  try {
    return await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0, retry: false });
  } catch (error) {
    console.warn('Could not read the subscriber record while verifying the payment:', error);
    return null;
  }
}

/**
 * Polls until the subscriber record is subscribed, 30 s pass, or `signal` aborts. The last check
 * happens at the 30 s mark, so a webhook that lands just in time still counts.
 */
export async function verifySubscription(signal?: AbortSignal): Promise<VerifyOutcome> {
  const deadline = Date.now() + VERIFY_TIMINGS.timeoutMs;
  let signedIn = false;
  let delay: number = VERIFY_TIMINGS.initialWaitMs;
  for (;;) {
    if (!(await wait(delay, signal))) return { status: 'aborted' };

    const session = await checkSession();
    signedIn ||= session;
    if (session) {
      const me = await readFreshMe();
      if (signal?.aborted) return { status: 'aborted' };
      if (me?.subscriber?.subscribed) return { status: 'subscribed', me };
    }
    if (signal?.aborted) return { status: 'aborted' };

    const remaining = deadline - Date.now();
    if (remaining <= 0) return { status: 'timeout', signedIn };
    delay = Math.min(session ? VERIFY_TIMINGS.retryMs : VERIFY_TIMINGS.noSessionRetryMs, remaining);
  }
}
