import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { AppConfig } from '#functions/shared/app-config';
import { ADMIN_GROUP, AMBASSADOR_GROUP } from '#functions/platform/http/auth';
import { LOCAL_ACCOUNTS } from './accounts';
import { cognitoClient, ensureUser, startCognito, type LocalUserPool } from './cognito';
import { LOCAL_TABLE_NAME, PORT_ENV, REPO_ROOT, type LocalPorts } from './config';
import { ensureTable, startDynamoDb } from './dynamodb';
import { startGateway } from './gateway';
import { assertJava, assertPortFree, ChildProcesses } from './processes';
import { startLocalEmail } from './email';
import { startLocalVideoIdeas } from './video-ideas';
import { startSes } from './ses';
import { ensureDemoSubscription, startLocalStripe } from './stripe';
import type { StripeKeys } from '#functions/billing/stripe-keys';
import { startWeb } from './web';

export interface LocalStackOptions {
  /** Working folder: cognito-local's data, pid files and (when persist) DynamoDB's files. */
  readonly dataDir: string;
  /** Keep DynamoDB data on disk between runs (npm start) or in memory (tests). */
  readonly persist: boolean;
  readonly ports: LocalPorts;
  /**
   * The web app: the Vite dev server (`true` or 'dev'), the production build in web/dist served
   * as CloudFront serves it ('dist'), or none.
   */
  readonly web: boolean | 'dev' | 'dist';
  /** Show the emulators' own output. */
  readonly debug?: boolean;
  /** Fix cognito-local's confirmation and reset codes (tests). */
  readonly fixedCode?: string;
  /** Seed the demo promo pool and ambassadors (lib/local/demo-data.ts). @default true */
  readonly demoData?: boolean;
  /**
   * Who writes ideas: 'auto' is OpenAI when OPENAI_API_KEY is set and the offline generator
   * otherwise; 'emulator' starts the local OpenAI (lib/local/openai.ts) and points the real client
   * at it. @default 'auto'
   */
  readonly openai?: 'auto' | 'emulator';
  /**
   * Run the jobs on the local clock, as EventBridge Scheduler does in the cloud: the keep-ahead job
   * once the stack is up and every hour after (it does nothing when every niche is ahead).
   * @default false
   */
  readonly clock?: boolean;
}

export interface SeededAccount {
  email: string;
  password: string;
  userId: string;
}

export interface LocalStack {
  urls: {
    app: string | null;
    api: string;
    cognito: string;
    mail: string;
    dynamodb: string;
    stripe: string | null;
    openai: string | null;
    sqs: string;
    /** The local YouTube emulator's root URL; null when YOUTUBE_API_KEY points the functions at the real API. */
    youtube: string | null;
  };
  /** The "Ideas from a video" queue; `idle` resolves when every request is answered. */
  videoIdeas: { queueUrl: string; idle(options?: { timeoutMs?: number }): Promise<void> };
  /** The email queue and the key of this stack's signed email links. */
  email: {
    queueUrl: string;
    deadLetterQueueUrl: string;
    sqsEndpoint: string;
    linkKey: string;
    idle: (options?: { timeoutMs?: number }) => Promise<void>;
  };
  /** The local YouTube emulator's API key (null with the real API: the key is the operator's own). */
  youtubeApiKey: string | null;
  /** The sandbox Stripe keys in use; with the emulator, made up for this run. */
  stripe: StripeKeys;
  pool: LocalUserPool;
  tableName: string;
  /** `ambassador`: in the `ambassador` group, the portal account of the ambassador `glowwithmia`. */
  accounts: { admin: SeededAccount; subscriber: SeededAccount; ambassador: SeededAccount };
  appConfig: AppConfig;
  stop: () => Promise<void>;
  /** Synchronous last resort for exit handlers: kills the child processes. */
  killChildren: () => void;
}

const SERVICE_NAMES: Record<keyof LocalPorts, string> = {
  app: 'the web app',
  api: 'the local API gateway',
  cognito: 'cognito-local',
  ses: 'the SES emulator',
  dynamodb: 'DynamoDB Local',
  stripe: 'the local Stripe emulator',
  openai: 'the local OpenAI emulator',
  sqs: 'the SQS emulator (email queue)',
  youtube: 'the local YouTube emulator',
};

