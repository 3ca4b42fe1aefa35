import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount } from '../support/cognito';
import { openPage, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

interface Fields {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  niche?: string;
}

/** Fills the step 1 form as a person would; fields left out stay as they are. */
async function fill(page: Page, fields: Fields): Promise<void> {
  if (fields.firstName !== undefined) await page.getByLabel('First Name').fill(fields.firstName);
  if (fields.lastName !== undefined) await page.getByLabel('Last Name').fill(fields.lastName);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(fields.password);
  if (fields.confirmPassword !== undefined) await page.getByLabel('Confirm Password').fill(fields.confirmPassword);
  if (fields.niche !== undefined) await page.getByLabel('Your Content Niche').selectOption(fields.niche);
}

async function openSignUp(page: Page): Promise<void> {
  await page.goto('/onboarding');
  await page.getByRole('heading', { name: 'Join CommentSpark' }).waitFor();
  // The niche list comes from the API; wait for it so a chosen niche sticks.
  await page.getByRole('option', { name: 'Skincare' }).waitFor({ state: 'attached' });
}

const createAccountButton = (page: Page) => page.getByRole('button', { name: 'Create Account' });

describe('/onboarding', () => {
  it('takes a newcomer from the account form through Stripe Checkout to the dashboard', async () => {
    const email = `newcomer.${Date.now()}@example.com`;
    const { page, context } = await openPage(browser.current, stack.app!);
    await openSignUp(page);
    await fill(page, {
      firstName: 'Nora',
      lastName: 'Newcomer',
      email,
      password: 'spark-idea-1',
      confirmPassword: 'spark-idea-1',
      niche: 'skincare',
    });
    await createAccountButton(page).click();

    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Monthly $28/month' }).isChecked()).toBe(true);
    await page.getByText('Payment environment: Sandbox').waitFor();
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();

    // The emulator names itself "localhost" in its URLs; the stack info may say 127.0.0.1.
    const stripePort = new URL(stack.stripe!).port;
    await page.waitForURL((url) => url.port === stripePort && url.pathname.startsWith('/checkout/'));
    await page.getByRole('heading', { name: 'Start your 7-day free trial' }).waitFor();
    const summary = await page.getByLabel('Order summary').innerText();
    expect(summary).toContain('CommentSpark Monthly');
    expect(summary).toContain('$28.00 per month');
    // The checkout session belongs to the new Stripe customer: no email to type.
    expect(await page.getByText(`Subscribing as ${email}`).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Start trial' }).click();

    await page.waitForURL('**/onboarding-success**');
    await page.getByRole('heading', { name: 'Welcome to CommentSpark, Nora!' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Your 7-day free trial of the Monthly plan has started.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it('brings someone who cancels at Stripe back to the plans quietly, and /complete-subscription resumes the payment', async () => {
    const email = `canceler.${Date.now()}@example.com`;
    const { page, context } = await openPage(browser.current, stack.app!);
    await openSignUp(page);
    await fill(page, {
      firstName: 'Cleo',
      lastName: 'Cancel',
      email,
      password: 'spark-idea-2',
      confirmPassword: 'spark-idea-2',
      niche: 'fitness',
    });
    await createAccountButton(page).click();
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/onboarding' && url.search === '');
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    await page.goto('/complete-subscription');
    await page.getByRole('heading', { name: 'Welcome Back, Cleo!' }).waitFor();
    await page.getByText('Fitness').waitFor();
    await page.getByRole('radio', { name: 'Weekly $9/week' }).check();
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await page.getByRole('heading', { name: 'Start your 7-day free trial' }).waitFor();
    expect(await page.getByLabel('Order summary').innerText()).toContain('CommentSpark Weekly');
    await page.getByRole('button', { name: 'Start trial' }).click();
    await page.getByRole('heading', { name: 'Welcome to CommentSpark, Cleo!' }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('runs the sign-up checks in the spec order, one message at a time', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await openSignUp(page);
    const steps: Array<[Fields, string, string]> = [
      [{}, 'First Name Required', 'Please enter your first name.'],
      [{ firstName: 'Chris' }, 'Last Name Required', 'Please enter your last name.'],
      [{ lastName: 'Checker' }, 'Email Required', 'Please enter your email address.'],
      [{ email: `checks.${Date.now()}@example.com` }, 'Password Required', 'Please create a password.'],
      [{ password: 'abc1' }, 'Password Too Short', 'Password must be at least 8 characters long.'],
      [{ password: 'abcdefgh' }, 'Password Too Weak', 'Password must contain at least one letter and one number.'],
      [{ password: 'abcdefg1' }, 'Password Confirmation Required', 'Please confirm your password.'],
      [{ confirmPassword: 'abcdefg2' }, 'Content Niche Required', 'Please tell us your content niche.'],
      [{ niche: 'fitness' }, 'Password Mismatch', 'Please make sure your passwords match.'],
    ];
    for (const [fields, title, description] of steps) {
      await fill(page, fields);
      await createAccountButton(page).click();
      expect(await toastText(page, title)).toBe(`${title} ${description}`);
      await createAccountButton(page).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    await context.close();
  });

  it('says "Account Exists" for an active subscriber and goes to /auth', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await openSignUp(page);
    await fill(page, {
      firstName: 'Dana',
      lastName: 'Demo',
      email: stack.accounts.subscriber.email,
      password: 'another-1',
      confirmPassword: 'another-1',
      niche: 'skincare',
    });
    await createAccountButton(page).click();
    expect(await toastText(page, 'Account Exists')).toBe(
      'Account Exists An active account with this email already exists. Please sign in instead.',
    );
    await page.waitForURL('**/auth**');
    expect(await page.getByLabel('Email').inputValue()).toBe(stack.accounts.subscriber.email);
    await context.close();
  });

  it('says "Account Already Exists" for an email with an account but no subscriber record, then goes to /auth', async () => {
    const email = `account.only.${Date.now()}@example.com`;
    await createAccount(stack, email, 'first-pass-1');
    const { page, context } = await openPage(browser.current, stack.app!);
    await openSignUp(page);
    await fill(page, {
      firstName: 'Owen',
      lastName: 'Only',
      email,
      password: 'second-pass-2',
      confirmPassword: 'second-pass-2',
      niche: 'food',
    });
    await createAccountButton(page).click();
    expect(await toastText(page, 'Account Already Exists')).toBe(
      'Account Already Exists This email is already registered. Redirecting you to login...',
    );
    await page.waitForURL('**/auth**');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await context.close();
  });
});
