/**
 * The /auth form checks (spec 5). Each returns the message to show, or null when the input may
 * be sent. Checks run in the order the spec lists them.
 */

export const NEW_PASSWORD_MIN_LENGTH = 6;

export const validationMessages = {
  fillAllFields: 'Please fill in all fields',
  emailRequired: 'Please enter your email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters long`,
} as const;

export function validateSignIn(input: { email: string; password: string }): string | null {
  if (!input.email.trim() || !input.password) return validationMessages.fillAllFields;
  return null;
}

export function validateResetRequest(input: { email: string }): string | null {
  if (!input.email.trim()) return validationMessages.emailRequired;
  return null;
}

/**
 * `email` and `code` are checked only when the form shows them (the reset link usually carries
 * both); they count as fields like the two passwords.
 */
export function validateNewPassword(input: {
  newPassword: string;
  confirmPassword: string;
  email?: string;
  code?: string;
}): string | null {
  const extraFieldEmpty = [input.email, input.code].some((value) => value !== undefined && !value.trim());
  if (!input.newPassword || !input.confirmPassword || extraFieldEmpty) return validationMessages.fillAllFields;
  if (input.newPassword !== input.confirmPassword) return validationMessages.passwordsDoNotMatch;
  if (input.newPassword.length < NEW_PASSWORD_MIN_LENGTH) return validationMessages.passwordTooShort;
  return null;
}
