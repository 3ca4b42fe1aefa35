import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { StackInfo } from './local-stack';

/** An email as the SES emulator's mail viewer stores it (`GET /store`). */
export interface StoredEmail {
  messageId: string;
  subject: string;
  destination: { to: string[] };
  /** The Reply-To addresses SES was given (empty when replies go to the sender). */
  replyTo: string[];
  body: { html: string; text: string };
  headers: Array<{ name: string; value: string }>;
}

export async function storedEmails(stack: StackInfo): Promise<StoredEmail[]> {
  const res = await fetch(`${stack.mail}/store`);
  return ((await res.json()) as { emails: StoredEmail[] }).emails;
}

export async function mailsTo(stack: StackInfo, email: string): Promise<StoredEmail[]> {
  return (await storedEmails(stack)).filter((e) => e.destination.to.includes(email.toLowerCase()));
}

/** The first stored email `matches` accepts, once it arrives. */
export async function waitForMail(stack: StackInfo, matches: (email: StoredEmail) => boolean, timeoutMs = 30_000): Promise<StoredEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await storedEmails(stack)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('The expected email never reached the mail viewer');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let sqs: SQSClient | undefined;

/** Until the stack's sender has handled everything on the email queue (sent, skipped, or given up on). */
export async function emailQueueDrained(stack: StackInfo, timeoutMs = 60_000): Promise<void> {
  sqs ??= new SQSClient({
    endpoint: stack.email.sqsEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const out = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: stack.email.queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    const left =
      Number(out.Attributes?.ApproximateNumberOfMessages ?? 0) + Number(out.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${left} messages still on the email queue`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
