import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLayout, EmailTitle, greeting, Paragraph, PrimaryButton } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/** Stripe's `customer.subscription.trial_will_end` (three days before the first charge). */
export interface TrialWillEndEmailInput {
  /** Site origin; the button opens `${appUrl}/dashboard`, where the Subscription tab manages the plan. */
  appUrl: string;
  firstName: string | null;
  /** The trial's last day, already formatted, e.g. "Tuesday, December 1". */
  trialEnds: string;
  /** The plan that starts, e.g. "Monthly". */
  planName: string;
  /** What will be charged, formatted: formatPrice(plan), e.g. "$28/month". */
  price: string;
  preferencesUrl?: string | undefined;
}

export function TrialWillEndEmail(input: TrialWillEndEmailInput) {
  return (
    <EmailLayout
      preview={`Your ${input.planName} plan (${input.price}) starts on ${input.trialEnds}.`}
      reason={`You're getting this because your ${PRODUCT_NAME} free trial is ending: we always say so before the first charge.`}
      preferencesUrl={input.preferencesUrl}
    >
      <EmailTitle>{`Your free trial ends on ${input.trialEnds}`}</EmailTitle>
      <Paragraph>{greeting(input.firstName)}</Paragraph>
      <Paragraph>
        {`Your ${PRODUCT_NAME} free trial ends on ${input.trialEnds}. Your ${input.planName} plan then starts and your card will be charged ${input.price}, unless you cancel before then.`}
      </Paragraph>
      <Paragraph>Nothing else changes: your daily idea keeps coming, and every idea so far stays on your dashboard.</Paragraph>
      <PrimaryButton href={`${input.appUrl}/dashboard`}>Manage subscription</PrimaryButton>
      <Paragraph muted>To change your plan or cancel, open the Subscription tab on your dashboard.</Paragraph>
    </EmailLayout>
  );
}

export async function renderTrialWillEndEmail(input: TrialWillEndEmailInput): Promise<RenderedEmail> {
  return renderEmail(`Your ${PRODUCT_NAME} trial ends on ${input.trialEnds}`, <TrialWillEndEmail {...input} />);
}

TrialWillEndEmail.PreviewProps = {
  appUrl: 'http://localhost:5173',
  firstName: 'Dani',
  trialEnds: 'Tuesday, December 1',
  planName: 'Monthly',
  price: '$28/month',
  preferencesUrl: 'http://localhost:5173/email-preferences?token=preview',
} satisfies TrialWillEndEmailInput;
