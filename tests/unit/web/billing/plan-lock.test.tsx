// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '#functions/shared/schemas';
import { PlanLock } from '@/features/billing/components/plan-lock';
import { ApiError } from '@/lib/api-client';
import { meQueryOptions, useMe } from '@/lib/api/get-me';
import { queryClient } from '@/lib/query-client';
import { meAnswer, subscriberFixture, withQueryCache } from '../../support/web';

// The API client is the lock's only way out; toasts are checked through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

/** The lock fed from the cached `me`, as the dashboard feeds its tabs: an upgrade changes that record. */
function Harness() {
  const subscriber = useMe().data?.subscriber;
  return subscriber ? (
    <PlanLock feature="calendar" subscriber={subscriber}>
      <p>The calendar view</p>
    </PlanLock>
  ) : null;
}

function renderLock(subscriber: Subscriber) {
  const page = withQueryCache(<Harness />);
  queryClient.setQueryData(meQueryOptions().queryKey, { ...meAnswer(null), subscriber });
  return render(page);
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

const weekly = () => subscriberFixture({ subscriptionTier: 'weekly' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api.apiCall.mockImplementation(async (route: { name: string }) => {
    throw new Error(`Unexpected call to ${route.name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('a locked feature', () => {
  it('shows the view itself to a plan that has the feature', () => {
    renderLock(subscriberFixture({ subscriptionTier: 'monthly' }));

    expect(screen.getByText('The calendar view')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });

  it('shows a weekly subscriber what it does, which plans have it, and "Upgrade to Monthly"', () => {
    renderLock(weekly());

    expect(screen.queryByText('The calendar view')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Content calendar' })).toBeTruthy();
    expect(screen.getByText(/Schedule ideas to filming and posting days/)).toBeTruthy();
    expect(screen.getByText('Included in the Monthly and Yearly plans.')).toBeTruthy();
    expect(screen.getByText('$28/month. Plan changes take effect immediately, with prorated billing.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Monthly' })).toBeTruthy();
  });

  it("upgrades through the existing plan change, says so with the plan cards' toast, and opens the view", async () => {
    api.apiCall.mockImplementation(async (route: { name: string }, options: { body: unknown }) => {
      if (route.name !== 'changePlan') throw new Error(`Unexpected call to ${route.name}`);
      expect(options.body).toEqual({ tier: 'monthly' });
      return { outcome: 'changed', subscriber: subscriberFixture({ subscriptionTier: 'monthly' }) };
    });
    renderLock(weekly());

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Monthly' }));

    await waitFor(() => expect(screen.getByText('The calendar view')).toBeTruthy());
    expect(api.apiCall).toHaveBeenCalledTimes(1);
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Plan Updated', description: 'Your subscription has been updated successfully!' });
  });

  it('keeps the view locked and says why when the plan change fails', async () => {
    api.apiCall.mockImplementation(async () => {
      throw new ApiError(409, 'no_subscription', 'Your subscription has ended. Start a new one from the plans.');
    });
    renderLock(weekly());

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Monthly' }));
    await settle();

    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to process plan change: Your subscription has ended. Start a new one from the plans.',
      variant: 'destructive',
    });
    expect(screen.queryByText('The calendar view')).toBeNull();
  });

  it('locks again after a downgrade: the same record on a lower plan shows the prompt, not the view', () => {
    const { unmount } = renderLock(subscriberFixture({ subscriptionTier: 'yearly' }));
    expect(screen.getByText('The calendar view')).toBeTruthy();
    unmount();

    renderLock(weekly());

    expect(screen.queryByText('The calendar view')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upgrade to Monthly' })).toBeTruthy();
  });

  it('sends someone without a subscription to the Subscription tab to start one', () => {
    renderLock(subscriberFixture({ subscribed: false, subscriptionTier: null, subscriptionStatus: null }));

    const link = screen.getByRole('link', { name: 'Upgrade to Monthly' });
    expect(link.getAttribute('href')).toBe('/dashboard?tab=subscription');
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('does not open the view for a plan with the feature whose subscription ended', () => {
    renderLock(subscriberFixture({ subscribed: false, subscriptionTier: 'yearly', subscriptionStatus: 'canceled' }));

    expect(screen.queryByText('The calendar view')).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to Monthly' })).toBeTruthy();
  });
});
