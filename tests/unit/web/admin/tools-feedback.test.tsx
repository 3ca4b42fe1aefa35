// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { adminFeedback, adminIdeaRatings } from '#functions/ideas/admin-routes';
import type { ResponseOf } from '#functions/platform/route';
import type { adminNicheTaste } from '#functions/personal/feedback-admin-routes';
import { FeedbackReport } from '@/features/admin/components/feedback-report';
import { ApiError } from '@/lib/api-client';
import { withQueryCache } from '../../support/web';

// The API client is the report's only way out; toasts go through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

type FeedbackPage = ResponseOf<typeof adminFeedback>;
type RatingsPage = ResponseOf<typeof adminIdeaRatings>;
type ReportQuery = { niche?: string; cursor?: string };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function feedbackEntry(overrides: Partial<FeedbackPage['feedback'][number]> = {}): FeedbackPage['feedback'][number] {
  return {
    id: 'fb-1',
    ideaId: 'skincare-day-3-b',
    ideaTitle: 'SPF is not a once-a-day thing',
    niche: 'skincare',
    dayNumber: 3,
    email: 'ana@example.com',
    text: 'Loved the two-finger rule',
    createdAt: '2026-03-02T10:15:00.000Z',
    averageRating: 4.3,
    ratingCount: 12,
    ...overrides,
  };
}

function ratedIdea(overrides: Partial<RatingsPage['ideas'][number]> = {}): RatingsPage['ideas'][number] {
  return {
    ideaId: 'skincare-day-3-b',
    title: 'SPF is not a once-a-day thing',
    niche: 'skincare',
    dayNumber: 3,
    variant: 'B',
    lastRatedAt: '2026-03-02T10:15:00.000Z',
    averageRating: 4,
    ratingCount: 7,
    ...overrides,
  };
}

interface Answers {
  readonly feedback?: (query: ReportQuery) => FeedbackPage;
  readonly ratings?: (query: ReportQuery) => RatingsPage;
  readonly taste?: (query: { niche: string }) => ResponseOf<typeof adminNicheTaste>;
}

function serve({
  feedback = () => ({ feedback: [], next: null }),
  ratings = () => ({ ideas: [], next: null }),
  taste = ({ niche }) => ({ niche, traits: [] }),
}: Answers) {
  api.apiCall.mockImplementation(async (route: { name: string }, options?: { query?: ReportQuery }) => {
    const query = options?.query ?? {};
    if (route.name === 'listNiches') {
      return {
        niches: [
          { niche: 'skincare', displayName: 'Skincare', sortOrder: 1 },
          { niche: 'haircare', displayName: 'Haircare', sortOrder: 2 },
        ],
      };
    }
    if (route.name === 'adminFeedback') return feedback(query);
    if (route.name === 'adminIdeaRatings') return ratings(query);
    if (route.name === 'adminNicheTaste') return taste(query as { niche: string });
    throw new Error(`unexpected call ${route.name}`);
  });
}

const queriesTo = (name: string) =>
  api.apiCall.mock.calls
    .filter(([route]) => (route as { name: string }).name === name)
    .map(([, options]) => (options as { query: ReportQuery }).query);

const table = (name: string) => within(screen.getByRole('region', { name }));

function renderReport() {
  render(withQueryCache(<FeedbackReport />));
}

