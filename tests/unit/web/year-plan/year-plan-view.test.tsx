// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#functions/platform/route';
import type { getYearPlan } from '#functions/year-plan/routes';
import { YearPlanView } from '@/features/year-plan/components/year-plan-view';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { answerRoutes, type RouteAnswer } from '../../support/web';

const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

type Plan = ResponseOf<typeof getYearPlan>;

const emptyMonth = (month: string): Plan['months'][number] => ({ month, moments: [], entries: [], scheduled: 0, posted: 0 });

function plan(): Plan {
  const months = [
    '2027-04',
    '2027-05',
    '2027-06',
    '2027-07',
    '2027-08',
    '2027-09',
    '2027-10',
    '2027-11',
    '2027-12',
    '2028-01',
    '2028-02',
    '2028-03',
  ].map(emptyMonth);
  const sunscreen = {
    key: 'sunscreen-season@2027',
    id: 'sunscreen-season',
    name: 'Sunscreen season',
    why: 'With the first warm weekends people search for a sunscreen that does not pill, sting or leave a white cast.',
    start: '2027-05-01',
    end: '2027-08-31',
    filmBy: '2027-04-03',
    leadWeeks: 4,
    filmByPassed: false,
    continues: false,
    suggestions: [
      {
        ideaId: 'skincare-day-11-b',
        title: 'What the numbers on your sunscreen mean',
        kind: 'library' as const,
        matched: ['sunscreen', 'spf'],
      },
      { ideaId: 'skincare-p-1', title: 'My no-white-cast SPF for deep skin', kind: 'personal' as const, matched: ['choosing a sunscreen'] },
    ],
  };
  months[1] = { ...months[1]!, moments: [sunscreen] };
  months[2] = { ...months[2]!, moments: [{ ...sunscreen, continues: true, suggestions: [] }] };
  months[0] = {
    ...months[0]!,
    entries: [
      {
        ideaId: 'skincare-day-8-b',
        title: 'The barrier rescue routine: 3 products',
        status: 'posted',
        filmOn: '2027-04-02',
        postOn: '2027-04-05',
      },
    ],
    scheduled: 0,
    posted: 1,
  };
  return { niche: 'skincare', nicheLabel: 'Skincare', today: '2027-03-20', from: '2027-04', months };
}

function renderView() {
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <YearPlanView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the year plan view', () => {
  it('shows 12 month cards, each moment with its film-by day and why, and its suggestions linked to the idea page', async () => {
    answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['getYearPlan', () => plan()]]));

    renderView();

    const months = await screen.findByRole('list', { name: '12 months from April 2027' });
    expect(
      within(months)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toHaveLength(12);
    const may = screen.getByRole('listitem', { name: 'May 2027' });
    expect(within(may).getByRole('heading', { name: 'Sunscreen season' })).toBeTruthy();
    expect(may.textContent).toContain('Film by Apr 3');
    expect(may.textContent).toContain('white cast');
    expect(within(may).getByRole('link', { name: 'What the numbers on your sunscreen mean' }).getAttribute('href')).toBe(
      '/content-idea/skincare-day-11-b',
    );
    expect(within(may).getByText('Your idea')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'June 2027' }).textContent).toContain('Still on: Sunscreen season');
  });

  it('lists what is already on the calendar with its status, and counts it', async () => {
    answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['getYearPlan', () => plan()]]));

    renderView();

    const april = await screen.findByRole('listitem', { name: 'April 2027' });
    expect(april.textContent).toContain('0 scheduled · 1 posted');
    expect(within(april).getByRole('link', { name: 'The barrier rescue routine: 3 products' })).toBeTruthy();
    expect(within(april).getByText('Posted')).toBeTruthy();
  });

  it('schedules a suggestion on its film-by day through the calendar', async () => {
    const scheduled: unknown[] = [];
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        ['getYearPlan', () => plan()],
        ['scheduleCalendarIdea', (options) => (scheduled.push(options?.body), { entry: {} })],
      ]),
    );
    renderView();

    fireEvent.click(await screen.findByRole('button', { name: 'Schedule "What the numbers on your sunscreen mean" to film on Apr 3' }));

    await waitFor(() => expect(scheduled).toEqual([{ ideaId: 'skincare-day-11-b', filmOn: '2027-04-03' }]));
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Scheduled' })));
  });

  it('says why when the calendar refuses, next to the idea', async () => {
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        ['getYearPlan', () => plan()],
        [
          'scheduleCalendarIdea',
          () => {
            throw new ApiError(404, 'idea_not_found', 'Content idea not found');
          },
        ],
      ]),
    );
    renderView();

    fireEvent.click(await screen.findByRole('button', { name: 'Schedule "My no-white-cast SPF for deep skin" to film on Apr 3' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Content idea not found');
  });

  it('shows a moment that opened before the view in full in the first month, with its suggestions', async () => {
    const opened = plan();
    opened.months[0] = {
      ...opened.months[0]!,
      moments: [
        {
          ...opened.months[1]!.moments[0]!,
          key: 'spring-routine-switch@2027',
          id: 'spring-routine-switch',
          name: 'Spring routine switch',
          start: '2027-03-15',
          end: '2027-04-30',
          filmBy: '2027-02-22',
          filmByPassed: true,
          continues: true,
          suggestions: [{ ideaId: 'skincare-day-9-b', title: 'Oily or just dehydrated?', kind: 'library', matched: ['oily'] }],
        },
      ],
    };
    answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['getYearPlan', () => opened]]));

    renderView();

    const april = await screen.findByRole('listitem', { name: 'April 2027' });
    expect(within(april).getByRole('heading', { name: 'Spring routine switch' })).toBeTruthy();
    expect(april.textContent).toContain('Film-by day passed (Feb 22): film as soon as you can');
    expect(within(april).getByRole('button', { name: 'Schedule "Oily or just dehydrated?" to film on Mar 20' })).toBeTruthy();
  });

  it('moves the 12 months a month on', async () => {
    answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['getYearPlan', () => plan()]]));
    renderView();

    fireEvent.click(await screen.findByRole('button', { name: 'Next month' }));

    await waitFor(() =>
      expect(api.apiCall).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'getYearPlan' }), { query: { from: '2027-05' } }),
    );
  });
});
