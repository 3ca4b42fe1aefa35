// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '@/features/analytics/api/get-analytics';
import { AnalyticsTab } from '@/features/analytics/components/analytics-tab';
import { queryClient } from '@/lib/query-client';
import { answerRoutes, withQueryCache } from '../../support/web';

const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));

const check = (checkpoint: number, dueOn: string, over: Partial<Analytics['videos'][number]['checks'][number]> = {}) => ({
  checkpoint,
  dueOn,
  status: 'pending' as const,
  readOn: null,
  views: null,
  likes: null,
  comments: null,
  figuresExpired: false,
  ...over,
});

const EMPTY: Analytics = {
  today: '2026-12-08',
  usual: { median: null, count: 0, enough: false, text: 'Early: 0 of 3 videos needed before we compare with your usual' },
  videos: [],
  groups: [],
  chart: { from: '2026-09-10', to: '2026-12-08', points: [] },
};

const POSTED: Analytics = {
  today: '2026-12-08',
  usual: { median: 1310, count: 3, enough: true, text: 'Your usual: 1,310 views a week after posting (the median of 3 videos)' },
  videos: [
    {
      videoId: 'dewDani0ily',
      ideaId: 'skincare-day-4-a',
      title: 'The $30 oily-skin routine your comments asked for',
      url: 'https://www.youtube.com/watch?v=dewDani0ily',
      postOn: '2026-11-30',
      askKind: 'how-to',
      format: 'tutorial',
      hookStyle: 'list',
      uplift: 2.39,
      upliftText: '2.3× your usual',
      checks: [
        check(1, '2026-12-01', { status: 'late', readOn: '2026-12-02', views: 3100, likes: 240, comments: 18 }),
        check(7, '2026-12-07', { status: 'on-time', readOn: '2026-12-07', views: 12975, likes: 1004, comments: 61 }),
        check(30, '2026-12-30'),
      ],
    },
    {
      videoId: 'dewDaniSpf1',
      ideaId: 'skincare-day-1-a',
      title: 'Why your sunscreen pills',
      url: null,
      postOn: '2026-10-20',
      askKind: 'why',
      format: 'talking-head',
      hookStyle: 'question',
      uplift: 0.71,
      upliftText: '0.7× your usual',
      checks: [
        check(1, '2026-10-21', { status: 'missed' }),
        check(7, '2026-10-27', { status: 'on-time', readOn: '2026-10-27', figuresExpired: true }),
        check(30, '2026-11-19', { status: 'gone', readOn: '2026-11-19' }),
      ],
    },
  ],
  groups: [
    { dimension: 'askKind', group: 'how-to', count: 3, uplift: 2.39, enough: true, text: 'Your how-to replies get 2.3× your usual views' },
    {
      dimension: 'askKind',
      group: 'why',
      count: 1,
      uplift: 0.71,
      enough: false,
      text: 'Your "why" answers: 1 posted so far, too few to call yet',
    },
  ],
  chart: {
    from: '2026-09-10',
    to: '2026-12-08',
    points: [
      { videoId: 'dewDaniSpf1', postOn: '2026-10-20', title: 'Why your sunscreen pills', views: null, uplift: 0.71 },
      {
        videoId: 'dewDani0ily',
        postOn: '2026-11-30',
        title: 'The $30 oily-skin routine your comments asked for',
        views: 12975,
        uplift: 2.39,
      },
    ],
  },
};

function showWith(answer: Analytics) {
  answerRoutes(api.apiCall, new Map([['myAnalytics', () => answer]]));
  render(withQueryCache(<AnalyticsTab />));
}

beforeEach(() => {
  queryClient.clear();
  api.apiCall.mockReset();
});
afterEach(cleanup);

describe('the Analytics tab', () => {
  it('says how to start when nothing is posted yet, with the way to the calendar', async () => {
    showWith(EMPTY);

    expect(await screen.findByRole('heading', { name: 'No posted videos yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe('/dashboard?tab=calendar');
    expect(screen.getByText(/paste the video's link/)).toBeTruthy();
  });

  it('leads with what works, then every posted idea at 1, 7 and 30 days against the usual', async () => {
    showWith(POSTED);

    expect(await screen.findByText('Your how-to replies get 2.3× your usual views')).toBeTruthy();
    expect(screen.getByText('Your usual: 1,310 views a week after posting (the median of 3 videos)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your posted ideas' });
    const routine = within(table)
      .getByRole('rowheader', { name: /oily-skin routine/ })
      .closest('tr')!;
    expect(within(routine).getByText('12,975')).toBeTruthy();
    expect(within(routine).getByText('late')).toBeTruthy();
    expect(within(routine).getByText('2.3× your usual')).toBeTruthy();
    expect(within(routine).getByText('on Dec 30')).toBeTruthy();
  });

  it('marks a missed day, figures past their 30 days and a video gone from YouTube, without inventing a number', async () => {
    showWith(POSTED);

    const table = await screen.findByRole('table', { name: 'Your posted ideas' });
    const row = within(table)
      .getByRole('rowheader', { name: /sunscreen pills/ })
      .closest('tr')!;
    expect(within(row).getByText('missed')).toBeTruthy();
    expect(within(row).getByText('read; figures kept 30 days')).toBeTruthy();
    expect(within(row).getByText('video gone from YouTube')).toBeTruthy();
  });

  it('draws the 90 days and gives the same figures as a table', async () => {
    showWith(POSTED);

    expect(await screen.findByRole('img', { name: /2 videos/ })).toBeTruthy();
    const alt = screen.getByRole('table', { name: 'Posted videos of the last 90 days' });
    expect(within(alt).getByText('not held')).toBeTruthy();
    expect(within(alt).getByText('0.7× your usual')).toBeTruthy();
  });
});
