import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createCheckout } from '#functions/billing/routes';
import { createSubscriber, signupLookup } from '#functions/subscribers/routes';
import { getPublicIdea } from '#functions/ideas/routes';
import { validateReferral } from '#functions/referrals/routes';
import { existingSubscriber, planId, referralCode, subscriber, type ExistingSubscriber } from '#functions/shared/schemas';
import { ideaSlug, parseIdeaSlug } from '#functions/ideas/slug';
import { landingPath } from '#functions/subscribers/landing';
import { PLANS, PLAN_IDS, isPlanId } from '#functions/shared/plans';
import { isReferralCodeFormat, normalizeReferralCode } from '#functions/referrals/rules';
import { SIGN_UP_MESSAGES, classifyExisting } from '#functions/subscribers/signup';
import { fieldErrorsOf } from '#functions/platform/http/request';
import { exampleIdeaPath, publicIdeaPath } from '@/config/paths';
import type { SignupLookupResult } from '@/features/onboarding/api/signup-lookup';
import { captureReferral } from '@/lib/referral';

// Each of these facts is written once (functions/shared, or the contract for a wire shape) and
// every other reader takes it from there, so no copy can drift. These tests fail when a copy
// creeps back.

describe('the plan ids', () => {
  it('are the contract’s plan choices', () => {
    expect(planId.options).toEqual([...PLAN_IDS]);
  });

  it('are the plans of the price list, in its order', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
  });

  it('are the tiers a subscriber record and a checkout accept, and nothing else is', () => {
    for (const id of PLAN_IDS) {
      expect(subscriber.shape.subscriptionTier.safeParse(id).success).toBe(true);
      expect(createCheckout.body!.safeParse({ tier: id }).success).toBe(true);
    }
    expect(subscriber.shape.subscriptionTier.safeParse('Monthly').success).toBe(false);
    expect(createCheckout.body!.safeParse({ tier: 'daily' }).success).toBe(false);
  });

  it('are what isPlanId recognises in text from outside the contract', () => {
    expect(PLAN_IDS.every(isPlanId)).toBe(true);
    expect([undefined, null, '', 'Monthly', 'daily', 1].some(isPlanId)).toBe(false);
  });
});

describe('the referral-code format', () => {
  const codes = [
    'abc',
    'SPARK22',
    'a1b2c3d4e5f6g7h8i9j0',
    'ab',
    'a1b2c3d4e5f6g7h8i9j0k',
    'spark-22',
    'spark 22',
    'café22',
    'Ωmega1',
    '١٢٣٤',
  ];

  it('is the one the contract checks, lower-casing as the domain does', () => {
    for (const code of codes) {
      const parsed = referralCode.safeParse(code);
      expect(parsed.success, code).toBe(isReferralCodeFormat(code));
      if (parsed.success) expect(parsed.data).toBe(normalizeReferralCode(code));
    }
  });

  describe('in the browser capture', () => {
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => {
      const items = new Map<string, string>();
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
      });
      vi.stubGlobal('fetch', fetchMock);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock.mockImplementation(
        async () => new Response('{"valid":true}', { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      fetchMock.mockReset();
    });

    it('asks the server about exactly the codes the domain’s format accepts', async () => {
      for (const code of codes) {
        fetchMock.mockClear();
        const url = new URL(`https://commentspark.app/?r=${encodeURIComponent(code)}`);
        const location = { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash };
        const captured = await captureReferral(location, { state: null, replaceState: vi.fn() });
        expect(fetchMock.mock.calls.length, code).toBe(isReferralCodeFormat(code) ? 1 : 0);
        expect(captured, code).toBe(isReferralCodeFormat(code) ? normalizeReferralCode(code) : null);
      }
    });
  });

  it('is what the validate route accepts in its path', () => {
    for (const code of codes) {
      expect(validateReferral.params!.safeParse({ code }).success, code).toBe(isReferralCodeFormat(code));
    }
  });
});

describe('the idea slug', () => {
  const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

  it('of a public idea link is one parseIdeaSlug reads back and the API accepts', () => {
    const path = publicIdeaPath('skincare', 'acne', 4, 'B');
    expect(slugOf(path)).toBe('idea-4-b');
    expect(parseIdeaSlug(slugOf(path))).toEqual({ ideaNumber: 4, variant: 'B' });
    expect(getPublicIdea.params!.safeParse({ niche: 'skincare', subNiche: 'acne', slug: slugOf(path) }).success).toBe(true);
  });

  it('ends the example idea pages’ addresses', () => {
    expect(exampleIdeaPath(3, 'b')).toBe(`/skincare-${ideaSlug(3, 'b')}`);
    expect(parseIdeaSlug(exampleIdeaPath(3, 'b').slice('/skincare-'.length))).toEqual({ ideaNumber: 3, variant: 'B' });
  });

  it.each([
    'idea-4-b',
    'IDEA-12-A',
    'idea-999999-z',
    'idea-1234567-a',
    'idea-4',
    'idea--b',
    'idea-4-bb',
    'idea-4-1',
    'post-4-b',
    'idea-4-b-extra',
  ])('is checked the same way by the contract and by parseIdeaSlug: %s', (slug) => {
    const accepted = getPublicIdea.params!.safeParse({ niche: 'skincare', subNiche: 'acne', slug }).success;
    expect(accepted).toBe(parseIdeaSlug(slug) !== null);
  });
});

describe('the sign-up messages', () => {
  it('are the words the API answers a missing name or niche with', () => {
    const result = createSubscriber.body!.safeParse({ firstName: ' ', lastName: '', niche: '  ' });
    expect(fieldErrorsOf(result.error!)).toEqual({
      firstName: [SIGN_UP_MESSAGES.firstName.description],
      lastName: [SIGN_UP_MESSAGES.lastName.description],
      niche: [SIGN_UP_MESSAGES.niche.description],
    });
  });
});

describe('the existing-subscriber answer', () => {
  const records = [
    { subscribed: true, onboardingCompleted: true },
    { subscribed: true, onboardingCompleted: false },
    { subscribed: false, onboardingCompleted: true },
    { subscribed: false, onboardingCompleted: false },
  ];

  it('is the lookup route’s response', () => {
    expect(signupLookup.response).toBe(existingSubscriber);
    expectTypeOf<SignupLookupResult>().toEqualTypeOf<ExistingSubscriber>();
  });

  it('holds every answer the domain gives', () => {
    const answers = [
      classifyExisting(null, null),
      ...records.map((record) => classifyExisting({ ...record, firstName: 'Ana', niche: 'skincare' }, 'Skincare')),
    ];
    for (const answer of answers) expect(signupLookup.response.parse(answer)).toEqual(answer);
  });

  it('calls "active" exactly the records that land on the dashboard after sign-in', () => {
    for (const record of records) {
      const active = classifyExisting({ ...record, firstName: 'Ana', niche: null }, null).status === 'active';
      expect(landingPath({ kind: 'found', subscriber: record }) === '/dashboard', JSON.stringify(record)).toBe(active);
    }
  });
});
