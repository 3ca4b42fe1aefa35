// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKINCARE_EXAMPLES } from '#functions/content-engine/skincare-examples';
import PublicIdeaPage from '@/features/example-ideas/components/public-idea-page';
import { renderPage } from '../../support/web';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const idea = SKINCARE_EXAMPLES.find((example) => example.id === 'skincare-example-4-b')!;

function renderAt(url: string) {
  renderPage(url, { path: '/:niche/:subNiche/:ideaSlug', Component: PublicIdeaPage }, {});
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('the public idea page', () => {
  it('shows Loading... and then the idea', async () => {
    fetchMock.mockResolvedValue(json(200, { idea }));
    renderAt('/skincare/routines/idea-4-b');

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: idea.title })).toBeTruthy();
    expect(screen.getByText('Daily Content Idea #4')).toBeTruthy();
    expect(screen.getByText(idea.content.hooks[0]!)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/public-ideas/skincare/routines/idea-4-b');
  });

  it('shows the insight an idea was built on and who wrote it', async () => {
    const source = {
      ...idea.source,
      supportingComments: [{ comment: 'same question, my toner pads dry out', commentAuthor: '@rae', commentLikes: 1200 }],
      askedCount: 5,
      totalLikes: 9400,
      videos: [
        {
          title: 'Toner pads, ranked',
          creator: '@skin.lab',
          views: 2_300_000,
          platform: 'tiktok',
          url: 'https://www.tiktok.com/@skin.lab/video/2',
        },
        { title: 'Do toner pads work?', creator: '@derm.notes', views: 96_000, platform: 'youtube' },
      ],
    };
    fetchMock.mockResolvedValue(json(200, { idea: { ...idea, source, generator: 'offline' } }));
    renderAt('/skincare/routines/idea-4-b');

    const box = (await screen.findByRole('heading', { name: 'How This Idea Was Generated' })).closest('section')!;
    expect(within(box).getByText('5 viewers asked this')).toBeTruthy();
    expect(within(box).getByText('same question, my toner pads dry out')).toBeTruthy();
    expect(box.textContent).toContain('by @skin.lab · 2.3M views on TikTok');
    expect(box.textContent).toContain('“Do toner pads work?” by @derm.notes · 96K views on YouTube');
    expect(within(box).getByText("Written by CommentSpark's offline generator from these comments (no AI model was used).")).toBeTruthy();
  });

  it('logs an invalid slug and shows Content not found without calling the API', () => {
    renderAt('/skincare/routines/not-an-idea');

    expect(screen.getByText('Content not found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('Invalid slug format:', 'not-an-idea');
  });

  it('shows Content not found when there is no such idea', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 'not_found', message: 'Content not found' } }));
    renderAt('/skincare/routines/idea-99-a');

    expect(await screen.findByText('Content not found')).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows Content not found when the server cannot be reached, after the one retry the app allows', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/skincare/routines/idea-1-a');

    expect(await screen.findByText('Content not found', {}, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
