import { GetCommand, UpdateCommand, type TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ambassadorKeys } from './store';
import { queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';

/**
 * An ambassador's portal counters, kept in the ambassador's own partition: one item per UTC day
 * of link clicks (a validation of the active code), and one STATS item with the sign-ups. No TTL:
 * the all-time click total is the sum of the day items, so they are kept.
 */
export const ambassadorStatsKeys = {
  clicks: (code: string, day: string) => ({ PK: ambassadorKeys.item(code).PK, SK: `CLICKS#${day}` }),
  stats: (code: string) => ({ PK: ambassadorKeys.item(code).PK, SK: 'STATS' }),
};

const CLICKS_PREFIX = 'CLICKS#';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** `yyyy-mm-dd` of a moment in UTC: the day a click is counted on, whoever clicks from where. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** One more click on the day of `at`; the day's item is created by its first click. */
export async function countClick(code: string, at: Date): Promise<void> {
  const day = utcDay(at);
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ambassadorStatsKeys.clicks(code, day),
      UpdateExpression: 'ADD clicks :one SET entity = :entity, #day = :day, code = :code',
      ExpressionAttributeNames: { '#day': 'day' },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'ambassador-clicks', ':day': day, ':code': code.toLowerCase() },
    }),
  );
}

/**
 * The transaction item that counts a sign-up: part of the subscriber record's creation, which
 * happens once per user, so each referred sign-up is counted exactly once.
 */
export function signupCountItem(code: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: ambassadorStatsKeys.stats(code),
      UpdateExpression: 'ADD signups :one SET entity = :entity, code = :code',
      ExpressionAttributeValues: { ':one': 1, ':entity': 'ambassador-stats', ':code': code.toLowerCase() },
    },
  };
}

export interface ClickDay {
  date: string;
  clicks: number;
}

export interface ClickFigures {
  total: number;
  last30Days: number;
  /** Oldest first, every day of the window, days without a click as 0. */
  byDay: ClickDay[];
}

export const CLICK_WINDOW_DAYS = 30;

/**
 * The click figures as of `now`: one Query of the partition's day items (`begins_with CLICKS#`,
 * a few hundred small items after years), the window's days filled in with zeros.
 */
export async function clickFigures(code: string, now: Date): Promise<ClickFigures> {
  const counted = new Map<string, number>();
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': ambassadorStatsKeys.stats(code).PK, ':prefix': CLICKS_PREFIX },
    ProjectionExpression: 'SK, clicks',
  });
  for (const item of items) counted.set(String(item.SK).slice(CLICKS_PREFIX.length), Number(item.clicks ?? 0));

  const byDay = windowDays(now).map((date) => ({ date, clicks: counted.get(date) ?? 0 }));
  let total = 0;
  for (const clicks of counted.values()) total += clicks;
  return { total, last30Days: byDay.reduce((sum, day) => sum + day.clicks, 0), byDay };
}

/** The window's UTC days, oldest first, ending today. */
export function windowDays(now: Date, days = CLICK_WINDOW_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(new Date(today - (days - 1 - i) * 86_400_000)));
}

/** Referred sign-ups so far (0 before the first). */
export async function signupCount(code: string): Promise<number> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: ambassadorStatsKeys.stats(code), ProjectionExpression: 'signups' }),
  );
  return Number(out.Item?.signups ?? 0);
}
