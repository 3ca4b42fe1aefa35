import { resolve } from 'node:path';

/** Ports and folders of the local stack. Every one can be changed by an environment variable. */
export interface LocalPorts {
  app: number;
  api: number;
  cognito: number;
  ses: number;
  dynamodb: number;
  /** The local Stripe emulator (API, checkout page, invoices); unused when STRIPE_SECRET_KEY is set. */
  stripe: number;
  /** The local OpenAI emulator; only started when asked for (LOCAL_OPENAI=emulator). */
  openai: number;
  /** The SQS emulator holding the email queue (lib/local/email.ts). */
  sqs: number;
  /** The local YouTube Data API emulator (lib/local/youtube.ts); unused when YOUTUBE_API_KEY is set. */
  youtube: number;
}

export const PORT_ENV: Record<keyof LocalPorts, string> = {
  app: 'APP_PORT',
  api: 'API_PORT',
  cognito: 'COGNITO_PORT',
  ses: 'SES_PORT',
  dynamodb: 'DYNAMODB_PORT',
  stripe: 'STRIPE_PORT',
  openai: 'OPENAI_PORT',
  sqs: 'SQS_PORT',
  youtube: 'YOUTUBE_PORT',
};

const DEFAULT_PORTS: LocalPorts = {
  app: 5173,
  api: 3001,
  cognito: 9229,
  ses: 8005,
  dynamodb: 8000,
  stripe: 12111,
  openai: 12112,
  sqs: 9324,
  youtube: 12113,
};

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const ports = { ...DEFAULT_PORTS };
  for (const key of Object.keys(PORT_ENV) as Array<keyof LocalPorts>) {
    const raw = env[PORT_ENV[key]];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new LocalStackError(`${PORT_ENV[key]}=${raw} is not a port number (1-65535).`);
    }
    ports[key] = port;
  }
  return ports;
}

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.local');
export const LOCAL_TABLE_NAME = 'commentspark-local';
export const LOCAL_SENDER = 'ideas@commentspark.local';

/** A failure the person running the stack can fix: printed as one line, no stack trace. */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}
