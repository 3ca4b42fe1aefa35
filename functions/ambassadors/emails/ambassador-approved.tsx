import { PRODUCT_NAME } from '#functions/shared/product';
import {
  cls,
  EmailHeading,
  EmailLayout,
  EmailTitle,
  greeting,
  Paragraph,
  PrimaryButton,
  styles,
  TextLink,
} from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/** To an applicant an admin approved: the referral link, the terms, and how to reach the portal. */
export interface AmbassadorApprovedEmailInput {
  /** Site origin: the portal is `${appUrl}/ambassador`, sign-in `${appUrl}/auth`. */
  appUrl: string;
  firstName: string | null;
  /** The address they applied with, which is their sign-in. */
  email: string;
  /** `${appUrl}/?ref=<code>`. */
  referralLink: string;
  /** "50%". */
  commission: string;
  /** "30 days". */
  hold: string;
  /** "$50.00". */
  payoutMinimum: string;
  /** How long a click counts (REFERRAL_TTL_DAYS). */
  trackingDays: number;
}

export function AmbassadorApprovedEmail(input: AmbassadorApprovedEmailInput) {
  const portalUrl = `${input.appUrl}/ambassador`;
  const signInUrl = `${input.appUrl}/auth`;
  return (
    <EmailLayout
      preview={`You're a ${PRODUCT_NAME} ambassador: here is your referral link.`}
      reason={`You're getting this because you applied to the ${PRODUCT_NAME} ambassador programme.`}
    >
      <EmailTitle>{`Welcome to the ${PRODUCT_NAME} ambassador programme`}</EmailTitle>
      <Paragraph>{greeting(input.firstName)}</Paragraph>
      <Paragraph>{`Your application is approved. You earn ${input.commission} of every payment from the creators you refer, for as long as they stay subscribed.`}</Paragraph>
      <EmailHeading>Your referral link</EmailHeading>
      <div className={cls.soft} style={styles.soft}>
        <Paragraph style={{ margin: 0, wordBreak: 'break-all' }}>
          <TextLink href={input.referralLink}>{input.referralLink}</TextLink>
        </Paragraph>
      </div>
      <Paragraph>{`Share it anywhere. A creator who opens it and subscribes within ${input.trackingDays} days is counted as yours.`}</Paragraph>
      <EmailHeading>Your ambassador portal</EmailHeading>
      <Paragraph>{`The portal shows your clicks, sign-ups, paying subscribers, commissions and payouts. Sign in with ${input.email}.`}</Paragraph>
      <Paragraph>
        {'No password for this address yet? On the '}
        <TextLink href={signInUrl}>sign-in page</TextLink>
        {`, choose "Forgot password?", enter ${input.email} and we'll email you a link to set one.`}
      </Paragraph>
      <PrimaryButton href={portalUrl}>Open your ambassador portal</PrimaryButton>
      <Paragraph
        muted
      >{`Commissions are held for ${input.hold} after each payment, then paid monthly by PayPal, Stripe or bank transfer once your balance reaches ${input.payoutMinimum}; a smaller balance rolls over to the next month.`}</Paragraph>
    </EmailLayout>
  );
}

export async function renderAmbassadorApprovedEmail(input: AmbassadorApprovedEmailInput): Promise<RenderedEmail> {
  return renderEmail(`You're a ${PRODUCT_NAME} ambassador: your referral link`, <AmbassadorApprovedEmail {...input} />);
}

AmbassadorApprovedEmail.PreviewProps = {
  appUrl: 'http://localhost:5173',
  firstName: 'Mia',
  email: 'mia@example.com',
  referralLink: 'http://localhost:5173/?ref=k3x9q2',
  commission: '50%',
  hold: '30 days',
  payoutMinimum: '$50.00',
  trackingDays: 60,
} satisfies AmbassadorApprovedEmailInput;
