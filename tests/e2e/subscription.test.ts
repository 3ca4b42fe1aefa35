import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { createAccount, signIn } from '../support/cognito';
import { completeCheckout, settled } from '../support/stripe';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

/** A creator who already went through checkout (monthly, in trial), through the API. */
async function subscribedCreator(): Promise<{ email: string; password: string }> {
  const email = `plan-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'plan-pass-1';
  await createAccount(stack, email, password);
  const { idToken } = await signIn(stack, email, password);
  await api(stack, 'POST', '/api/me/subscriber', { token: idToken, body: { firstName: 'paula', lastName: 'Plan', niche: 'haircare' } });
  const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token: idToken, body: { tier: 'monthly' } });
  await completeCheckout(checkout.body.url);
  await settled(stack);
  return { email, password };
}

async function openSubscriptionTab(page: Page): Promise<void> {
  await page.goto('/dashboard?tab=subscription');
  await page.getByRole('heading', { name: 'Plans & Pricing' }).waitFor();
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name });

describe('subscription management', () => {
  it('shows the current plan, the billing history, cancels at period end and reactivates', async () => {
    const { email, password } = await subscribedCreator();
    const { page } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, email, password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome back, Paula/ }).waitFor();
    await openSubscriptionTab(page);

    expect(await planCard(page, 'Monthly').getByRole('button').innerText()).toBe('Current Plan');
    expect(await planCard(page, 'Monthly').getByRole('button').isDisabled()).toBe(true);
    expect(await planCard(page, 'Yearly').getByRole('button').innerText()).toBe('Upgrade');
    expect(await planCard(page, 'Weekly').getByRole('button').innerText()).toBe('Downgrade');

    const history = page.getByRole('region', { name: 'Billing History' });
    await history.getByText('Paid').first().waitFor();
    expect(await history.innerText()).toContain('$0.00');
    expect(await history.getByRole('link', { name: /Download PDF/ }).count()).toBe(1);

    let confirmText = '';
    page.once('dialog', (dialog) => {
      confirmText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    expect(await toastText(page, 'Subscription Canceled')).toContain("You'll still have access until your current billing period ends.");
    expect(confirmText).toBe(
      "Are you sure you want to cancel your subscription? You'll still have access until your current billing period ends.",
    );

    const monthly = planCard(page, 'Monthly');
    await monthly.getByText('Canceled').waitFor();
    expect(await monthly.innerText()).toMatch(/Access until \w+ \d{1,2}, \d{4}/);
    await monthly.getByRole('button', { name: 'Reactivate Plan' }).click();
    expect(await toastText(page, 'Plan Updated')).toContain('Your subscription has been updated successfully!');
    await monthly.getByRole('button', { name: 'Current Plan' }).waitFor();
  });

  it('upgrades to yearly at once', async () => {
    const { email, password } = await subscribedCreator();
    const { page } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, email, password);
    await page.waitForURL('**/dashboard');
    await openSubscriptionTab(page);
    await planCard(page, 'Yearly').getByRole('button', { name: 'Upgrade' }).click();
    expect(await toastText(page, 'Plan Updated')).toContain('Your subscription has been updated successfully!');
    await planCard(page, 'Yearly').getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await planCard(page, 'Monthly').getByRole('button').innerText()).toBe('Downgrade');
  });
});
