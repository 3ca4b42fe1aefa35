import { PRODUCT_NAME } from '../domain/product';

/**
 * The reset email. Cognito replaces `code` ("{####}") with the real code after the trigger
 * returns, so the link lands on /auth in new-password mode with everything it needs. The
 * placeholder appears once: cognito-local replaces only the first occurrence.
 */
export function passwordResetEmail(input: { appUrl: string; email: string; code: string }): { subject: string; html: string } {
  const link = `${input.appUrl}/auth?reset=true&email=${encodeURIComponent(input.email)}&code=${input.code}`;
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    html: [
      `<p>Someone asked to reset the password of your ${PRODUCT_NAME} account.</p>`,
      `<p><a href="${link}">Choose a new password</a></p>`,
      `<p>If it wasn't you, ignore this email: your password stays as it is.</p>`,
    ].join('\n'),
  };
}
