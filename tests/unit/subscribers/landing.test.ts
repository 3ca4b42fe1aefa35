import { describe, expect, it } from 'vitest';
import { ADMIN_LANDING, AMBASSADOR_LANDING, landingPath } from '#functions/subscribers/landing';

describe('landing rules after sign-in', () => {
  it('sends a user without a subscriber record to onboarding', () => {
    expect(landingPath({ kind: 'not-found' })).toBe('/onboarding');
  });

  it('sends a subscribed user to the dashboard', () => {
    expect(landingPath({ kind: 'found', subscriber: { subscribed: true, onboardingCompleted: false } })).toBe('/dashboard');
  });

  it('sends a subscribed user who completed onboarding to the dashboard', () => {
    expect(landingPath({ kind: 'found', subscriber: { subscribed: true, onboardingCompleted: true } })).toBe('/dashboard');
  });

  it('sends an unsubscribed user who completed onboarding to the dashboard', () => {
    expect(landingPath({ kind: 'found', subscriber: { subscribed: false, onboardingCompleted: true } })).toBe('/dashboard');
  });

  it('sends a user who abandoned payment to complete the subscription', () => {
    expect(landingPath({ kind: 'found', subscriber: { subscribed: false, onboardingCompleted: false } })).toBe('/complete-subscription');
  });

  it('sends a user whose lookup failed to the dashboard', () => {
    expect(landingPath({ kind: 'error' })).toBe('/dashboard');
  });

  it('sends an admin without a subscriber record to the admin landing, not the sign-up form', () => {
    expect(landingPath({ kind: 'not-found' }, ['admin'])).toBe(ADMIN_LANDING);
  });

  it('sends an admin with an abandoned sign-up to the admin landing too', () => {
    expect(landingPath({ kind: 'found', subscriber: { subscribed: false, onboardingCompleted: false } }, ['tester', 'admin'])).toBe(
      ADMIN_LANDING,
    );
  });

  it('lands admins in the admin area', () => {
    expect(ADMIN_LANDING).toBe('/admin');
  });

  it('treats other groups as any user', () => {
    expect(landingPath({ kind: 'not-found' }, ['tester'])).toBe('/onboarding');
  });
});

describe('landing rules for ambassadors', () => {
  it('sends an ambassador without a subscriber record to the portal', () => {
    expect(landingPath({ kind: 'not-found' }, ['ambassador'])).toBe(AMBASSADOR_LANDING);
    expect(AMBASSADOR_LANDING).toBe('/ambassador');
  });

  it('sends an ambassador who is also a creator where a creator goes', () => {
    expect(landingPath({ kind: 'found', subscriber: { subscribed: true, onboardingCompleted: true } }, ['ambassador'])).toBe('/dashboard');
    expect(landingPath({ kind: 'found', subscriber: { subscribed: false, onboardingCompleted: false } }, ['ambassador'])).toBe(
      '/complete-subscription',
    );
  });

  it('sends an admin who is also an ambassador to the admin area', () => {
    expect(landingPath({ kind: 'not-found' }, ['ambassador', 'admin'])).toBe(ADMIN_LANDING);
  });

  it('does not guess the portal when the lookup failed', () => {
    expect(landingPath({ kind: 'error' }, ['ambassador'])).toBe('/dashboard');
  });
});
