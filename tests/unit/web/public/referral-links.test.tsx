// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKINCARE_EXAMPLES } from '#functions/content-engine/skincare-examples';
import { REFERRAL_STORAGE_KEY, REFERRAL_TTL_DAYS } from '#functions/referrals/rules';
import { paths } from '@/config/paths';
import PublicIdeaPage from '@/features/example-ideas/components/public-idea-page';
import { publicPages } from '@/public/registry';
import { PublicShell } from '@/public/public-shell';
import { captureReferral, clearStoredReferral, getStoredReferralCode } from '@/lib/referral';
import { withReferralCode } from '@/lib/referral-link';
import { renderPage } from '../../support/web';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DAY = 24 * 60 * 60 * 1000;

/** The address bar of the page under test (jsdom's own location). */
const visit = (url: string) => window.history.replaceState(null, '', url);
const page = (path: string) => publicPages.find((candidate) => candidate.path === path)!;
const trialLinks = () => screen.getAllByRole('link', { name: 'Start Free Trial' }).map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  clearStoredReferral();
  localStorage.clear();
  document.body.innerHTML = '';
  visit('/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

async function renderPublicPage(path: string) {
  const { default: Page } = await page(path).load();
  render(
    <PublicShell path={path}>
      <Page />
    </PublicShell>,
  );
}

describe('sign-up links on public pages', () => {
  it.each([
    ['an example idea page', '/skincare-idea-3-b'],
    ['a search page', paths.tiktokContentIdeas],
    ['the home page an ambassador link opens', paths.home],
  ])('on %s carry the code the page was opened with to /onboarding', async (_name, path) => {
    visit(`${path}?utm_source=tiktok&ref=%20GlowWithMia%20`);
    await renderPublicPage(path);
    // The site header's button and the page's own.
    const links = trialLinks();
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const href of links) expect(href).toBe('/onboarding?ref=glowwithmia');
    const pageLinks = [...document.querySelectorAll('#main a')].filter((a) => a.getAttribute('href')?.startsWith(paths.onboarding));
    expect(pageLinks.length).toBeGreaterThan(0);
    for (const link of pageLinks) expect(link.getAttribute('href')).toBe('/onboarding?ref=glowwithmia');
  });

  it('on the public idea page (served by the app) carry it too, under the idea', async () => {
    const idea = SKINCARE_EXAMPLES.find((example) => example.id === 'skincare-example-4-b')!;
    fetchMock.mockResolvedValue(json(200, { idea }));
    visit('/skincare/routines/idea-4-b?r=Mia2024');
    renderPage('/skincare/routines/idea-4-b?r=Mia2024', { path: '/:niche/:subNiche/:ideaSlug', Component: PublicIdeaPage }, {});
    await screen.findByRole('heading', { level: 1, name: idea.title });
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/onboarding?ref=mia2024');
  });

  it('carry the stored code when the address has none (the visitor came in on another page)', async () => {
    localStorage.setItem(
      REFERRAL_STORAGE_KEY,
      JSON.stringify({ code: 'spark22', source: 'https://commentspark.app/?ref=spark22', timestamp: Date.now() }),
    );
    visit('/skincare-idea-1-a');
    await renderPublicPage('/skincare-idea-1-a');
    const pageLinks = [...document.querySelectorAll('#main a')].filter((a) => a.getAttribute('href')?.startsWith(paths.onboarding));
    expect(pageLinks.map((a) => a.getAttribute('href'))).toEqual(['/onboarding?ref=spark22']);
  });

  it('do not carry an expired stored code, nor a malformed one in the address', async () => {
    localStorage.setItem(
      REFERRAL_STORAGE_KEY,
      JSON.stringify({ code: 'spark22', source: 'x', timestamp: Date.now() - REFERRAL_TTL_DAYS * DAY }),
    );
    visit(`${paths.viralVideoIdeas}?ref=no-way!`);
    await renderPublicPage(paths.viralVideoIdeas);
    for (const href of trialLinks()) expect(href).toBe(paths.onboarding);
  });

  it('are plain /onboarding links in the prerendered HTML, which is the same for every visitor', async () => {
    visit('/skincare-idea-3-b?ref=glowwithmia');
    const { default: Page } = await page('/skincare-idea-3-b').load();
    const html = renderToString(<Page />);
    expect(html).toContain(`href="${paths.onboarding}"`);
    expect(html).not.toContain('?ref=');
  });

  it('add the code to a link that has a query or hash of its own', () => {
    expect(withReferralCode('/onboarding', 'mia')).toBe('/onboarding?ref=mia');
    expect(withReferralCode('/onboarding?plan=monthly#top', 'mia')).toBe('/onboarding?plan=monthly&ref=mia#top');
    expect(withReferralCode('/onboarding?ref=old', 'mia')).toBe('/onboarding?ref=mia');
  });
});

describe('referral capture on public pages', () => {
  it.each([
    ['an example idea page', '/skincare-idea-5-a'],
    ['a search page', paths.youtubeContentIdeas],
    ['the ambassador page', paths.ambassadors],
  ])('stores the code of a visitor landing on %s and tidies the address', async (_name, path) => {
    fetchMock.mockResolvedValue(json(200, { valid: true }));
    const { default: Page } = await page(path).load();
    document.body.innerHTML = `<div id="root">${renderToString(
      <PublicShell path={path}>
        <Page />
      </PublicShell>,
    )}</div>`;
    visit(`${path}?ref=GlowWithMia&utm_source=tiktok`);
    vi.resetModules();
    await act(async () => {
      await import('@/public/entry');
    });
    await waitFor(() => expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY)!)).toMatchObject({
      code: 'glowwithmia',
      source: `http://localhost:3000${path}?ref=GlowWithMia&utm_source=tiktok`,
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/referrals/validate/glowwithmia');
    await waitFor(() => expect(window.location.search).toBe('?utm_source=tiktok'));
  });
});

describe('when the browser refuses storage', () => {
  it('keeps a validated code for the page and in the address, so /onboarding?ref= still signs up with it', async () => {
    fetchMock.mockResolvedValue(json(200, { valid: true }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    visit('/onboarding?ref=GlowWithMia');

    await expect(captureReferral()).resolves.toBeNull();

    expect(window.location.search).toBe('?ref=GlowWithMia');
    // What the sign-up reads (features/onboarding/sign-up.ts).
    expect(getStoredReferralCode()).toBe('glowwithmia');
    clearStoredReferral();
    expect(getStoredReferralCode()).toBeNull();
  });
});

describe('a code the browser already holds', () => {
  it('is not validated again (one click for the ambassador) and keeps its first landing page and time', async () => {
    const first = {
      code: 'glowwithmia',
      source: 'https://commentspark.app/skincare-idea-2-a?ref=glowwithmia',
      timestamp: Date.now() - 3 * DAY,
    };
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(first));
    visit('/onboarding?ref=GlowWithMia');

    await expect(captureReferral()).resolves.toBe('glowwithmia');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY)!)).toEqual(first);
    expect(window.location.search).toBe('');
  });

  it('is replaced by another ambassador’s valid code', async () => {
    fetchMock.mockResolvedValue(json(200, { valid: true }));
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code: 'glowwithmia', source: 'x', timestamp: Date.now() - DAY }));
    visit('/?ref=otherone');

    await expect(captureReferral()).resolves.toBe('otherone');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY)!)).toMatchObject({ code: 'otherone' });
  });
});
