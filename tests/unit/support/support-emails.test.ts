// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderSupportEmail } from '#functions/delivery/email-content';
import { renderSupportReplyEmail, SupportReplyEmail } from '#functions/support/emails/support-reply';
import { renderSupportRequestEmail, SupportRequestEmail } from '#functions/support/emails/support-request';
import type { SupportRequest } from '#functions/support/store';
import { APP_URL, coloursWithoutDarkScheme, fixedWidthsOver, linkNamed, parseHtml, visibleText } from './emails';

const collapse = (text: string) => text.replace(/\s+/g, ' ');

const request: SupportRequest = {
  id: '01JEXAMPLE0000000000000000',
  subject: 'calendar still locked after upgrade',
  category: 'plan-features',
  message: 'hi, i upgraded to monthly yesterday but the calendar tab still says upgrade??\n\nthanks <b>Mia</b>',
  priority: true,
  status: 'open',
  createdAt: '2026-12-01T10:15:00.000Z',
  answeredAt: null,
  replyCount: 0,
  facts: {
    userId: 'user-7',
    email: 'mia@example.com',
    name: 'Mia Chen',
    plan: 'monthly',
    status: 'trialing',
    subscribed: true,
    trialEnd: '2026-12-08T10:00:00.000Z',
    accessEnd: null,
    niche: 'skincare',
    accountCreatedAt: '2026-12-01T09:00:00.000Z',
  },
};

describe('the support request email (to each admin)', () => {
  it('marks a priority request in the subject and says to answer it first', async () => {
    const email = await renderSupportEmail({ kind: 'support_request', request, appUrl: APP_URL, headers: {} });

    expect(email.subject).toBe('[Priority] Support: calendar still locked after upgrade');
    expect(collapse(email.text)).toContain('on a plan with priority support: answer this one first');
  });

  it('carries the message as text and every account fact', async () => {
    const email = await renderSupportEmail({ kind: 'support_request', request, appUrl: APP_URL, headers: {} });
    const text = collapse(email.text);

    for (const fact of [
      'mia@example.com',
      'Mia Chen',
      'Monthly ($28/month), trialing',
      'December 8, 2026',
      'skincare',
      'December 1, 2026',
      'user-7',
      'Calendar, analytics or year plan',
    ])
      expect(text).toContain(fact);
    // What a subscriber types is text, never markup in an admin's mail client.
    expect(visibleText(parseHtml(email.html))).toContain('thanks <b>Mia</b>');
  });

  it("links the request's page in the admin inbox", async () => {
    const email = await renderSupportEmail({ kind: 'support_request', request, appUrl: APP_URL, headers: {} });

    expect(linkNamed(parseHtml(email.html), 'Answer in the support inbox')?.getAttribute('href')).toBe(
      `${APP_URL}/admin/support/01JEXAMPLE0000000000000000`,
    );
  });

  it('does not call a weekly request priority', async () => {
    const email = await renderSupportEmail({
      kind: 'support_request',
      request: { ...request, priority: false, facts: { ...request.facts, plan: 'weekly' } },
      appUrl: APP_URL,
      headers: {},
    });

    expect(email.subject).toBe('Support: calendar still locked after upgrade');
    expect(collapse(email.text)).not.toContain('priority');
  });
});

describe('the support reply email (to the subscriber)', () => {
  const reply = {
    id: '01JREPLY00000000000000000',
    requestId: request.id,
    message: 'Hi Mia, the upgrade went through: reload the dashboard and the Calendar tab opens.',
    createdAt: '2026-12-01T11:00:00.000Z',
    by: 'admin@example.com',
  };

  it('answers under "Re:" with Reply-To the support address, and quotes what they wrote', async () => {
    const email = await renderSupportEmail({ kind: 'support_reply', request, reply, appUrl: APP_URL, headers: {} });
    const text = collapse(email.text);

    expect(email.subject).toBe('Re: calendar still locked after upgrade');
    expect(email.replyTo).toBe('support@commentspark.app');
    expect(text).toContain('reload the dashboard and the Calendar tab opens');
    expect(text).toContain('i upgraded to monthly yesterday');
    // Which admin answered is theirs to know, not the subscriber's.
    expect(text).not.toContain('admin@example.com');
  });

  it('links the conversation in the Support tab', async () => {
    const email = await renderSupportEmail({ kind: 'support_reply', request, reply, appUrl: APP_URL, headers: {} });

    expect(linkNamed(parseHtml(email.html), 'See the conversation')?.getAttribute('href')).toBe(`${APP_URL}/dashboard?tab=support`);
  });
});

describe('both support emails', () => {
  it('fit a 390 px phone and have a dark scheme for every coloured text', async () => {
    for (const email of [
      await renderSupportRequestEmail(SupportRequestEmail.PreviewProps),
      await renderSupportReplyEmail(SupportReplyEmail.PreviewProps),
    ]) {
      const document = parseHtml(email.html);
      expect(fixedWidthsOver(document, 390)).toEqual([]);
      expect(coloursWithoutDarkScheme(document)).toEqual([]);
    }
  });
});
