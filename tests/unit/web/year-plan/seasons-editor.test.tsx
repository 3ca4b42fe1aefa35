// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#functions/platform/route';
import type { adminGetSeasons } from '#functions/year-plan/routes';
import { SeasonsEditor } from '@/features/year-plan/components/seasons-editor';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, withQueryCache, type RouteAnswer } from '../../support/web';

const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

type Seasons = ResponseOf<typeof adminGetSeasons>;

function seasons(overrides: Partial<Seasons> = {}): Seasons {
  return {
    niche: 'skincare',
    label: 'Skincare',
    moments: [
      {
        id: 'sunscreen-season',
        name: 'Sunscreen season',
        window: { kind: 'fixed', start: '05-01', end: '08-31' },
        leadWeeks: 4,
        why: 'With the first warm weekends people search for a sunscreen that does not pill.',
        topics: ['choosing-sunscreen'],
        keywords: ['sunscreen', 'spf'],
      },
    ],
    version: 0,
    shipped: true,
    updatedAt: null,
    updatedBy: null,
    topics: [
      { id: 'choosing-sunscreen', name: 'choosing a sunscreen' },
      { id: 'dark-spots', name: 'dark spots' },
    ],
    niches: [
      { niche: 'skincare', label: 'Skincare' },
      { niche: 'haircare', label: 'Haircare' },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the admin Seasons tab', () => {
  it('shows a niche’s moments with their fields', async () => {
    answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['adminGetSeasons', () => seasons()]]));

    render(withQueryCache(<SeasonsEditor />));

    const form = await screen.findByRole('form', { name: 'Seasonal moments of Skincare' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Sunscreen season');
    expect((within(form).getByLabelText('From (MM-DD)') as HTMLInputElement).value).toBe('05-01');
    expect((within(form).getByLabelText('choosing a sunscreen') as HTMLInputElement).checked).toBe(true);
    expect(form.textContent).toContain('The shipped list');
  });

  it('refuses a day that does not exist on its field before sending anything', async () => {
    answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['adminGetSeasons', () => seasons()]]));
    render(withQueryCache(<SeasonsEditor />));
    const from = await screen.findByLabelText('From (MM-DD)');

    fireEvent.change(from, { target: { value: '02-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save moments' }));

    expect(await screen.findByText('No such day')).toBeTruthy();
    expect(api.apiCall).toHaveBeenCalledTimes(1);
  });

  it('saves the list over the version read and says so', async () => {
    const sent: unknown[] = [];
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        ['adminGetSeasons', () => seasons()],
        ['adminSetSeasons', (options) => (sent.push(options?.body), seasons({ version: 1, shipped: false }))],
      ]),
    );
    render(withQueryCache(<SeasonsEditor />));

    fireEvent.change(await screen.findByLabelText('Lead time (weeks before it starts to film)'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save moments' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 0, moments: [{ id: 'sunscreen-season', leadWeeks: 6, keywords: ['sunscreen', 'spf'] }] });
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Moments saved' })));
  });

  it('shows the stale-version refusal above the buttons', async () => {
    const STALE = 'Someone saved these moments since you opened the page. Reload to see them, then edit again.';
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        ['adminGetSeasons', () => seasons()],
        [
          'adminSetSeasons',
          () => {
            throw new ApiError(409, 'stale_version', STALE);
          },
        ],
      ]),
    );
    render(withQueryCache(<SeasonsEditor />));

    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Sunscreen season (US)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save moments' }));

    expect(await screen.findByText(STALE)).toBeTruthy();
  });

  it('shows the server’s field error on the topic list', async () => {
    answerRoutes(
      api.apiCall,
      new Map<string, RouteAnswer>([
        ['adminGetSeasons', () => seasons()],
        [
          'adminSetSeasons',
          () => {
            throw new ApiError(400, 'invalid_input', 'Some topics are not in this niche.', {
              'moments.0.topics.0': ['No topic "choosing-sunscreen" in this niche'],
            });
          },
        ],
      ]),
    );
    render(withQueryCache(<SeasonsEditor />));

    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Sunscreen time' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save moments' }));

    expect((await screen.findByRole('alert')).textContent).toBe('No topic "choosing-sunscreen" in this niche');
  });
});
