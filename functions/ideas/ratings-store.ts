import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentIdea } from '#functions/shared/schemas';
import { ratingSummary, type RatingTotals } from './ratings';
import { decodeRatingsCursor, encodeRatingsCursor } from '#functions/platform/table/report-cursor';
import { getAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import { ideaKeys } from './store';

/**
 * One aggregate per rated idea (`IDEA_STATS#<ideaId>`): the sum and count of its counted ratings
 * (the rule that keeps them exact is on engagement.ts `putRating`), when it was last rated, and
 * the idea's niche, title, day and variant copied from the idea, so the reports read nothing else.
 *
 * Sparse indexes, only on aggregates (an idea nobody rated has none): GSI1 lists every rated
 * idea, GSI2 one niche's, both most recently rated first. The sort key ends in the idea id so it
 * is unique: a page boundary (`GSI1SK < :cursor`) never splits a tie. All ratings write to one
 * GSI1 partition: fine at the rate people rate ideas; shard the partition if that ever changes.
 */
export const ideaStatsKeys = {
  item: (ideaId: string) => ({ PK: `IDEA_STATS#${ideaId}`, SK: 'RATINGS' }),
  sortKey: (lastRatedAt: string, ideaId: string) => `${lastRatedAt}#${ideaId}`,
  allRated: () => 'RATED_IDEAS',
  ratedInNiche: (niche: string) => `RATED_IDEAS#${niche}`,
};

/** What an aggregate copies from its idea. */
export type RatedIdea = Pick<ContentIdea, 'id' | 'niche' | 'title' | 'dayNumber' | 'variant'>;

/** The idea fields an aggregate holds, read for many ideas at once (the migrations); unknown ids are left out. */
export async function ratedIdeas(ids: readonly string[]): Promise<Map<string, RatedIdea>> {
  const items = await getAll(
    ids.map((id) => ideaKeys.item(id)),
    { projection: ['id', 'niche', 'title', 'dayNumber', 'variant'] },
  );
  return new Map(items.map((item) => [String(item.id), item as unknown as RatedIdea]));
}

/**
 * The parts of an UpdateItem on an aggregate that add a rating change: `ADD` the deltas (an
 * absent aggregate starts at 0), copy the idea, and set when it was rated. `lastRated` `'set'`
 * moves it (a rating now); `'ifAbsent'` only fills it (the migration's older ratings: it moves a
 * newer time only through `advanceLastRatedAt`).
 */
export function statsUpdate(
  idea: RatedIdea,
  delta: { sum: number; count: number },
  ratedAt: string,
  lastRated: 'set' | 'ifAbsent',
): {
  Key: Record<string, string>;
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  const sortKey = ideaStatsKeys.sortKey(ratedAt, idea.id);
  const timed = (name: string, value: string) =>
    lastRated === 'set' ? `${name} = ${value}` : `${name} = if_not_exists(${name}, ${value})`;
  return {
    Key: ideaStatsKeys.item(idea.id),
    UpdateExpression: [
      'ADD ratingSum :sum, ratingCount :count',
      `SET entity = :entity, ideaId = :id, #niche = :niche, #title = :title, dayNumber = :day, #variant = :variant, GSI1PK = :all, GSI2PK = :inNiche, ${timed('lastRatedAt', ':at')}, ${timed('GSI1SK', ':sk')}, ${timed('GSI2SK', ':sk')}`,
    ].join(' '),
    ExpressionAttributeNames: { '#niche': 'niche', '#title': 'title', '#variant': 'variant' },
    ExpressionAttributeValues: {
      ':sum': delta.sum,
      ':count': delta.count,
      ':entity': 'idea_stats',
      ':id': idea.id,
      ':niche': idea.niche,
      ':title': idea.title,
      ':day': idea.dayNumber,
      ':variant': idea.variant,
      ':all': ideaStatsKeys.allRated(),
      ':inNiche': ideaStatsKeys.ratedInNiche(idea.niche),
      ':at': ratedAt,
      ':sk': sortKey,
    },
  };
}

/** The aggregates of these ideas, by idea id (the feedback report's averages): one BatchGetItem per 100. */
export async function ratingTotalsOf(ideaIds: readonly string[]): Promise<Map<string, RatingTotals>> {
  if (ideaIds.length === 0) return new Map();
  const items = await getAll(
    ideaIds.map((id) => ideaStatsKeys.item(id)),
    { projection: ['ideaId', 'ratingSum', 'ratingCount'] },
  );
  return new Map(
    items.map((item) => [String(item.ideaId), { ratingSum: Number(item.ratingSum ?? 0), ratingCount: Number(item.ratingCount ?? 0) }]),
  );
}

export interface IdeaRatingRow {
  ideaId: string;
  title: string;
  niche: string;
  dayNumber: number;
  variant: string;
  lastRatedAt: string;
  averageRating: number | null;
  ratingCount: number;
}

/**
 * Rated ideas, most recently rated first, all niches or one: one Query of `pageSize + 1` items
 * (the extra one says whether a next page exists), bounded by the cursor's sort key. An idea
 * rated again while an admin pages moves to the top, so it shows on page 1 rather than twice.
 */
export async function listIdeaRatings(query: {
  niche?: string;
  cursor?: string;
  pageSize: number;
}): Promise<{ ideas: IdeaRatingRow[]; next: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeRatingsCursor(query.cursor);
  const [index, pk, sk] = query.niche === undefined ? (['GSI1', 'GSI1PK', 'GSI1SK'] as const) : (['GSI2', 'GSI2PK', 'GSI2SK'] as const);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: after ? `${pk} = :pk AND ${sk} < :after` : `${pk} = :pk`,
      ExpressionAttributeValues: {
        ':pk': query.niche === undefined ? ideaStatsKeys.allRated() : ideaStatsKeys.ratedInNiche(query.niche),
        ...(after ? { ':after': ideaStatsKeys.sortKey(after.lastRatedAt, after.ideaId) } : {}),
      },
      ScanIndexForward: false,
      Limit: query.pageSize + 1,
    }),
  );
  const rows = (out.Items ?? []).map((item): IdeaRatingRow => ({
    ideaId: String(item.ideaId),
    title: String(item.title),
    niche: String(item.niche),
    dayNumber: Number(item.dayNumber),
    variant: String(item.variant),
    lastRatedAt: String(item.lastRatedAt),
    ...ratingSummary({ ratingSum: Number(item.ratingSum ?? 0), ratingCount: Number(item.ratingCount ?? 0) }),
  }));
  const page = rows.slice(0, query.pageSize);
  const last = page[page.length - 1];
  return {
    ideas: page,
    next: rows.length > query.pageSize && last ? encodeRatingsCursor({ lastRatedAt: last.lastRatedAt, ideaId: last.ideaId }) : null,
  };
}
