import { PRODUCT_NAME } from '#functions/shared/product';
import { EmailLayout, EmailTitle, Paragraph, PrimaryButton, Rule, styles } from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';
import { replySubject } from '../rules';
import { MessageText } from './message-text';

/**
 * To the subscriber when an admin answers their request: the answer as the admin wrote it (their own
 * greeting included), what they asked, and where the thread is.
 */
export interface SupportReplyEmailInput {
  subject: string;
  reply: string;
  /** The subscriber's own message, quoted under the answer. */
  message: string;
  /** The dashboard's Support tab. */
  supportUrl: string;
  supportEmail: string;
}

export function SupportReplyEmail(input: SupportReplyEmailInput) {
  return (
    <EmailLayout
      preview={`${PRODUCT_NAME} support answered: ${input.subject}`}
      reason={`You're getting this because you asked ${PRODUCT_NAME} support for help.`}
    >
      <EmailTitle>{replySubject(input.subject)}</EmailTitle>
      <MessageText text={input.reply} />
      <Paragraph>{`The ${PRODUCT_NAME} team`}</Paragraph>
      <PrimaryButton href={input.supportUrl}>See the conversation</PrimaryButton>
      <Paragraph muted>{`Reply to this email or write to ${input.supportEmail} if you need anything else.`}</Paragraph>
      <Rule />
      <Paragraph style={styles.label}>You wrote</Paragraph>
      <MessageText text={input.message} />
    </EmailLayout>
  );
}

export async function renderSupportReplyEmail(input: SupportReplyEmailInput): Promise<RenderedEmail> {
  return renderEmail(replySubject(input.subject), <SupportReplyEmail {...input} />);
}

SupportReplyEmail.PreviewProps = {
  subject: 'Calendar does not show my ideas',
  reply:
    'Hi Mia, thanks for writing. The upgrade went through: reload the dashboard and the Calendar tab opens.\n\nIf it still asks you to upgrade, reply here and we will look at your account.',
  message: 'hi, i upgraded to monthly yesterday but the calendar tab still says upgrade??\n\nthanks, Mia',
  supportUrl: 'http://localhost:5173/dashboard?tab=support',
  supportEmail: 'support@commentspark.app',
} satisfies SupportReplyEmailInput;
