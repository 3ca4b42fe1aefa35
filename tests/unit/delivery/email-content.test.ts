import { describe, expect, it } from 'vitest';
import { renderEmailOfJob, type EmailRequest } from '#functions/delivery/email-content';
import { SKINCARE_EXAMPLES } from '#functions/content-engine/skincare-examples';

/**
 * The daily email is rendered once per idea and filled in per recipient (functions/delivery/email-content.ts):
 * each recipient must still get exactly their own name and links, escaped where HTML needs it.
 */
const idea = SKINCARE_EXAMPLES.find((i) => i.variant === 'B')!;
const request = (firstName: string | null, id: string, rate = true): Extract<EmailRequest, { kind: 'daily' }> => ({
  kind: 'daily',
  shared: {
    appUrl: 'https://app.example',
    idea,
    nicheName: 'Skincare',
    ideaUrl: `https://app.example/content-idea/${idea.id}`,
    deliveryNote: 'You get this at 7:00 AM, UTC time.',
  },
  firstName,
  tokens: {
    unsubscribe: `unsub.${id}.sig`,
    preferences: `prefs.${id}.sig`,
    rate: rate ? `rate.${id}.sig` : null,
    feedback: rate ? `feedback.${id}.sig` : null,
  },
  headers: { 'X-Entity-Ref-ID': id },
});

describe('the daily email, rendered once and filled in per recipient', () => {
  it('gives each recipient their own name and links, and nobody else’s', async () => {
    const [ana, ben] = await Promise.all([renderEmailOfJob(request('Ana', 'ana')), renderEmailOfJob(request('Ben', 'ben'))]);
    expect(ana.subject).toBe(idea.title);
    for (const part of [ana.html, ana.text]) {
      expect(part).toContain('Ana');
      expect(part).toContain('https://app.example/api/email/unsubscribe?token=unsub.ana.sig');
      expect(part).toContain('https://app.example/email-preferences?token=prefs.ana.sig');
      expect(part).toContain('rate?token=rate.ana.sig');
      expect(part).not.toContain('ben');
      expect(part).not.toMatch(/csph/);
    }
    expect(ben.html).toContain('unsub.ben.sig');
    expect(ben.headers).toEqual({ 'X-Entity-Ref-ID': 'ben' });
    expect(ana.html.match(/rate\?token=rate\.ana\.sig&amp;rating=\d/g)).toHaveLength(5);
  });

  it('escapes a name for the HTML part and keeps it as written in the text part', async () => {
    const email = await renderEmailOfJob(request('<b>Zoë & "Co"</b>', 'zoe'));
    expect(email.html).toContain('&lt;b&gt;Zoë &amp; &quot;Co&quot;&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Zoë');
    expect(email.text).toContain('<b>Zoë & "Co"</b>');
  });

  it('gives each recipient their own "Filmed it" and "Not for me" links', async () => {
    const [ana, ben] = await Promise.all([renderEmailOfJob(request('Ana', 'ana')), renderEmailOfJob(request('Ben', 'ben'))]);

    expect(ana.text).toContain('Filmed it');
    expect(ana.text).toContain('https://app.example/idea-feedback?token=feedback.ana.sig&action=filmed');
    expect(ana.text).toContain('https://app.example/idea-feedback?token=feedback.ana.sig&action=not_for_me');
    expect(ben.html).toContain('idea-feedback?token=feedback.ben.sig&amp;action=not_for_me');
    expect(ben.html).not.toContain('feedback.ana.sig');
  });

  it('shows why a personal idea was chosen, under "Why you"', async () => {
    const personal = {
      ...idea,
      id: 'p-ana-day-3',
      personal: {
        kind: 'daily' as const,
        reasons: [
          { kind: 'own-audience', text: '6 viewers on your channel asked this' },
          { kind: 'topic-fit', text: 'Fits your budget skincare focus' },
        ],
        ownAudience: true,
      },
    };

    const email = await renderEmailOfJob({ ...request('Ana', 'ana'), shared: { ...request('Ana', 'ana').shared, idea: personal } });

    expect(email.text.split('\n').map((line) => line.trim())).toContain('Why you');
    expect(email.text).toContain('6 viewers on your channel asked this');
    expect(email.text).toContain('Fits your budget skincare focus');
  });

  it('leaves "Why you" out of the shared idea of the day', async () => {
    const email = await renderEmailOfJob(request('Ana', 'ana'));

    // "Why you…" can start a line of the idea itself; the section is a line of its own.
    expect(email.text.split('\n').map((line) => line.trim())).not.toContain('Why you');
  });

  it('without a name or rating links (a promo claimant) the email reads without them', async () => {
    const email = await renderEmailOfJob(request(null, 'promo', false));
    expect(email.html).not.toMatch(/csph|rate\?token|idea-feedback/);
    expect(email.text).toContain('unsub.promo.sig');
  });
});
