import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getAll, putAll, queryAll } from '#functions/platform/table/batch';
import type { ContentIdea } from '#functions/shared/schemas';
import type { IdeaCardSource, PageSegment, SegmentRead } from './list';
import type { IdeaPosition } from './rules';
import { db, tableName } from '#functions/platform/table/client';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Ideas are keyed by id. GSI2 is sparse: only ideas published for the public idea page
 * (`/{niche}/{subNiche}/idea-{n}-{v}`) carry GSI2 keys, so a subscriber-only idea can never be
 * read through the public route.
 */
export const ideaKeys = {
  item: (id: string) => ({ PK: `IDEA#${id}`, SK: 'IDEA' }),
  /** Every idea, for the dashboard: a niche's variant, in day then idea-number order. */
  byNicheDay: (niche: string, variant: string, dayNumber: number, ideaNumber: number) => ({
    GSI1PK: `NICHE_IDEAS#${niche}#${variant.toUpperCase()}`,
    GSI1SK: `${pad(dayNumber, 4)}#${pad(ideaNumber, 6)}`,
  }),
  /** The highest `byNicheDay` sort key of a day: `GSI1SK <= throughDay(d)` is "up to day d". */
  throughDay: (dayNumber: number) => `${pad(dayNumber, 4)}#999999`,
  publicSlot: (niche: string, subNiche: string, ideaNumber: number, variant: string) => ({
    GSI2PK: `PUBLIC_IDEA#${niche}#${subNiche}`,
    GSI2SK: `${pad(ideaNumber, 6)}#${variant.toUpperCase()}`,
  }),
};

export function ideaItem(idea: ContentIdea, options: { public: boolean }): Record<string, unknown> {
  return {
    ...ideaKeys.item(idea.id),
    ...ideaKeys.byNicheDay(idea.niche, idea.variant, idea.dayNumber, idea.ideaNumber),
    ...(options.public ? ideaKeys.publicSlot(idea.niche, idea.subNiche, idea.ideaNumber, idea.variant) : {}),
    entity: 'idea',
    ...idea,
  };
}

export async function putIdea(idea: ContentIdea, options: { public: boolean }): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: ideaItem(idea, options) }));
}

/** Puts many ideas (the seed's ~360 in 15 calls instead of 360). */
export async function putIdeas(ideas: readonly ContentIdea[], isPublic: (idea: ContentIdea) => boolean): Promise<void> {
  await putAll(ideas.map((idea) => ideaItem(idea, { public: isPublic(idea) })));
}

/** A shared idea from its item; null for a personal idea (or none). */
export function sharedIdeaOf(item: Record<string, unknown> | undefined): ContentIdea | null {
  // A personal idea is read only through personal-store.ts, which returns its owner for the
  // caller to compare: no shared-idea path can hand one to someone else.
  if (!item || item.ownerUserId !== undefined) return null;
  const { id, niche, subNiche, ideaNumber, variant, dayNumber, title, content, source, generator } = item as ContentIdea;
  return { id, niche, subNiche, ideaNumber, variant, dayNumber, title, content, source, ...(generator ? { generator } : {}) };
}

export async function getIdea(id: string): Promise<ContentIdea | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ideaKeys.item(id) }));
  return sharedIdeaOf(out.Item);
}

/**
 * The idea a niche's day shows in a variant (one a day; the lowest idea number if a day ever had
 * more). Found by position, not by id: the library's first skincare week has the example pages' ids.
 */
export async function findIdeaOfDay(niche: string, variant: string, dayNumber: number): Promise<ContentIdea | null> {
  const { GSI1PK, GSI1SK } = ideaKeys.byNicheDay(niche, variant, dayNumber, 0);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :day)',
      ExpressionAttributeValues: { ':pk': GSI1PK, ':day': GSI1SK.split('#')[0] + '#' },
      Limit: 1,
    }),
  );
  return sharedIdeaOf(out.Items?.[0]);
}

export async function findPublicIdea(niche: string, subNiche: string, ideaNumber: number, variant: string): Promise<ContentIdea | null> {
  const slot = ideaKeys.publicSlot(niche, subNiche, ideaNumber, variant);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK = :sk',
      ExpressionAttributeValues: { ':pk': slot.GSI2PK, ':sk': slot.GSI2SK },
      Limit: 1,
    }),
  );
  return sharedIdeaOf(out.Items?.[0]);
}

