import { beforeAll, describe, expect, it } from 'vitest';
import { InvalidLink, signLink, verifyLink } from '#functions/platform/email/links';

/**
 * The signed links in emails (docs/product-rules.md#email-links-and-unsubscribe): what a token
 * allows, and everything that must not verify.
 */
beforeAll(() => {
  process.env.EMAIL_LINK_KEY = 'unit-test-link-key-of-reasonable-length';
});

const subscriber = { type: 'subscriber', userId: 'user-1' } as const;
const promo = { type: 'promo', email: 'Claimant@Example.com' } as const;

describe('email links', () => {
  it('carries the recipient, the purpose and, for a rating, the idea', async () => {
    expect(await verifyLink(await signLink({ recipient: subscriber, purpose: 'unsubscribe' }), ['unsubscribe'])).toEqual({
      recipient: subscriber,
      purpose: 'unsubscribe',
    });
    expect(await verifyLink(await signLink({ recipient: promo, purpose: 'preferences' }), ['preferences'])).toEqual({
      recipient: { type: 'promo', email: 'claimant@example.com' },
      purpose: 'preferences',
    });
    expect(await verifyLink(await signLink({ recipient: subscriber, purpose: 'rate', ideaId: 'skincare-day-3-b' }), ['rate'])).toEqual({
      recipient: subscriber,
      purpose: 'rate',
      ideaId: 'skincare-day-3-b',
    });
  });

  it('refuses a token signed for another purpose', async () => {
    const token = await signLink({ recipient: subscriber, purpose: 'preferences' });
    await expect(verifyLink(token, ['unsubscribe'])).rejects.toBeInstanceOf(InvalidLink);
    await expect(verifyLink(token, ['rate'])).rejects.toBeInstanceOf(InvalidLink);
  });

  it('refuses an altered, truncated, re-signed or unsigned token', async () => {
    const token = await signLink({ recipient: subscriber, purpose: 'unsubscribe' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'u:user-2' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    process.env.EMAIL_LINK_KEY = 'another-key-that-is-not-the-real-one';
    const otherKey = await signLink({ recipient: subscriber, purpose: 'unsubscribe' });
    process.env.EMAIL_LINK_KEY = 'unit-test-link-key-of-reasonable-length';
    for (const bad of [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      token.slice(0, -5),
      `${header}.${payload}`,
      none,
      otherKey,
      '',
      'not.a.token',
    ]) {
      await expect(verifyLink(bad, ['unsubscribe']), bad).rejects.toBeInstanceOf(InvalidLink);
    }
  });

  it('refuses an expired token: a rating link after 30 days, an unsubscribe link after a year', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const rate = await signLink({ recipient: subscriber, purpose: 'rate', ideaId: 'x' }, issued);
    await expect(verifyLink(rate, ['rate'], new Date('2026-01-30T00:00:00Z'))).resolves.toMatchObject({ ideaId: 'x' });
    await expect(verifyLink(rate, ['rate'], new Date('2026-02-01T00:00:00Z'))).rejects.toBeInstanceOf(InvalidLink);
    const unsubscribe = await signLink({ recipient: subscriber, purpose: 'unsubscribe' }, issued);
    await expect(verifyLink(unsubscribe, ['unsubscribe'], new Date('2026-12-01T00:00:00Z'))).resolves.toMatchObject({
      purpose: 'unsubscribe',
    });
    await expect(verifyLink(unsubscribe, ['unsubscribe'], new Date('2027-01-02T00:00:00Z'))).rejects.toBeInstanceOf(InvalidLink);
  });

  it('refuses a rating token without an idea', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('commentspark-email')
      .setSubject('u:user-1')
      .setAudience('rate')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(process.env.EMAIL_LINK_KEY));
    await expect(verifyLink(token, ['rate'])).rejects.toBeInstanceOf(InvalidLink);
  });
});
