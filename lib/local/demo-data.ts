/**
 * Data the local stack seeds for trying the product by hand; none of it exists in the cloud.
 * Promo codes are printed at start so a newcomer can claim one on /promo-code.
 */
import type { CreatorProfile } from '#functions/profiles/schema';
import { LOCAL_ACCOUNTS } from './accounts';
import type { LocalUserPool } from './cognito';

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

/**
 * The two demo creators' channels: both in skincare, far apart in who they film for and how, so
 * their ideas of the same day differ. The channels are the local YouTube emulator's.
 */
export const DEMO_PROFILES = {
  subscriber: {
    subNiches: ['budget-routine', 'bare-minimum-routine', 'choosing-sunscreen', 'drugstore dupes'],
    audience: 'College students and first-jobbers on a tight budget who want clear skin without a ten-step routine',
    tone: 'chatty big-sister energy, no gatekeeping',
    formats: ['talking-head', 'ranking', 'voiceover-b-roll'],
    avoidTopics: ['luxury hauls', 'prescription treatments'],
    goals: ['grow to 50k followers', 'land drugstore brand deals'],
    // The YouTube emulator's hand-written creator channel (lib/local/youtube/creator-fixtures/), read by own-audience ingestion.
    youtubeChannel: { id: 'UCdewWithDani0wnChann3l1', handle: '@dewwithdani', title: 'Dew with Dani' },
  },
  secondSubscriber: {
    subNiches: ['hormonal-acne', 'dark-spots', 'damaged-barrier', 'starting-retinol', 'adult acne after 30'],
    audience: 'Women 30-45 with adult hormonal acne who have tried everything and are tired of trial and error',
    tone: 'calm, evidence-based and reassuring',
    formats: ['tutorial', 'green-screen-reply'],
    avoidTopics: ['product reviews', 'hauls'],
    goals: ['be the go-to channel for adult acne', 'launch a routine guide'],
    youtubeChannel: { id: 'UC7nxeCWhzrZCi3waV63ycvP', handle: '@skinwithsoph', title: 'Skin with Soph' },
  },
} as const satisfies Record<
  'subscriber' | 'secondSubscriber',
  Pick<CreatorProfile, 'subNiches' | 'audience' | 'tone' | 'formats' | 'avoidTopics' | 'goals' | 'youtubeChannel'>
>;

/** The second demo creator: an account and a skincare subscriber record, once (a restart keeps what they changed). */
export async function ensureSecondDemoSubscriber(pool: LocalUserPool): Promise<{ userId: string; email: string; password: string }> {
  const { cognitoClient, ensureUser } = await import('./cognito');
  const { getSubscriber, putSubscriber } = await import('#functions/subscribers/store');
  const account = LOCAL_ACCOUNTS.secondSubscriber;
  const userId = await ensureUser(cognitoClient(pool.endpoint), pool.userPoolId, { email: account.email, password: account.password });
  if (!(await getSubscriber(userId))) {
    const now = new Date().toISOString();
    await putSubscriber({
      userId,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      niche: 'skincare',
      subscribed: true,
      onboardingCompleted: true,
      subscriptionTier: 'yearly',
      subscriptionStatus: 'active',
      subscriptionEnd: null,
      referredBy: null,
      timeZone: 'America/New_York',
      stripeCustomerId: null,
      testMode: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  return { userId, email: account.email, password: account.password };
}

/** Saves a demo creator's profile as if from Settings, once: a profile they saved since is kept. */
async function seedDemoProfile(userId: string, which: keyof typeof DEMO_PROFILES): Promise<void> {
  const { getSubscriber } = await import('#functions/subscribers/store');
  const { getCreatorProfile, putCreatorProfile } = await import('#functions/profiles/store');
  const subscriber = await getSubscriber(userId, { consistent: true });
  if (!subscriber?.niche || (await getCreatorProfile(userId))) return;
  const profile = DEMO_PROFILES[which];
  await putCreatorProfile({
    ...profile,
    subNiches: [...profile.subNiches],
    formats: [...profile.formats],
    avoidTopics: [...profile.avoidTopics],
    goals: [...profile.goals],
    youtubeChannel: { ...profile.youtubeChannel },
    userId,
    subscriberEmail: subscriber.email,
    niche: subscriber.niche,
    source: 'settings',
    sessionId: null,
    updatedAt: new Date().toISOString(),
  });
}

export async function seedDemoData(demoSubscriberId: string, secondDemoSubscriberId?: string): Promise<{ promoCodesAdded: number }> {
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
  await seedDemoProfile(demoSubscriberId, 'subscriber');
  if (secondDemoSubscriberId) {
    await backdateDemoProgress(secondDemoSubscriberId);
    await seedDemoProfile(secondDemoSubscriberId, 'secondSubscriber');
  }
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
