import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { createAccount, signIn } from '../support/cognito';
import { useStackTable } from '../support/data';
import { completeCheckout, settled } from '../support/stripe';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

beforeAll(() => {
  useStackTable(stack);
});

/**
 * A creator in their trial through the emulator, whose record then drifts from Stripe
 * (docs/product-rules.md#subscription-sync-mismatch).
 */
async function driftedSubscriber(): Promise<string> {
  const email = `drift-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'drift-pass-1');
  const { idToken } = await signIn(stack, email, 'drift-pass-1');
  await api(stack, 'POST', '/api/me/subscriber', { token: idToken, body: { firstName: 'Dana', lastName: 'Drift', niche: 'fitness' } });
  const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token: idToken, body: { tier: 'monthly' } });
  await completeCheckout(checkout.body.url);
  await settled(stack);
  const { getSubscriber, putSubscriber } = await import('#functions/subscribers/store');
  const record = (await getSubscriber(userId, { consistent: true }))!;
  expect(record.subscriptionStatus).toBe('trialing');
  // A missed webhook or a hand edit: the flag says subscribed, the status says inactive.
  await putSubscriber({ ...record, subscriptionStatus: 'inactive', updatedAt: new Date().toISOString() });
  return email;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughForm(page, stack.accounts.admin.email, stack.accounts.admin.password);
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
}

describe('the admin gate', () => {
  it('refuses a subscriber with the spec’s message and sends them home', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, stack.accounts.subscriber.email, stack.accounts.subscriber.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/admin-dashboard');
    expect(await toastText(page, 'Access denied: Admin privileges required')).toContain('Access denied: Admin privileges required');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/create-user-content-profile');
    await toastText(page, 'Access denied: Admin privileges required');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('sends a visitor without a session to /auth', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/admin');
    await page.waitForURL('**/auth');
    await context.close();
  });
});

describe('the admin area', () => {
  it('shows the cards, fixes a drifted subscriber, runs the tester and reads the logs', async () => {
    const email = await driftedSubscriber();
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInAsAdmin(page);

    for (const card of ['Total Subscribers', 'Active Subscriptions', 'Trialing', 'Sync Issues'])
      await page.getByText(card, { exact: true }).first().waitFor();
    const mismatches = page.getByRole('table', { name: 'Mismatched subscribers' });
    const row = mismatches.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.innerText()).toContain('TEST');

    await page.getByRole('button', { name: 'Fix All Sync Issues' }).click();
    expect(await toastText(page, 'sync issues')).toMatch(/^Fixed \d+ sync issues/);
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /Generation tester|Tester/ }).click();
    const tester = page.getByRole('region', { name: 'Content generation tester' });
    await tester.getByRole('button', { name: 'Generate Content' }).click();
    await tester.getByText('Please select a niche').waitFor();
    await tester.getByLabel('Niche').selectOption('travel');
    await tester.getByRole('button', { name: 'Generate Content' }).click();
    expect(await toastText(page, 'content pieces successfully')).toContain('Generated 1 content pieces successfully');
    const results = page.getByRole('region', { name: 'Generated ideas' });
    await results.waitFor();
    expect(await page.locator('main').innerText()).toMatch(/OpenAI|Offline generator/);

    await page.getByRole('tab', { name: /AI logs|Logs/ }).click();
    await page.getByText('Max Tokens').first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/travel/i);
    await context.close();
  });

  it('completes a creator-profile interview, saved on the subscriber', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Creator profile chat' }).click();
    await page.waitForURL('**/create-user-content-profile');
    const box = page.getByLabel('Message');
    const answers = [
      stack.accounts.subscriber.email,
      'Skincare',
      'acne, barrier repair',
      'Women 25-35 with sensitive skin who are tired of products that sting',
      'calm and expert',
      'tutorials, myth-busting',
      'none',
      'grow followers, get brand deals',
    ];
    for (const answer of answers) {
      await box.fill(answer);
      await box.press('Enter');
      // The answer shows at once; the reply (the next question, or the summary) follows it.
      await page.getByText(answer, { exact: true }).first().waitFor();
      await page.locator('.chat-bubble--pending').waitFor({ state: 'detached', timeout: 20_000 });
    }
    await page.getByText(`Saved the creator profile for ${stack.accounts.subscriber.email}`).waitFor({ timeout: 20_000 });
    const { findSubscriberByEmail } = await import('#functions/subscribers/store');
    const { getCreatorProfile } = await import('#functions/profiles/store');
    const subscriber = await findSubscriberByEmail(stack.accounts.subscriber.email);
    expect(await getCreatorProfile(subscriber!.userId)).toMatchObject({ niche: 'skincare', tone: 'calm and expert', avoidTopics: [] });
    await context.close();
  });
});
