import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { marketingPages } from '@/features/marketing/pages';
import { PublicShell } from '@/public/public-shell';

async function renderHtml(path: string): Promise<string> {
  const page = marketingPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No marketing page at ${path}`);
  const { default: Page } = await page.load();
  // As the prerender step writes it: the page in the shell with the site header.
  return renderToString(
    <PublicShell path={path}>
      <Page />
    </PublicShell>,
  );
}

/** Text of the rendered HTML: React's `<!-- -->` text separators and tags removed, entities decoded. */
async function renderText(path: string): Promise<string> {
  return (await renderHtml(path))
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const NICHE_PAGES: readonly string[] = [paths.skincare, paths.haircare, paths.tiktokGrowth];
const PROMO_PAGES: readonly string[] = [paths.promoCode, paths.promoCode1, paths.promoCode2];

const KEY_COPY: Record<string, readonly string[]> = {
  [paths.home]: [
    'What should you post today?',
    'Start Free Trial',
    'Join Ambassador Program',
    '7 day free trial, cancel at any time',
    'How it works',
    'A sample daily idea',
    'Higher engagement',
    'Faster growth',
    'Content confidence',
    'Start your 7-day free trial',
  ],
  [paths.skincare]: ['Skincare video ideas your audience is already asking for', 'Vitamin C'],
  [paths.haircare]: ['Haircare and posture content ideas', 'posture', 'heatless curls'],
  [paths.tiktokGrowth]: ['TikTok growth ideas from the comments', 'Stuck at 200 views?'],
  [paths.promoCode]: ['Your promo code unlocks a daily content idea', 'Limited promo codes available'],
  [paths.promoCode1]: ['Claim your CommentSpark access before the codes run out', 'Limited promo codes available'],
  [paths.promoCode2]: ['Got a promo code? Your first idea arrives tomorrow morning'],
};

describe('marketing page registry', () => {
  it('declares the home, niche and promo pages once each', () => {
    expect(marketingPages.map((page) => page.path)).toEqual([paths.home, ...NICHE_PAGES, ...PROMO_PAGES]);
  });

  it.each(marketingPages.map((page) => [page.path, page] as const))('gives %s a 120-160 character description', (_path, page) => {
    expect(page.description.length).toBeGreaterThanOrEqual(120);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it('gives every page its own title', () => {
    const titles = marketingPages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('describes every page with schema.org JSON-LD', () => {
    for (const page of marketingPages) {
      expect(page.structuredData.length).toBeGreaterThan(0);
      for (const item of page.structuredData) expect(item['@context']).toBe('https://schema.org');
    }
  });

  it('marks home as the organization and web site', () => {
    const home = marketingPages.find((page) => page.path === paths.home);
    expect(home?.structuredData.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('offers the three plans at $9, $28 and $149 in the niche pages’ product data', () => {
    for (const path of NICHE_PAGES) {
      const [product] = marketingPages.find((page) => page.path === path)?.structuredData ?? [];
      expect(product?.['@type']).toBe('Product');
      const offers = product?.offers as Array<{ price: string; priceCurrency: string }>;
      expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
        ['9.00', 'USD'],
        ['28.00', 'USD'],
        ['149.00', 'USD'],
      ]);
    }
  });

  it('keeps the promo pages out of the sitemap and the others in it', () => {
    for (const page of marketingPages) expect(page.indexable ?? true).toBe(!PROMO_PAGES.includes(page.path));
  });
});

describe.each(marketingPages.map((page) => page.path))('the %s page', (path) => {
  it('renders its key copy', async () => {
    const text = await renderText(path);
    for (const copy of KEY_COPY[path] ?? []) expect(text).toContain(copy);
  });

  it('has one h1, a daily idea card, the header and the footer', async () => {
    const html = await renderHtml(path);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Today, 7:00 AM');
    expect(html).toContain(`href="${paths.auth}"`);
    expect(html).toContain(`href="${paths.onboarding}"`);
    expect(html).toContain(`href="${paths.ambassadors}"`);
    expect(html).toContain('mailto:hello@commentspark.app');
    expect(html).toContain('© 2026 CommentSpark');
  });

  it('contains no placeholder text and no retired prices', async () => {
    const text = await renderText(path);
    expect(text).not.toMatch(/lorem|ipsum|coming soon/i);
    expect(text).not.toContain('$30');
    expect(text).not.toContain('$99');
  });
});

describe.each(NICHE_PAGES)('the niche page %s', (path) => {
  it('shows the weekly, monthly and yearly prices with monthly as Most Popular', async () => {
    const text = await renderText(path);
    expect(text).toContain('$9 /week');
    expect(text).toContain('$28 /month');
    expect(text).toContain('$149 /year');
    expect(text).toContain('Most Popular Monthly');
  });

  it('has the two waiting-list forms and the reassurance row', async () => {
    const text = await renderText(path);
    expect(text).toContain('Join Waiting List');
    expect(text).toContain('Join Now');
    for (const promise of ['No spam, ever', 'Cancel anytime', 'Early bird pricing']) expect(text).toContain(promise);
  });
});

describe.each(PROMO_PAGES)('the promo page %s', (path) => {
  it('has the claim form, the three niche cards and the closing buttons', async () => {
    const text = await renderText(path);
    for (const copy of [
      'Promo code',
      'Email',
      'Content niche',
      'Get Access Now',
      'Get Skincare Ideas',
      'Get Haircare Ideas',
      'Get TikTok Growth Ideas',
      'Why creators choose CommentSpark',
      'Start with Skincare',
      'Start with Haircare',
      'Start with TikTok Growth',
    ]) {
      expect(text).toContain(copy);
    }
  });
});

it('offers a niche dropdown only on /promo-code', async () => {
  for (const path of PROMO_PAGES) {
    const html = await renderHtml(path);
    expect(html.includes('<select')).toBe(path === paths.promoCode);
  }
});

it('renders the tiktok-growth page in the red theme', async () => {
  expect(await renderHtml(paths.tiktokGrowth)).toContain('mk-theme-red');
});

describe('formatCount', () => {
  it.each([
    [950, '950'],
    [8_940, '8.9K'],
    [12_400, '12.4K'],
    [15_000, '15K'],
    [999_960, '1M'],
    [2_300_000, '2.3M'],
  ])('shows %d as %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});
