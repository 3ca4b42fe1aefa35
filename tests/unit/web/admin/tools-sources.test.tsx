// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { adminSources } from '#functions/ingestion/routes';
import type { ResponseOf } from '#functions/platform/route';
import { SourcesPanel } from '@/features/admin/components/sources';
import { ApiError } from '@/lib/api-client';
import { withQueryCache } from '../../support/web';

// The API client is the panel's only way out; toasts go through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

type Overview = ResponseOf<typeof adminSources>;
type NicheRow = Overview['niches'][number];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function nicheRow(overrides: Partial<NicheRow> = {}): NicheRow {
  return {
    niche: 'fitness',
    label: 'Fitness',
    queries: ['beginner glute workout', 'knee pain squats fix'],
    videos: [
      {
        id: 'aB3_-x9ZqL0',
        title: '30 day squat challenge day 1',
        url: 'https://www.youtube.com/watch?v=aB3_-x9ZqL0',
        addedAt: '2026-12-06T09:00:00.000Z',
        addedBy: 'admin@commentspark.local',
      },
    ],
    channels: [],
    version: 2,
    lastRun: {
      runId: 'run-1',
      niche: 'fitness',
      startedAt: '2026-12-07T08:30:00.000Z',
      finishedAt: '2026-12-07T08:34:00.000Z',
      status: 'done',
      videosFound: 6,
      commentsAdded: 412,
      errors: [{ videoId: 'zZ9_deleted', reason: 'videoNotFound', message: 'The video is gone' }],
    },
    asksLeft: 31,
    daysOfSupply: 31,
    warning: null,
    countedAt: '2026-12-07T09:00:00.000Z',
    ...overrides,
  };
}

function overview(niches: NicheRow[]): Overview {
  return { budget: { day: '2026-12-07', search: { used: 1200, limit: 10_000 }, reads: { used: 2450, limit: 10_000 } }, niches };
}

const SHORT_WARNING =
  'Only 9 days of fresh asks left; after that, ideas reuse old asks from a new angle. Add search queries, or a video or channel, for this niche.';

