import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { getAll } from '#functions/platform/table/batch';
import type { ContentIdea } from '#functions/shared/schemas';
import { db, tableName } from '#functions/platform/table/client';
import { ideaKeys, sharedIdeaOf } from './store';

/**
 * Personal ideas (functions/personal/): ideas that belong to one subscriber. Each is an ordinary
 * idea item (`IDEA#<id>`, so the idea page, ratings and views work on it unchanged) with its
 * owner stored beside it and never the niche's GSI1 or the public GSI2 keys, so no niche list and
 * no public page can reach it. Its own GSI1 keys list it for its owner only:
 * - the idea of the day: `PERSONAL_IDEAS#<userId>#<niche>` by day, at most one a day (the id is
 *   derived from owner, niche and day, and written `attribute_not_exists`);
 * - "Ideas from a video": `VIDEO_IDEAS#<userId>`, newest first.
 * The keys live here, in ideas/, because the dashboard and the email read them; the personal
 * feature writes them.
 */

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const personalIdeaKeys = {
  daily: (userId: string, niche: string, dayNumber: number) => ({
    GSI1PK: `PERSONAL_IDEAS#${userId}#${niche}`,
    GSI1SK: pad(dayNumber, 4),
  }),
  video: (userId: string, createdAt: string, n: number) => ({ GSI1PK: `VIDEO_IDEAS#${userId}`, GSI1SK: `${createdAt}#${pad(n, 2)}` }),
};

/**
 * A daily personal idea's id: the same owner, niche and day always give the same id, so the
 * conditional put makes "one a day" hold under retries and concurrent runs. Hashed so it neither
 * reveals the owner's id nor outgrows the 80 characters an idea id may have.
 */
export function personalIdeaId(userId: string, niche: string, dayNumber: number): string {
  return 'p-' + createHash('sha256').update(`${userId}\n${niche}\n${dayNumber}`).digest('base64url').slice(0, 22);
}

/** What the personal facts add to the idea item (functions/personal/model.ts PersonalFacts, flattened for the table). */
export interface PersonalItemFacts {
  ownerUserId: string;
  insightKey: string;
  traits: { topics: string[]; format: string | null; askKind: string };
  createdAt: string;
}

export interface StoredPersonalIdea {
  idea: ContentIdea;
  facts: PersonalItemFacts;
}

function fromItem(item: Record<string, unknown> | undefined): StoredPersonalIdea | null {
  if (!item || typeof item.ownerUserId !== 'string') return null;
  const { id, niche, subNiche, ideaNumber, variant, dayNumber, title, content, source, generator, personal } = item as ContentIdea;
  const { ownerUserId, insightKey, traits, createdAt } = item as unknown as PersonalItemFacts;
  return {
    idea: { id, niche, subNiche, ideaNumber, variant, dayNumber, title, content, source, ...(generator ? { generator } : {}), personal },
    facts: { ownerUserId, insightKey, traits, createdAt },
  };
}

/**
 * Writes a personal idea once: false when its id is already stored (a second run, or a run at the
 * same time, made it first), and the stored one stands.
 */
export async function putPersonalIdea(stored: StoredPersonalIdea): Promise<boolean> {
  const { idea, facts } = stored;
  if (!idea.personal) throw new Error('A personal idea carries its reasons (idea.personal)');
  const listKeys =
    idea.personal.kind === 'daily'
      ? personalIdeaKeys.daily(facts.ownerUserId, idea.niche, idea.dayNumber)
      : personalIdeaKeys.video(facts.ownerUserId, facts.createdAt, idea.ideaNumber);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...ideaKeys.item(idea.id), ...listKeys, entity: 'personal_idea', ...idea, ...facts },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A personal idea by id with its owner, or null (also for a shared idea: the caller compares owners). */
export async function getPersonalIdea(id: string): Promise<StoredPersonalIdea | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ideaKeys.item(id) }));
  return fromItem(out.Item);
}

/**
 * Any idea by id, shared or personal, in one GetItem: the idea page, ratings, views and feedback
 * take either. `facts` is null for a shared idea; for a personal one the caller compares owners.
 */
export async function getIdeaWithOwner(id: string): Promise<{ idea: ContentIdea; facts: PersonalItemFacts | null } | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: ideaKeys.item(id) }));
  const personal = fromItem(out.Item);
  if (personal) return personal;
  const shared = sharedIdeaOf(out.Item);
  return shared ? { idea: shared, facts: null } : null;
}

/** The owner's daily ideas of one niche from day `first` to `last` (inclusive), newest first: one Query. */
export async function listPersonalDays(userId: string, niche: string, first: number, last: number): Promise<StoredPersonalIdea[]> {
  if (last < first || last < 1) return [];
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :first AND :last',
      ExpressionAttributeValues: {
        ':pk': personalIdeaKeys.daily(userId, niche, 0).GSI1PK,
        ':first': pad(Math.max(first, 0), 4),
        ':last': pad(last, 4),
      },
      ScanIndexForward: false,
    }),
  );
  // GSI1 is eventually consistent and projects everything; the items carry the whole idea.
  return (out.Items ?? []).flatMap((item) => fromItem(item) ?? []);
}

/** The owner's daily idea of one niche and day, or null: a consistent GetItem by the derived id. */
export async function getPersonalDay(userId: string, niche: string, dayNumber: number): Promise<StoredPersonalIdea | null> {
  const stored = await getPersonalIdea(personalIdeaId(userId, niche, dayNumber));
  return stored && stored.facts.ownerUserId === userId ? stored : null;
}

/** Several owners' daily ideas for the same niche and day (the keep-ahead job's "already made?"), by owner. */
export async function getPersonalDays(
  userIds: readonly string[],
  niche: string,
  dayNumber: number,
): Promise<Map<string, StoredPersonalIdea>> {
  const items = await getAll(userIds.map((userId) => ideaKeys.item(personalIdeaId(userId, niche, dayNumber))));
  const found = new Map<string, StoredPersonalIdea>();
  for (const item of items) {
    const stored = fromItem(item);
    if (stored) found.set(stored.facts.ownerUserId, stored);
  }
  return found;
}
