import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLayout, EmailTitle, Paragraph, PrimaryButton } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/** Cognito's ForgotPassword, through the CustomMessage trigger. */
export interface PasswordResetEmailInput {
  /** Site origin; the link opens `${appUrl}/auth` in new-password mode. */
  appUrl: string;
  /** The account's email, prefilled in the form. */
  email: string;
  /** Cognito's code placeholder (`{####}`), which Cognito replaces with the code after the trigger returns. */
  code: string;
}

/**
 * The link lands on /auth in new-password mode with everything it needs. The code placeholder
 * appears exactly once (only in the button's link, nowhere in the preview or a copy of the link):
 * cognito-local replaces only the first occurrence. The button is also the email's first link,
 * which the e2e test reads.
 */
export function PasswordResetEmail(input: PasswordResetEmailInput) {
  const link = `${input.appUrl}/auth?reset=true&email=${encodeURIComponent(input.email)}&code=${input.code}`;
  return (
    <EmailLayout
      preview={`Choose a new password for your ${PRODUCT_NAME} account.`}
      reason={`You're getting this because someone asked to reset the password of the ${PRODUCT_NAME} account for this address.`}
    >
      <EmailTitle>Reset your password</EmailTitle>
      <Paragraph>{`Someone asked to reset the password of your ${PRODUCT_NAME} account.`}</Paragraph>
      <PrimaryButton href={link}>Choose a new password</PrimaryButton>
      <Paragraph muted>If it wasn't you, ignore this email: your password stays as it is.</Paragraph>
    </EmailLayout>
  );
}

export async function renderPasswordResetEmail(input: PasswordResetEmailInput): Promise<RenderedEmail> {
  return renderEmail(`Reset your ${PRODUCT_NAME} password`, <PasswordResetEmail {...input} />);
}

PasswordResetEmail.PreviewProps = {
  appUrl: 'http://localhost:5173',
  email: 'dani@example.com',
  code: '{####}',
} satisfies PasswordResetEmailInput;
