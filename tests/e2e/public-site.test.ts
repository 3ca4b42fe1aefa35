import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { openPage, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

describe('prerendered pages', () => {
  it('serve their title, description, canonical URL and structured data in the HTML itself', async () => {
    const html = await (await fetch(`${stack.app}/skincare`)).text();
    expect(html).toMatch(/<title>[^<]*Skincare[^<]*<\/title>/i);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    expect(html).toContain('<link rel="canonical" href="https://commentspark.app/skincare"');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('Join Waiting List');
  });

  it('read complete with JavaScript turned off', async () => {
    const context = await browser.current.newContext({ baseURL: stack.app!, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/viral-video-ideas');
    expect(await page.title()).not.toBe('');
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await context.close();
  });

  it('hydrate without React warnings, and the sitemap lists the public pages', async () => {
    const { page, console: messages, context } = await openPage(browser.current, stack.app!);
    for (const path of ['/', '/haircare', '/tiktok-content-ideas', '/skincare-idea-3-b', '/promo-code', '/ambassadors']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(messages.filter((m) => /hydrat|did not match|Minified React error/i.test(m))).toEqual([]);
    const sitemap = await (await fetch(`${stack.app}/sitemap.xml`)).text();
    for (const path of ['/', '/skincare', '/haircare', '/tiktok-growth', '/youtube-content-ideas', '/skincare-idea-7-b', '/ambassadors']) {
      expect(sitemap).toContain(`<loc>https://commentspark.app${path === '/' ? '/' : path}</loc>`);
    }
    expect(await (await fetch(`${stack.app}/robots.txt`)).text()).toContain('Sitemap: https://commentspark.app/sitemap.xml');
    await context.close();
  });
});

describe('the ambassador programme page', () => {
  it('is prerendered with its head and FAQPage data, and takes an application once per email', async () => {
    const html = await (await fetch(`${stack.app}/ambassadors`)).text();
    expect(html).toContain('<link rel="canonical" href="https://commentspark.app/ambassadors"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('$1,400 per month');

    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/ambassadors');
    const form = page.getByRole('form', { name: 'Ambassador application' });
    await form.getByLabel('Name', { exact: true }).fill('Mia Glow');
    await form.getByLabel('Email', { exact: true }).fill('mia.e2e.applicant@example.com');
    const submit = form.getByRole('button', { name: 'Submit Application' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('TikTok').check();
    await submit.click();
    expect(await toastText(page, 'Application Submitted!')).toBe(
      "Application Submitted! Thank you for your interest. We'll review your application and get back to you within 24 hours.",
    );
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    await form.getByLabel('Name', { exact: true }).fill('Mia Glow');
    await form.getByLabel('Email', { exact: true }).fill('mia.e2e.applicant@example.com');
    await form.getByLabel('Instagram').check();
    await submit.click();
    expect(await toastText(page, 'already')).toMatch(/already/i);
    await context.close();
  });
});

describe('waiting list', () => {
  it('checks the email, says "Joining..." while sending, then thanks and clears; a repeat is "Already signed up"', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    // Hold the request so the sending state can be seen.
    await page.route('**/api/waitlist', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto('/skincare');
    const form = page.locator('form.mk-waitlist').first();
    await form.getByRole('button', { name: 'Join Waiting List' }).click();
    expect(await toastText(page, 'Email required')).toBe('Email required Please enter your email to join the waiting list.');

    const email = form.getByLabel('Email address');
    await email.fill('glow.creator@example.com');
    await form.getByRole('button', { name: 'Join Waiting List' }).click();
    await form.getByRole('button', { name: 'Joining...' }).waitFor();
    expect(await email.isDisabled()).toBe(true);
    expect(await toastText(page, "You're on the list!")).toBe("You're on the list! We'll notify you when early access opens.");
    expect(await email.inputValue()).toBe('');

    const second = page.locator('form.mk-waitlist').last();
    await second.getByLabel('Email address').fill('glow.creator@example.com');
    await second.getByRole('button', { name: 'Join Now' }).click();
    expect(await toastText(page, 'Already signed up')).toBe("Already signed up You're already on our waiting list");
    expect(await second.getByLabel('Email address').inputValue()).toBe('');
    await context.close();
  });
});

describe('promo codes', () => {
  it('shows the counts, lists missing fields, keeps the form on an unknown code, and claims a real one', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/promo-code');
    const counts = page.getByText(/Only \d+ of \d+ promo codes remaining/);
    await counts.waitFor();
    const before = Number(/Only (\d+) of/.exec(await counts.innerText())![1]);

    await page.getByLabel('Email').fill('promo.fan@example.com');
    await page.getByRole('button', { name: 'Get Access Now' }).click();
    expect(await toastText(page, 'Missing required fields')).toBe('Missing required fields Please fill in: Promo code, Content niche');

    await page.getByLabel('Promo code').fill('NOT-A-CODE');
    await page.getByLabel('Content niche').selectOption('haircare');
    await page.getByRole('button', { name: 'Get Access Now' }).click();
    expect(await toastText(page, 'Invalid promo code')).toBe(
      'Invalid promo code This promo code does not exist. Please check and try again.',
    );
    expect(await page.getByLabel('Promo code').inputValue()).toBe('NOT-A-CODE');

    await page.getByLabel('Promo code').fill(' SPARK-DEMO01 ');
    await page.getByRole('button', { name: 'Get Access Now' }).click();
    expect(await toastText(page, 'Welcome to CommentSpark!')).toBe(
      'Welcome to CommentSpark! 🎉 Success! Expect your first content idea by email in the next 24 hours.',
    );
    expect(await page.getByLabel('Promo code').inputValue()).toBe('');
    await page.getByText(`Only ${before - 1} of`).waitFor();

    await page.getByLabel('Promo code').fill('SPARK-DEMO01');
    await page.getByLabel('Email').fill('someone.else@example.com');
    await page.getByLabel('Content niche').selectOption('skincare');
    await page.getByRole('button', { name: 'Get Access Now' }).click();
    expect(await toastText(page, 'Promo code already claimed')).toMatch(
      /^Promo code already claimed This promo code has already been used\. However, try this one: SPARK-DEMO\d\d$/,
    );
    await context.close();
  });
});

describe('promo codes when the pool is empty', () => {
  it('says "Joining..." while sending, then adds the visitor to the waiting list and clears the form', async () => {
    // Empty the pool through the API first, as other visitors would (each from an address of its
    // own: the claim route's limit is per visitor).
    for (let i = 0; i < 20; i += 1) {
      const stats = await api<{ remaining: number }>(stack, 'GET', '/api/promo/stats');
      if (stats.body.remaining === 0) break;
      const res = await api(stack, 'POST', '/api/promo/claim', {
        body: { promoCode: `SPARK-DEMO${String(i + 1).padStart(2, '0')}`, email: `drain-${i}@example.com`, contentNiche: 'skincare' },
      });
      expect(res.status).toBe(200);
    }
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.route('**/api/promo/claim', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto('/promo-code-1');
    await page.getByText('Only 0 of').waitFor();
    await page.getByLabel('Promo code').fill('SPARK-DEMO03');
    await page.getByLabel('Email').fill('too.late@example.com');
    await page.getByLabel('Content niche').fill('TikTok Growth');
    await page.getByRole('button', { name: 'Get Access Now' }).click();
    await page.getByRole('button', { name: 'Joining...' }).waitFor();
    expect(await toastText(page, 'All promo codes claimed')).toBe(
      "All promo codes claimed All promo codes have been used, but we've added you to our waitlist and we'll be in touch the next time we run a promo!",
    );
    expect(await page.getByLabel('Promo code').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    await context.close();
  });
});

describe('referral links', () => {
  it('store a valid code with its source and time, and leave the URL without the referral parameter', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/tiktok-growth?utm_source=tiktok&ref=GlowWithMia');
    await page.waitForFunction(() => localStorage.getItem('referral_data') !== null);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('referral_data')))!) as {
      code: string;
      source: string;
      timestamp: number;
    };
    expect(stored.code).toBe('glowwithmia');
    expect(stored.source).toContain('/tiktok-growth');
    expect(Math.abs(stored.timestamp - Date.now())).toBeLessThan(60_000);
    await page.waitForURL((url) => !url.searchParams.has('ref'));
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('tiktok');
    await context.close();
  });

  it('ignore an inactive ambassador code: nothing stored, URL unchanged', async () => {
    const { page, context, console: messages } = await openPage(browser.current, stack.app!);
    await page.goto('/tiktok-growth?ref=oldpartner');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('referral_data'))).toBeNull();
    expect(new URL(page.url()).searchParams.get('ref')).toBe('oldpartner');
    expect(messages.some((m) => /referral/i.test(m))).toBe(true);
    await context.close();
  });

  it('carry the code from an example page into /onboarding even when the browser refuses storage', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
    });
    await page.goto('/skincare-idea-2-a?ref=GlowWithMia');
    const start = page.getByRole('main').getByRole('link', { name: 'Start Free Trial' });
    await page.waitForFunction(() => document.querySelector('#main a[href^="/onboarding?ref="]') !== null);
    expect(await start.getAttribute('href')).toBe('/onboarding?ref=glowwithmia');
    await start.click();
    await page.waitForURL('**/onboarding?ref=glowwithmia');
    await context.close();
  });
});

describe('idea pages', () => {
  it('an example idea page shows its number, "Today, 7:00 AM", three hooks and the way back', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/skincare-idea-1-a');
    await page.getByText('Today, 7:00 AM').first().waitFor();
    expect(await page.getByText(/#1\b/).first().isVisible()).toBe(true);
    expect(await page.getByText(/Hook/).count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('link', { name: /Back to Skincare Ideas/ }).getAttribute('href')).toBe('/skincare');
    await context.close();
  });

  it('the public idea page loads a published idea, and a bad slug shows "Content not found"', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/skincare/routines/idea-2-b');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Content not found').count()).toBe(0);
    await page.goto('/skincare/routines/idea-two-b');
    await page.getByText('Content not found').waitFor();
    await context.close();
  });
});
