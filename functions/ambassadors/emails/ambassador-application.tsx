import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLayout, EmailTitle, Paragraph, PrimaryButton, styles, cls } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/** To each admin when someone applies on /ambassadors: what they sent, and where to review it. */
export interface AmbassadorApplicationEmailInput {
  /** Site origin; the button opens `${appUrl}/admin/ambassadors`. */
  appUrl: string;
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  /** The form's values as sent (`tiktok`, `10k-50k`, …). */
  marketingChannels: readonly string[];
  audienceSize: string | null;
  experienceLevel: string | null;
  additionalInfo: string | null;
  /** When it was sent, already formatted. */
  submittedAt: string;
}

function Detail({ label, value }: { readonly label: string; readonly value: string | null }) {
  return (
    <>
      <Paragraph style={styles.label}>{label}</Paragraph>
      <Paragraph>{value && value.trim() !== '' ? value : 'Not given'}</Paragraph>
    </>
  );
}

export function AmbassadorApplicationEmail(input: AmbassadorApplicationEmailInput) {
  const reviewUrl = `${input.appUrl}/admin/ambassadors`;
  return (
    <EmailLayout
      preview={`${input.name} applied to the ambassador programme.`}
      reason={`You're getting this because you are a ${PRODUCT_NAME} admin.`}
    >
      <EmailTitle>New ambassador application</EmailTitle>
      <Paragraph>{`${input.name} applied to the ambassador programme on ${input.submittedAt}. The page promises a review within 24 hours.`}</Paragraph>
      <div className={cls.soft} style={styles.soft}>
        <Detail label="Name" value={input.name} />
        <Detail label="Email" value={input.email} />
        <Detail label="Company" value={input.company} />
        <Detail label="Website" value={input.website} />
        <Detail label="Marketing channels" value={input.marketingChannels.join(', ')} />
        <Detail label="Audience size" value={input.audienceSize} />
        <Detail label="Experience level" value={input.experienceLevel} />
        <Detail label="Additional information" value={input.additionalInfo} />
      </div>
      <PrimaryButton href={reviewUrl}>Review applications</PrimaryButton>
      <Paragraph muted>Approving creates the ambassador at the promised 50% and emails them their referral link.</Paragraph>
    </EmailLayout>
  );
}

export async function renderAmbassadorApplicationEmail(input: AmbassadorApplicationEmailInput): Promise<RenderedEmail> {
  return renderEmail(`New ambassador application: ${input.name}`, <AmbassadorApplicationEmail {...input} />);
}

AmbassadorApplicationEmail.PreviewProps = {
  appUrl: 'http://localhost:5173',
  name: 'Mia Chen',
  email: 'mia@example.com',
  company: 'Glow With Mia',
  website: 'https://glowwithmia.example.com',
  marketingChannels: ['tiktok', 'instagram'],
  audienceSize: '10k-50k',
  experienceLevel: 'intermediate',
  additionalInfo: 'I post skincare routines three times a week.',
  submittedAt: 'Tuesday, December 1, 2026 at 10:15 UTC',
} satisfies AmbassadorApplicationEmailInput;
