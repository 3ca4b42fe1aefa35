import { describe, expect, it } from 'vitest';
import { failureMessage, signInMessage, signOutFailedMessage } from '@/lib/auth-messages';

const service = (name: string, message = `${name} happened`) => ({ kind: 'service', name, message }) as const;

describe('sign-in messages', () => {
  it.each(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'])('reports %s as a failed login', (name) => {
    expect(signInMessage({ status: 'failed', failure: service(name) })).toEqual({
      title: 'Login Failed',
      description: 'Invalid email or password. Please check your credentials and try again.',
      variant: 'destructive',
    });
  });

  it('reports an unconfirmed account as an unconfirmed email', () => {
    expect(signInMessage({ status: 'not-confirmed' })).toEqual({
      title: 'Email Not Confirmed',
      description: 'Please check your email and click the confirmation link before signing in.',
      variant: 'destructive',
    });
  });

  it('reports a thrown UserNotConfirmedException as an unconfirmed email', () => {
    expect(signInMessage({ status: 'failed', failure: service('UserNotConfirmedException') }).title).toBe('Email Not Confirmed');
  });

  it('shows the message of any other service error', () => {
    expect(signInMessage({ status: 'failed', failure: service('TooManyRequestsException', 'Slow down') })).toEqual({
      title: 'Error',
      description: 'Slow down',
      variant: 'destructive',
    });
  });

  it('shows the lockout text instead of "Login Failed" when attempts are exceeded', () => {
    const failure = service('NotAuthorizedException', 'Password attempts exceeded');
    expect(signInMessage({ status: 'failed', failure }).description).toBe('Password attempts exceeded');
  });

  it('shows the generic text for an unexpected exception', () => {
    expect(signInMessage({ status: 'failed', failure: { kind: 'unexpected', error: new TypeError('boom') } })).toEqual({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
      variant: 'destructive',
    });
  });

  it('welcomes a signed-in user back', () => {
    expect(signInMessage({ status: 'signed-in' })).toEqual({
      title: 'Welcome back!',
      description: 'You have been successfully signed in.',
      variant: 'default',
    });
  });
});

describe('reset and sign-out failure messages', () => {
  it('shows the service message of a failed reset, e.g. a wrong code', () => {
    expect(failureMessage(service('CodeMismatchException', 'Invalid verification code provided')).description).toBe(
      'Invalid verification code provided',
    );
  });

  it('shows the message of a sign-out failure even when it was unexpected', () => {
    expect(signOutFailedMessage({ kind: 'unexpected', error: new Error('Could not load /config.json (HTTP 404)') })).toEqual({
      title: 'Error',
      description: 'Could not load /config.json (HTTP 404)',
      variant: 'destructive',
    });
  });
});
