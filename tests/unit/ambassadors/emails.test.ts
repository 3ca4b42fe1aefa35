// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  renderAmbassadorApplicationEmail,
  type AmbassadorApplicationEmailInput,
} from '#functions/ambassadors/emails/ambassador-application';
import { renderAmbassadorApprovedEmail, type AmbassadorApprovedEmailInput } from '#functions/ambassadors/emails/ambassador-approved';
import { APP_URL, coloursWithoutDarkScheme, fixedWidthsOver, linkNamed, parseHtml, visibleText } from '../support/emails';

const collapse = (text: string) => text.replace(/\s+/g, ' ');

describe('the ambassador application email (to admins)', () => {
  const input: AmbassadorApplicationEmailInput = {
    appUrl: APP_URL,
    name: 'Rosa Lopez',
    email: 'rosa@example.com',
    company: null,
    website: 'https://rosa.example.com',
    marketingChannels: ['tiktok', 'youtube'],
    audienceSize: '10k-50k',
    experienceLevel: 'beginner',
    additionalInfo: 'Haircare reels <b>weekly</b>.',
    submittedAt: 'Friday, November 20, 2026 at 9:00 AM UTC',
  };

  it('names the applicant in the subject and shows every answer, "Not given" for the blank ones', async () => {
    const email = await renderAmbassadorApplicationEmail(input);
    const text = collapse(email.text);

    expect(email.subject).toBe('New ambassador application: Rosa Lopez');
    for (const value of ['rosa@example.com', 'https://rosa.example.com', 'tiktok, youtube', '10k-50k', 'beginner', 'Not given'])
      expect(text).toContain(value);
    // The applicant's text is text, never markup.
    expect(visibleText(parseHtml(email.html))).toContain('Haircare reels <b>weekly</b>.');
  });

  it('links the admin page where it is reviewed', async () => {
    const email = await renderAmbassadorApplicationEmail(input);

    expect(linkNamed(parseHtml(email.html), 'Review applications')?.getAttribute('href')).toBe(`${APP_URL}/admin/ambassadors`);
  });
});

describe('the ambassador approved email (to the applicant)', () => {
  const input: AmbassadorApprovedEmailInput = {
    appUrl: APP_URL,
    firstName: 'Rosa',
    email: 'rosa@example.com',
    referralLink: `${APP_URL}/?ref=k3x9q2`,
    commission: '50%',
    hold: '30 days',
    payoutMinimum: '$50.00',
    trackingDays: 60,
  };

  it('gives the referral link, the terms and the way to a password', async () => {
    const email = await renderAmbassadorApprovedEmail(input);
    const text = collapse(email.text);
    const document = parseHtml(email.html);

    expect(email.subject).toBe("You're a CommentSpark ambassador: your referral link");
    expect(text).toContain('Hi Rosa,');
    expect(text).toContain('You earn 50% of every payment');
    expect(text).toContain(`${APP_URL}/?ref=k3x9q2`);
    expect(linkNamed(document, `${APP_URL}/?ref=k3x9q2`)?.getAttribute('href')).toBe(`${APP_URL}/?ref=k3x9q2`);
    expect(text).toContain('within 60 days');
    expect(text).toContain('Sign in with rosa@example.com.');
    expect(text).toContain('choose "Forgot password?", enter rosa@example.com');
    expect(linkNamed(document, 'sign-in page')?.getAttribute('href')).toBe(`${APP_URL}/auth`);
    expect(linkNamed(document, 'Open your ambassador portal')?.getAttribute('href')).toBe(`${APP_URL}/ambassador`);
    expect(text).toContain('held for 30 days');
    expect(text).toContain('reaches $50.00');
  });

  it('fits a 390 px phone and has a dark scheme for every coloured text', async () => {
    for (const email of [
      await renderAmbassadorApprovedEmail(input),
      await renderAmbassadorApplicationEmail({
        ...input,
        name: 'Rosa',
        company: null,
        website: null,
        marketingChannels: ['blog'],
        audienceSize: null,
        experienceLevel: null,
        additionalInfo: null,
        submittedAt: 'today',
      }),
    ]) {
      const document = parseHtml(email.html);
      expect(fixedWidthsOver(document, 390)).toEqual([]);
      expect(coloursWithoutDarkScheme(document)).toEqual([]);
    }
  });
});
