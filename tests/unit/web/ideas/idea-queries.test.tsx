// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingHistoryQueryOptions } from '@/features/billing/api/get-billing-history';
import { useCancelSubscription } from '@/features/billing/api/cancel-subscription';
import { useUpdateNiche } from '@/features/dashboard/api/update-niche';
import { ideaQueryOptions, type SubscriberIdea } from '@/features/ideas/api/get-idea';
import { ideasQueryOptions, useIdeas, type IdeaPage, type IdeaSummary } from '@/features/ideas/api/list-ideas';
import { useRateIdea } from '@/features/ideas/api/rate-idea';
import { useViewIdea } from '@/features/ideas/api/view-idea';
import { ApiError } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/api/get-me';
import { queryClient } from '@/lib/query-client';
import { ideaFixture, meAnswer, subscriberFixture } from '../../support/web';

const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);
vi.mock('@/lib/tracking/tracker', () => ({ trackIdeaView: vi.fn(), trackIdeaRating: vi.fn() }));

const summary = (id: string, overrides: Partial<IdeaSummary> = {}): IdeaSummary => ({
  id,
  niche: id.split('-day-')[0]!,
  subNiche: 'general',
  ideaNumber: 1,
  variant: 'B',
  dayNumber: 1,
  title: id,
  preview: [],
  rating: null,
  isNew: true,
  feedback: null,
  ...overrides,
});

const pageOf = (ideas: IdeaSummary[], next: string | null, newCount = 3): IdeaPage => ({
  ideas,
  next,
  newCount,
  progress: [{ niche: 'skincare', daysUnlocked: 3 }],
});

/** Every niche (two pages read) and the travel filter (one page), as the dashboard caches them. */
function seedLists() {
  queryClient.setQueryData(ideasQueryOptions(null).queryKey, {
    pages: [pageOf([summary('skincare-day-3-b'), summary('skincare-day-2-b')], 'cursor-1'), pageOf([summary('travel-day-1-b')], null)],
    pageParams: [null, 'cursor-1'],
  });
  queryClient.setQueryData(ideasQueryOptions('travel').queryKey, {
    pages: [pageOf([summary('travel-day-1-b')], null)],
    pageParams: [null],
  });
  const idea: SubscriberIdea = { ...ideaFixture({ id: 'travel-day-1-b', niche: 'travel' }), rating: null, isNew: true, feedback: null };
  queryClient.setQueryData(ideaQueryOptions('travel-day-1-b').queryKey, idea);
}

const cached = (niche: string | null) => queryClient.getQueryData<InfiniteData<IdeaPage>>(ideasQueryOptions(niche).queryKey)!;
const cachedIdea = (niche: string | null, id: string) =>
  cached(niche)
    .pages.flatMap((page) => page.ideas)
    .find((idea) => idea.id === id)!;
const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);

