import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { getAll } from '#functions/platform/table/batch';
import { engagementKeys } from '#functions/ideas/engagement-store';
import { db, tableName } from '#functions/platform/table/client';
import { FEEDBACK_ACTIONS, type FeedbackAction, type IdeaTraits, type TasteWeights } from './model';
import {
  actionSignal,
  blendTallies,
  emptyTallies,
  starSignal,
  tallyChange,
  TASTE_DIMENSIONS,
  tasteWeights,
  traitKeys,
  type TallyDelta,
  type TasteDimension,
  type TasteTallies,
} from './weights';

/**
 * What subscribers tell us about ideas ("Filmed it", "Not for me", the stars) and the taste it
 * teaches. Access patterns:
 *
 * | Item                          | PK                   | SK                          | Read by                          |
 * | ----------------------------- | -------------------- | --------------------------- | -------------------------------- |
 * | one subscriber's action on an idea | `USER#<id>`     | `FEEDBACK_ACTION#<ideaId>`  | the card, the idea page (by key) |
 * | a subscriber's taste tallies  | `USER#<id>`          | `TASTE`                     | getTaste (ranking), GetItem      |
 * | a niche's film/reject counts  | `NICHE_TASTE#<niche>`| `TASTE`                     | the admin feedback report        |
 *
 * The action's sort key is not `FEEDBACK#<ideaId>`: the written feedback entries already live
 * under `FEEDBACK#<ideaId>#<id>`, and a prefix read of those must not meet an action. Its key is
 * kept with the ratings' and views' (ideas/engagement-store.ts): the dashboard reads all three.
 *
 * The tallies are flat numeric attributes (`sum|topics|<id>`, `count|topics|<id>`...), moved only
 * with ADD: DynamoDB cannot ADD inside a map that does not exist yet, and flat counters need no
 * read before the write. Two feedbacks on different ideas commute; the action item, conditioned on
 * the action read, is what makes one subscriber's repeat or concurrent clicks count once.
 */

export const feedbackKeys = {
  action: engagementKeys.feedbackAction,
  taste: (userId: string) => ({ PK: `USER#${userId}`, SK: 'TASTE' }),
  nicheTaste: (niche: string) => ({ PK: `NICHE_TASTE#${niche}`, SK: 'TASTE' }),
};

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const SEPARATOR = '|';
const attribute = (kind: string, dimension: TasteDimension, trait: string) => [kind, dimension, trait].join(SEPARATOR);

