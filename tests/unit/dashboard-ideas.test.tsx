// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardRoute } from '../../web/src/app/routes/dashboard';
import type { DashboardIdea } from '../../web/src/features/ideas/api/list-ideas';
import { ApiError } from '../../web/src/lib/api-client';
import { answerRoutes, deferred, ideaFixture, meAnswer, renderPage, subscriberFixture, type RouteAnswer } from './support/web';

const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>(), signOutUser: vi.fn() }));
vi.mock('../../web/src/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../web/src/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('../../web/src/components/ui/toast', () => toast);
const tracking = vi.hoisted(() => ({ trackIdeaView: vi.fn(), trackIdeaRating: vi.fn() }));
vi.mock('../../web/src/lib/tracking/tracker', () => tracking);

const NICHES = [
  { niche: 'skincare', displayName: 'Skincare', sortOrder: 1 },
  { niche: 'travel', displayName: 'Travel', sortOrder: 2 },
];

const listed = (overrides: Partial<DashboardIdea> = {}): DashboardIdea => ({ ...ideaFixture(), rating: null, isNew: true, ...overrides });

function serve(ideas: { ideas: DashboardIdea[]; newCount: number; progress: Array<{ niche: string; daysUnlocked: number }> }, more: Array<[string, RouteAnswer]> = []) {
  answerRoutes(
    api.apiCall,
    new Map<string, RouteAnswer>([
      ['getMe', () => meAnswer(subscriberFixture({ niche: 'skincare' }))],
      ['listNiches', () => ({ niches: NICHES })],
      ['listIdeas', () => ideas],
      ...more,
    ]),
  );
}

function renderAt(url: string) {
  return renderPage(url, { path: '/dashboard', Component: DashboardRoute }, { '/content-idea/:ideaId': 'Idea page', '/auth': 'Auth page' });
}

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);