/** A hook over the app's cache, holding the seeded lists (emptied first, as a page load has it). */
function renderWithLists<T>(hook: () => T) {
  queryClient.clear();
  seedLists();
  return renderHook(hook, { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('query keys: the route name, then what the call sends', () => {
  it('names each cached answer after its API operation', () => {
    expect(ideasQueryOptions(null).queryKey).toEqual(['listIdeas', {}]);
    expect(ideasQueryOptions('travel').queryKey).toEqual(['listIdeas', { niche: 'travel' }]);
    expect(ideaQueryOptions('skincare-day-3-b').queryKey).toEqual(['getSubscriberIdea', { id: 'skincare-day-3-b' }]);
    expect(billingHistoryQueryOptions().queryKey).toEqual(['billingHistory']);
    expect(meQueryOptions().queryKey).toEqual(['getMe']);
  });
});

describe('a rating', () => {
  it('changes that idea in every cached list page and on its page, without reading any list again', async () => {
    api.apiCall.mockImplementation(async (route: { name: string }) => {
      if (route.name === 'rateIdea') return { rating: 5 };
      if (route.name === 'listIdeas') return pageOf([summary('skincare-day-3-b')], null);
      throw new Error(`unexpected call ${route.name}`);
    });
    // A list on screen: if anything invalidated it, it would be read again at once.
    const { result } = renderWithLists(() => ({ rate: useRateIdea(), all: useIdeas(null), travel: useIdeas('travel') }));

    await act(() => result.current.rate.mutateAsync({ id: 'travel-day-1-b', rating: 5, previous: null }));

    expect(cachedIdea(null, 'travel-day-1-b').rating).toBe(5);
    expect(cachedIdea('travel', 'travel-day-1-b').rating).toBe(5);
    expect(queryClient.getQueryData(ideaQueryOptions('travel-day-1-b').queryKey)!.rating).toBe(5);
    expect(cachedIdea(null, 'skincare-day-3-b').rating).toBeNull();
    expect(callsTo('listIdeas')).toHaveLength(0);
  });

  it('puts the previous rating back everywhere when it cannot be saved', async () => {
    api.apiCall.mockRejectedValue(new ApiError(429, 'rate_limited', 'Too many ratings'));
    const { result } = renderWithLists(() => useRateIdea());

    await act(() => result.current.mutateAsync({ id: 'travel-day-1-b', rating: 2, previous: null }).catch(() => undefined));

    expect(cachedIdea(null, 'travel-day-1-b').rating).toBeNull();
    expect(queryClient.getQueryData(ideaQueryOptions('travel-day-1-b').queryKey)!.rating).toBeNull();
    expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Too many ratings', variant: 'destructive' });
  });
});

describe('a view', () => {
  it("clears the idea's NEW flag wherever it is cached and puts the answer's count on every page", async () => {
    api.apiCall.mockResolvedValue({ viewedAt: '2026-01-01T00:00:00.000Z', firstView: true, newCount: 2 });
    const { result } = renderWithLists(() => useViewIdea());

    await act(() => result.current.mutateAsync('travel-day-1-b'));

    expect(cachedIdea(null, 'travel-day-1-b').isNew).toBe(false);
    expect(cachedIdea('travel', 'travel-day-1-b').isNew).toBe(false);
    expect(cachedIdea(null, 'skincare-day-3-b').isNew).toBe(true);
    expect([...cached(null).pages, ...cached('travel').pages].map((page) => page.newCount)).toEqual([2, 2, 2]);
    expect(queryClient.getQueryData(ideaQueryOptions('travel-day-1-b').queryKey)!.isNew).toBe(false);
    expect(callsTo('viewIdea').map(([, options]) => options)).toEqual([{ params: { id: 'travel-day-1-b' } }]);
  });
});

describe('a niche change', () => {
  it('puts the new record in me and reads every ideas list again, leaving the idea pages alone', async () => {
    const moved = subscriberFixture({ niche: 'travel' });
    api.apiCall.mockImplementation(async (route: { name: string }) => {
      if (route.name === 'updateNiche') return { subscriber: moved, previousNiche: 'skincare' };
      if (route.name === 'listIdeas') return pageOf([], null, 0);
      throw new Error(`unexpected call ${route.name}`);
    });
    const { result } = renderWithLists(() => ({ update: useUpdateNiche(), all: useIdeas(null) }));
    queryClient.setQueryData(meQueryOptions().queryKey, { ...meAnswer(null), subscriber: subscriberFixture() });

    await act(() => result.current.update.mutateAsync('travel'));

    expect(queryClient.getQueryData(meQueryOptions().queryKey)!.subscriber!.niche).toBe('travel');
    // The list on screen is read again at once; the one off screen is marked stale for its next visit.
    await waitFor(() => expect(callsTo('listIdeas')).toHaveLength(1));
    expect(queryClient.getQueryState(ideasQueryOptions('travel').queryKey)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ideaQueryOptions('travel-day-1-b').queryKey)!.isInvalidated).toBe(false);
  });
});

describe('a cancel', () => {
  it('puts the canceled record in me', async () => {
    const canceled = subscriberFixture({ subscriptionEnd: '2099-03-05T12:00:00.000Z' });
    api.apiCall.mockResolvedValue({ accessUntil: '2099-03-05T12:00:00.000Z', subscriber: canceled });
    const { result } = renderWithLists(() => useCancelSubscription());
    queryClient.setQueryData(meQueryOptions().queryKey, { ...meAnswer(null), subscriber: subscriberFixture() });

    await act(() => result.current.mutateAsync());

    expect(queryClient.getQueryData(meQueryOptions().queryKey)!.subscriber).toEqual(canceled);
  });
});
