import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';

/**
 * The "Ideas from a video" queue (VIDEO_IDEAS_QUEUE_URL): one message per request, naming only the
 * owner and the request (the worker reads the rest from the table). SQS_ENDPOINT points the client
 * at the local SQS, as for the email queue.
 */
export const VIDEO_IDEAS_QUEUE_ENV = 'VIDEO_IDEAS_QUEUE_URL';

export const videoIdeasJob = z.strictObject({ userId: z.string().check(z.minLength(1)), requestId: z.string().check(z.minLength(1)) });
export type VideoIdeasJob = z.infer<typeof videoIdeasJob>;

let client: SQSClient | undefined;

function sqs(): SQSClient {
  if (!client) {
    const endpoint = process.env.SQS_ENDPOINT;
    client = new SQSClient(
      endpoint
        ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {},
    );
  }
  return client;
}

export async function queueVideoIdeas(job: VideoIdeasJob): Promise<void> {
  const url = process.env[VIDEO_IDEAS_QUEUE_ENV];
  if (!url) throw new Error(`${VIDEO_IDEAS_QUEUE_ENV} is not set: the route must declare queuesVideoIdeas.`);
  await sqs().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
}
