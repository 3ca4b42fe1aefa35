import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';

/**
 * Sending through SES v2 with simple content (HTML + text) and our own headers: the SES emulator
 * keeps such headers in its mail viewer, where raw MIME would lose them (LOCAL-STACK-NOTES).
 */

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Readonly<Record<string, string>>;
  /** Where the recipient's reply goes, when not to the sender address (a support answer: the support address). */
  replyTo?: string;
}

// The emulator never answers actions it lacks, and SES can stall: a send waits at most this long.
const REQUEST_TIMEOUT_MS = 10_000;

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  const endpoint = process.env.SES_ENDPOINT;
  client ??= new SESv2Client({
    // Locally, the SES emulator: it wants a signed request, with any credentials.
    ...(endpoint
      ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
  });
  return client;
}

/** The sender address, as configured per stage (MAIL_FROM). */
export function senderAddress(): string {
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set');
  return from;
}

/** The bare address of MAIL_FROM ("CommentSpark <ideas@x>" → "ideas@x"). */
export function senderMailbox(): string {
  const from = senderAddress();
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** Sends one email; resolves to SES's message id. */
export async function sendEmail(email: OutgoingEmail): Promise<string> {
  const out = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: senderAddress(),
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
      ...(process.env.SES_CONFIGURATION_SET ? { ConfigurationSetName: process.env.SES_CONFIGURATION_SET } : {}),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
          Headers: Object.entries(email.headers ?? {}).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    }),
  );
  if (!out.MessageId) throw new Error('SES accepted the email but returned no message id.');
  return out.MessageId;
}
