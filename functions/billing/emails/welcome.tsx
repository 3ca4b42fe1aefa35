import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailHeading, EmailLayout, EmailTitle, greeting, Paragraph, PrimaryButton } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/** Sent once the trial has started (checkout completed). */
export interface WelcomeEmailInput {
  /** Site origin; the button opens `${appUrl}/dashboard`. */
  appUrl: string;
  firstName: string | null;
  /** The niche's display name, e.g. "Skincare". */
  nicheName: string;
  /** The daily email's hour as Settings shows it: hourLabel(sendHour), e.g. "7:00 AM". */
  sendTime: string;
  /** The subscriber's IANA time zone, e.g. "Europe/London". */
  timeZone: string;
  /** The trial's last day, already formatted ("Tuesday, December 1"); null when the plan started without a trial. */
  trialEnds: string | null;
  preferencesUrl?: string | undefined;
  unsubscribeUrl?: string | undefined;
}

export function WelcomeEmail(input: WelcomeEmailInput) {
  const dashboardUrl = `${input.appUrl}/dashboard`;
  return (
    <EmailLayout
      preview={`Your first ${input.nicheName} idea is on your dashboard now.`}
      reason={`You're getting this because you just started a ${PRODUCT_NAME} subscription.`}
      preferencesUrl={input.preferencesUrl}
      unsubscribeUrl={input.unsubscribeUrl}
    >
      <EmailTitle>{`Welcome to ${PRODUCT_NAME}`}</EmailTitle>
      <Paragraph>{greeting(input.firstName)}</Paragraph>
      <Paragraph>
        {input.trialEnds ? `Your free trial has started and runs until ${input.trialEnds}.` : 'Your subscription has started.'}
      </Paragraph>
      <EmailHeading>What happens next</EmailHeading>
      <Paragraph>{`1. Your first ${input.nicheName} idea is on your dashboard now: hooks, script, visuals and the comments it came from.`}</Paragraph>
      <Paragraph>
        {`2. Every day at ${input.sendTime} (${input.timeZone} time), the next idea opens on your dashboard and arrives in this inbox.`}
      </Paragraph>
      <Paragraph>3. Rate each idea with the stars: it tells us what to send you more of.</Paragraph>
      <PrimaryButton href={dashboardUrl}>Open your dashboard</PrimaryButton>
      <Paragraph muted>You can change the hour, your time zone or turn the daily email off in Settings on your dashboard.</Paragraph>
    </EmailLayout>
  );
}

export async function renderWelcomeEmail(input: WelcomeEmailInput): Promise<RenderedEmail> {
  return renderEmail(`Welcome to ${PRODUCT_NAME}: your first idea is ready`, <WelcomeEmail {...input} />);
}

WelcomeEmail.PreviewProps = {
  appUrl: 'http://localhost:5173',
  firstName: 'Dani',
  nicheName: 'Skincare',
  sendTime: '7:00 AM',
  timeZone: 'Europe/London',
  trialEnds: 'Tuesday, December 1',
  preferencesUrl: 'http://localhost:5173/email-preferences?token=preview',
  unsubscribeUrl: 'http://localhost:5173/api/email/unsubscribe?token=preview',
} satisfies WelcomeEmailInput;
