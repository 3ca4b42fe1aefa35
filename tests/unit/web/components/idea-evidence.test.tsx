// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdeaGenerator, IdeaSource } from '#functions/shared/schemas';
import { IdeaSourceBox } from '@/components/idea/idea-evidence';
import { ideaFixture } from '../../support/web';

const LIBRARY_SOURCE = ideaFixture().source;

const INSIGHT_SOURCE: IdeaSource = {
  ...LIBRARY_SOURCE,
  supportingComments: [
    { comment: 'how do you reapply over foundation without ruining it', commentAuthor: '@mia.k', commentLikes: 1840 },
    { comment: 'reapply spf with makeup on??', commentAuthor: '@dee.glows', commentLikes: 920 },
    { comment: 'is a setting spray with spf enough', commentAuthor: '@lou', commentLikes: 45 },
  ],
  askedCount: 5,
  totalLikes: 6210,
  videos: [
    {
      title: 'My summer skincare routine',
      creator: '@glow.daily',
      views: 1_500_000,
      platform: 'tiktok',
      url: 'https://www.tiktok.com/@glow.daily/video/1',
    },
    { title: 'Makeup over SPF: a week-long test', creator: '@beautybykai', views: 482_000, platform: 'youtube' },
  ],
};

const OFFLINE_NOTE = "Written by CommentSpark's offline generator from these comments (no AI model was used).";
const AI_NOTE = 'Written with AI from these comments.';

function renderBox(source: IdeaSource, generator?: IdeaGenerator) {
  render(<IdeaSourceBox source={source} generator={generator} headingId="source" />);
  return screen.getByRole('region', { name: 'How This Idea Was Generated' });
}

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

afterEach(cleanup);

