import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_ACCOUNTS } from '#lib/local/accounts';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

/**
 * A creator's own profile (docs/product-rules.md#your-channel) in the browser: the optional step
 * offered after checkout, then the same profile in Settings' "Your channel" section.
 */
const stack = inject('stack');
const browser = useBrowser();

/** Signs up a fresh skincare creator and pays through the Stripe emulator, as onboarding.test.ts does, up to the welcome. */
async function signUpToWelcome(page: Page, email: string): Promise<void> {
  await page.goto('/onboarding');
  await page.getByRole('heading', { name: 'Join CommentSpark' }).waitFor();
  await page.getByRole('option', { name: 'Skincare' }).waitFor({ state: 'attached' });
  await page.getByLabel('First Name').fill('Priya');
  await page.getByLabel('Last Name').fill('Profile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('spark-profile-1');
  await page.getByLabel('Confirm Password').fill('spark-profile-1');
  await page.getByLabel('Your Content Niche').selectOption('skincare');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  const stripePort = new URL(stack.stripe!).port;
  await page.waitForURL((url) => url.port === stripePort && url.pathname.startsWith('/checkout/'));
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.waitForURL('**/onboarding-success**');
  await page.getByRole('heading', { name: 'Welcome to CommentSpark, Priya!' }).waitFor({ timeout: 15_000 });
}

describe('Your channel', () => {
  it('is filled in the step after sign-up, with a channel checked on YouTube, and shows in Settings', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signUpToWelcome(page, `profile.${Date.now()}@example.com`);

    await page.getByRole('button', { name: 'Tell us about your channel' }).click();
    await page.getByRole('heading', { name: 'Tell us about your channel' }).waitFor();
    await page.getByLabel('Your YouTube channel').fill('@nobody-films-here');
    await page.getByLabel('a full skincare routine on a tight budget').check();
    await page.getByLabel('Other topics you cover').fill('skincare for dorm life');
    await page.getByLabel('Your audience').fill('college students, oily skin, $20 a month for skincare');
    await page.getByLabel('Talking head').check();
    await page.getByLabel('Voiceover over b-roll').check();
    await page.getByLabel('Topics to avoid').fill('luxury hauls, prescription stuff');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // A channel YouTube does not have: the message under the field, nothing saved, still on the step.
    await page.getByText("We couldn't find that YouTube channel").waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding-success');

    await page.getByLabel('Your YouTube channel').fill('youtube.com/@skinwithsoph');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect(await toastText(page, 'Profile saved')).toContain('Your daily ideas will fit your channel');
    await page.waitForURL('**/dashboard');

    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Your channel' });
    await section.getByLabel('Your YouTube channel').waitFor();
    expect(await section.getByLabel('Your YouTube channel').inputValue()).toBe('@skinwithsoph');
    expect(await section.getByLabel('a full skincare routine on a tight budget').isChecked()).toBe(true);
    expect(await section.getByLabel('Voiceover over b-roll').isChecked()).toBe(true);
    expect(await section.getByLabel('Tutorial', { exact: true }).isChecked()).toBe(false);
    expect(await section.getByLabel('Other topics you cover').inputValue()).toBe('skincare for dorm life');
    expect(await section.getByLabel('Topics to avoid').inputValue()).toBe('luxury hauls, prescription stuff');
    await context.close();
  });

  it('is skipped after sign-up and saved later in Settings', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signUpToWelcome(page, `skipper.${Date.now()}@example.com`);

    await page.getByRole('button', { name: 'Tell us about your channel' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Your channel' });
    await section.getByLabel('Your tone').fill('calm and expert');
    await section.getByLabel('Tutorial', { exact: true }).check();
    await section.getByRole('button', { name: 'Save profile' }).click();

    expect(await toastText(page, 'Profile saved')).toContain('Your daily ideas will fit your channel');
    await page.reload();
    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Settings' }).click();
    expect(await page.getByRole('region', { name: 'Your channel' }).getByLabel('Your tone').inputValue()).toBe('calm and expert');
    await context.close();
  });

  it("shows the second demo creator's own channel, far from the first one's", async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    const { email, password } = LOCAL_ACCOUNTS.secondSubscriber;

    await signInThroughForm(page, email, password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Your channel' });
    await section.getByLabel('Your YouTube channel').waitFor();

    expect(await section.getByLabel('Your YouTube channel').inputValue()).toBe('@skinwithsoph');
    expect(await section.getByLabel('hormonal acne on the chin and jawline').isChecked()).toBe(true);
    expect(await section.getByLabel('a full skincare routine on a tight budget').isChecked()).toBe(false);
    expect(await section.getByLabel('Green-screen reply').isChecked()).toBe(true);
    expect(await section.getByLabel('Talking head').isChecked()).toBe(false);
    expect(await section.getByLabel('Topics to avoid').inputValue()).toBe('product reviews, hauls');
    await context.close();
  });
});