/** An ADD of several numeric attributes, or nothing when every amount is 0. */
function addUpdate(
  key: { PK: string; SK: string },
  amounts: ReadonlyMap<string, number>,
  set: Record<string, unknown> = {},
): TransactItem | null {
  const moves = [...amounts].filter(([, amount]) => amount !== 0);
  if (moves.length === 0) return null;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds = moves.map(([name, amount], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = amount;
    return `#a${i} :a${i}`;
  });
  const sets = Object.entries(set).map(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${adds.join(', ')}${sets.length > 0 ? ` SET ${sets.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The subscriber's taste item moving by `deltas`; null when they cancel out. */
export function tasteUpdate(userId: string, deltas: readonly TallyDelta[], now: Date): TransactItem | null {
  const amounts = new Map<string, number>();
  for (const { dimension, trait, sum, count } of deltas) {
    amounts.set(attribute('sum', dimension, trait), (amounts.get(attribute('sum', dimension, trait)) ?? 0) + sum);
    amounts.set(attribute('count', dimension, trait), (amounts.get(attribute('count', dimension, trait)) ?? 0) + count);
  }
  return addUpdate(feedbackKeys.taste(userId), amounts, { entity: 'taste', userId, updatedAt: now.toISOString() });
}

/** The niche's counts of ideas filmed and rejected per trait, moving from one action to another. */
function nicheTasteUpdate(niche: string, traits: IdeaTraits, before: FeedbackAction | null, after: FeedbackAction): TransactItem | null {
  const amounts = new Map<string, number>();
  for (const { dimension, trait } of traitKeys(traits)) {
    amounts.set(attribute(after, dimension, trait), 1);
    if (before) amounts.set(attribute(before, dimension, trait), -1);
  }
  return addUpdate(feedbackKeys.nicheTaste(niche), amounts, { entity: 'niche_taste', niche });
}

/**
 * The performance tallies kept on the taste item (`performance`, one map SET whole by the
 * performance job: functions/analytics), or none; anything malformed in it is ignored.
 */
export function performanceOf(item: Record<string, unknown> | undefined): TasteTallies {
  const tallies = emptyTallies();
  const stored = item?.performance as Record<string, Record<string, { sum?: unknown; count?: unknown }>> | undefined;
  if (!stored || typeof stored !== 'object') return tallies;
  for (const dimension of TASTE_DIMENSIONS)
    for (const [trait, tally] of Object.entries(stored[dimension] ?? {})) {
      const sum = Number(tally?.sum);
      const count = Number(tally?.count);
      if (Number.isFinite(sum) && Number.isFinite(count) && count > 0) tallies[dimension][trait] = { sum, count };
    }
  return tallies;
}

/**
 * Replaces a subscriber's performance tallies with `performance` (recomputed from all their posted
 * videos): a SET of one attribute, so a rerun writes the same and the feedback's ADDs to the
 * other attributes of the item are never lost.
 */
export async function setPerformanceTaste(userId: string, performance: TasteTallies, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: feedbackKeys.taste(userId),
      UpdateExpression: 'SET #performance = :performance, entity = :entity, userId = :userId, performanceAt = :at',
      ExpressionAttributeNames: { '#performance': 'performance' },
      ExpressionAttributeValues: { ':performance': performance, ':entity': 'taste', ':userId': userId, ':at': now.toISOString() },
    }),
  );
}

/** The tallies stored on a taste item, the feedback's and the performance's added (attributes it does not know are ignored). */
export function talliesOf(item: Record<string, unknown> | undefined): TasteTallies {
  return blendTallies(feedbackTalliesOf(item), performanceOf(item));
}

/** The feedback's own tallies on a taste item. */
function feedbackTalliesOf(item: Record<string, unknown> | undefined): TasteTallies {
  const tallies = emptyTallies();
  if (!item) return tallies;
  for (const [name, value] of Object.entries(item)) {
    const [kind, dimension, ...rest] = name.split(SEPARATOR);
    const trait = rest.join(SEPARATOR);
    if ((kind !== 'sum' && kind !== 'count') || !TASTE_DIMENSIONS.includes(dimension as TasteDimension) || !trait) continue;
    const old = tallies[dimension as TasteDimension][trait] ?? { sum: 0, count: 0 };
    tallies[dimension as TasteDimension][trait] = { ...old, [kind]: Number(value) };
  }
  return tallies;
}

/** A subscriber's learned weights (all empty before any feedback). */
export async function getTaste(userId: string): Promise<TasteWeights> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: feedbackKeys.taste(userId) }));
  return tasteWeights(talliesOf(out.Item));
}

/** Several subscribers' weights in one BatchGetItem per 100 (the keep-ahead job's), by user id. */
export async function getTastes(userIds: readonly string[]): Promise<Map<string, TasteWeights>> {
  const items = await getAll(userIds.map((userId) => feedbackKeys.taste(userId)));
  const found = new Map<string, TasteWeights>(userIds.map((userId) => [userId, tasteWeights(emptyTallies())]));
  for (const item of items) found.set(String(item.userId ?? String(item.PK).slice('USER#'.length)), tasteWeights(talliesOf(item)));
  return found;
}

/** The idea a feedback is about, as the caller read it: its niche and the traits the feedback teaches. */
export interface FeedbackIdea {
  id: string;
  niche: string;
  title: string;
  traits: IdeaTraits;
}

/** A conflict with the same subscriber's concurrent click is retried; the retry reads the winner's action. */
const FEEDBACK_ATTEMPTS = 6;

/**
 * Sets the subscriber's action on an idea. "Filmed it" and "Not for me" replace each other (the
 * taste moves by the difference, the niche's counts move from one to the other); the same action
 * again is a no-op that writes nothing. The action item, the taste and the niche's counts move in
 * one transaction, conditioned on the action read, so a double click or two tabs count once.
 *
 * The traits an action taught are kept on its item and undone from there: replacing it takes
 * back exactly what it added even if the idea's traits were read differently since.
 */
export async function setFeedbackAction(
  userId: string,
  idea: FeedbackIdea,
  action: FeedbackAction,
  now = new Date(),
): Promise<{ action: FeedbackAction; changed: boolean }> {
  const key = feedbackKeys.action(userId, idea.id);
  for (let attempt = 1; ; attempt += 1) {
    const out = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    const previous = actionOfItem(out.Item);
    if (previous === action) return { action, changed: false };
    const traits = previous ? (out.Item!.traits as IdeaTraits) : idea.traits;
    const at = now.toISOString();
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...key,
            entity: 'feedback_action',
            userId,
            ideaId: idea.id,
            niche: idea.niche,
            ideaTitle: idea.title,
            action,
            traits,
            createdAt: previous ? String(out.Item!.createdAt) : at,
            updatedAt: at,
          },
          ...(previous
            ? {
                ConditionExpression: '#action = :old',
                ExpressionAttributeNames: { '#action': 'action' },
                ExpressionAttributeValues: { ':old': previous },
              }
            : { ConditionExpression: 'attribute_not_exists(PK)' }),
        },
      },
    ];
    const taste = tasteUpdate(userId, tallyChange(traits, actionSignal(previous), actionSignal(action)), now);
    if (taste) items.push(taste);
    const niche = nicheTasteUpdate(idea.niche, traits, previous, action);
    if (niche) items.push(niche);
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return { action, changed: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= FEEDBACK_ATTEMPTS) throw error;
      // Another click of the same subscriber changed the action (condition) or held an item (conflict): read again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

function actionOfItem(item: Record<string, unknown> | undefined): FeedbackAction | null {
  const action = item?.action;
  return FEEDBACK_ACTIONS.includes(action as FeedbackAction) ? (action as FeedbackAction) : null;
}

/**
 * What the stars add to a rating's transaction (functions/ideas/engagement-store.ts putRating):
 * the taste moving from the stars that were in it (`previous`, null when none or when the rating
 * predates taste) to the new ones. The rating item is marked as in the taste by putRating.
 */
export function starTasteUpdate(userId: string, traits: IdeaTraits, previous: number | null, rating: number, now: Date): TransactItem[] {
  const update = tasteUpdate(userId, tallyChange(traits, starSignal(previous), starSignal(rating)), now);
  return update ? [update] : [];
}

/** Per niche and trait, how many ideas subscribers filmed and rejected (the admin feedback report). */
export interface NicheTasteRow {
  dimension: TasteDimension;
  trait: string;
  filmed: number;
  notForMe: number;
}

/** The niche's counts, most acted on first; one GetItem whatever the number of subscribers. */
export async function getNicheTaste(niche: string): Promise<NicheTasteRow[]> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: feedbackKeys.nicheTaste(niche) }));
  const rows = new Map<string, NicheTasteRow>();
  for (const [name, value] of Object.entries(out.Item ?? {})) {
    const [kind, dimension, ...rest] = name.split(SEPARATOR);
    const trait = rest.join(SEPARATOR);
    if (!FEEDBACK_ACTIONS.includes(kind as FeedbackAction) || !TASTE_DIMENSIONS.includes(dimension as TasteDimension) || !trait) continue;
    const id = `${dimension}${SEPARATOR}${trait}`;
    const row = rows.get(id) ?? { dimension: dimension as TasteDimension, trait, filmed: 0, notForMe: 0 };
    if (kind === 'filmed') row.filmed = Number(value);
    else row.notForMe = Number(value);
    rows.set(id, row);
  }
  return [...rows.values()]
    .filter((row) => row.filmed > 0 || row.notForMe > 0)
    .sort(
      (a, b) =>
        TASTE_DIMENSIONS.indexOf(a.dimension) - TASTE_DIMENSIONS.indexOf(b.dimension) ||
        b.filmed + b.notForMe - (a.filmed + a.notForMe) ||
        a.trait.localeCompare(b.trait),
    );
}
