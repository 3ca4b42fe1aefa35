/**
 * `npm run promo -- add 100` adds 100 new codes to the promo pool; `npm run promo -- stats`
 * prints the counts. Against the local stack by default (DynamoDB Local on DYNAMODB_PORT, 8000);
 * against a deployed table with TABLE_NAME=<table> AWS_REGION=<region> and AWS credentials.
 */
import { reportFailure } from './table-target';

const USAGE = 'Usage: npm run promo -- add <count 1-10000> | stats';
const MAX_GENERATION_TRIES = 5;

async function main(): Promise<number> {
  const { addPromoCode, getPromoStats } = await import('#functions/promo/store');
  const { generatePromoCode } = await import('#functions/promo/rules');
  const [command, arg] = process.argv.slice(2);
  if (command === 'stats') {
    const stats = await getPromoStats();
    console.log(`${stats.remaining} of ${stats.total} promo codes remaining (table ${process.env.TABLE_NAME})`);
    return 0;
  }
  const count = Number(arg);
  if (command !== 'add' || !Number.isInteger(count) || count < 1 || count > 10_000) {
    console.error(USAGE);
    return 2;
  }
  const added: string[] = [];
  while (added.length < count) {
    let code: string | null = null;
    // A new random code collides with an existing one only by rare chance; then draw again.
    for (let i = 0; i < MAX_GENERATION_TRIES && !code; i += 1) {
      const candidate = generatePromoCode();
      if (await addPromoCode(candidate)) code = candidate;
    }
    if (!code) throw new Error('Could not find an unused code; is the pool nearly full for this code length?');
    added.push(code);
  }
  console.log(added.join('\n'));
  const stats = await getPromoStats();
  console.log(`Added ${added.length} codes. ${stats.remaining} of ${stats.total} remaining (table ${process.env.TABLE_NAME}).`);
  return 0;
}

main().then((code) => process.exit(code), reportFailure);
