import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifySubscription, type VerifyOutcome } from '@/features/billing/verify-subscription';
import { meQueryOptions } from '@/lib/api/get-me';
import { queryClient } from '@/lib/query-client';

const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>(), currentIdToken: vi.fn() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));

const me = (subscribed: boolean) => ({ userId: 'u1', email: 'ana@example.com', groups: [], subscriber: { subscribed } });

/** Starts a verification and records when (in fake ms) it settled. */
function start(signal?: AbortSignal) {
  const result: { outcome?: VerifyOutcome } = {};
  void verifySubscription(signal).then((outcome) => {
    result.outcome = outcome;
  });
  return result;
}

beforeEach(() => {
  // A poll left running by an earlier test must not share its request with this one.
  queryClient.clear();
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('verifySubscription', () => {
  it('waits 500 ms for the session before the first check', async () => {
    auth.hasSession.mockResolvedValue(true);
    api.apiCall.mockResolvedValue(me(false));
    start();
    await vi.advanceTimersByTimeAsync(499);
    expect(auth.hasSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.hasSession).toHaveBeenCalledTimes(1);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
    expect(api.apiCall.mock.calls[0]![0]).toMatchObject({ name: 'getMe' });
  });

  it('retries every 2 s while there is no session, without asking the API', async () => {
    auth.hasSession.mockResolvedValue(false);
    start();
    await vi.advanceTimersByTimeAsync(500);
    expect(auth.hasSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(auth.hasSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.hasSession).toHaveBeenCalledTimes(2);
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('retries every 500 ms with a session', async () => {
    auth.hasSession.mockResolvedValue(true);
    api.apiCall.mockResolvedValue(me(false));
    start();
    await vi.advanceTimersByTimeAsync(500);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.apiCall).toHaveBeenCalledTimes(2);
  });

  it('resolves subscribed with the record as soon as it says so', async () => {
    auth.hasSession.mockResolvedValue(true);
    api.apiCall.mockResolvedValueOnce(me(false)).mockResolvedValueOnce(me(false)).mockResolvedValue(me(true));
    const result = start();
    await vi.advanceTimersByTimeAsync(1499);
    expect(result.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.outcome).toEqual({ status: 'subscribed', me: me(true) });
    expect(api.apiCall).toHaveBeenCalledTimes(3);
  });

  it('asks the server on every poll, even with a fresh me in the cache, and leaves the answer there', async () => {
    queryClient.setQueryData(meQueryOptions().queryKey, me(false) as never);
    auth.hasSession.mockResolvedValue(true);
    api.apiCall.mockResolvedValue(me(true));
    const result = start();
    await vi.advanceTimersByTimeAsync(500);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
    expect(result.outcome).toEqual({ status: 'subscribed', me: me(true) });
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(me(true));
  });

  it('picks up a session that appears later and switches to the 500 ms rhythm', async () => {
    auth.hasSession.mockResolvedValueOnce(false).mockResolvedValue(true);
    api.apiCall.mockResolvedValue(me(false));
    start();
    await vi.advanceTimersByTimeAsync(2500);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.apiCall).toHaveBeenCalledTimes(2);
  });

  it('keeps trying after a failed lookup', async () => {
    auth.hasSession.mockResolvedValue(true);
    api.apiCall.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(me(true));
    const result = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(result.outcome?.status).toBe('subscribed');
  });

  it('gives up after 30 s with a session', async () => {
    auth.hasSession.mockResolvedValue(true);
    api.apiCall.mockResolvedValue(me(false));
    const result = start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(result.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.outcome).toEqual({ status: 'timeout', signedIn: true });
    // 500 ms, 1 s, ..., 30 s: the last check happens at the deadline.
    expect(api.apiCall).toHaveBeenCalledTimes(60);
  });

  it('gives up after 30 s without a session too', async () => {
    auth.hasSession.mockResolvedValue(false);
    const result = start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(result.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.outcome).toEqual({ status: 'timeout', signedIn: false });
  });

  it('stops when aborted', async () => {
    auth.hasSession.mockResolvedValue(true);
    api.apiCall.mockResolvedValue(me(false));
    const controller = new AbortController();
    const result = start(controller.signal);
    await vi.advanceTimersByTimeAsync(700);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.outcome).toEqual({ status: 'aborted' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
  });
});
