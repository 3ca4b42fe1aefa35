import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

describe('the app shell', () => {
  it('shows the not-found page for an unknown path and logs the path', async () => {
    const { page, console: messages, context } = await openPage(browser.current, stack.app!);
    await page.goto('/no-such-page');
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link').first().getAttribute('href')).toBe('/');
    expect(messages.some((m) => m.includes('404 Error') && m.includes('/no-such-page'))).toBe(true);
    await context.close();
  });

  it('shows the top navigation, and hides it on paths starting /onboarding', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/auth');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    for (const label of ['Home', 'Skincare', 'Haircare', 'TikTok Growth']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    // Logout only with a session; an anonymous visitor is offered Sign In
    // (docs/product-rules.md#navigation-and-not-found).
    expect(await nav.getByRole('link', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Logout' }).count()).toBe(0);

    await page.goto('/onboarding');
    await page.getByText('Oops! Page not found').or(page.getByRole('heading').first()).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.goto('/onboarding-success');
    await page.getByRole('heading').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await context.close();
  });
});