const THREE = {
  ideas: [
    listed({ id: 'skincare-day-3-b', dayNumber: 3, title: 'Third day idea' }),
    listed({ id: 'skincare-day-2-b', dayNumber: 2, title: 'Second day idea', isNew: false, rating: 4 }),
    listed({ id: 'travel-day-1-b', niche: 'travel', subNiche: 'packing', dayNumber: 1, title: 'Travel idea' }),
  ],
  newCount: 2,
  progress: [
    { niche: 'skincare', daysUnlocked: 3 },
    { niche: 'travel', daysUnlocked: 1 },
    { niche: 'food', daysUnlocked: 0 },
  ],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(true);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the Content Ideas tab', () => {
  it('shows each idea as a card: NEW, "#day (variant)", title, niche badges, stars and the cut preview', async () => {
    serve(THREE);
    renderAt('/dashboard?tab=ideas');
    const card = (await screen.findByRole('link', { name: 'Third day idea' })).closest('article')!;
    expect(within(card).getByText('NEW')).toBeTruthy();
    expect(within(card).getByText('#3 (B)')).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Niche' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Skincare', 'Sun Care']);
    expect(within(card).getAllByRole('button', { name: /^Rate \d stars?$/ })).toHaveLength(5);
    const hooks = within(card).getByText('Hooks').nextElementSibling!.textContent!;
    expect(hooks).toHaveLength(103);
    expect(hooks.endsWith('...')).toBe(true);
    expect(within(card).getByText('Why It Works')).toBeTruthy();
    const seen = screen.getByRole('link', { name: 'Second day idea' }).closest('article')!;
    expect(within(seen).queryByText('NEW')).toBeNull();
    expect(within(seen).getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('tab', { name: /Content Ideas/ }).textContent).toContain('2');
  });

  it('filters by niche: "All Niches" plus the niches present', async () => {
    serve(THREE);
    renderAt('/dashboard?tab=ideas');
    const filter = await screen.findByLabelText('Filter by niche');
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Niches', 'Skincare', 'Travel']);
    fireEvent.change(filter, { target: { value: 'travel' } });
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('link').textContent)).toEqual(['Travel idea']);
    fireEvent.change(filter, { target: { value: 'all' } });
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says so when there is nothing yet', async () => {
    serve({ ideas: [], newCount: 0, progress: [] });
    renderAt('/dashboard?tab=ideas');
    expect(await screen.findByText('No content ideas yet')).toBeTruthy();
    expect(screen.getByText('Your personalized content ideas will appear here once you have an active subscription')).toBeTruthy();
    expect(screen.queryByLabelText('Filter by niche')).toBeNull();
  });

  it('records the view and opens the idea page when a card is clicked', async () => {
    serve(THREE, [['viewIdea', () => ({ viewedAt: '2026-01-01T00:00:00.000Z' })]]);
    const router = renderAt('/dashboard?tab=ideas');
    fireEvent.click(await screen.findByRole('link', { name: 'Third day idea' }));
    expect(await screen.findByText('Idea page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content-idea/skincare-day-3-b');
    expect(callsTo('viewIdea').map(([, options]) => options)).toEqual([{ params: { id: 'skincare-day-3-b' } }]);
    // The idea page tracks the view once it shows the idea.
    expect(tracking.trackIdeaView).not.toHaveBeenCalled();
  });

  it('shows a rating at once, then says it was saved', async () => {
    const saved = deferred<{ rating: number }>();
    serve(THREE, [['rateIdea', () => saved.promise]]);
    renderAt('/dashboard?tab=ideas');
    const card = (await screen.findByRole('link', { name: 'Third day idea' })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Rate 5 stars' }));
    expect(within(card).getByRole('button', { name: 'Rate 5 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo('rateIdea').map(([, options]) => options)).toEqual([{ params: { id: 'skincare-day-3-b' }, body: { rating: 5 } }]);
    saved.resolve({ rating: 5 });
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Rating Saved', description: 'Thank you for rating this idea 5 stars!' }));
    expect(tracking.trackIdeaRating.mock.calls).toEqual([['skincare-day-3-b', 5]]);
  });

  it('puts the old rating back and shows the message when saving fails', async () => {
    serve(THREE, [
      [
        'rateIdea',
        () => {
          throw new ApiError(404, 'idea_not_found', 'Content idea not found');
        },
      ],
    ]);
    renderAt('/dashboard?tab=ideas');
    const card = (await screen.findByRole('link', { name: 'Second day idea' })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Rate 1 star' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Content idea not found', variant: 'destructive' }),
    );
    expect(within(card).getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(tracking.trackIdeaRating).not.toHaveBeenCalled();
  });

  it('reports a list that cannot be loaded', async () => {
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        ['getMe', () => meAnswer(subscriberFixture())],
        ['listNiches', () => ({ niches: NICHES })],
      ]),
    );
    renderAt('/dashboard?tab=ideas');
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to fetch content ideas', variant: 'destructive' }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('the Overview Content Ideas card', () => {
  it('counts the ideas and says which day each niche is at, or that it is ready to unlock', async () => {
    serve(THREE);
    renderAt('/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Content Ideas' })).closest('article')!;
    await waitFor(() => expect(within(card).getByText('3')).toBeTruthy());
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Skincare: Day 3 unlocked',
      'Travel: Day 1 unlocked',
      'food: Ready to unlock',
    ]);
  });

  it('says "Ready to unlock" before any niche has started', async () => {
    serve({ ideas: [], newCount: 0, progress: [] });
    renderAt('/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Content Ideas' })).closest('article')!;
    expect(await within(card).findByText('Ready to unlock')).toBeTruthy();
    expect(within(card).getByText('0')).toBeTruthy();
  });
});

describe('the Settings tab', () => {
  it('enables "Update Niche" only for a different niche, then says what changed', async () => {
    const updated = subscriberFixture({ niche: 'travel' });
    serve(THREE, [['updateNiche', () => ({ subscriber: updated, previousNiche: 'skincare' })]]);
    renderAt('/dashboard?tab=settings');
    const select = await screen.findByLabelText('Your Content Niche');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    const button = screen.getByRole('button', { name: 'Update Niche' });
    expect((select as HTMLSelectElement).value).toBe('skincare');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(select, { target: { value: '' } });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(select, { target: { value: 'travel' } });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Niche Updated',
        description: 'Successfully changed from Skincare to Travel. Content ideas for Travel will be delivered in the next 24 hours.',
      }),
    );
    expect(callsTo('updateNiche').map(([, options]) => options)).toEqual([{ body: { niche: 'travel' } }]);
    // The new niche's progress starts: the list is read again, and the button is off again.
    await waitFor(() => expect(callsTo('listIdeas')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Update Niche' }).hasAttribute('disabled')).toBe(true);
  });

  it('says "Failed to update niche" when the change fails', async () => {
    serve(THREE, [
      [
        'updateNiche',
        () => {
          throw new ApiError(500, 'internal', 'Boom');
        },
      ],
    ]);
    renderAt('/dashboard?tab=settings');
    const select = await screen.findByLabelText('Your Content Niche');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: 'travel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Niche' }));
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to update niche', variant: 'destructive' }));
  });
});
