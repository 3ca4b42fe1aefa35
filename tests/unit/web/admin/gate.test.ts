import { isRouteErrorResponse } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAdminAccess, requireAdmin } from '@/features/admin/admin-access';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

// The Amplify wrapper and the API client are the gate's only ways out; toasts go through notify().
const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

const ADMIN = { userId: 'admin-1', email: 'admin@example.com', groups: ['admin'] };

beforeEach(() => {
  queryClient.clear();
  auth.hasSession.mockResolvedValue(true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

/** The redirect a loader threw: a Response whose Location says where the page went. */
async function redirectOf(loading: Promise<unknown>): Promise<string | null> {
  const thrown: unknown = await loading.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  expect(isRouteErrorResponse(thrown)).toBe(false);
  return thrown.headers.get('Location');
}

describe('the admin gate', () => {
  it('lets an admin in with the identity the API answered', async () => {
    api.apiCall.mockResolvedValue(ADMIN);
    await expect(requireAdmin(queryClient)).resolves.toEqual(ADMIN);
    expect(api.apiCall.mock.calls.map(([route]) => (route as { name: string }).name)).toEqual(['adminWhoami']);
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to /auth without asking the API', async () => {
    auth.hasSession.mockResolvedValue(false);
    expect(await redirectOf(requireAdmin(queryClient))).toBe('/auth');
    expect(api.apiCall).not.toHaveBeenCalled();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('sends a signed-in non-admin home with the access-denied toast', async () => {
    api.apiCall.mockRejectedValue(new ApiError(403, 'forbidden', 'Admins only'));
    expect(await redirectOf(requireAdmin(queryClient))).toBe('/');
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Access denied: Admin privileges required', variant: 'destructive' });
  });

  it('sends a failed role lookup home with its own toast', async () => {
    api.apiCall.mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));
    expect(await redirectOf(requireAdmin(queryClient))).toBe('/');
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Failed to verify admin access', variant: 'destructive' });
    expect(console.error).toHaveBeenCalled();
  });

  it('treats a network failure or an expired session as a failed lookup, not a denial', async () => {
    api.apiCall.mockRejectedValueOnce(new ApiError(0, 'network_error', 'Could not reach the server.'));
    expect(await checkAdminAccess(queryClient)).toMatchObject({ kind: 'failed' });
    api.apiCall.mockRejectedValueOnce(new ApiError(401, 'unauthorized', 'Sign in again'));
    expect(await checkAdminAccess(queryClient)).toMatchObject({ kind: 'failed' });
  });

  it('treats a session check that throws as a failed lookup', async () => {
    auth.hasSession.mockRejectedValue(new Error('storage blocked'));
    expect(await redirectOf(requireAdmin(queryClient))).toBe('/');
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Failed to verify admin access', variant: 'destructive' });
  });

  it('asks the API once while its answer is fresh, so moving between admin pages is quick', async () => {
    api.apiCall.mockResolvedValue(ADMIN);
    await requireAdmin(queryClient);
    await requireAdmin(queryClient);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
  });

  it('asks again after a denial rather than remembering it', async () => {
    api.apiCall.mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Admins only')).mockResolvedValueOnce(ADMIN);
    await redirectOf(requireAdmin(queryClient));
    await expect(requireAdmin(queryClient)).resolves.toEqual(ADMIN);
  });
});