/**
 * Starts the whole product on this machine: DynamoDB Local, the SES emulator, the local API
 * gateway (which also serves the Cognito triggers), cognito-local, and optionally the web app;
 * then seeds reference data and the local accounts. `npm start`, the integration tests and
 * the e2e tests all start it through here.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports, dataDir } = options;
  const debug = options.debug ?? false;
  mkdirSync(dataDir, { recursive: true });
  const children = new ChildProcesses(join(dataDir, 'pids'));
  children.killStale('dynamodb');
  children.killStale('cognito');
  assertJava();
  for (const key of Object.keys(ports) as Array<keyof LocalPorts>) {
    if (key === 'app' && !options.web) continue;
    if (key === 'stripe' && process.env.STRIPE_SECRET_KEY) continue;
    if (key === 'openai' && options.openai !== 'emulator') continue;
    if (key === 'youtube' && process.env.YOUTUBE_API_KEY) continue;
    await assertPortFree(ports[key], SERVICE_NAMES[key], PORT_ENV[key]);
  }

  const closers: Array<() => Promise<void>> = [];
  const stop = async (): Promise<void> => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    closers.length = 0;
    await children.stopAll();
  };

  try {
    const appUrl = `http://localhost:${ports.app}`;
    // The handlers read these when first imported; set them before anything loads functions/data.
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE_NAME,
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
      AWS_REGION: process.env.AWS_REGION ?? 'local',
      SES_ENDPOINT: `http://127.0.0.1:${ports.ses}`,
      APP_URL: appUrl,
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? (debug ? 'DEBUG' : 'WARN'),
      // Locally the offline generator's ideas are the demo's (functions/content-engine/generator.ts, publishingWithheld).
      OFFLINE_IDEAS: process.env.OFFLINE_IDEAS ?? 'publish',
    });

    // Reading the YouTube fixtures is CPU work: it runs while DynamoDB Local's JVM starts.
    const youtubeStarting = process.env.YOUTUBE_API_KEY
      ? null
      : import('./youtube').then(({ startLocalYouTube }) =>
          startLocalYouTube({ port: ports.youtube, dataDir: options.persist ? dataDir : null, log: debug ? undefined : () => undefined }),
        );
    if (youtubeStarting) {
      // Awaited below; until then a failure must not go unhandled, and a stop must still close it.
      youtubeStarting.catch(() => undefined);
      closers.push(async () => (await youtubeStarting.catch(() => null))?.close());
    }

    const dynamodb = await startDynamoDb({
      port: ports.dynamodb,
      dataPath: options.persist ? join(dataDir, 'dynamodb') : null,
      children,
      debug,
    });
    await ensureTable(dynamodb, LOCAL_TABLE_NAME);

    const ses = await startSes(ports.ses);
    closers.push(ses.close);

    const email = await startLocalEmail({ port: ports.sqs, dataDir, persist: options.persist });
    closers.push(email.close);
    // Closed before the SQS emulator it polls (closers run last first).
    const videoIdeas = await startLocalVideoIdeas({ sqs: email.sqs });
    closers.push(videoIdeas.close);

    const gateway = await startGateway(ports.api);
    closers.push(gateway.close);

    const stripe = await startLocalStripe({
      port: ports.stripe,
      webhookUrl: `http://127.0.0.1:${ports.api}/api/webhooks/stripe`,
      ...(options.persist ? { stateDir: join(dataDir, 'stripe') } : {}),
    });
    closers.push(stripe.close);
    Object.assign(process.env, stripe.env);

    let openAiUrl: string | null = null;
    if (options.openai === 'emulator') {
      const { startOpenAiEmulator } = await import('./openai');
      const openai = await startOpenAiEmulator({ port: ports.openai, log: debug ? undefined : () => undefined });
      closers.push(openai.close);
      openAiUrl = openai.url;
      // The handlers and jobs build their client from these, as they would against OpenAI itself.
      Object.assign(process.env, { OPENAI_API_KEY: openai.apiKey, OPENAI_BASE_URL: openai.url });
    }

    let youtubeUrl: string | null = null;
    let youtubeApiKey: string | null = null;
    if (youtubeStarting) {
      const youtube = await youtubeStarting;
      youtubeUrl = youtube.url;
      youtubeApiKey = youtube.apiKey;
      // As with OpenAI: the handlers and jobs build the real client from these.
      Object.assign(process.env, { YOUTUBE_API_URL: youtube.url, YOUTUBE_API_KEY: youtube.apiKey });
    }

    const pool = await startCognito({
      port: ports.cognito,
      dir: join(dataDir, 'cognito'),
      lambdaEndpoint: `http://127.0.0.1:${ports.api}`,
      sesEndpoint: `http://127.0.0.1:${ports.ses}`,
      children,
      debug,
      fixedCode: options.fixedCode,
    });
    gateway.setAuth({ issuer: pool.issuer, jwksUrl: pool.jwksUrl, userPoolClientId: pool.userPoolClientId });
    // What the cloud gives the functions of tokenInBody routes (lib/constructs/api.ts).
    Object.assign(process.env, { COGNITO_ISSUER: pool.issuer, COGNITO_CLIENT_ID: pool.userPoolClientId });
    // What the cloud gives the functions of routes with `userPool` actions (lib/constructs/api.ts),
    // plus the emulator's address: the handlers run in this process and call cognito-local.
    Object.assign(process.env, { USER_POOL_ID: pool.userPoolId, COGNITO_ENDPOINT: pool.endpoint });

    const accounts = await seed(pool);
    await ensureDemoSubscription(
      stripe,
      { userId: accounts.subscriber.userId, email: accounts.subscriber.email, password: accounts.subscriber.password },
      { apiUrl: gateway.url, cognitoEndpoint: pool.endpoint, userPoolClientId: pool.userPoolClientId },
    );
    if (options.demoData ?? true) {
      const demo = await import('./demo-data');
      const second = await demo.ensureSecondDemoSubscriber(pool);
      // The second demo creator is on the yearly plan, so every plan feature can be tried locally.
      await ensureDemoSubscription(
        stripe,
        second,
        { apiUrl: gateway.url, cognitoEndpoint: pool.endpoint, userPoolClientId: pool.userPoolClientId },
        'yearly',
      );
      await demo.seedDemoData(accounts.subscriber.userId, second.userId);
    }
    if (options.clock) closers.push((await import('./clock')).startClock());

    const appConfig: AppConfig = {
      stage: 'local',
      region: 'local',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoEndpoint: pool.endpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
    };
    let app: string | null = null;
    if (options.web) {
      const apiUrl = `http://127.0.0.1:${ports.api}`;
      const web =
        options.web === 'dist'
          ? await (
              await import('./dist-server')
            ).startDistServer({ port: ports.app, apiUrl, appConfig, distDir: join(REPO_ROOT, 'web/dist') })
          : await startWeb({ port: ports.app, apiUrl, appConfig });
      closers.push(web.close);
      app = web.url;
    }

    return {
      urls: {
        app,
        api: gateway.url,
        cognito: pool.endpoint,
        mail: ses.url,
        dynamodb,
        stripe: stripe.emulatorUrl,
        openai: openAiUrl,
        sqs: email.url,
        youtube: youtubeUrl,
      },
      email: {
        queueUrl: email.queueUrl,
        deadLetterQueueUrl: email.deadLetterQueueUrl,
        sqsEndpoint: email.endpoint,
        linkKey: email.linkKey,
        idle: email.idle,
      },
      videoIdeas: { queueUrl: videoIdeas.queueUrl, idle: videoIdeas.idle },
      youtubeApiKey,
      stripe: stripe.sandbox,
      pool,
      tableName: LOCAL_TABLE_NAME,
      accounts,
      appConfig,
      stop,
      killChildren: () => children.killAll(),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seed(pool: LocalUserPool): Promise<LocalStack['accounts']> {
  const { seedReferenceData } = await import('#functions/seed/seed');
  const { putSubscriber, getSubscriber } = await import('#functions/subscribers/store');
  await seedReferenceData();

  const client = cognitoClient(pool.endpoint);
  const { admin, subscriber, ambassador } = LOCAL_ACCOUNTS;
  const adminId = await ensureUser(client, pool.userPoolId, { email: admin.email, password: admin.password, groups: [ADMIN_GROUP] });
  const subscriberId = await ensureUser(client, pool.userPoolId, { email: subscriber.email, password: subscriber.password });
  const ambassadorId = await ensureUser(client, pool.userPoolId, {
    email: ambassador.email,
    password: ambassador.password,
    groups: [AMBASSADOR_GROUP],
  });
  await (await import('./demo-data')).linkDemoAmbassadorAccount(ambassadorId);

  // The demo subscriber is a paying creator from day one; keep whatever they changed since.
  if (!(await getSubscriber(subscriberId))) {
    const now = new Date().toISOString();
    await putSubscriber({
      userId: subscriberId,
      email: subscriber.email,
      firstName: subscriber.firstName,
      lastName: subscriber.lastName,
      niche: 'skincare',
      subscribed: true,
      onboardingCompleted: true,
      subscriptionTier: 'monthly',
      subscriptionStatus: 'active',
      subscriptionEnd: null,
      referredBy: null,
      timeZone: 'Europe/London',
      stripeCustomerId: null,
      testMode: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  return {
    admin: { email: admin.email, password: admin.password, userId: adminId },
    subscriber: { email: subscriber.email, password: subscriber.password, userId: subscriberId },
    ambassador: { email: ambassador.email, password: ambassador.password, userId: ambassadorId },
  };
}
