// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { searchPages } from '@/features/search-pages/pages';
import type { PublicPage } from '@/lib/public-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SEARCH_PATHS: readonly string[] = [
  paths.tiktokContentIdeas,
  paths.contentIdeasGenerator,
  paths.viralVideoIdeas,
  paths.socialMediaContentIdeas,
  paths.youtubeContentIdeas,
];

async function render(page: PublicPage): Promise<HTMLElement> {
  const { default: Page } = await page.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  return container;
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function faqLd(page: PublicPage) {
  const faq = page.structuredData.find((data) => data['@type'] === 'FAQPage');
  return (faq?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('search page registry', () => {
  it('declares the five search pages once each', () => {
    expect(searchPages.map((page) => page.path)).toEqual(SEARCH_PATHS);
  });

  it('gives every page its own title', () => {
    expect(new Set(searchPages.map((page) => page.title)).size).toBe(searchPages.length);
  });

  it.each(searchPages.map((page) => [page.path, page] as const))('describes %s in 120 to 160 characters', (_path, page) => {
    expect(page.description.length).toBeGreaterThanOrEqual(120);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it.each(searchPages.map((page) => [page.path, page] as const))('marks %s up as a schema.org WebPage and FAQPage', (_path, page) => {
    expect(page.structuredData.map((data) => [data['@context'], data['@type']])).toEqual([
      ['https://schema.org', 'WebPage'],
      ['https://schema.org', 'FAQPage'],
    ]);
  });
});

describe.each(searchPages.map((page) => [page.path, page] as const))('the %s page', (path, page) => {
  it('has one h1 of its own', async () => {
    const headings = await Promise.all(searchPages.map(async (other) => [...(await render(other)).querySelectorAll('h1')].map(text)));
    const own = headings[searchPages.indexOf(page)]!;
    expect(own).toHaveLength(1);
    expect(headings.flat().filter((heading) => heading === own[0])).toHaveLength(1);
  });

  it('shows an FAQ of 5 to 7 questions, the same ones its FAQPage markup lists', async () => {
    const container = await render(page);
    const items = [...container.querySelectorAll('#faq .sp-faq__item')];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.length).toBeLessThanOrEqual(7);
    const rendered = items.map((item) => ({
      name: text(item.querySelector('.sp-faq__question')),
      acceptedAnswer: text(item.querySelector('.sp-faq__answer')),
    }));
    expect(rendered).toEqual(faqLd(page).map((entry) => ({ name: entry.name, acceptedAnswer: entry.acceptedAnswer.text })));
  });

  it('answers the questions about the trial, cancelling, niches and the 7:00 AM delivery', () => {
    const answers = faqLd(page)
      .map((entry) => `${entry.name} ${entry.acceptedAnswer.text}`)
      .join(' ');
    expect(answers).toMatch(/7-day/);
    expect(answers).toMatch(/cancel/i);
    expect(answers).toMatch(/niche/i);
    expect(answers).toContain('7:00 AM');
  });

  it('links to sign-in, the trial, an anchor on the page, the skincare page and the other search pages', async () => {
    const container = await render(page);
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toEqual(
      expect.arrayContaining([paths.auth, paths.onboarding, paths.skincare, paths.ambassadors, 'mailto:hello@commentspark.app']),
    );
    expect(hrefs).toEqual(expect.arrayContaining(SEARCH_PATHS.filter((other) => other !== path)));
    expect(hrefs).not.toContain(path);
    const anchors = hrefs.filter((href) => href.startsWith('#'));
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) expect(container.querySelector(anchor), anchor).not.toBeNull();
  });

  it('shows the marketing figures, a fixed copyright year and no placeholder copy or old prices', async () => {
    const copy = text(await render(page));
    for (const figure of ['1,000+', '5,000+', '10,000+', '50+']) expect(copy).toContain(figure);
    expect(copy).toContain('© 2026 CommentSpark');
    expect(copy).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
    expect(copy).not.toMatch(/\$30\b|\$99\b/);
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

describe('search page copy', () => {
  it('is written separately for each page', async () => {
    const paragraphs = await Promise.all(
      searchPages.map(async (page) =>
        [...(await render(page)).querySelectorAll('.sp-hero__lead, .sp-steps p, .sp-cards__detail, .sp-faq__answer')].map(text),
      ),
    );
    const all = paragraphs.flat();
    const repeated = all.filter((paragraph, index) => all.indexOf(paragraph) !== index);
    expect(repeated).toEqual([]);
  });
});
