import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveLandingPath } from '@/features/auth/resolve-landing';
import { ApiError } from '@/lib/api-client';
import { fetchMe } from '@/lib/api/get-me';
import { queryClient } from '@/lib/query-client';
import { meAnswer } from '../../support/web';

const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));

const unpaid = { subscribed: false, onboardingCompleted: false };

beforeEach(() => {
  queryClient.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('where /auth sends a signed-in user', () => {
  it('sends an admin without a subscriber record to the admin area, not the sign-up form', async () => {
    api.apiCall.mockResolvedValue({ ...meAnswer(null), groups: ['admin'] });
    expect(await resolveLandingPath()).toBe('/admin');
  });

  it('sends any other account without a subscriber record to onboarding', async () => {
    api.apiCall.mockResolvedValue(meAnswer(null));
    expect(await resolveLandingPath()).toBe('/onboarding');
  });

  it('sends an abandoned payment to complete the subscription', async () => {
    api.apiCall.mockResolvedValue(meAnswer(unpaid));
    expect(await resolveLandingPath()).toBe('/complete-subscription');
  });

  it('treats a 404 as no record', async () => {
    api.apiCall.mockRejectedValue(new ApiError(404, 'not_found', 'Not found'));
    expect(await resolveLandingPath()).toBe('/onboarding');
  });

  it('sends a failed lookup to the dashboard, which checks again', async () => {
    api.apiCall.mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));
    expect(await resolveLandingPath()).toBe('/dashboard');
    expect(console.error).toHaveBeenCalled();
  });

  it('leaves the me it read in the cache for the landing page', async () => {
    api.apiCall.mockResolvedValue(meAnswer(unpaid));
    await resolveLandingPath();
    await fetchMe(queryClient);
    expect(api.apiCall).toHaveBeenCalledTimes(1);
  });
});
