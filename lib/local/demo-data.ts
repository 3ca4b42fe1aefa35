/**
 * Data the local stack seeds for trying the product by hand; none of it exists in the cloud.
 * Promo codes are printed at start so a newcomer can claim one on /promo-code.
 */
import { LOCAL_ACCOUNTS } from './accounts';

export const DEMO_PROMO_CODES = Array.from({ length: 10 }, (_, i) => `SPARK-DEMO${String(i + 1).padStart(2, '0')}`);

export const DEMO_AMBASSADORS = [
  // Her portal account is the seeded ambassador account (lib/local/accounts.ts).
  {
    code: 'glowwithmia',
    firstName: 'Mia',
    lastName: 'Torres',
    email: LOCAL_ACCOUNTS.ambassador.email,
    status: 'active',
    commissionRate: 0.5,
  },
  { code: 'oldpartner', firstName: 'Former', lastName: 'Partner', email: 'former@example.com', status: 'inactive', commissionRate: 0.5 },
] as const;

/**
 * Gives the seeded ambassador account its ambassador, `glowwithmia`, created first when missing:
 * the account is seeded with every stack (the tests sign in with it), the demo data is not.
 */
export async function linkDemoAmbassadorAccount(userId: string): Promise<void> {
  const { createAmbassador, linkAmbassadorUser, newAmbassador } = await import('#functions/ambassadors/store');
  const { Conflict } = await import('#functions/platform/errors');
  const ambassador = DEMO_AMBASSADORS[0];
  await createAmbassador(newAmbassador(ambassador)).catch((error: unknown) => {
    if (!(error instanceof Conflict)) throw error;
  });
  await linkAmbassadorUser(ambassador.code, userId).catch((error: unknown) => {
    if (!(error instanceof Conflict)) throw error;
    // A user pool made afresh beside kept table data: the old account still holds the link.
    console.warn(`The demo ambassador ${ambassador.code} belongs to an earlier portal account; delete .local to start afresh.`);
  });
}

/** The demo creator started this many days ago, so the dashboard opens with a week of ideas. */
export const DEMO_DAYS_AGO = 6;

export async function seedDemoData(demoSubscriberId: string): Promise<{ promoCodesAdded: number }> {
  const { addPromoCode } = await import('#functions/promo/store');
  const { createAmbassador, newAmbassador } = await import('#functions/ambassadors/store');
  const { Conflict } = await import('#functions/platform/errors');
  const createdAt = new Date().toISOString();
  for (const ambassador of DEMO_AMBASSADORS) {
    // Once: a restart keeps what an admin changed since.
    await createAmbassador(newAmbassador({ ...ambassador, createdAt })).catch((error: unknown) => {
      if (!(error instanceof Conflict)) throw error;
    });
  }
  let promoCodesAdded = 0;
  for (const code of DEMO_PROMO_CODES) if (await addPromoCode(code)) promoCodesAdded += 1;
  await backdateDemoProgress(demoSubscriberId);
  return { promoCodesAdded };
}

/**
 * Moves the unlock start of the demo creator's niche back by DEMO_DAYS_AGO days, once: the daily
 * 07:00 unlock (functions/ideas/rules.ts) then shows about a week of ideas, and the days keep
 * coming on later starts without another write.
 */
async function backdateDemoProgress(userId: string): Promise<void> {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('#functions/platform/table/client');
  const { progressKeys } = await import('#functions/ideas/progress-store');
  const { getSubscriber } = await import('#functions/subscribers/store');
  const subscriber = await getSubscriber(userId, { consistent: true });
  if (!subscriber?.niche) return;
  const startedAt = new Date(Date.now() - DEMO_DAYS_AGO * 86_400_000).toISOString();
  await db
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: progressKeys.item(userId, subscriber.niche),
        UpdateExpression: 'SET unlockingSince = :startedAt, demoBackdated = :yes',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(demoBackdated)',
        ExpressionAttributeValues: { ':startedAt': startedAt, ':yes': true },
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}
