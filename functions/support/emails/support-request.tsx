import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLayout, EmailTitle, Paragraph, PrimaryButton, Rule, styles, cls } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';
import { MessageText } from './message-text';

/** To each admin when a subscriber writes from the Support tab: the message, their account facts, and the way to answer. */
export interface SupportRequestEmailInput {
  /** The request's page: `${appUrl}/admin/support/<id>`. */
  requestUrl: string;
  subject: string;
  /** The topic's label, or null when none was chosen. */
  category: string | null;
  message: string;
  priority: boolean;
  /** The facts, already formatted, in the order shown. */
  facts: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  /** When it was sent, already formatted. */
  sentAt: string;
}

export function SupportRequestEmail(input: SupportRequestEmailInput) {
  const who = input.facts.find((fact) => fact.label === 'Email')?.value ?? 'A subscriber';
  return (
    <EmailLayout
      preview={`${input.priority ? 'Priority: ' : ''}${who} needs help: ${input.subject}`}
      reason={`You're getting this because you are a ${PRODUCT_NAME} admin.`}
    >
      <EmailTitle>{input.priority ? 'Priority support request' : 'Support request'}</EmailTitle>
      <Paragraph>{`${who} wrote on ${input.sentAt}${input.priority ? ', on a plan with priority support: answer this one first.' : '.'}`}</Paragraph>
      <Paragraph style={styles.label}>Subject</Paragraph>
      <Paragraph>{input.category ? `${input.subject} (${input.category})` : input.subject}</Paragraph>
      <Paragraph style={styles.label}>Message</Paragraph>
      <MessageText text={input.message} />
      <Rule />
      <div className={cls.soft} style={styles.soft}>
        {input.facts.map((fact) => (
          <Paragraph key={fact.label}>
            <strong>{`${fact.label}: `}</strong>
            {fact.value}
          </Paragraph>
        ))}
      </div>
      <PrimaryButton href={input.requestUrl}>Answer in the support inbox</PrimaryButton>
      <Paragraph muted>
        Answer from the inbox: the reply is emailed to the subscriber and kept on their request, where they see it in the app.
      </Paragraph>
    </EmailLayout>
  );
}

export async function renderSupportRequestEmail(input: SupportRequestEmailInput): Promise<RenderedEmail> {
  return renderEmail(`${input.priority ? '[Priority] ' : ''}Support: ${input.subject}`, <SupportRequestEmail {...input} />);
}

SupportRequestEmail.PreviewProps = {
  requestUrl: 'http://localhost:5173/admin/support/01JEXAMPLE0000000000000000',
  subject: 'Calendar does not show my ideas',
  category: 'Calendar, analytics or year plan',
  message: 'hi, i upgraded to monthly yesterday but the calendar tab still says upgrade??\n\nthanks, Mia',
  priority: true,
  facts: [
    { label: 'Email', value: 'mia@example.com' },
    { label: 'Name', value: 'Mia Chen' },
    { label: 'Plan', value: 'Monthly ($28/month), trialing' },
    { label: 'Trial ends', value: 'December 8, 2026' },
    { label: 'Niche', value: 'skincare' },
    { label: 'Signed up', value: 'December 1, 2026' },
    { label: 'User id', value: '5f0c2d7e-0000-4000-8000-000000000000' },
  ],
  sentAt: 'Tuesday, December 1, 2026 at 10:15 UTC',
} satisfies SupportRequestEmailInput;
