// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardRoute, dashboardLoader, shouldRevalidateDashboard } from '@/app/routes/dashboard';
import { DashboardPending } from '@/app/routes/guard-fallbacks';
import type { IdeaPage, IdeaSummary } from '@/features/ideas/api/list-ideas';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, deferred, meAnswer, renderPage, subscriberFixture, type RouteAnswer } from '../../support/web';

const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>(), signOutUser: vi.fn() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);
const tracking = vi.hoisted(() => ({ trackIdeaView: vi.fn(), trackIdeaRating: vi.fn() }));
vi.mock('@/lib/tracking/tracker', () => tracking);

const NICHES = [
  { niche: 'skincare', displayName: 'Skincare', sortOrder: 1 },
  { niche: 'travel', displayName: 'Travel', sortOrder: 2 },
];

/** A card as GET /api/ideas answers it: the preview is already cut by the server. */
const card = (overrides: Partial<IdeaSummary> = {}): IdeaSummary => ({
  id: 'skincare-day-3-b',
  niche: 'skincare',
  subNiche: 'sun-care',
  ideaNumber: 3,
  variant: 'B',
  dayNumber: 3,
  title: 'Third day idea',
  preview: [
    { label: 'Hooks', text: 'You put sunscreen on at 8am.\nBy noon it is gone...' },
    { label: 'Why It Works', text: 'Answers the comment directly' },
  ],
  rating: null,
  isNew: true,
  feedback: null,
  ...overrides,
});

// Progress lists travel first: the filter must still follow the niche order, and leave out food.
const PROGRESS = [
  { niche: 'travel', daysUnlocked: 1 },
  { niche: 'skincare', daysUnlocked: 3 },
  { niche: 'food', daysUnlocked: 0 },
];

const page = (ideas: IdeaSummary[], next: string | null = null, newCount = 2): IdeaPage => ({ ideas, next, newCount, progress: PROGRESS });

const THREE = page([
  card(),
  card({ id: 'skincare-day-2-b', dayNumber: 2, ideaNumber: 2, title: 'Second day idea', isNew: false, rating: 4 }),
  card({ id: 'travel-day-1-b', niche: 'travel', subNiche: 'packing', dayNumber: 1, ideaNumber: 1, title: 'Travel idea' }),
]);

/** GET /api/ideas by its query: `lists` maps "niche|cursor" to a page. */
function serve(lists: Record<string, IdeaPage | (() => IdeaPage | Promise<IdeaPage>)>, more: Array<[string, RouteAnswer]> = []) {
  answerRoutes(
    api.apiCall,
    new Map<string, RouteAnswer>([
      ['getMe', () => meAnswer(subscriberFixture({ niche: 'skincare' }))],
      ['listNiches', () => ({ niches: NICHES })],
      ...more,
    ]),
  );
  const byName = api.apiCall.getMockImplementation()!;
  api.apiCall.mockImplementation(async (route: { name: string }, options?: { query?: { niche?: string; cursor?: string } }) => {
    if (route.name !== 'listIdeas') return byName(route, options);
    const key = `${options?.query?.niche ?? ''}|${options?.query?.cursor ?? ''}`;
    const answer = lists[key];
    if (!answer) throw new Error(`unexpected list ${key}`);
    return typeof answer === 'function' ? answer() : answer;
  });
}