describe('the "How This Idea Was Generated" box', () => {
  it('shows a library idea as before: one quoted comment, its video, and no count', () => {
    const box = renderBox(LIBRARY_SOURCE);

    expect([...box.children].map((child) => [child.tagName, text(child)])).toEqual([
      ['H2', 'How This Idea Was Generated'],
      ['P', 'We found this comment under a video that was taking off on TikTok, and built the idea to answer it.'],
      ['FIGURE', 'do I really have to reapply?? I wear makeup@sunny.side · 3.1K likes'],
      ['P', 'Video: “My summer skincare routine” by @glow.daily · 1.5M views on TikTok'],
    ]);
    const quote = within(box).getByRole('figure');
    expect(within(quote).getByRole('blockquote').textContent).toBe('do I really have to reapply?? I wear makeup');
    expect(within(box).queryByText(/asked this/)).toBeNull();
    expect(within(box).queryByRole('list')).toBeNull();
    expect(within(box).queryByRole('link')).toBeNull();
  });

  it('shows an insight: how many viewers asked, their likes, up to 3 more quotes and every video', () => {
    const box = renderBox(INSIGHT_SOURCE);

    expect(within(box).getByText('5 viewers asked this').closest('p')?.textContent).toBe('5 viewers asked this · 6.2K likes in total');
    const quotes = within(within(box).getByRole('list', { name: 'More viewers asking this' })).getAllByRole('listitem');
    expect(
      quotes.map((quote) => [within(quote).getByRole('blockquote').textContent, quote.querySelector('figcaption')?.textContent]),
    ).toEqual([
      ['how do you reapply over foundation without ruining it', '@mia.k · 1.8K likes'],
      ['reapply spf with makeup on??', '@dee.glows · 920 likes'],
      ['is a setting spray with spf enough', '@lou · 45 likes'],
    ]);
    const videos = within(within(box).getByRole('list', { name: 'Videos:' })).getAllByRole('listitem');
    expect(videos.map(text)).toEqual([
      '“My summer skincare routine” (opens in a new tab) by @glow.daily · 1.5M views on TikTok',
      '“Makeup over SPF: a week-long test” by @beautybykai · 482K views on YouTube',
    ]);
  });

  it('links a video that has an address, in a new tab without handing it the opener', () => {
    const box = renderBox(INSIGHT_SOURCE);

    const links = within(box).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://www.tiktok.com/@glow.daily/video/1');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(text(links[0]!)).toBe('“My summer skincare routine” (opens in a new tab)');
  });

  it('does not link a video address that is not a web address', () => {
    const video = { title: 'Trick', creator: '@x', views: 10, platform: 'tiktok' as const, url: 'javascript:alert(1)' };
    const box = renderBox({ ...LIBRARY_SOURCE, videos: [video] });

    expect(within(box).queryByRole('link')).toBeNull();
    expect(box.textContent).toContain('Video: “Trick” by @x · 10 views on TikTok');
  });

  it('claims no count for an insight of one, even when it says so explicitly', () => {
    const box = renderBox({ ...LIBRARY_SOURCE, askedCount: 1, totalLikes: 3120, supportingComments: [] });

    expect(within(box).queryByText(/asked this/)).toBeNull();
    expect(within(box).queryByRole('list')).toBeNull();
  });

  it('says an offline idea was written without an AI model', () => {
    const box = renderBox(INSIGHT_SOURCE, 'offline');

    expect(within(box).getByText(OFFLINE_NOTE)).toBeTruthy();
    expect(within(box).queryByText(AI_NOTE)).toBeNull();
  });

  it('says an OpenAI idea was written with AI', () => {
    const box = renderBox(INSIGHT_SOURCE, 'openai');

    expect(within(box).getByText(AI_NOTE)).toBeTruthy();
    expect(within(box).queryByText(OFFLINE_NOTE)).toBeNull();
  });

  it.each([
    ['a library idea', 'library'],
    ['an idea that names no generator', undefined],
  ] as const)('adds no note for %s', (_name, generator) => {
    const box = renderBox(INSIGHT_SOURCE, generator);

    expect(within(box).queryByText(/^Written /)).toBeNull();
  });

  describe('with comments read from YouTube', () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const youtube = (quotedUntil: string): IdeaSource => ({
      comment: 'ok but how do u do this with a bad knee?? mine clicks every squat',
      commentAuthor: '@jess.lifts',
      commentLikes: 412,
      commentUrl: 'https://www.youtube.com/watch?v=abc123def45&lc=UgzKneeClick01',
      quotedUntil,
      videoTitle: '30 day squat challenge day 1',
      videoCreator: '@coachmarco',
      videoViews: 1_240_000,
      platform: 'youtube',
      supportingComments: [{ comment: 'squats hurt my knees any alternative', commentAuthor: '@pri', commentLikes: 40, quotedUntil }],
      askedCount: 7,
      totalLikes: 1_210,
      videos: [
        {
          title: '30 day squat challenge day 1',
          creator: '@coachmarco',
          views: 1_240_000,
          platform: 'youtube',
          url: 'https://www.youtube.com/shorts/abc123def45',
        },
      ],
    });

    it('quotes them while they are current, each saying "on YouTube" and linking to the comment', () => {
      const box = renderBox(youtube(inDays(10)));

      const caption = within(box).getAllByRole('figure')[0]!.querySelector('figcaption')!;
      expect(text(caption)).toBe('@jess.lifts · 412 likes on YouTube (opens in a new tab)');
      expect(within(caption).getByRole('link').getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc123def45&lc=UgzKneeClick01');
      expect(within(box).queryByText(/are quoted here for 30 days/)).toBeNull();
    });

    it('shows how many asked and the video link instead of the words, likes and views once they are past their date', () => {
      const box = renderBox(youtube(inDays(-1)));

      expect(within(box).queryByRole('figure')).toBeNull();
      expect(box.textContent).not.toContain('bad knee');
      expect(within(box).getByText('7 viewers asked this').closest('p')?.textContent).toBe('7 viewers asked this');
      const link = within(box).getByRole('link');
      expect(link.getAttribute('href')).toBe('https://www.youtube.com/shorts/abc123def45');
      expect(link.textContent).toBe('The video on YouTube (opens in a new tab)');
      expect(box.textContent).not.toContain('views on YouTube');
      expect(
        within(box).getByText('YouTube comments are quoted here for 30 days after we read them; the video has them all.'),
      ).toBeTruthy();
    });

    it('says one viewer asked when a single comment can no longer be quoted', () => {
      const box = renderBox({ ...youtube(inDays(-1)), askedCount: 1, totalLikes: 412, supportingComments: [] });

      expect(within(box).getByText('1 viewer asked this').closest('p')?.textContent).toBe('1 viewer asked this');
    });
  });
});