/**
 * A niche's ideas of one variant up to a day (inclusive), all of them, newest day first. For tests
 * and tools: no request path reads a whole niche (the dashboard reads `listIdeaCards` pages).
 */
export async function listIdeasUpToDay(niche: string, variant: string, lastDay: number): Promise<ContentIdea[]> {
  if (lastDay < 1) return [];
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :last',
    ExpressionAttributeValues: { ':pk': ideaKeys.byNicheDay(niche, variant, 0, 0).GSI1PK, ':last': ideaKeys.throughDay(lastDay) },
    ScanIndexForward: false,
  });
  return items.map((item) => sharedIdeaOf(item)!);
}

/** The attributes a dashboard card needs: never the evidence (`source`), the bulk of an idea. */
const CARD_ATTRIBUTES = ['id', 'niche', 'subNiche', 'ideaNumber', 'variant', 'dayNumber', 'title', 'content'] as const;

/**
 * One niche's share of a dashboard page: one Query, newest day first, up to `max` ideas from the
 * top of the unlocked days or after the last idea of the previous page. The bound is a key
 * condition (`GSI1SK <= <last day>#999999` or `GSI1SK < <day>#<idea number>`) rather than an
 * ExclusiveStartKey, so a cursor carries no table key and nothing above the caller's unlocked day
 * is ever read. Reads one idea more than `max` to know whether the niche goes on.
 */
export async function listIdeaCards(segment: PageSegment, variant: string, max: number): Promise<SegmentRead<IdeaCardSource>> {
  const { GSI1PK } = ideaKeys.byNicheDay(segment.niche, variant, 0, 0);
  const bound = segment.after
    ? {
        condition: 'GSI1SK < :bound',
        value: ideaKeys.byNicheDay(segment.niche, variant, segment.after.dayNumber, segment.after.ideaNumber).GSI1SK,
      }
    : { condition: 'GSI1SK <= :bound', value: ideaKeys.throughDay(segment.lastDay) };
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: `GSI1PK = :pk AND ${bound.condition}`,
      ExpressionAttributeValues: { ':pk': GSI1PK, ':bound': bound.value },
      // Every name aliased: several of them are DynamoDB reserved words.
      ProjectionExpression: CARD_ATTRIBUTES.map((name) => `#${name}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(CARD_ATTRIBUTES.map((name) => [`#${name}`, name])),
      ScanIndexForward: false,
      Limit: max + 1,
    }),
  );
  const items = (out.Items ?? []) as unknown as IdeaCardSource[];
  return { ideas: items.slice(0, max), more: items.length > max };
}

/** Where ideas sit (niche, variant, day), by id, for counting views per niche; unknown ids are left out. */
export async function getIdeaPositions(ids: readonly string[]): Promise<Map<string, IdeaPosition>> {
  const items = await getAll(
    ids.map((id) => ideaKeys.item(id)),
    { projection: ['id', 'niche', 'variant', 'dayNumber', 'ideaNumber'] },
  );
  return new Map(items.map((item) => [String(item.id), item as unknown as IdeaPosition]));
}

/** The last day a niche's variant has an idea for (0 when none): one Query item, newest first. */
export async function latestIdeaDay(niche: string, variant: string): Promise<number> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': ideaKeys.byNicheDay(niche, variant, 0, 0).GSI1PK },
      ProjectionExpression: 'dayNumber',
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return Number(out.Items?.[0]?.dayNumber ?? 0);
}

/** The source comments of a niche's ideas (both variants), so a new idea does not repeat an old one's question. */
export async function listIdeaComments(niche: string): Promise<string[]> {
  const variants = await Promise.all(
    ['A', 'B'].map((variant) =>
      queryAll({
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': ideaKeys.byNicheDay(niche, variant, 0, 0).GSI1PK },
        ProjectionExpression: '#source.#comment',
        ExpressionAttributeNames: { '#source': 'source', '#comment': 'comment' },
      }),
    ),
  );
  return variants.flat().flatMap((item) => {
    const comment = (item.source as { comment?: unknown } | undefined)?.comment;
    return typeof comment === 'string' ? [comment] : [];
  });
}
