import { describe, expect, it } from 'vitest';
import { claimPromo } from '#functions/promo/routes';
import { createSubscriber, updateNiche } from '#functions/subscribers/routes';
import { ideaFeedback } from '#functions/ideas/routes';
import { recordEvents } from '#functions/events/routes';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '#functions/shared/schemas';
import { fieldErrorsOf } from '#functions/platform/http/request';

describe('plain text', () => {
  it.each([
    ['letters and punctuation', "Ann-Marie O'Neil, Jr."],
    ['accented letters', 'Zoë Ångström'],
    ['other scripts', '山田 太郎'],
    ['an emoji (a surrogate pair)', 'Glow ✨ 😀'],
    ['a time zone name', 'America/Argentina/Buenos_Aires'],
    ['the empty string', ''],
  ])('accepts %s', (_label, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    ['a lone high surrogate', 'Ann\ud800'],
    ['a lone low surrogate', '\udc00Ann'],
    ['a reversed pair', 'A\ude00\ud83dB'],
    ['a NUL', 'Ann\u0000'],
    ['an escape (C0)', 'Ann\u001b[31m'],
    ['DEL', 'Ann\u007f'],
    ['a C1 control', 'Ann\u0085'],
    ['a newline', 'Ann\nBob'],
    ['a tab', 'Ann\tBob'],
    ['a carriage return', 'Ann\rBob'],
  ])('refuses %s', (_label, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it('accepts newlines and tabs in multi-line text, and nothing else that single-line text refuses', () => {
    expect(isPlainText('Loved it.\n\n\t- more hooks, please', { multiline: true })).toBe(true);
    expect(isPlainText('Ann\rBob', { multiline: true })).toBe(false);
    expect(isPlainText('Ann\u0000', { multiline: true })).toBe(false);
    expect(isPlainText('Ann\ud800\nBob', { multiline: true })).toBe(false);
  });
});

describe('free-text fields of the contract', () => {
  const subscriber = { firstName: 'Ann', lastName: 'Lee', niche: 'skincare' };
  const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
    result.success ? {} : fieldErrorsOf(result.error!);

  it.each([
    ['firstName', { ...subscriber, firstName: 'Ann\ud800' }],
    ['lastName', { ...subscriber, lastName: 'Lee\u0000' }],
    ['niche', { ...subscriber, niche: 'skin\u0085care' }],
    ['referralSource', { ...subscriber, referralSource: '/tiktok-growth\udfff' }],
    ['timeZone', { ...subscriber, timeZone: 'Europe/Paris\n' }],
  ])('a new subscriber is refused with a message on %s', (field, body) => {
    expect(errorsOf(createSubscriber.body!.safeParse(body))).toEqual({ [field]: [PLAIN_TEXT_MESSAGE] });
  });

  it('a valid new subscriber still passes, trimmed and with the niche lower-cased', () => {
    const parsed = createSubscriber.body!.parse({ firstName: ' Zoë ', lastName: 'Lee', niche: ' SkinCare ' });
    expect(parsed).toMatchObject({ firstName: 'Zoë', niche: 'skincare' });
  });

  it('refuses a control character in a promo code, a niche change and an event, with the same message', () => {
    expect(errorsOf(claimPromo.body!.safeParse({ promoCode: 'SPARK\u0000', email: 'a@b.co', contentNiche: 'Skincare' }))).toEqual({
      promoCode: [PLAIN_TEXT_MESSAGE],
    });
    expect(errorsOf(updateNiche.body!.safeParse({ niche: 'fitness\ud800' }))).toEqual({ niche: [PLAIN_TEXT_MESSAGE] });
    const event = { type: 'page_view', at: '2026-01-01T10:00:00Z', pageUrl: '/dashboard\u001b', data: { ideaId: 'idea\ud800' } };
    expect(errorsOf(recordEvents.body!.safeParse({ sessionId: 's\u0007', events: [event] }))).toEqual({
      sessionId: [PLAIN_TEXT_MESSAGE],
      'events.0.pageUrl': [PLAIN_TEXT_MESSAGE],
      'events.0.data.ideaId': [PLAIN_TEXT_MESSAGE],
    });
  });

  it('lets feedback keep its line breaks but not a lone surrogate', () => {
    expect(ideaFeedback.body!.safeParse({ text: 'Great hook.\nMore like this, please.' }).success).toBe(true);
    expect(errorsOf(ideaFeedback.body!.safeParse({ text: 'Great\ud800' }))).toEqual({ text: [PLAIN_TEXT_MESSAGE] });
  });
});
