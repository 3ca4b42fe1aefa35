/**
 * `npm start`: the whole product on this machine, offline. See README.md, "Run it locally".
 */
import { DEFAULT_DATA_DIR, LocalStackError, portsFromEnv } from '#lib/local/config';
import { DEMO_AMBASSADORS, DEMO_PROMO_CODES } from '#lib/local/demo-data';
import { LOCAL_ACCOUNTS } from '#lib/local/accounts';
import { startLocalStack, type LocalStack } from '#lib/local/stack';

// The Lambda runtime is Node 22; the SDK's notice about Node 20 support only adds noise locally.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let stack: LocalStack | undefined;
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
}

// Whatever happens, no java or cognito-local is left holding a port.
process.on('exit', () => stack?.killChildren());
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
process.on('uncaughtException', (error) => {
  console.error('The local stack crashed:', error);
  void shutdown(1);
});
process.on('unhandledRejection', (error) => {
  console.error('The local stack crashed:', error);
  void shutdown(1);
});

function openAiMode(value: string | undefined): 'auto' | 'emulator' {
  if (!value || value === 'auto') return 'auto';
  if (value === 'emulator') return 'emulator';
  throw new LocalStackError(`LOCAL_OPENAI=${value}: use "emulator" (the local OpenAI) or leave it unset.`);
}

async function main(): Promise<void> {
  const started = Date.now();
  stack = await startLocalStack({
    dataDir: process.env.LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR,
    persist: true,
    ports: portsFromEnv(),
    web: true,
    debug: process.env.LOCAL_DEBUG === '1',
    openai: openAiMode(process.env.LOCAL_OPENAI),
    clock: true,
  });
  const { urls, accounts } = stack;
  const lines = [
    '',
    'CommentSpark local stack',
    `  App             ${urls.app}`,
    `  API             ${urls.api}/api/health`,
    `  Mail viewer     ${urls.mail}   (every email the app sends: daily ideas, billing notices, password resets)`,
    `  Email queue     ${urls.sqs}   (SQS emulator; the daily email dispatcher runs every 15 minutes, npm run job -- daily runs it now)`,
    `  Cognito         ${urls.cognito}   (cognito-local, pool ${stack.pool.userPoolId})`,
    `  DynamoDB Local  ${urls.dynamodb}   (table ${stack.tableName}, data in .local/dynamodb)`,
    urls.stripe
      ? `  Stripe          ${urls.stripe}   (local emulator: checkout page, invoices, signed webhooks; ${urls.stripe}/_emulator/events lists them)`
      : '  Stripe          real Stripe test mode (STRIPE_SECRET_KEY)',
    urls.openai
      ? `  OpenAI          ${urls.openai}   (local emulator, LOCAL_OPENAI=emulator; the real client talks to it)`
      : process.env.OPENAI_API_KEY
        ? `  OpenAI          ${process.env.OPENAI_BASE_URL ?? 'api.openai.com'} (OPENAI_API_KEY)`
        : '  Ideas           offline generator (set OPENAI_API_KEY for OpenAI, or LOCAL_OPENAI=emulator for the local one)',
    urls.youtube
      ? `  YouTube         ${urls.youtube}   (local Data API emulator: fixture videos per niche; ${urls.youtube}__emulator/catalogue lists them)`
      : '  YouTube         the real YouTube Data API (YOUTUBE_API_KEY)',
    '',
    'Accounts',
    `  Admin           ${accounts.admin.email} / ${accounts.admin.password}`,
    `  Demo subscriber ${accounts.subscriber.email} / ${accounts.subscriber.password}   (skincare: budget routines for students, talking head)`,
    `  Demo subscriber ${LOCAL_ACCOUNTS.secondSubscriber.email} / ${LOCAL_ACCOUNTS.secondSubscriber.password}   (skincare: adult acne after 30, tutorials and green-screen replies)`,
    `  Ambassador      ${accounts.ambassador.email} / ${accounts.ambassador.password}   (portal of ${DEMO_AMBASSADORS[0].code}: ${urls.app}/ambassador)`,
    '',
    `Promo codes       ${DEMO_PROMO_CODES[0]} … ${DEMO_PROMO_CODES.at(-1)} (npm run promo -- add 20 adds more)`,
    `Referral link     ${urls.app}/tiktok-growth?ref=${DEMO_AMBASSADORS[0].code}`,
    '',
    `ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`,
  ];
  console.log(lines.join('\n'));
}

main().catch(async (error: unknown) => {
  if (error instanceof LocalStackError) console.error(`Could not start: ${error.message}`);
  else console.error('Could not start the local stack:', error);
  await shutdown(1);
});
