import { describe, expect, it } from 'vitest';
import {
  checkAfterLookup,
  checkBeforeLookup,
  classifyExisting,
  decideLookup,
  SIGN_UP_MESSAGES,
  type SignUpForm,
} from '#functions/subscribers/signup';
import {
  chargeStatusLabel,
  displayState,
  formatAmount,
  formatEpochDate,
  isPlanChangeIgnored,
  planButton,
} from '#functions/billing/subscription';

const complete: SignUpForm = {
  firstName: 'Dana',
  lastName: 'Lee',
  email: 'dana@example.com',
  password: 'glowup2026',
  confirmPassword: 'glowup2026',
  niche: 'skincare',
};

/** Runs the ten checks in order, as the form does, with a lookup answer in the middle. */
function firstProblem(form: SignUpForm, lookup = classifyExisting(null, null)): string {
  const before = checkBeforeLookup(form);
  if (before) return before.title;
  const decision = decideLookup(lookup);
  if (decision.kind !== 'continue') return decision.message.title;
  return checkAfterLookup(form)?.title ?? 'ok';
}

describe('sign-up checks (spec 5), in order', () => {
  it.each([
    ['first name empty', { firstName: ' ' }, 'First Name Required'],
    ['last name empty', { lastName: '' }, 'Last Name Required'],
    ['email empty', { email: '' }, 'Email Required'],
    ['password empty', { password: '', confirmPassword: '' }, 'Password Required'],
    ['password under 8', { password: 'abc1234', confirmPassword: 'abc1234' }, 'Password Too Short'],
    ['password without a digit', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Password Too Weak'],
    ['password without a letter', { password: '12345678', confirmPassword: '12345678' }, 'Password Too Weak'],
    ['confirmation empty', { confirmPassword: '' }, 'Password Confirmation Required'],
    ['niche empty', { niche: '' }, 'Content Niche Required'],
    ['mismatch', { confirmPassword: 'glowup2027' }, 'Password Mismatch'],
  ])('%s → %s', (_label, change, title) => {
    expect(firstProblem({ ...complete, ...change })).toBe(title);
  });

  it('reports only the first problem: everything empty is "First Name Required"', () => {
    expect(firstProblem({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '', niche: '' })).toBe(
      'First Name Required',
    );
  });

  it('checks the niche before the mismatch (spec order 9 then 10)', () => {
    expect(firstProblem({ ...complete, niche: '', confirmPassword: 'different1' })).toBe('Content Niche Required');
  });

  it('looks the email up after the first three checks and before the password checks', () => {
    const active = classifyExisting({ subscribed: true, onboardingCompleted: true, firstName: 'Dana', niche: 'skincare' }, 'Skincare');
    expect(firstProblem({ ...complete, password: '' }, active)).toBe('Account Exists');
    expect(firstProblem({ ...complete, email: '' }, active)).toBe('Email Required');
  });

  it('uses the spec words', () => {
    expect(SIGN_UP_MESSAGES.passwordWeak.description).toBe('Password must contain at least one letter and one number.');
    expect(SIGN_UP_MESSAGES.accountExists.description).toBe('An active account with this email already exists. Please sign in instead.');
  });

  it('passes a complete form', () => {
    expect(firstProblem(complete)).toBe('ok');
  });
});

describe('existing-subscriber lookup (check 4)', () => {
  it('sends a subscribed account to sign in after 2 s', () => {
    expect(decideLookup({ status: 'active' })).toMatchObject({
      kind: 'sign-in',
      redirectAfterMs: 2000,
      message: { title: 'Account Exists' },
    });
  });

  it('welcomes back an abandoned sign-up with first name and niche prefilled', () => {
    const existing = classifyExisting({ subscribed: false, onboardingCompleted: false, firstName: 'Dana', niche: 'haircare' }, 'Haircare');
    expect(decideLookup(existing)).toEqual({
      kind: 'resume',
      message: { title: 'Welcome Back!', description: "We found your account for Haircare content. Let's complete your subscription." },
      prefill: { firstName: 'Dana', niche: 'haircare' },
    });
  });

  it('treats a finished onboarding without a live subscription as an account to sign in to', () => {
    expect(classifyExisting({ subscribed: false, onboardingCompleted: true, firstName: 'D', niche: null }, null)).toEqual({
      status: 'active',
    });
  });
});

describe('subscription display (spec 4)', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('active, canceled-but-in-access, none', () => {
    expect(displayState({ subscribed: true, subscriptionEnd: null }, now)).toBe('active');
    expect(displayState({ subscribed: true, subscriptionEnd: '2026-12-01T00:00:00Z' }, now)).toBe('canceled-in-access');
    expect(displayState({ subscribed: true, subscriptionEnd: '2026-11-01T00:00:00Z' }, now)).toBe('active');
    expect(displayState({ subscribed: false, subscriptionEnd: '2026-12-01T00:00:00Z' }, now)).toBe('none');
  });

  it('plan buttons: Start Free Trial, Current Plan, Reactivate Plan, Upgrade, Downgrade', () => {
    expect(planButton('monthly', { tier: null, state: 'none' }).label).toBe('Start Free Trial');
    expect(planButton('monthly', { tier: 'monthly', state: 'active' })).toMatchObject({ label: 'Current Plan', disabled: true });
    expect(planButton('monthly', { tier: 'monthly', state: 'canceled-in-access' }).label).toBe('Reactivate Plan');
    expect(planButton('yearly', { tier: 'monthly', state: 'active' }).label).toBe('Upgrade');
    expect(planButton('weekly', { tier: 'monthly', state: 'active' }).label).toBe('Downgrade');
    expect(planButton('weekly', { tier: 'yearly', state: 'canceled-in-access' }).label).toBe('Downgrade');
  });

  it('ignores choosing the same plan unless canceled', () => {
    expect(isPlanChangeIgnored('monthly', { tier: 'monthly', state: 'active' })).toBe(true);
    expect(isPlanChangeIgnored('monthly', { tier: 'monthly', state: 'canceled-in-access' })).toBe(false);
    expect(isPlanChangeIgnored('yearly', { tier: 'monthly', state: 'active' })).toBe(false);
  });

  it('labels charges and formats amounts and dates as the spec says', () => {
    expect(['succeeded', 'pending', 'failed', 'refunded'].map(chargeStatusLabel)).toEqual(['Paid', 'Pending', 'Failed', 'refunded']);
    expect(formatAmount(2800, 'usd')).toBe('$28.00');
    expect(formatAmount(14900, 'USD')).toBe('$149.00');
    expect(formatEpochDate(1795262400)).toBe('November 21, 2026');
  });
});
