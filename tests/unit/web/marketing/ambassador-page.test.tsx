// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_DAYS, PAYOUT_MINIMUM_CENTS } from '#functions/ambassadors/commission';
import { REFERRAL_TTL_DAYS } from '#functions/referrals/rules';
import { paths } from '@/config/paths';
import { AMBASSADOR_FAQ } from '@/features/marketing/ambassador-programme';
import { PublicShell } from '@/public/public-shell';
import { publicPages } from '@/public/registry';
import { findPublicRoute } from '@/public/routes';
import { headFor, sitemapFor } from '#web/prerender';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = publicPages.find((candidate) => candidate.path === paths.ambassadors)!;

async function renderHtml(): Promise<string> {
  const { default: Page } = await page.load();
  return renderToString(
    <PublicShell path={page.path}>
      <Page />
    </PublicShell>,
  );
}

/** The visible text: tags and React's text separators removed, entities decoded. */
async function renderText(): Promise<string> {
  return (await renderHtml())
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the /ambassadors page', () => {
  it('is a public, prerendered, indexable page with its own title, description and canonical URL', () => {
    expect(findPublicRoute('/ambassadors/')?.path).toBe(paths.ambassadors);
    expect(page.title).toBe('Ambassador Program: 50% Lifetime Commission | CommentSpark');
    expect(page.description.length).toBeGreaterThanOrEqual(120);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(publicPages.filter((other) => other.title === page.title)).toHaveLength(1);
    const head = headFor(page, 'https://commentspark.app');
    expect(head).toContain('<link rel="canonical" href="https://commentspark.app/ambassadors" />');
    expect(head).toContain('<meta property="og:title" content="Ambassador Program: 50% Lifetime Commission | CommentSpark" />');
    expect(head).not.toContain('noindex');
    expect(sitemapFor(publicPages, 'https://commentspark.app')).toContain('<loc>https://commentspark.app/ambassadors</loc>');
  });

  it('carries its FAQ as FAQPage JSON-LD that parses and asks the questions the page shows', async () => {
    const head = headFor(page, 'https://commentspark.app');
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
    };
    expect(faq).toBeDefined();
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
    const text = await renderText();
    for (const question of faq.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(text).toContain(question.name);
      expect(text).toContain(question.acceptedAnswer.text);
    }
    expect(faq.mainEntity.map((q) => q.name)).toEqual(
      expect.arrayContaining(['How much can I earn?', 'When and how do I get paid?', 'Can I run paid ads?']),
    );
  });

  it('pitches 50% lifetime commission with one h1, the header and the footer', async () => {
    const html = await renderHtml();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const text = await renderText();
    expect(text).toContain('Earn 50% lifetime commission');
    expect(text).toContain('Apply Now');
    expect(html).toContain('href="#apply"');
    expect(html).toContain(`href="${paths.auth}"`);
    expect(html).toContain('© 2026 CommentSpark');
  });

  it('shows what each plan earns, derived from the prices and the rate: $4.50, $14.00 and $74.50', async () => {
    const html = await renderHtml();
    const rows = [...html.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><td[^>]*><strong>(.*?)<\/strong>/g)].map((m) => [
      m[1],
      m[2],
      m[3],
    ]);
    expect(rows).toEqual([
      ['Weekly', '$9/week', '$4.50'],
      ['Monthly', '$28/month', '$14.00'],
      ['Yearly', '$149/year', '$74.50'],
    ]);
  });

  it('works the example: 100 monthly referrals give $1,400 per month', async () => {
    const text = await renderText();
    expect(text).toContain('100 monthly referrals × $14.00 = $1,400 per month');
  });

  it('lists the benefits and the programme terms, with the numbers the ledger and the tracking use', async () => {
    const text = await renderText();
    expect(HOLD_DAYS).toBe(30);
    expect(PAYOUT_MINIMUM_CENTS).toBe(5_000);
    expect(REFERRAL_TTL_DAYS).toBe(60);
    for (const copy of [
      'Why creators join',
      'Earn for life, not once',
      'Your own ambassador portal',
      'Program terms',
      'We pay once a month by PayPal, Stripe or bank transfer.',
      '30-day hold for new ambassadors',
      '$50 minimum payout',
      'A smaller balance rolls over to the next month',
      '60-day tracking',
      'Paid advertising needs approval',
      'Review within 24 hours',
    ]) {
      expect(text).toContain(copy);
    }
    expect(text).not.toMatch(/lorem|ipsum|coming soon|\$30\b|\$99\b/i);
  });

  it('has the application form with every field and the spec lists as words', async () => {
    const text = await renderText();
    for (const label of [
      'Name',
      'Email',
      'Company (optional)',
      'Website (optional)',
      'Audience size',
      'Marketing channels',
      'Submit Application',
    ]) {
      expect(text).toContain(label);
    }
    for (const channel of [
      'TikTok',
      'Instagram',
      'Facebook',
      'Twitter / X',
      'YouTube',
      'LinkedIn',
      'Pinterest',
      'Blog',
      'Email newsletter',
      'Other',
    ]) {
      expect(text).toContain(channel);
    }
    for (const size of ['Under 1,000', '1,000 to 10,000', '10,000 to 50,000', '50,000 to 100,000', 'More than 100,000'])
      expect(text).toContain(size);
    expect(text).toContain('Expert: I run affiliate campaigns at scale');
  });

  it('renders the same FAQ entries it declares', async () => {
    const text = await renderText();
    for (const item of AMBASSADOR_FAQ) expect(text).toContain(item.question);
  });

  it('hydrates without a mismatch', async () => {
    const { default: Page } = await page.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