describe('the feedback and ratings report', () => {
  it("lists each feedback with its idea, day, niche, subscriber and the idea's average rating", async () => {
    serve({ feedback: () => ({ feedback: [feedbackEntry()], next: null }) });
    renderReport();
    await screen.findByText('Loved the two-finger rule');
    const row = table('Idea feedback, newest first').getByText('Loved the two-finger rule').closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('SPF is not a once-a-day thing')).toBeTruthy();
    expect(cells.getByText('Skincare · Day 3')).toBeTruthy();
    expect(cells.getByText('ana@example.com')).toBeTruthy();
    expect(cells.getByText('4.3 out of 5 stars')).toBeTruthy();
    expect(cells.getByText('12 ratings')).toBeTruthy();
  });

  it('shows each rated idea with its average to one decimal, as stars, and its count', async () => {
    serve({
      ratings: () => ({
        ideas: [
          ratedIdea(),
          ratedIdea({
            ideaId: 'skincare-day-4-a',
            title: 'Retinol at night only',
            dayNumber: 4,
            variant: 'A',
            averageRating: 2.6,
            ratingCount: 1,
          }),
        ],
        next: null,
      }),
    });
    renderReport();
    await screen.findByText('Retinol at night only');
    const rows = table('Rated ideas, most recently rated first').getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getByText('4.0 out of 5 stars')).toBeTruthy();
    expect(first.getByText('4.0')).toBeTruthy();
    expect(first.getByText('★★★★', { exact: false }).textContent).toBe('★★★★☆');
    expect(first.getByText('Day 3 · B')).toBeTruthy();
    expect(first.getByText('7')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('2.6 out of 5 stars')).toBeTruthy();
    expect(second.getByText('★★★', { exact: false }).textContent).toBe('★★★☆☆');
  });

  it('says "Not rated" for feedback on an idea nobody rated', async () => {
    serve({ feedback: () => ({ feedback: [feedbackEntry({ averageRating: null, ratingCount: 0 })], next: null }) });
    renderReport();
    const row = (await screen.findByText('Loved the two-finger rule')).closest('tr')!;
    expect(within(row).getByText('Not rated')).toBeTruthy();
    expect(within(row).queryByText(/ratings?$/)).toBeNull();
  });

  it('reads both lists again for the niche chosen', async () => {
    serve({
      feedback: (query) => ({
        feedback: [feedbackEntry({ text: query.niche === 'haircare' ? 'Haircare note' : 'Any niche note' })],
        next: null,
      }),
    });
    renderReport();
    await screen.findByText('Any niche note');
    expect(queriesTo('adminFeedback')).toEqual([{}]);
    expect(queriesTo('adminIdeaRatings')).toEqual([{}]);
    await screen.findByRole('option', { name: 'Haircare' });
    fireEvent.change(screen.getByLabelText('Niche'), { target: { value: 'haircare' } });
    expect(await screen.findByText('Haircare note')).toBeTruthy();
    expect(queriesTo('adminFeedback').at(-1)).toEqual({ niche: 'haircare' });
    expect(queriesTo('adminIdeaRatings').at(-1)).toEqual({ niche: 'haircare' });
  });

  it('shows, for the niche chosen, how many ideas of each topic, format and kind of ask were filmed or rejected', async () => {
    serve({
      taste: ({ niche }) => ({
        niche,
        traits: [
          { dimension: 'topics', trait: 'scalp-care', filmed: 12, notForMe: 3 },
          { dimension: 'askKinds', trait: 'is-it-ok', filmed: 1, notForMe: 7 },
        ],
      }),
    });
    renderReport();
    expect(await screen.findByText('Choose a niche to see what its subscribers film and reject.')).toBeTruthy();
    expect(queriesTo('adminNicheTaste')).toEqual([]);

    await screen.findByRole('option', { name: 'Haircare' });
    fireEvent.change(screen.getByLabelText('Niche'), { target: { value: 'haircare' } });

    await screen.findByRole('region', { name: 'What subscribers film and reject' });
    const scalp = (await table('What subscribers film and reject').findByText('scalp-care')).closest('tr')!;
    expect(within(scalp).getByText('Topic')).toBeTruthy();
    expect(within(scalp).getByText('12')).toBeTruthy();
    expect(within(scalp).getByText('3')).toBeTruthy();
    const ask = table('What subscribers film and reject').getByText('is-it-ok').closest('tr')!;
    expect(within(ask).getByText('Kind of ask')).toBeTruthy();
    expect(within(ask).getByText('7')).toBeTruthy();
    expect(queriesTo('adminNicheTaste')).toEqual([{ niche: 'haircare' }]);
  });

  it('loads more with the cursor the previous page answered, below what is shown', async () => {
    serve({
      feedback: (query) =>
        query.cursor === 'page-2'
          ? { feedback: [feedbackEntry({ id: 'fb-2', text: 'Older note' })], next: null }
          : { feedback: [feedbackEntry({ text: 'Newer note' })], next: 'page-2' },
    });
    renderReport();
    await screen.findByText('Newer note');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Older note');
    expect(queriesTo('adminFeedback').at(-1)).toEqual({ cursor: 'page-2' });
    const texts = table('Idea feedback, newest first')
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(texts[0]).toContain('Newer note');
    expect(texts[1]).toContain('Older note');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('toasts which list failed to load', async () => {
    serve({
      ratings: () => {
        throw new ApiError(403, 'forbidden', 'Admins only');
      },
    });
    renderReport();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Failed to load ratings', description: 'Admins only', variant: 'destructive' }),
    );
    expect(toast.notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to load feedback' }));
    expect(await screen.findByText('The ratings could not be loaded.')).toBeTruthy();
  });
});
