import { describe, expect, it } from 'vitest';
import {
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  validateNewPassword,
  validateResetRequest,
  validateSignIn,
} from '@/features/auth/validation';

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
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdef', code: ' ' })).toBe('Please fill in all fields');
  });

  it('asks for all fields when a shown email field is empty', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdef', email: '' })).toBe('Please fill in all fields');
  });

  it('reports passwords that do not match', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe('Passwords do not match');
  });

  it('checks the match before the length', () => {
    expect(validateNewPassword({ newPassword: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(validateNewPassword({ newPassword: 'abcde', confirmPassword: 'abcde' })).toBe('Password must be at least 6 characters long');
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(validateNewPassword({ newPassword: 'abcdef', confirmPassword: 'abcdef', code: '123456' })).toBeNull();
  });
});

/** The one issue a schema reports: the promised message, on the field to fix. */
function issues(result: { success: boolean; error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } }) {
  return result.error?.issues.map(({ message, path }) => ({ message, path })) ?? [];
}

describe('the form schemas', () => {
  it('reports a sign-in without a password once, on the password', () => {
    expect(issues(signInSchema.safeParse({ email: 'ana@example.com', password: '' }))).toEqual([
      { message: 'Please fill in all fields', path: ['password'] },
    ]);
  });

  it('hands a sign-in over with the email trimmed and the password as typed', () => {
    expect(signInSchema.parse({ email: ' ana@example.com ', password: ' secret ' })).toEqual({
      email: 'ana@example.com',
      password: ' secret ',
    });
  });

  it('reports an empty reset request on the email', () => {
    expect(issues(resetRequestSchema.safeParse({ email: '  ' }))).toEqual([
      { message: 'Please enter your email address', path: ['email'] },
    ]);
  });

  it('checks the email and code of the new-password form only when it asks for them', () => {
    const filled = { email: '', code: '', newPassword: 'abcdef', confirmPassword: 'abcdef' };
    expect(newPasswordSchema({ email: false, code: false }).safeParse(filled).success).toBe(true);
    expect(issues(newPasswordSchema({ email: false, code: true }).safeParse(filled))).toEqual([
      { message: 'Please fill in all fields', path: ['code'] },
    ]);
  });

  it('reports only the first failing new-password check', () => {
    const result = newPasswordSchema({ email: false, code: false }).safeParse({
      email: '',
      code: '',
      newPassword: 'abc',
      confirmPassword: 'abd',
    });
    expect(issues(result)).toEqual([{ message: 'Passwords do not match', path: ['confirmPassword'] }]);
  });
});
