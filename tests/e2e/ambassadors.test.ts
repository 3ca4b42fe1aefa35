import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../support/mail';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

/** The portal's figure card with this title, as a person reads it ("Sign-ups 1"). */
async function figure(page: Page, title: string): Promise<string> {
  const card = page.locator('.portal-figure').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return (await card.innerText()).replace(/\s+/g, ' ').trim();
}

describe('the ambassador programme', () => {
  it('takes an applicant to an approved ambassador whose portal shows the creator their link brought in', async () => {
    const stamp = Date.now();
    const applicant = { name: 'Ari Applicant', email: `ari.${stamp}@example.com` };

    // A visitor applies on the public page.
    const visitor = await openPage(browser.current, stack.app!);
    await visitor.page.goto('/ambassadors');
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    const form = visitor.page.getByRole('form', { name: 'Ambassador application' });
    await form.getByLabel('Name', { exact: true }).fill(applicant.name);
    await form.getByLabel('Email', { exact: true }).fill(applicant.email);
    const submit = form.getByRole('button', { name: 'Submit Application' });
    // No channel, no submit (docs/product-rules.md#ambassador-applications).
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('TikTok').check();
    await submit.click();
    expect(await toastText(visitor.page, 'Application Submitted!')).toBe(
      "Application Submitted! Thank you for your interest. We'll review your application and get back to you within 24 hours.",
    );
    await visitor.context.close();

    // The admin approves it on /admin/ambassadors.
    const admin = await openPage(browser.current, stack.app!);
    await signInThroughForm(admin.page, stack.accounts.admin.email, stack.accounts.admin.password);
    await admin.page.waitForURL('**/admin');
    await admin.page.goto('/admin/ambassadors');
    await admin.page.getByRole('heading', { name: 'Ambassadors', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: `Approve ${applicant.name}` }).click();
    const approved = await toastText(admin.page, 'Application approved');
    const code = /the ambassador ([a-z0-9]{6})/.exec(approved)?.[1];
    expect(code, approved).toMatch(/^[a-z0-9]{6}$/);
    const row = admin.page.getByRole('row').filter({ hasText: applicant.email });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/50%|0\.5/);
    await admin.context.close();

    // The approval email carries the referral link.
    const welcome = await waitForMail(
      stack,
      (mail) => mail.destination.to.includes(applicant.email) && mail.body.text.includes(`ref=${code}`),
    );
    const link = new RegExp(`https?://[^\\s"<>]+\\?ref=${code}`).exec(welcome.body.text)?.[0];
    expect(link).toBeDefined();

    // The new ambassador sets a password ("Forgot password?", as the email says) and lands on the portal.
    const ambassador = await openPage(browser.current, stack.app!);
    await ambassador.page.goto('/auth');
    await ambassador.page.getByRole('button', { name: 'Forgot password?' }).click();
    await ambassador.page.getByLabel('Email').fill(applicant.email);
    await ambassador.page.getByRole('button', { name: 'Send Reset Email' }).click();
    await toastText(ambassador.page, 'Reset email sent');
    const reset = await waitForMail(
      stack,
      (mail) => mail.destination.to.includes(applicant.email) && mail.body.html.includes('/auth?reset=true'),
    );
    const resetLink = /href="([^"]*\/auth\?reset=true[^"]*)"/.exec(reset.body.html)?.[1]?.replace(/&amp;/g, '&');
    await ambassador.page.goto(resetLink!);
    await ambassador.page.getByLabel('New Password').fill('ambassador-pass-7');
    await ambassador.page.getByLabel('Confirm Password').fill('ambassador-pass-7');
    await ambassador.page.getByRole('button', { name: 'Update Password' }).click();
    await ambassador.page.waitForURL('**/ambassador');
    const shown = ambassador.page.getByRole('textbox', { name: 'Referral link' });
    await shown.waitFor();
    expect(await shown.inputValue()).toBe(link);
    expect(new URL(link!).port).toBe(new URL(stack.app!).port);
    expect(await figure(ambassador.page, 'Sign-ups')).toBe('Sign-ups 0');

    // A creator opens that link, signs up and starts a trial through Stripe Checkout.
    const creator = await openPage(browser.current, stack.app!);
    const creatorEmail = `referred.${stamp}@example.com`;
    await creator.page.goto(`/?ref=${code}`);
    // Captured (validated and stored) once the code leaves the address bar.
    await creator.page.waitForURL((url) => !url.search.includes('ref='));
    await creator.page
      .getByRole('link', { name: /Start Free Trial/ })
      .first()
      .click();
    await creator.page.waitForURL('**/onboarding**');
    await creator.page.getByRole('option', { name: 'Skincare' }).waitFor({ state: 'attached' });
    await creator.page.getByLabel('First Name').fill('Remy');
    await creator.page.getByLabel('Last Name').fill('Referred');
    await creator.page.getByLabel('Email').fill(creatorEmail);
    await creator.page.getByLabel('Password', { exact: true }).fill('referred-pass-1');
    await creator.page.getByLabel('Confirm Password').fill('referred-pass-1');
    await creator.page.getByLabel('Your Content Niche').selectOption('skincare');
    await creator.page.getByRole('button', { name: 'Create Account' }).click();
    await creator.page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
    const stripePort = new URL(stack.stripe!).port;
    await creator.page.waitForURL((url) => url.port === stripePort && url.pathname.startsWith('/checkout/'));
    await creator.page.getByRole('button', { name: 'Start trial' }).click();
    await creator.page.waitForURL('**/onboarding-success**');
    await creator.page.getByRole('heading', { name: 'Welcome to CommentSpark, Remy!' }).waitFor({ timeout: 15_000 });
    await creator.context.close();

    // The portal counts the click, the sign-up and the trial.
    await ambassador.page.reload();
    await ambassador.page.getByRole('textbox', { name: 'Referral link' }).waitFor();
    expect(await figure(ambassador.page, 'Sign-ups')).toBe('Sign-ups 1');
    expect(await figure(ambassador.page, 'Trials')).toBe('Trials 1');
    expect(await figure(ambassador.page, 'Clicks')).toMatch(/^Clicks 1 /);
    await ambassador.context.close();
  });
});
