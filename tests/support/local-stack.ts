import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '#lib/local/stack';
import { freePort } from '#lib/local/processes';

/** Cognito codes are fixed in tests so a reset can be completed without reading any output. */
export const TEST_CODE = '123456';

export interface StackInfo {
  api: string;
  app: string | null;
  cognito: string;
  mail: string;
  dynamodb: string;
  stripe: string | null;
  /** The local OpenAI emulator every handler's client talks to (failures queued with POST {openai}/__emulator/fail). */
  openai: string | null;
  /**
   * The local YouTube emulator's root URL (the client's rootUrl); its key is in `youtubeKey`.
   * Change its world with tests/support/youtube.ts.
   */
  youtube: string | null;
  youtubeKey: string | null;
  /** Sandbox keys of this run's Stripe emulator. */
  stripeKeys: LocalStack['stripe'];
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  accounts: LocalStack['accounts'];
  /** The email queue (the stack's sender drains it into the SES emulator) and this run's link-signing key. */
  email: Omit<LocalStack['email'], 'idle'>;
}

/** A throw-away stack: in-memory DynamoDB, a temp folder for cognito-local, free ports. */
export async function startTestStack(options: {
  web: boolean | 'dist';
  demoData: boolean;
}): Promise<{ info: StackInfo; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'commentspark-test-'));
  const ports = {
    app: await freePort(),
    api: await freePort(),
    cognito: await freePort(),
    ses: await freePort(),
    dynamodb: await freePort(),
    stripe: await freePort(),
    openai: await freePort(),
    sqs: await freePort(),
    youtube: await freePort(),
  };
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    ports,
    web: options.web,
    fixedCode: TEST_CODE,
    demoData: options.demoData,
    openai: 'emulator',
  });
  const info: StackInfo = {
    ...stack.urls,
    youtubeKey: stack.youtubeApiKey,
    stripeKeys: stack.stripe,
    tableName: stack.tableName,
    userPoolId: stack.pool.userPoolId,
    userPoolClientId: stack.pool.userPoolClientId,
    issuer: stack.pool.issuer,
    accounts: stack.accounts,
    email: {
      queueUrl: stack.email.queueUrl,
      deadLetterQueueUrl: stack.email.deadLetterQueueUrl,
      sqsEndpoint: stack.email.sqsEndpoint,
      linkKey: stack.email.linkKey,
    },
  };
  return {
    info,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
