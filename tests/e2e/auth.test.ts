import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { createAccount, signIn } from '../support/cognito';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

describe('/auth sign-in', () => {
  it('asks for both fields when they are empty', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await toastText(page, 'Please fill in all fields')).toContain('Please fill in all fields');
    await context.close();
  });

  it('shows "Login Failed" with the spec text for a wrong password', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, stack.accounts.subscriber.email, 'wrong-password-1');
    expect(await toastText(page, 'Login Failed')).toBe(
      'Login Failed Invalid email or password. Please check your credentials and try again.',
    );
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('signs in the seeded subscriber and lands on /dashboard (subscribed)', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, stack.accounts.subscriber.email, stack.accounts.subscriber.password);
    expect(await toastText(page, 'Welcome back!')).toBe('Welcome back! You have been successfully signed in.');
    await page.waitForURL('**/dashboard');

    // An existing session on load follows the same landing rules.
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('sends an account without a subscriber record to /onboarding', async () => {
    await createAccount(stack, 'no.record@example.com', 'no-record-1');
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, 'no.record@example.com', 'no-record-1');
    await page.waitForURL('**/onboarding');
    await context.close();
  });

  it('shows the message query parameter', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/auth?message=Please%20log%20in%20to%20access%20your%20dashboard');
    await page.getByText('Please log in to access your dashboard').waitFor();
    await context.close();
  });

  it('logs out from the top navigation and goes to /auth', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, stack.accounts.admin.email, stack.accounts.admin.password);
    await page.waitForURL('**/admin');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(await toastText(page, 'Signed out successfully')).toBe('Signed out successfully You have been logged out of your account.');
    await page.waitForURL('**/auth');
    // Signed out: /auth stays put instead of redirecting.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });
});

describe('/auth password reset', () => {
  it('emails a link that opens the new-password form, and the new password works', async () => {
    const email = 'forgetful@example.com';
    await createAccount(stack, email, 'old-pass-1');
    // A creator with a record, so the dashboard the reset lands on keeps them (no record: /onboarding).
    const { idToken } = await signIn(stack, email, 'old-pass-1');
    await api(stack, 'POST', '/api/me/subscriber', {
      token: idToken,
      body: { firstName: 'Fay', lastName: 'Forgetful', niche: 'skincare' },
    });
    await fetch(`${stack.mail}/clear-store`, { method: 'POST' });
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    expect(await toastText(page, 'Reset email sent')).toBe('Reset email sent Check your email for a password reset link');

    const store = (await (await fetch(`${stack.mail}/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; body: { html: string } }>;
    };
    const mail = store.emails.find((m) => m.destination.to.includes(email));
    const link = /href="([^"]+)"/.exec(mail?.body.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(link).toContain('/auth?reset=true');

    await page.goto(link!);
    await page.getByLabel('New Password').fill('new-pass-2');
    await page.getByLabel('Confirm Password').fill('new-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(await toastText(page, 'Password updated')).toBe('Password updated Your password has been successfully updated');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome back, Fay/ }).waitFor();
    await expect(signIn(stack, email, 'new-pass-2')).resolves.toHaveProperty('idToken');
    await context.close();
  });

  it('checks the new password fields before calling Cognito', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.goto('/auth?reset=true&email=someone%40example.com&code=123456');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toastText(page, 'Please fill in all fields');
    await page.getByLabel('New Password').fill('abcde');
    await page.getByLabel('Confirm Password').fill('abcdf');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toastText(page, 'Passwords do not match');
    await page.getByLabel('Confirm Password').fill('abcde');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toastText(page, 'Password must be at least 6 characters long');
    await context.close();
  });
});
