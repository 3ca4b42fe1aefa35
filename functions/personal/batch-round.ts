import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ideaFromDraft, type DraftRequest, type IdeaDraft } from '#functions/content-engine/draft';
import { gateFeedback } from '#functions/content-engine/gates';
import { chooseCandidate, evidenceTexts, MAX_ATTEMPTS } from '#functions/content-engine/generate-idea';
import type { Insight } from '#functions/content-engine/insight';
import type { ContentIdea } from '#functions/shared/schemas';
import { getAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';
import type { IdeaTraits, PersonalReason } from './model';
import type { CollectedDraft, DraftItem } from './batch';

/**
 * Personal drafts through OpenAI's Batch API (half the price; the 24-hour window fits a week
 * ahead): a run chooses each subscriber-day's insight as the direct path does, records the choice
 * (a pending draft) and sends the writer's request in one batch (batch.ts submitDrafts); a later
 * run collects the answers (collectDrafts), gates them exactly as generateIdea does and writes the
 * ideas that pass. A draft that fails the gates is sent again with the failures fed back, up to
 * MAX_ATTEMPTS; then the insight is passed over and the day chooses again. Nothing is lost to a
 * crash: a pending draft's request is offered again on every run, and submitDrafts sends only
 * what is not already in flight or answered.
 */

export const pendingKeys = {
  item: (ideaId: string) => ({ PK: `PERSONAL_PENDING#${ideaId}`, SK: 'PENDING' }),
};

/** A pending draft outlives a batch's 24 hours and a failed send or two; then the TTL clears it. */
const PENDING_KEEP_DAYS = 7;

export interface PendingDraft {
  ideaId: string;
  userId: string;
  niche: string;
  day: number;
  insightKey: string;
  ownAudience: boolean;
  relaxed: boolean;
  reasons: PersonalReason[];
  traits: IdeaTraits;
  /** 1 for the first draft; each draft that failed the gates sends the next with their reasons. */
  attempt: number;
  feedback: string[];
  createdAt: string;
}

/** The batch request's id: the idea's and a short hash of the insight and attempt (under the Batch API's 64 characters). */
export function customIdOf(pending: Pick<PendingDraft, 'ideaId' | 'insightKey' | 'attempt'>): string {
  const insight = createHash('sha256').update(pending.insightKey).digest('base64url').slice(0, 10);
  return `${pending.ideaId}.${insight}.${pending.attempt}`;
}

export async function getPendingDrafts(ideaIds: readonly string[]): Promise<Map<string, PendingDraft>> {
  const items = await getAll(
    ideaIds.map((id) => pendingKeys.item(id)),
    { consistent: true },
  );
  return new Map(items.map((item) => [String(item.ideaId), item as unknown as PendingDraft]));
}

export async function putPendingDraft(pending: PendingDraft, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...pendingKeys.item(pending.ideaId),
        entity: 'personal_pending',
        ...pending,
        expiresAt: Math.floor(now.getTime() / 1000) + PENDING_KEEP_DAYS * 86_400,
      },
    }),
  );
}

export async function deletePendingDraft(ideaId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: pendingKeys.item(ideaId) }));
}

/** What one run of the batch round carries: the answers collected at its start, the requests to send at its end. */
export interface BatchRound {
  collected: ReadonlyMap<string, CollectedDraft>;
  toSend: DraftItem[];
  /** Pending drafts by the custom id sent this run, so a send skipped as already answered moves to its next attempt. */
  sentFor: Map<string, PendingDraft>;
}

export type ReadAnswer =
  | { kind: 'idea'; idea: ContentIdea }
  | { kind: 'retry'; feedback: string[] }
  | { kind: 'failed'; reasons: string[] }
  | { kind: 'unreadable'; error: string };

/**
 * A collected answer, as generateIdea reads one attempt: the first candidate that passes every
 * gate becomes the idea; otherwise the failures are fed back to the next attempt, or, after the
 * last, the insight failed. An answer with no readable draft is sent again as it was.
 */
export function readAnswer(
  answer: CollectedDraft,
  pending: PendingDraft,
  request: DraftRequest,
  titles: { library: readonly string[]; earlier: readonly string[] },
): ReadAnswer {
  const { attempt } = answer;
  const candidates: IdeaDraft[] = attempt.candidates?.length ? attempt.candidates : attempt.draft ? [attempt.draft] : [];
  if (candidates.length === 0) return { kind: 'unreadable', error: attempt.error ?? 'No readable draft' };
  const choice = chooseCandidate(candidates, {
    niche: request.niche,
    insight: request.insight,
    evidence: evidenceTexts(request),
    libraryTitles: titles.library,
    earlierTitles: titles.earlier,
  });
  if (choice.kept !== null) {
    const slot = { id: pending.ideaId, niche: pending.niche, dayNumber: pending.day, variant: 'B' as const };
    return { kind: 'idea', idea: ideaFromDraft(candidates[choice.kept]!, slot, request.insight, 'openai') };
  }
  const feedback = gateFeedback(choice.failures[0] ?? []);
  return pending.attempt >= MAX_ATTEMPTS ? { kind: 'failed', reasons: feedback } : { kind: 'retry', feedback };
}

/** The writer's request for a pending draft, as the direct path builds it. */
export function requestOf(
  pending: PendingDraft,
  insight: Insight,
  niche: { niche: string; displayName: string },
  creator: DraftRequest['creator'],
): DraftRequest {
  return {
    niche: niche.niche,
    nicheName: niche.displayName,
    insight,
    variant: 'B',
    angle: 0,
    previousTitles: [],
    feedback: pending.feedback,
    creator,
  };
}
