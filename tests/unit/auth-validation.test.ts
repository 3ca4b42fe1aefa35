import { describe, expect, it } from 'vitest';
import { validateNewPassword, validateResetRequest, validateSignIn } from '../../web/src/features/auth/validation';

describe('sign-in form checks', () => {
  it('asks for all fields when the email is empty', () => {
    expect(validateSignIn({ email: '', password: 'secret1' })).toBe('Please fill in all fields');
  });

  it('asks for all fields when the email is only spaces', () => {
    expect(validateSignIn({ email: '   ', password: 'secret1' })).toBe('Please fill in all fields');
  });

  it('asks for all fields when the password is empty', () => {
    expect(validateSignIn({ email: 'ana@example.com', password: '' })).toBe('Please fill in all fields');
  });

  it('lets a filled form through', () => {
    expect(validateSignIn({ email: 'ana@example.com', password: 'x' })).toBeNull();
  });
});

describe('reset request checks', () => {
  it('asks for the email address when it is empty', () => {
    expect(validateResetRequest({ email: ' ' })).toBe('Please enter your email address');
  });

  it('lets an email through', () => {
    expect(validateResetRequest({ email: 'ana@example.com' })).toBeNull();
  });
});

describe('new password checks', () => {
  it('asks for all fields when the new password is empty', () => {
    expect(validateNewPassword({ newPassword: '', confirmPassword: 'abcdef' })).toBe('Please fill in all fields');
  });

  it('asks for all fields when the confirmation is empty', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: '' })).toBe('Please fill in all fields');
  });

  it('asks for all fields when a shown reset code field is empty', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdef', code: ' ' })).toBe(
      'Please fill in all fields',
    );
  });

  it('asks for all fields when a shown email field is empty', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdef', email: '' })).toBe(
      'Please fill in all fields',
    );
  });

  it('reports passwords that do not match', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe('Passwords do not match');
  });

  it('checks the match before the length', () => {
    expect(validateNewPassword({ newPassword: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(validateNewPassword({ newPassword: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdef', code: '123456' })).toBeNull();
  });
});
