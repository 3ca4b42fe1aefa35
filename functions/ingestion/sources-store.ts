import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '#functions/platform/table/conditions';
import { db, tableName } from '#functions/platform/table/client';
import { seededQueries } from './ingestion-files';
import { ingestionKeys } from './keys';

/**
 * Where a niche's comments come from: its search queries (seeded from content/ingestion/queries.json
 * until an admin saves their own) and the videos and channels an admin added by URL. One item for
 * the queries, one per added video or channel, all in one partition sorted by niche.
 */

export interface AddedSource {
  /** The YouTube video or channel id. */
  id: string;
  title: string;
  url: string;
  addedAt: string;
  /** Who added it (an admin's email or id). */
  addedBy: string;
}

export interface NicheSources {
  niche: string;
  queries: string[];
  videos: AddedSource[];
  channels: AddedSource[];
  /** 0 while the queries are the seeded ones; each save adds one (the admin screen sends back the version it read). */
  version: number;
  /** When an admin last saved the queries; null while seeded. */
  updatedAt: string | null;
}

function sourcesOf(niche: string, items: readonly Record<string, unknown>[]): NicheSources {
  const sources: NicheSources = {
    niche,
    queries: [...(seededQueries().niches[niche] ?? [])],
    videos: [],
    channels: [],
    version: 0,
    updatedAt: null,
  };
  for (const item of items) {
    if (item.entity === 'ingest_queries') {
      sources.queries = item.queries as string[];
      sources.version = Number(item.version);
      sources.updatedAt = String(item.updatedAt);
    } else if (item.entity === 'ingest_video' || item.entity === 'ingest_channel') {
      const added: AddedSource = {
        id: String(item.id),
        title: String(item.title),
        url: String(item.url),
        addedAt: String(item.addedAt),
        addedBy: String(item.addedBy),
      };
      (item.entity === 'ingest_video' ? sources.videos : sources.channels).push(added);
    }
  }
  const byAdded = (a: AddedSource, b: AddedSource) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id);
  sources.videos.sort(byAdded);
  sources.channels.sort(byAdded);
  return sources;
}

async function queryPartition(prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': ingestionKeys.sourcesPartition(), ':prefix': prefix },
        ExclusiveStartKey: start,
        // The admin screen saves and then reads back: it must see its own write.
        ConsistentRead: true,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** A niche's sources; the seeded queries (version 0) while no admin has saved any. */
export async function getNicheSources(niche: string): Promise<NicheSources> {
  return sourcesOf(niche, await queryPartition(ingestionKeys.sourcesOfNiche(niche)));
}

/** The sources of each of `niches`, in that order, from one Query of the whole partition. */
export async function listNicheSources(niches: readonly string[]): Promise<NicheSources[]> {
  const items = await queryPartition('NICHE#');
  const byNiche = new Map<string, Record<string, unknown>[]>();
  for (const item of items) {
    const niche = String(item.niche);
    byNiche.set(niche, [...(byNiche.get(niche) ?? []), item]);
  }
  return niches.map((niche) => sourcesOf(niche, byNiche.get(niche) ?? []));
}

/**
 * Saves a niche's queries if they are still at `expectedVersion` (0: the seeded ones), so two admins
 * editing at once cannot overwrite each other unseen: the later save gets 'conflict' and reloads.
 * The queries are saved as given: callers check them with `sourceQueries` (routes.ts) first.
 */
export async function putNicheQueries(niche: string, queries: string[], expectedVersion: number, by: string): Promise<'ok' | 'conflict'> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...ingestionKeys.queries(niche),
          entity: 'ingest_queries',
          niche,
          queries: queries.map((query) => query.trim()),
          version: expectedVersion + 1,
          updatedAt: new Date().toISOString(),
          updatedBy: by,
        },
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : 'version = :expected',
        ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
      }),
    );
    return 'ok';
  } catch (error) {
    if (isConditionFailure(error)) return 'conflict';
    throw error;
  }
}

async function addSource(
  kind: 'video' | 'channel',
  niche: string,
  source: Omit<AddedSource, 'addedAt'>,
  now: Date,
): Promise<'added' | 'exists'> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...(kind === 'video' ? ingestionKeys.video(niche, source.id) : ingestionKeys.channel(niche, source.id)),
          entity: kind === 'video' ? 'ingest_video' : 'ingest_channel',
          niche,
          id: source.id,
          title: source.title,
          url: source.url,
          addedBy: source.addedBy,
          addedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return 'added';
  } catch (error) {
    if (isConditionFailure(error)) return 'exists';
    throw error;
  }
}

/** Adds a video to a niche's sources; 'exists' (and the first addition kept) when it is there already. */
export function addNicheVideo(niche: string, source: Omit<AddedSource, 'addedAt'>, now: Date): Promise<'added' | 'exists'> {
  return addSource('video', niche, source, now);
}

/** Adds a channel to a niche's sources: its recent uploads are candidates on every run. */
export function addNicheChannel(niche: string, source: Omit<AddedSource, 'addedAt'>, now: Date): Promise<'added' | 'exists'> {
  return addSource('channel', niche, source, now);
}