function renderAt(url: string) {
  return renderPage(
    url,
    {
      path: '/dashboard',
      Component: DashboardRoute,
      loader: dashboardLoader,
      shouldRevalidate: shouldRevalidateDashboard,
      HydrateFallback: DashboardPending,
    },
    { '/content-idea/:ideaId': 'Idea page', '/auth': 'Auth page' },
  );
}

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);
const titles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('link').textContent);

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
  it('shows each idea as a card: NEW, "#day (variant)", title, niche badges, stars and the preview', async () => {
    serve({ '|': THREE });
    renderAt('/dashboard?tab=ideas');
    const first = (await screen.findByRole('link', { name: 'Third day idea' })).closest('article')!;
    expect(within(first).getByText('NEW')).toBeTruthy();
    expect(within(first).getByText('#3 (B)')).toBeTruthy();
    expect(
      within(within(first).getByRole('list', { name: 'Niche' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Skincare', 'Sun Care']);
    expect(within(first).getAllByRole('button', { name: /^Rate \d stars?$/ })).toHaveLength(5);
    const hooks = within(first).getByText('Hooks').nextElementSibling!;
    expect(hooks.textContent).toBe('You put sunscreen on at 8am.By noon it is gone...');
    expect(hooks.querySelectorAll('br')).toHaveLength(1);
    expect(within(first).getByText('Why It Works')).toBeTruthy();
    const seen = screen.getByRole('link', { name: 'Second day idea' }).closest('article')!;
    expect(within(seen).queryByText('NEW')).toBeNull();
    expect(within(seen).getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('tab', { name: /Content Ideas/ }).textContent).toContain('2');
  });

  it('keeps the order the server gives, page after page, and loads the next page with its cursor', async () => {
    serve({
      '|': page([card(), card({ id: 'skincare-day-2-b', dayNumber: 2, ideaNumber: 2, title: 'Second day idea' })], 'cursor-1'),
      '|cursor-1': page([card({ id: 'skincare-day-1-b', dayNumber: 1, ideaNumber: 1, title: 'First day idea' })], 'cursor-2'),
      '|cursor-2': page([card({ id: 'travel-day-1-b', niche: 'travel', dayNumber: 1, ideaNumber: 1, title: 'Travel idea' })]),
    });
    renderAt('/dashboard?tab=ideas');
    await screen.findByRole('link', { name: 'Second day idea' });
    expect(titles()).toEqual(['Third day idea', 'Second day idea']);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'First day idea' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Travel idea' });

    expect(titles()).toEqual(['Third day idea', 'Second day idea', 'First day idea', 'Travel idea']);
    expect(callsTo('listIdeas').map(([, options]) => options)).toEqual([
      { query: {} },
      { query: { cursor: 'cursor-1' } },
      { query: { cursor: 'cursor-2' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by niche on the server: "All Niches" plus the niches with a day unlocked, in niche order', async () => {
    serve({
      '|': THREE,
      'travel|': page([card({ id: 'travel-day-1-b', niche: 'travel', subNiche: 'packing', dayNumber: 1, title: 'Travel idea' })]),
    });
    renderAt('/dashboard?tab=ideas');
    const filter = await screen.findByLabelText('Filter by niche');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Niches', 'Skincare', 'Travel']);

    fireEvent.change(filter, { target: { value: 'travel' } });
    await waitFor(() => expect(titles()).toEqual(['Travel idea']));
    expect(callsTo('listIdeas').map(([, options]) => options)).toEqual([{ query: {} }, { query: { niche: 'travel' } }]);

    // Back to every niche: the first list is still cached.
    fireEvent.change(filter, { target: { value: 'all' } });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(callsTo('listIdeas')).toHaveLength(2);
  });

  it('says so when a niche has nothing', async () => {
    serve({ '|': THREE, 'travel|': page([]) });
    renderAt('/dashboard?tab=ideas');
    fireEvent.change(await screen.findByLabelText('Filter by niche'), { target: { value: 'travel' } });
    expect(await screen.findByText('No Travel content ideas')).toBeTruthy();
    expect(screen.getByText('Try selecting a different niche filter')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    serve({ '|': { ideas: [], next: null, newCount: 0, progress: [] } });
    renderAt('/dashboard?tab=ideas');
    expect(await screen.findByText('No content ideas yet')).toBeTruthy();
    expect(screen.getByText('Your personalized content ideas will appear here once you have an active subscription')).toBeTruthy();
    expect(screen.queryByLabelText('Filter by niche')).toBeNull();
  });

  it('opens the idea page when a card is clicked, leaving the view to that page (one PUT /view per opening)', async () => {
    serve({ '|': THREE });
    const router = renderAt('/dashboard?tab=ideas');
    fireEvent.click(await screen.findByRole('link', { name: 'Third day idea' }));
    expect(await screen.findByText('Idea page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content-idea/skincare-day-3-b');
    expect(callsTo('viewIdea')).toHaveLength(0);
    expect(tracking.trackIdeaView).not.toHaveBeenCalled();
  });

  it('shows a rating at once and says it was saved, without reading the list again', async () => {
    const saved = deferred<{ rating: number }>();
    serve({ '|': THREE }, [['rateIdea', () => saved.promise]]);
    renderAt('/dashboard?tab=ideas');
    const first = (await screen.findByRole('link', { name: 'Third day idea' })).closest('article')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Rate 5 stars' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Rate 5 stars' }).getAttribute('aria-pressed')).toBe('true'));
    expect(callsTo('rateIdea').map(([, options]) => options)).toEqual([{ params: { id: 'skincare-day-3-b' }, body: { rating: 5 } }]);
    saved.resolve({ rating: 5 });
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Rating Saved', description: 'Thank you for rating this idea 5 stars!' }),
    );
    expect(tracking.trackIdeaRating.mock.calls).toEqual([['skincare-day-3-b', 5]]);
    expect(callsTo('listIdeas')).toHaveLength(1);
  });

  it('shows why the subscriber’s own idea was chosen on its card, and nothing of the kind on a shared one', async () => {
    const own = card({
      id: 'p-own-day-3',
      title: 'Your viewers asked: SPF under makeup?',
      personal: {
        kind: 'daily',
        reasons: [
          { kind: 'own-audience', text: '6 viewers on your channel asked this' },
          { kind: 'topic-fit', text: 'Fits your budget skincare focus' },
        ],
        ownAudience: true,
      },
    });
    serve({ '|': page([own, card({ id: 'skincare-day-2-b', dayNumber: 2, title: 'Second day idea' })]) });

    renderAt('/dashboard?tab=ideas');

    const mine = (await screen.findByRole('link', { name: 'Your viewers asked: SPF under makeup?' })).closest('article')!;
    const why = within(mine).getByRole('region', { name: 'Why you' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6 viewers on your channel asked this', 'Fits your budget skincare focus']);
    const shared = screen.getByRole('link', { name: 'Second day idea' }).closest('article')!;
    expect(within(shared).queryByRole('region', { name: 'Why you' })).toBeNull();
  });

  it('presses "Not for me" on a card at once, saves it once, and pressing it again sends nothing', async () => {
    const saved = deferred<{ action: string; changed: boolean }>();
    serve({ '|': THREE }, [['setIdeaFeedbackAction', () => saved.promise]]);
    renderAt('/dashboard?tab=ideas');
    const first = (await screen.findByRole('link', { name: 'Third day idea' })).closest('article')!;

    fireEvent.click(within(first).getByRole('button', { name: 'Not for me' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Not for me' }).getAttribute('aria-pressed')).toBe('true'));
    saved.resolve({ action: 'not_for_me', changed: true });
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Got it' })));
    fireEvent.click(within(first).getByRole('button', { name: 'Not for me' }));

    expect(callsTo('setIdeaFeedbackAction').map(([, options]) => options)).toEqual([
      { params: { id: 'skincare-day-3-b' }, body: { action: 'not_for_me' } },
    ]);
    expect(within(first).getByRole('button', { name: 'Filmed it' }).getAttribute('aria-pressed')).toBe('false');
    expect(callsTo('listIdeas')).toHaveLength(1);
  });

  it('puts the old rating back and shows the message when saving fails', async () => {
    serve({ '|': THREE }, [
      [
        'rateIdea',
        () => {
          throw new ApiError(404, 'idea_not_found', 'Content idea not found');
        },
      ],
    ]);
    renderAt('/dashboard?tab=ideas');
    const seen = (await screen.findByRole('link', { name: 'Second day idea' })).closest('article')!;
    fireEvent.click(within(seen).getByRole('button', { name: 'Rate 1 star' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Content idea not found', variant: 'destructive' }),
    );
    expect(within(seen).getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(tracking.trackIdeaRating).not.toHaveBeenCalled();
  });

  it('reports a list that cannot be loaded once, and offers to try again', async () => {
    let fail = true;
    serve({
      '|': () => {
        if (fail) throw new ApiError(400, 'invalid_cursor', 'Not a cursor from a previous page');
        return THREE;
      },
    });
    renderAt('/dashboard?tab=ideas');
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to fetch content ideas', variant: 'destructive' }),
    );
    // The badge, the Overview and the tab read the same list: one failure, one toast.
    expect(toast.notify).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Third day idea' })).toBeTruthy();
  });
});

describe('the Overview Content Ideas card', () => {
  it('counts the ideas unlocked from the progress, whatever pages were read, and says which day each niche is at', async () => {
    serve({ '|': page([card()], 'cursor-1') });
    renderAt('/dashboard');
    const overview = (await screen.findByRole('heading', { name: 'Content Ideas' })).closest('article')!;
    await waitFor(() => expect(within(overview).getByText('4')).toBeTruthy());
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Travel: Day 1 unlocked', 'Skincare: Day 3 unlocked', 'food: Ready to unlock']);
  });

  it('says "Ready to unlock" before any niche has started', async () => {
    serve({ '|': { ideas: [], next: null, newCount: 0, progress: [] } });
    renderAt('/dashboard');
    const overview = (await screen.findByRole('heading', { name: 'Content Ideas' })).closest('article')!;
    expect(await within(overview).findByText('Ready to unlock')).toBeTruthy();
    expect(within(overview).getByText('0')).toBeTruthy();
  });
});

describe('the Settings tab', () => {
  it('enables "Update Niche" only for a different niche, then says what changed and reads the ideas again', async () => {
    const updated = subscriberFixture({ niche: 'travel' });
    serve({ '|': THREE }, [['updateNiche', () => ({ subscriber: updated, previousNiche: 'skincare' })]]);
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
    expect((screen.getByLabelText('Your Content Niche') as HTMLSelectElement).value).toBe('travel');
    expect(screen.getByRole('button', { name: 'Update Niche' }).hasAttribute('disabled')).toBe(true);
  });

  it('says "Failed to update niche" when the change fails', async () => {
    serve({ '|': THREE }, [
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
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to update niche', variant: 'destructive' }),
    );
    expect(screen.getByRole('button', { name: 'Update Niche' }).hasAttribute('disabled')).toBe(false);
  });
});
