import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/platform/table/client';
import { ASK_KINDS, type AskKind, type IdeaTraits } from '#functions/personal/model';
import { traitsOf, type TraitIdea } from '#functions/personal/traits';
import type { PostedEntry } from './posted';

/**
 * The posted calendar entries, read from the calendar's sparse posted index (GSI3
 * `POSTED_VIDEOS`, sort key `<postOn>#<userId>#<ideaId>`, set when an entry is marked posted):
 * one Query from the day asked, page by page, never a Scan.
 */
export async function postedSince(sinceDay: string): Promise<PostedEntry[]> {
  const entries: PostedEntry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :posted AND GSI3SK >= :since',
        ExpressionAttributeValues: { ':posted': 'POSTED_VIDEOS', ':since': sinceDay },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      const entry = postedEntryOf(item);
      if (entry) entries.push(entry);
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return entries;
}

interface Snapshot {
  title?: unknown;
  niche?: unknown;
  hooks?: unknown;
  content?: { hooks?: unknown; filming?: { format?: unknown } };
  source?: { comment?: unknown; supportingComments?: unknown };
  traits?: Partial<IdeaTraits>;
}

/** A posted entry as the job reads it, or null when it has no video (a URL not yet linked) or no day. */
export function postedEntryOf(item: Record<string, unknown>): PostedEntry | null {
  const videoId = typeof item.videoId === 'string' ? item.videoId : null;
  const postOn = typeof item.postOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(item.postOn) ? item.postOn : null;
  const userId = typeof item.userId === 'string' ? item.userId : null;
  if (!videoId || !postOn || !userId) return null;
  const idea = ((item.idea ?? item.snapshot ?? {}) as Snapshot) || {};
  const hooks = Array.isArray(idea.content?.hooks) ? idea.content.hooks : Array.isArray(idea.hooks) ? idea.hooks : [];
  return {
    userId,
    ideaId: String(item.ideaId ?? ''),
    videoId,
    postOn,
    url: typeof item.postedUrl === 'string' ? item.postedUrl : null,
    title: typeof idea.title === 'string' ? idea.title : String(item.title ?? ''),
    hook: typeof hooks[0] === 'string' ? hooks[0] : null,
    traits: traitsOfSnapshot(idea),
  };
}

/** The idea's stored traits when the snapshot has them (a personal idea's), otherwise read from its words. */
function traitsOfSnapshot(idea: Snapshot): IdeaTraits {
  const stored = idea.traits;
  if (stored && Array.isArray(stored.topics)) {
    const askKind = ASK_KINDS.includes(stored.askKind as AskKind) ? (stored.askKind as AskKind) : 'other';
    return { topics: stored.topics.map(String), format: typeof stored.format === 'string' ? stored.format : null, askKind };
  }
  const niche = typeof idea.niche === 'string' ? idea.niche : null;
  if (!niche || typeof idea.title !== 'string' || typeof idea.source?.comment !== 'string')
    return { topics: [], format: typeof idea.content?.filming?.format === 'string' ? idea.content.filming.format : null, askKind: 'other' };
  try {
    return traitsOf(idea as unknown as TraitIdea & { title: string }, niche);
  } catch {
    // A niche without knowledge (removed since): the idea still counts, by its format and ask alone.
    return { topics: [], format: null, askKind: 'other' };
  }
}
