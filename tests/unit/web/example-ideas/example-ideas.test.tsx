// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentIdea } from '#functions/shared/schemas';
import { SKINCARE_EXAMPLES, SKINCARE_EXAMPLE_TOPICS } from '#functions/content-engine/skincare-examples';
import { paths } from '@/config/paths';
import { exampleIdeaPages } from '@/features/example-ideas/pages';
import { formatCount } from '@/lib/format';
import type { PublicPage } from '@/lib/public-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EXPECTED_PATHS = [...[1, 2, 3, 4, 5, 6].flatMap((n) => [`/skincare-idea-${n}-a`, `/skincare-idea-${n}-b`]), '/skincare-idea-7-b'];

async function render(page: PublicPage): Promise<HTMLElement> {
  const { default: Page } = await page.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  return container;
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Everything an idea says, for topic checks. */
const wording = (n: number) =>
  SKINCARE_EXAMPLES.filter((idea) => idea.ideaNumber === n)
    .map((idea) => [idea.title, ...idea.content.hooks, ...idea.content.sections.flatMap((s) => [s.title, s.text, s.voiceover])].join(' '))
    .join(' ');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('skincare example ideas', () => {
  it('are 13: ideas 1 to 6 in variants A and B, and 7B', () => {
    expect(SKINCARE_EXAMPLES.map((idea) => `${idea.ideaNumber}${idea.variant}`)).toEqual([
      ...[1, 2, 3, 4, 5, 6].flatMap((n) => [`${n}A`, `${n}B`]),
      '7B',
    ]);
  });

  it.each(SKINCARE_EXAMPLES.map((idea) => [idea.id, idea] as const))('%s fits the contentIdea schema', (_id, idea) => {
    expect(contentIdea.parse(idea)).toEqual(idea);
  });

  it.each(SKINCARE_EXAMPLES.map((idea) => [idea.id, idea] as const))('%s has 3 hooks, 3 to 5 sections and bulleted reasons', (id, idea) => {
    expect(id).toBe(`skincare-example-${idea.ideaNumber}-${idea.variant.toLowerCase()}`);
    expect(idea).toMatchObject({ niche: 'skincare', dayNumber: idea.ideaNumber });
    expect(idea.content.hooks).toHaveLength(3);
    expect(idea.content.sections.length).toBeGreaterThanOrEqual(3);
    expect(idea.content.sections.length).toBeLessThanOrEqual(5);
    expect(idea.content.why_it_works.split(' • ').length).toBeGreaterThanOrEqual(3);
  });

  it('give A and B of the same idea different titles and hooks', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const [a, b] = SKINCARE_EXAMPLES.filter((idea) => idea.ideaNumber === n);
      expect(a!.title).not.toBe(b!.title);
      expect(a!.content.hooks.filter((hook) => b!.content.hooks.includes(hook))).toEqual([]);
    }
  });

  it('cover the topics the spec names for ideas 1 to 4', () => {
    expect([1, 2, 3, 4].map((n) => SKINCARE_EXAMPLE_TOPICS[n])).toEqual([
      'Skin type test',
      'AM vs PM timing',
      'Double cleansing',
      'Toner pad usage',
    ]);
    expect(wording(1)).toMatch(/skin type/i);
    expect(wording(1)).toMatch(/test/i);
    expect(wording(2)).toMatch(/\bAM\b|morning/);
    expect(wording(2)).toMatch(/\bPM\b|night/);
    expect(wording(3)).toMatch(/double cleans/i);
    expect(wording(4)).toMatch(/toner pad/i);
  });
});

describe('example idea page registry', () => {
  it('has one page per example, at /skincare-idea-{n}-{a|b}', () => {
    expect(exampleIdeaPages).toHaveLength(13);
    expect(exampleIdeaPages.map((page) => page.path)).toEqual(EXPECTED_PATHS);
  });

  it.each(exampleIdeaPages.map((page, i) => [page.path, page, SKINCARE_EXAMPLES[i]!] as const))(
    'titles and describes %s from its idea',
    (_path, page, idea) => {
      expect(page.title).toBe(`Skincare content idea #${idea.ideaNumber}: ${idea.title}`);
      expect(page.title.length).toBeLessThanOrEqual(60);
      expect(page.description).toContain(idea.title);
      expect(page.description.length).toBeGreaterThanOrEqual(120);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.structuredData[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'HowTo', name: idea.title });
    },
  );
});

describe.each(exampleIdeaPages.map((page, i) => [page.path, page, SKINCARE_EXAMPLES[i]!] as const))('the %s page', (_path, page, idea) => {
  it('shows the idea number, the fixed delivery label, its hooks and slides', async () => {
    const container = await render(page);
    const copy = text(container);
    expect(copy).toContain(`Daily Content Idea #${idea.ideaNumber}`);
    expect(copy).toContain('Today, 7:00 AM');
    expect(text(container.querySelector('h1'))).toBe(idea.title);
    expect([...container.querySelectorAll('.ex-hook__text')].map(text)).toEqual(idea.content.hooks);
    const slides = [...container.querySelectorAll('.ex-slide')];
    expect(slides).toHaveLength(idea.content.sections.length);
    expect(text(slides[0]!)).toContain(idea.content.sections[0]!.voiceover);
    expect(text(slides[0]!)).toContain(idea.content.sections[0]!.visuals);
  });

  it('explains why it works and where it came from', async () => {
    const copy = text(await render(page));
    expect(copy).toContain('Why it works');
    expect(copy).toContain('How This Idea Was Generated');
    expect(copy).toContain(idea.source.comment);
    expect(copy).toContain(idea.source.commentAuthor);
    expect(copy).toContain(idea.source.videoTitle);
    expect(copy).toContain(`${formatCount(idea.source.videoViews)} views`);
  });

  it('links back to the skincare ideas and carries the copyright line', async () => {
    const container = await render(page);
    const back = [...container.querySelectorAll('a')].find((link) => text(link).includes('Back to Skincare Ideas'));
    expect(back?.getAttribute('href')).toBe(paths.skincare);
    expect(text(container)).toContain('© 2026 CommentSpark');
  });

  it('hydrates without a mismatch', async () => {
    const { default: Page } = await page.load();
    const container = await render(page);
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

describe('formatCount', () => {
  it.each([
    [850, '850'],
    [4218, '4.2K'],
    [884_000, '884K'],
    [999_999, '1M'],
    [2_340_000, '2.3M'],
  ])('prints %d as %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});
