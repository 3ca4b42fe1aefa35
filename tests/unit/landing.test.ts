import { describe, expect, it } from 'vitest';
import { landingPath } from '../../functions/domain/landing';

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
    expect(landingPath({ kind: 'found', subscriber: { subscribed: false, onboardingCompleted: false } })).toBe(
      '/complete-subscription',
    );
  });

  it('sends a user whose lookup failed to the dashboard', () => {
    expect(landingPath({ kind: 'error' })).toBe('/dashboard');
  });
});
