import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isPastRefresh, type SourceComment, type SourceVideo } from '#functions/content-engine/corpus';
import { BATCH_SIZE, putAll, queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';

/**
 * One subscriber's private corpus: the comments on their own channel's recent uploads. Kept in the
 * subscriber's own partition (`PRIVATE_CORPUS#<userId>`) and never under a niche's `CORPUS#<niche>`
 * GSI1 partition, so a niche's mining (and so every other subscriber) never reads them, and a
 * comment that also sits in the niche corpus is a separate item here (deleting one leaves the
 * other). The same 30-day rule as the niche corpus: each item carries `refreshBy` and a TTL, reads
 * leave out what is past its refreshBy, and the own-channel job deletes it.
 *
 * Access patterns: the whole corpus of one subscriber, one Query of the partition (consistent);
 * writes are BatchWrite puts of full items (a repeat writes the same values).
 */
export const privateCorpusKeys = {
  partition: (userId: string) => `PRIVATE_CORPUS#${userId}`,
  comment: (userId: string, platform: string, commentId: string) => ({
    PK: `PRIVATE_CORPUS#${userId}`,
    SK: `COMMENT#${platform}#${commentId}`,
  }),
  video: (userId: string, platform: string, videoId: string) => ({ PK: `PRIVATE_CORPUS#${userId}`, SK: `VIDEO#${platform}#${videoId}` }),
};

/** A kept item's key and dates, for the job deciding what to renew or delete. */
export interface PrivateKept {
  kind: 'comment' | 'video';
  /** `platform#commentId` for a comment, `platform#videoId` for a video. */
  id: string;
  refreshBy: string;
  key: { PK: string; SK: string };
}

export interface PrivateCorpus {
  comments: SourceComment[];
  videos: SourceVideo[];
}

/** Writes comments and their videos (full items: a re-read renews text, likes and dates). */
export async function putPrivateCorpus(
  userId: string,
  comments: readonly SourceComment[],
  videos: readonly SourceVideo[],
  expiresAtOf: (refreshBy: string) => number,
): Promise<void> {
  const expiry = (item: { refreshBy?: string }) => (item.refreshBy ? { expiresAt: expiresAtOf(item.refreshBy) } : {});
  await putAll([
    ...videos.map((video) => ({
      ...privateCorpusKeys.video(userId, video.platform, video.videoId ?? video.url),
      entity: 'private_corpus_video',
      ownerUserId: userId,
      ...video,
      ...expiry(video),
    })),
    ...comments.map((comment) => ({
      ...privateCorpusKeys.comment(userId, comment.platform, comment.commentId),
      entity: 'private_corpus_comment',
      ownerUserId: userId,
      ...comment,
      ...expiry(comment),
    })),
  ]);
}

const COMMENT_FIELDS = ['niche', 'platform', 'commentId', 'videoUrl', 'text', 'author', 'likes', 'postedAt'] as const;
const OPTIONAL_FIELDS = ['source', 'fetchedAt', 'refreshBy', 'videoId', 'parentId'] as const;
const VIDEO_FIELDS = ['platform', 'url', 'title', 'creator', 'views'] as const;

function pick(item: Record<string, unknown>, names: readonly string[], optional: readonly string[]): Record<string, unknown> {
  return {
    ...Object.fromEntries(names.map((name) => [name, item[name]])),
    ...Object.fromEntries(optional.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])),
  };
}

async function partitionItems(userId: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': privateCorpusKeys.partition(userId) },
    ConsistentRead: true,
  });
}

/**
 * The subscriber's private corpus at `now`: what is past its refreshBy is left out (DynamoDB's TTL
 * deletes days late, and past that date the comment is no longer ours to use).
 */
export async function listPrivateCorpus(userId: string, now: Date): Promise<PrivateCorpus> {
  const corpus: PrivateCorpus = { comments: [], videos: [] };
  for (const item of await partitionItems(userId)) {
    if (item.ownerUserId !== userId) continue;
    if (item.entity === 'private_corpus_comment') {
      const comment = pick(item, COMMENT_FIELDS, OPTIONAL_FIELDS) as unknown as SourceComment;
      if (!isPastRefresh(comment, now)) corpus.comments.push(comment);
    } else if (item.entity === 'private_corpus_video') {
      const video = pick(item, VIDEO_FIELDS, ['source', 'fetchedAt', 'refreshBy', 'videoId']) as unknown as SourceVideo;
      if (!isPastRefresh(video, now)) corpus.videos.push(video);
    }
  }
  return corpus;
}

/** Every kept item's key and refreshBy (past ones included), without the text. */
export async function listPrivateKept(userId: string): Promise<PrivateKept[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': privateCorpusKeys.partition(userId) },
    ProjectionExpression: 'PK, SK, entity, platform, commentId, videoId, refreshBy',
    ConsistentRead: true,
  });
  return items
    .filter((item) => typeof item.refreshBy === 'string')
    .map((item) => ({
      kind: item.entity === 'private_corpus_video' ? ('video' as const) : ('comment' as const),
      id: `${String(item.platform)}#${String(item.entity === 'private_corpus_video' ? item.videoId : item.commentId)}`,
      refreshBy: item.refreshBy as string,
      key: { PK: item.PK as string, SK: item.SK as string },
    }));
}

/** Deletes kept items by key (those past their 30 days, or the whole corpus of an unlinked channel). */
export async function deletePrivateItems(keys: ReadonlyArray<{ PK: string; SK: string }>): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    let requests = keys.slice(i, i + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error(`Could not delete ${requests.length} private corpus items after ${attempt} attempts`);
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}
