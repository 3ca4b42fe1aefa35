// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CancellationEmail, renderCancellationEmail } from '#functions/billing/emails/cancellation';
import { DailyIdeaEmail, renderDailyIdeaEmail } from '#functions/delivery/emails/daily-idea';
import { PasswordResetEmail, renderPasswordResetEmail } from '#functions/accounts/emails/password-reset';
import { PaymentFailedEmail, renderPaymentFailedEmail } from '#functions/billing/emails/payment-failed';
import type { RenderedEmail } from '#functions/platform/email/render';
import { renderTrialWillEndEmail, TrialWillEndEmail } from '#functions/billing/emails/trial-will-end';
import { renderWelcomeEmail, WelcomeEmail } from '#functions/billing/emails/welcome';
import {
  APP_URL,
  coloursWithoutDarkScheme,
  dailyInput,
  darkSchemeClasses,
  fixedWidthsOver,
  insightIdea,
  linkNamed,
  parseHtml,
} from '../support/emails';

/** What every email shares through functions/platform/email/layout.tsx, checked on each of them. */
const PREFERENCES = `${APP_URL}/email-preferences?token=prefs-token`;
const UNSUBSCRIBE = `${APP_URL}/api/email/unsubscribe?token=unsub-token`;

const EMAILS: ReadonlyArray<readonly [name: string, render: () => Promise<RenderedEmail>]> = [
  [
    'daily idea',
    () => renderDailyIdeaEmail(dailyInput(insightIdea(), { promoTrial: { day: 2, of: 7, signUpUrl: `${APP_URL}/onboarding` } })),
  ],
  [
    'welcome',
    () =>
      renderWelcomeEmail({
        appUrl: APP_URL,
        firstName: 'Dani',
        nicheName: 'Skincare',
        sendTime: '7:00 AM',
        timeZone: 'Europe/London',
        trialEnds: 'Tuesday, December 1',
        preferencesUrl: PREFERENCES,
        unsubscribeUrl: UNSUBSCRIBE,
      }),
  ],
  [
    'trial will end',
    () =>
      renderTrialWillEndEmail({
        appUrl: APP_URL,
        firstName: 'Dani',
        trialEnds: 'Tuesday, December 1',
        planName: 'Monthly',
        price: '$28/month',
      }),
  ],
  ['payment failed', () => renderPaymentFailedEmail({ appUrl: APP_URL, firstName: null, planName: 'Weekly', amount: '$9.00' })],
  ['cancellation', () => renderCancellationEmail({ appUrl: APP_URL, firstName: 'Dani', planName: 'Yearly', accessEnds: null })],
  ['password reset', () => renderPasswordResetEmail({ appUrl: APP_URL, email: 'dani@example.com', code: '{####}' })],
];

describe.each(EMAILS)('the %s email', (_name, render) => {
  it('declares light and dark colour schemes and has dark-scheme rules', async () => {
    const document = parseHtml((await render()).html);

    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark');
    expect(document.querySelector('meta[name="supported-color-schemes"]')?.getAttribute('content')).toBe('light dark');
    expect([...darkSchemeClasses(document)]).toEqual(
      expect.arrayContaining(['cs-page', 'cs-card', 'cs-text', 'cs-muted', 'cs-link', 'cs-button']),
    );
  });

  it('sets every inline text colour for the dark scheme too', async () => {
    const document = parseHtml((await render()).html);

    expect(coloursWithoutDarkScheme(document)).toEqual([]);
  });

  it('is one fluid column of at most 600 px, with nothing fixed wider than a 390 px phone', async () => {
    const document = parseHtml((await render()).html);

    const column = [...document.querySelectorAll('table')].find((table) => /max-width:\s*600px/.test(table.getAttribute('style') ?? ''));
    expect(column?.getAttribute('width')).toBe('100%');
    expect(column?.getAttribute('style')).toMatch(/(?:^|;)\s*width:\s*100%/);
    expect(fixedWidthsOver(document, 390)).toEqual([]);
  });

  it('has a viewport and an inbox preview, and the plain text carries neither the preview padding nor the CSS', async () => {
    const email = await render();
    const document = parseHtml(email.html);
    const preview = document.querySelector('[data-skip-in-text="true"]')?.firstChild?.textContent ?? '';

    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
    expect(preview.trim().length).toBeGreaterThan(10);
    // The preview pads itself with zero-width characters so the inbox shows no body text after it.
    expect(email.text).not.toMatch(/[\u200b-\u200f\ufeff]/);
    expect(email.text).not.toContain('prefers-color-scheme');
  });

  it('names the product in the header and the footer', async () => {
    const email = await render();

    expect(email.text.startsWith('✦ CommentSpark')).toBe(true);
    expect(email.text).toContain('CommentSpark: one ready-to-film content idea a day, drawn from real audience comments.');
  });
});

describe('the footer', () => {
  it('links "Email settings" and "Unsubscribe" when the email has them', async () => {
    const [, render] = EMAILS[1]!;
    const document = parseHtml((await render()).html);

    expect(linkNamed(document, 'Email settings')?.getAttribute('href')).toBe(PREFERENCES);
    expect(linkNamed(document, 'Unsubscribe')?.getAttribute('href')).toBe(UNSUBSCRIBE);
  });

  it('leaves out the links an email has none for', async () => {
    const [, render] = EMAILS[5]!;
    const document = parseHtml((await render()).html);

    expect(linkNamed(document, 'Email settings')).toBeUndefined();
    expect(linkNamed(document, 'Unsubscribe')).toBeUndefined();
  });
});

describe('the preview samples (PreviewProps)', () => {
  it.each([
    ['daily idea', () => renderDailyIdeaEmail(DailyIdeaEmail.PreviewProps), DailyIdeaEmail.PreviewProps.idea.title],
    ['welcome', () => renderWelcomeEmail(WelcomeEmail.PreviewProps), 'Welcome to CommentSpark'],
    ['trial will end', () => renderTrialWillEndEmail(TrialWillEndEmail.PreviewProps), 'Your free trial ends on'],
    ['payment failed', () => renderPaymentFailedEmail(PaymentFailedEmail.PreviewProps), 'Your payment for the Monthly plan failed'],
    ['cancellation', () => renderCancellationEmail(CancellationEmail.PreviewProps), 'Your cancellation is confirmed'],
    ['password reset', () => renderPasswordResetEmail(PasswordResetEmail.PreviewProps), 'Reset your password'],
  ] as const)('render the %s email with its sample data', async (_name, render, heading) => {
    const email = await render();

    expect(parseHtml(email.html).querySelector('h1')?.textContent).toContain(heading);
  });
});
