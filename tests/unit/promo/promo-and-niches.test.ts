import { describe, expect, it } from 'vitest';
import { APPROVED_NICHES } from '#functions/seed/seed-data';
import { requireKnownNiche } from '#functions/shared/leads';
import { activeInOrder, resolveNiche } from '#functions/shared/niches';
import { decideClaimConflict, generatePromoCode, PROMO_CODE_PREFIX } from '#functions/promo/rules';
import { formatPrice, PLANS } from '#functions/shared/plans';
import { InvalidInput } from '#functions/platform/errors';

describe('promo claim outcomes (spec 4)', () => {
  it('an unknown code is invalid, whatever else failed', () => {
    expect(decideClaimConflict({ codeMissing: true, codeTaken: false, emailHasCode: true })).toEqual({ kind: 'invalid_promo_code' });
  });

  it('an email that already holds a code is refused before any alternative is offered', () => {
    expect(decideClaimConflict({ codeMissing: false, codeTaken: true, emailHasCode: true })).toEqual({ kind: 'email_already_claimed' });
  });

  it('a taken code leads to an alternative or the waiting list', () => {
    expect(decideClaimConflict({ codeMissing: false, codeTaken: true, emailHasCode: false })).toEqual({
      kind: 'already_claimed',
    });
  });

  it('a transaction that failed on none of our conditions lost a race and is retried', () => {
    expect(decideClaimConflict({ codeMissing: false, codeTaken: false, emailHasCode: false })).toEqual({ kind: 'retry' });
  });

  it('generates codes that are easy to type: prefix, 6 characters, no 0/O/1/I/L', () => {
    const codes = Array.from({ length: 200 }, () => generatePromoCode());
    for (const code of codes) expect(code).toMatch(new RegExp(`^${PROMO_CODE_PREFIX}[A-HJKMNP-Z2-9]{6}$`));
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe('niches', () => {
  const known = [...APPROVED_NICHES, { niche: 'tiktok-growth', displayName: 'TikTok Growth', sortOrder: 99, isActive: true }];

  it.each([
    ['skincare', 'skincare'],
    ['  Skincare ', 'skincare'],
    ['TikTok Growth', 'tiktok-growth'],
    ['tiktok-growth', 'tiktok-growth'],
    ['side hustle', 'sidehustle'],
    ['Self-Care', 'selfcare'],
    ['Food and Recipes', 'food'],
    ['Home Decor', 'decor'],
  ])('resolves %j to %s', (input, expected) => {
    expect(resolveNiche(input, known)).toBe(expected);
  });

  it.each(['astrology', '', '---', 'skin care routine'])('does not resolve %j', (input) => {
    expect(resolveNiche(input, known)).toBeNull();
  });

  it('refuses an inactive niche on forms, with the field named', () => {
    const approved = APPROVED_NICHES.map((n) => (n.niche === 'travel' ? { ...n, isActive: false } : n));
    expect(() => requireKnownNiche('travel', approved, 'contentNiche')).toThrow(InvalidInput);
    try {
      requireKnownNiche('travel', approved, 'contentNiche');
    } catch (error) {
      expect((error as InvalidInput).fieldErrors).toHaveProperty('contentNiche');
    }
    expect(requireKnownNiche('tiktok growth', approved, 'niche')).toBe('tiktok-growth');
  });

  it('lists the 13 approved niches in the spec order', () => {
    expect(activeInOrder(APPROVED_NICHES).map((n) => n.niche)).toEqual([
      'skincare',
      'haircare',
      'decor',
      'fashion',
      'finance',
      'fitness',
      'food',
      'parenting',
      'relationships',
      'selfcare',
      'sidehustle',
      'spirituality',
      'travel',
    ]);
  });
});

describe('plans', () => {
  it('has one price per plan: weekly $9, monthly $28 (most popular), yearly $149', () => {
    expect(PLANS.map((p) => [p.id, formatPrice(p), p.mostPopular])).toEqual([
      ['weekly', '$9/week', false],
      ['monthly', '$28/month', true],
      ['yearly', '$149/year', false],
    ]);
  });
});
