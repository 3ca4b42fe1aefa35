import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLayout, EmailTitle, greeting, Paragraph, PrimaryButton } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/** A cancellation Stripe confirmed: at the period's end (access continues) or at once. */
export interface CancellationEmailInput {
  /** Site origin; the button opens `${appUrl}/dashboard`. */
  appUrl: string;
  firstName: string | null;
  /** e.g. "Monthly". */
  planName: string;
  /** The last day of access, already formatted ("Tuesday, December 1"); null when access ended now. */
  accessEnds: string | null;
  preferencesUrl?: string | undefined;
}

export function CancellationEmail(input: CancellationEmailInput) {
  const { accessEnds } = input;
  return (
    <EmailLayout
      preview={accessEnds ? `You keep your ideas until ${accessEnds}.` : 'Your subscription has ended.'}
      reason={`You're getting this because your ${PRODUCT_NAME} subscription was canceled.`}
      preferencesUrl={input.preferencesUrl}
    >
      <EmailTitle>Your cancellation is confirmed</EmailTitle>
      <Paragraph>{greeting(input.firstName)}</Paragraph>
      {accessEnds ? (
        <>
          <Paragraph>
            {`Your ${input.planName} plan is canceled and you won't be charged again. You keep full access, daily email included, until ${accessEnds}.`}
          </Paragraph>
          <Paragraph>{`Changed your mind? Choose your plan again in the Subscription tab of your dashboard before ${accessEnds}, and nothing stops.`}</Paragraph>
        </>
      ) : (
        <>
          <Paragraph>{`Your ${input.planName} plan has ended and you won't be charged again. The daily email stops today.`}</Paragraph>
          <Paragraph>Want the ideas back? Sign in and pick a plan on your dashboard any time.</Paragraph>
        </>
      )}
      <PrimaryButton href={`${input.appUrl}/dashboard`}>Open your dashboard</PrimaryButton>
      <Paragraph muted>{`Thanks for creating with ${PRODUCT_NAME}.`}</Paragraph>
    </EmailLayout>
  );
}

export async function renderCancellationEmail(input: CancellationEmailInput): Promise<RenderedEmail> {
  return renderEmail(`Your ${PRODUCT_NAME} subscription is canceled`, <CancellationEmail {...input} />);
}

CancellationEmail.PreviewProps = {
  appUrl: 'http://localhost:5173',
  firstName: 'Dani',
  planName: 'Monthly',
  accessEnds: 'Tuesday, December 1',
  preferencesUrl: 'http://localhost:5173/email-preferences?token=preview',
} satisfies CancellationEmailInput;