describe('the Sources tab', () => {
  it("shows the day's quota, and per niche its supply, queries, added videos linked to YouTube and the last run with its errors", async () => {
    api.apiCall.mockResolvedValue(overview([nicheRow()]));

    render(withQueryCache(<SourcesPanel />));

    const quota = await screen.findByRole('region', { name: 'YouTube quota today' });
    expect(quota.textContent).toContain('1,200 of 10,000 units');
    expect(quota.textContent).toContain('2,450 of 10,000 units');
    const niche = screen.getByRole('group', { name: 'Fitness' });
    expect(within(niche).getByText('31 days of asks')).toBeTruthy();
    fireEvent.click(within(niche).getByText('Fitness'));
    expect(within(niche).getByLabelText('Query 1')).toHaveProperty('value', 'beginner glute workout');
    const video = within(niche).getByRole('link', { name: /^30 day squat challenge day 1/ });
    expect(video.getAttribute('href')).toBe('https://www.youtube.com/watch?v=aB3_-x9ZqL0');
    expect(video.closest('li')?.textContent).toContain('on YouTube');
    const errors = within(niche).getByRole('list', { name: 'Errors in the last run' });
    expect(errors.textContent).toBe('videoNotFound · video zZ9_deleted · The video is gone');
  });

  it('warns about a niche under two weeks of asks, opened, and says so above the list', async () => {
    api.apiCall.mockResolvedValue(
      overview([nicheRow(), nicheRow({ niche: 'travel', label: 'Travel', asksLeft: 9, daysOfSupply: 9, warning: SHORT_WARNING })]),
    );

    render(withQueryCache(<SourcesPanel />));

    expect((await screen.findByRole('note')).textContent).toBe('1 niche has under two weeks of fresh asks: Travel.');
    const travel = screen.getByRole('group', { name: 'Travel' });
    expect(travel.hasAttribute('open')).toBe(true);
    expect(within(travel).getByRole('alert').textContent).toBe(SHORT_WARNING);
    expect(within(travel).getByText('Low: 9 days of asks')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Fitness' }).hasAttribute('open')).toBe(false);
  });

  it('checks the queries with the route schema before saving, and shows the message on the field', async () => {
    api.apiCall.mockResolvedValue(overview([nicheRow()]));
    render(withQueryCache(<SourcesPanel />));
    const niche = await screen.findByRole('group', { name: 'Fitness' });

    fireEvent.change(within(niche).getByLabelText('Query 2'), { target: { value: ' ' } });
    fireEvent.click(within(niche).getByRole('button', { name: 'Save queries' }));

    expect(await within(niche).findByText('A query is at least 2 characters')).toBeTruthy();
    expect(api.apiCall).toHaveBeenCalledTimes(1);
  });

  it('saves edited queries with the version it read, and says so', async () => {
    api.apiCall.mockImplementation(async (route: { name: string }, options?: { body?: { queries: string[] } }) =>
      route.name === 'adminSetSourceQueries' ? { queries: options!.body!.queries, version: 3 } : overview([nicheRow()]),
    );
    render(withQueryCache(<SourcesPanel />));
    const niche = await screen.findByRole('group', { name: 'Fitness' });

    fireEvent.click(within(niche).getByRole('button', { name: 'Add query' }));
    fireEvent.change(within(niche).getByLabelText('Query 3'), { target: { value: '  period cramps workout ' } });
    fireEvent.click(within(niche).getByRole('button', { name: 'Remove query 1' }));
    fireEvent.click(within(niche).getByRole('button', { name: 'Save queries' }));

    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Queries saved' })));
    const save = api.apiCall.mock.calls.find(([route]) => (route as { name: string }).name === 'adminSetSourceQueries')!;
    expect(save[1]).toEqual({
      params: { niche: 'fitness' },
      body: { queries: ['knee pain squats fix', 'period cramps workout'], version: 2 },
    });
  });

  it("shows someone else's newer save (409) above the buttons", async () => {
    api.apiCall.mockImplementation(async (route: { name: string }) => {
      if (route.name === 'adminSetSourceQueries')
        throw new ApiError(409, 'conflict', 'Someone saved these queries since you opened the page. Reload to see them, then edit again.');
      return overview([nicheRow()]);
    });
    render(withQueryCache(<SourcesPanel />));
    const niche = await screen.findByRole('group', { name: 'Fitness' });

    fireEvent.change(within(niche).getByLabelText('Query 1'), { target: { value: 'glute bridge form' } });
    fireEvent.click(within(niche).getByRole('button', { name: 'Save queries' }));

    expect((await within(niche).findByRole('alert')).textContent).toBe(
      'Someone saved these queries since you opened the page. Reload to see them, then edit again.',
    );
  });

  it('adds a video by URL through the video route and a channel through the channel route', async () => {
    const added = { id: 'x', title: 'Glute bridge mistakes', url: 'https://www.youtube.com/watch?v=x', addedAt: '', addedBy: '' };
    api.apiCall.mockImplementation(async (route: { name: string }) =>
      route.name === 'adminSources' ? overview([nicheRow()]) : { status: 'added', source: added },
    );
    render(withQueryCache(<SourcesPanel />));
    const niche = await screen.findByRole('group', { name: 'Fitness' });
    const field = within(niche).getByLabelText('Add a video or channel by URL');

    fireEvent.change(field, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(within(niche).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Video added' })));
    fireEvent.change(field, { target: { value: 'https://www.youtube.com/@coachmarco' } });
    fireEvent.click(within(niche).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Channel added' })));

    const routes = api.apiCall.mock.calls.map(([route]) => (route as { name: string }).name).filter((name) => name !== 'adminSources');
    expect(routes).toEqual(['adminAddSourceVideo', 'adminAddSourceChannel']);
  });

  it('refuses an address that is neither, and shows what YouTube did not know under the field', async () => {
    api.apiCall.mockImplementation(async (route: { name: string }) => {
      if (route.name === 'adminSources') return overview([nicheRow()]);
      throw new ApiError(400, 'invalid_input', 'No YouTube video at that URL', { url: ['No YouTube video at that URL'] });
    });
    render(withQueryCache(<SourcesPanel />));
    const niche = await screen.findByRole('group', { name: 'Fitness' });
    const field = within(niche).getByLabelText('Add a video or channel by URL');

    fireEvent.change(field, { target: { value: 'https://www.tiktok.com/@x/video/1' } });
    fireEvent.click(within(niche).getByRole('button', { name: 'Add' }));
    expect(await within(niche).findByText('Enter a YouTube video or channel URL')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'https://youtu.be/AAAAAAAAAAA' } });
    fireEvent.click(within(niche).getByRole('button', { name: 'Add' }));
    expect(await within(niche).findByText('No YouTube video at that URL')).toBeTruthy();
  });
});
