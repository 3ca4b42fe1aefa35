// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderCancellationEmail } from '#functions/billing/emails/cancellation';
import { renderPaymentFailedEmail } from '#functions/billing/emails/payment-failed';
import { renderTrialWillEndEmail } from '#functions/billing/emails/trial-will-end';
import { renderWelcomeEmail, type WelcomeEmailInput } from '#functions/billing/emails/welcome';
import { APP_URL, linkNamed, parseHtml, visibleText } from '../support/emails';

const DASHBOARD = `${APP_URL}/dashboard`;
const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** The account emails: each says what happened, what happens next, and links the dashboard. */
describe('the welcome email', () => {
  const input: WelcomeEmailInput = {
    appUrl: APP_URL,
    firstName: 'Dani',
    nicheName: 'Fitness',
    sendTime: '8:00 AM',
    timeZone: 'America/New_York',
    trialEnds: 'Tuesday, December 1',
    preferencesUrl: `${APP_URL}/email-preferences?token=prefs-token`,
  };

  it('says the first idea is on the dashboard now and the next ones come daily at the chosen hour', async () => {
    const email = await renderWelcomeEmail(input);
    const text = collapse(email.text);

    expect(email.subject).toBe('Welcome to CommentSpark: your first idea is ready');
    expect(text).toContain('Hi Dani,');
    expect(text).toContain('Your free trial has started and runs until Tuesday, December 1.');
    expect(text).toContain('Your first Fitness idea is on your dashboard now');
    expect(text).toContain(
      'Every day at 8:00 AM (America/New_York time), the next idea opens on your dashboard and arrives in this inbox.',
    );
    expect(visibleText(parseHtml(email.html))).toContain('Every day at 8:00 AM (America/New_York time)');
  });

  it('links the dashboard', async () => {
    const email = await renderWelcomeEmail(input);

    expect(linkNamed(parseHtml(email.html), 'Open your dashboard')?.getAttribute('href')).toBe(DASHBOARD);
    expect(email.text).toContain(`Open your dashboard ${DASHBOARD}`);
  });

  it('mentions no trial when the plan started without one', async () => {
    const email = await renderWelcomeEmail({ ...input, trialEnds: null });

    expect(email.text).toContain('Your subscription has started.');
    expect(email.text).not.toContain('trial');
  });
});

describe('the trial-will-end email', () => {
  it('says when the trial ends, which plan starts and what will be charged, and links the dashboard to manage it', async () => {
    const email = await renderTrialWillEndEmail({
      appUrl: APP_URL,
      firstName: null,
      trialEnds: 'Friday, March 6',
      planName: 'Yearly',
      price: '$149/year',
    });
    const document = parseHtml(email.html);

    expect(email.subject).toBe('Your CommentSpark trial ends on Friday, March 6');
    expect(collapse(email.text)).toContain(
      'Your CommentSpark free trial ends on Friday, March 6. Your Yearly plan then starts and your card will be charged $149/year, unless you cancel before then.',
    );
    expect(email.text).toContain('Hi there,');
    expect(linkNamed(document, 'Manage subscription')?.getAttribute('href')).toBe(DASHBOARD);
  });
});

describe('the payment-failed email', () => {
  it('says which payment failed, asks for a new card on the dashboard and says access continues while it is retried', async () => {
    const email = await renderPaymentFailedEmail({ appUrl: APP_URL, firstName: 'Dani', planName: 'Monthly', amount: '$28.00' });
    const text = collapse(email.text);

    expect(email.subject).toBe('Your CommentSpark payment failed: please update your card');
    expect(text).toContain("We couldn't take the $28.00 payment for your CommentSpark Monthly plan. Please update your card");
    expect(text).toContain('Your access continues for now: we retry the payment automatically');
    expect(linkNamed(parseHtml(email.html), 'Update your card')?.getAttribute('href')).toBe(DASHBOARD);
  });
});

describe('the cancellation email', () => {
  it('confirms a cancellation at the period end: access until that date, and how to stay', async () => {
    const email = await renderCancellationEmail({
      appUrl: APP_URL,
      firstName: 'Dani',
      planName: 'Monthly',
      accessEnds: 'Tuesday, December 1',
    });
    const text = collapse(email.text);

    expect(email.subject).toBe('Your CommentSpark subscription is canceled');
    expect(text).toContain(
      "Your Monthly plan is canceled and you won't be charged again. You keep full access, daily email included, until Tuesday, December 1.",
    );
    expect(text).toContain('Choose your plan again in the Subscription tab of your dashboard before Tuesday, December 1');
    expect(linkNamed(parseHtml(email.html), 'Open your dashboard')?.getAttribute('href')).toBe(DASHBOARD);
  });

  it('confirms a cancellation that ended access now, and how to come back', async () => {
    const email = await renderCancellationEmail({ appUrl: APP_URL, firstName: 'Dani', planName: 'Weekly', accessEnds: null });
    const text = collapse(email.text);

    expect(text).toContain("Your Weekly plan has ended and you won't be charged again. The daily email stops today.");
    expect(text).toContain('Want the ideas back? Sign in and pick a plan on your dashboard any time.');
    expect(text).not.toContain('until');
  });
});
