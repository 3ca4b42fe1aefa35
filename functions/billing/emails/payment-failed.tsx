import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLayout, EmailTitle, greeting, Paragraph, PrimaryButton } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/** Stripe's `invoice.payment_failed`: the charge was declined and Stripe will retry it. */
export interface PaymentFailedEmailInput {
  /** Site origin; the button opens `${appUrl}/dashboard`, where the card is updated. */
  appUrl: string;
  firstName: string | null;
  /** e.g. "Monthly". */
  planName: string;
  /** The invoice's amount due, formatted, e.g. "$28.00". */
  amount: string;
  preferencesUrl?: string | undefined;
}

export function PaymentFailedEmail(input: PaymentFailedEmailInput) {
  return (
    <EmailLayout
      preview={`Update your card to keep your ${input.planName} plan: your access continues while we retry.`}
      reason={`You're getting this because a payment for your ${PRODUCT_NAME} subscription did not go through.`}
      preferencesUrl={input.preferencesUrl}
    >
      <EmailTitle>{`Your payment for the ${input.planName} plan failed`}</EmailTitle>
      <Paragraph>{greeting(input.firstName)}</Paragraph>
      <Paragraph>
        {`We couldn't take the ${input.amount} payment for your ${PRODUCT_NAME} ${input.planName} plan. Please update your card so your ideas keep coming.`}
      </Paragraph>
      <Paragraph>Your access continues for now: we retry the payment automatically over the next few days.</Paragraph>
      <PrimaryButton href={`${input.appUrl}/dashboard`}>Update your card</PrimaryButton>
      <Paragraph muted>If you've already updated it, you can ignore this email.</Paragraph>
    </EmailLayout>
  );
}

export async function renderPaymentFailedEmail(input: PaymentFailedEmailInput): Promise<RenderedEmail> {
  return renderEmail(`Your ${PRODUCT_NAME} payment failed: please update your card`, <PaymentFailedEmail {...input} />);
}

PaymentFailedEmail.PreviewProps = {
  appUrl: 'http://localhost:5173',
  firstName: 'Dani',
  planName: 'Monthly',
  amount: '$28.00',
  preferencesUrl: 'http://localhost:5173/email-preferences?token=preview',
} satisfies PaymentFailedEmailInput;
