import { createHash } from 'node:crypto';
import { isPastRefresh, type FetchedFields, type SourceComment, type SourceVideo } from './corpus';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BATCH_SIZE, getAll, putAll, queryAll } from '#functions/platform/table/batch';
import { db, tableName } from '#functions/platform/table/client';

/**
 * The comment corpus. A comment is keyed by platform and comment id, so importing the same
 * comment again (a second run, a newer export with more likes) overwrites it instead of adding
 * a copy. A video is keyed by niche, platform and a hash of its URL (a video whose comments feed
 * two niches is listed under each). Both carry the niche's GSI1
 * partition, so mining a niche is one Query that returns its videos and comments together.
 */
export const corpusKeys = {
  comment: (platform: string, commentId: string) => ({ PK: `CORPUS_COMMENT#${platform}#${commentId}`, SK: 'COMMENT' }),
  video: (niche: string, platform: string, url: string) => ({ PK: `CORPUS_VIDEO#${niche}#${platform}#${urlHash(url)}`, SK: 'VIDEO' }),
  byNiche: (niche: string, sort: string) => ({ GSI1PK: `CORPUS#${niche}`, GSI1SK: sort }),
};

function urlHash(url: string): string {
  return createHash('sha256').update(url).digest('base64url').slice(0, 22);
}

function commentItem(comment: SourceComment): Record<string, unknown> {
  return {
    ...corpusKeys.comment(comment.platform, comment.commentId),
    ...corpusKeys.byNiche(comment.niche, `C#${comment.postedAt}#${comment.platform}#${comment.commentId}`),
    entity: 'corpus_comment',
    ...comment,
  };
}

function videoItem(niche: string, video: SourceVideo): Record<string, unknown> {
  return {
    ...corpusKeys.video(niche, video.platform, video.url),
    ...corpusKeys.byNiche(niche, `V#${video.platform}#${urlHash(video.url)}`),
    entity: 'corpus_video',
    niche,
    ...video,
  };
}

export interface PutCorpusOptions {
  /**
   * The table's TTL (`expiresAt`, epoch seconds) for an item read from an API: DynamoDB deletes it
   * then unless a job renewed it. Imported items keep none.
   */
  expiresAtOf?: (item: FetchedFields) => number | undefined;
}

/** Writes comments and, under each niche whose comments were left under them, their videos. */
export async function putCorpus(
  comments: readonly SourceComment[],
  videos: readonly SourceVideo[],
  options: PutCorpusOptions = {},
): Promise<void> {
  const withExpiry = (item: Record<string, unknown>, fields: FetchedFields) => {
    const expiresAt = options.expiresAtOf?.(fields);
    return expiresAt === undefined ? item : { ...item, expiresAt };
  };
  const byUrl = new Map(videos.map((v) => [`${v.platform}#${v.url}`, v]));
  const pairs = new Map<string, Record<string, unknown>>();
  for (const comment of comments) {
    const video = byUrl.get(`${comment.platform}#${comment.videoUrl}`);
    if (video) pairs.set(`${comment.niche}#${comment.platform}#${video.url}`, withExpiry(videoItem(comment.niche, video), video));
  }
  const videoItems = [...pairs.values()];
  await putAll([...videoItems, ...comments.map((comment) => withExpiry(commentItem(comment), comment))]);
}

/** The keys of these comments that are stored already (`platform#commentId`): a run writes only the others. */
export async function storedCommentKeys(comments: ReadonlyArray<Pick<SourceComment, 'platform' | 'commentId'>>): Promise<Set<string>> {
  const items = await getAll(
    comments.map((comment) => corpusKeys.comment(comment.platform, comment.commentId)),
    { consistent: true, projection: ['platform', 'commentId'] },
  );
  return new Set(items.map((item) => `${String(item.platform)}#${String(item.commentId)}`));
}

/**
 * A re-read comment's new text, likes and dates. Only an existing comment is updated (one deleted
 * meanwhile is not brought back); the embedding stays and is ignored if the text changed.
 */
export async function renewCorpusComment(
  comment: Pick<SourceComment, 'platform' | 'commentId' | 'text' | 'likes'> & Required<Pick<FetchedFields, 'fetchedAt' | 'refreshBy'>>,
  expiresAt: number,
): Promise<'renewed' | 'gone'> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: corpusKeys.comment(comment.platform, comment.commentId),
        UpdateExpression: 'SET #text = :text, likes = :likes, fetchedAt = :fetched, refreshBy = :refresh, expiresAt = :expires',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#text': 'text' },
        ExpressionAttributeValues: {
          ':text': comment.text,
          ':likes': comment.likes,
          ':fetched': comment.fetchedAt,
          ':refresh': comment.refreshBy,
          ':expires': expiresAt,
        },
      }),
    );
    return 'renewed';
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    return 'gone';
  }
}

/** A re-read video's new title and views and its moved dates; only an existing video is updated. */
export async function renewCorpusVideo(
  niche: string,
  video: Pick<SourceVideo, 'platform' | 'url' | 'title' | 'views'> & Required<Pick<FetchedFields, 'fetchedAt' | 'refreshBy'>>,
  expiresAt: number,
): Promise<'renewed' | 'gone'> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: corpusKeys.video(niche, video.platform, video.url),
        UpdateExpression: 'SET title = :title, #views = :views, fetchedAt = :fetched, refreshBy = :refresh, expiresAt = :expires',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#views': 'views' },
        ExpressionAttributeValues: {
          ':title': video.title,
          ':views': video.views,
          ':fetched': video.fetchedAt,
          ':refresh': video.refreshBy,
          ':expires': expiresAt,
        },
      }),
    );
    return 'renewed';
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    return 'gone';
  }
}

/** Deletes comments (by platform and id): the refresh job's, for comments the platform no longer returns or kept too long. */
export async function deleteCorpusComments(comments: ReadonlyArray<Pick<SourceComment, 'platform' | 'commentId'>>): Promise<void> {
  await deleteAll(comments.map((comment) => corpusKeys.comment(comment.platform, comment.commentId)));
}

/** Deletes a niche's videos (by URL): the refresh job's, for videos gone or with no comment left. */
export async function deleteCorpusVideos(niche: string, videos: ReadonlyArray<Pick<SourceVideo, 'platform' | 'url'>>): Promise<void> {
  await deleteAll(videos.map((video) => corpusKeys.video(niche, video.platform, video.url)));
}

/**
 * A niche's comments and videos read from an API, with their dates, for the refresh job: one Query
 * of the niche's GSI1 partition (never a Scan), past-refresh items included, text left out.
 */
export async function listFetchedCorpus(niche: string): Promise<{ comments: SourceComment[]; videos: SourceVideo[] }> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: 'attribute_exists(refreshBy)',
    ExpressionAttributeValues: { ':pk': corpusKeys.byNiche(niche, '').GSI1PK },
  });
  return {
    comments: items.filter((item) => item.entity === 'corpus_comment').map((item) => commentOf(niche, item)),
    videos: items.filter((item) => item.entity === 'corpus_video').map(videoOf),
  };
}

export interface NicheCorpus {
  comments: SourceComment[];
  videos: SourceVideo[];
  /**
   * Embeddings already made, by `platform#commentId`, for `model`: kept on the comment's own item
   * (`embedding`, float32 bytes, and `embeddingModel`), so deleting a comment deletes its vector,
   * and re-importing the comment with new text (a new item) drops it.
   */
  embeddings?: Map<string, { model: string; vector: Float32Array }>;
}

/**
 * The optional fields are copied only when stored, so an imported comment reads exactly as it was
 * written (mining and its tests compare whole comments).
 */
function commentOf(niche: string, item: Record<string, unknown>): SourceComment {
  const { platform, commentId, videoUrl, text, author, likes, postedAt } = item as unknown as SourceComment;
  return { niche, platform, commentId, videoUrl, text, author, likes, postedAt, ...pick(item, COMMENT_OPTIONAL) };
}

function videoOf(item: Record<string, unknown>): SourceVideo {
  const { platform, url, title, creator, views } = item as unknown as SourceVideo;
  return { platform, url, title, creator, views, ...pick(item, VIDEO_OPTIONAL) };
}

const VIDEO_OPTIONAL = ['source', 'fetchedAt', 'refreshBy', 'videoId'] as const;
const COMMENT_OPTIONAL = [...VIDEO_OPTIONAL, 'parentId'] as const;

function pick(item: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => typeof item[name] === 'string').map((name) => [name, item[name] as string]));
}

/**
 * A niche's whole corpus in one paginated Query of its GSI1 partition, without what an API let us
 * keep only until its refreshBy (`now`, by default the present).
 */
export async function listNicheCorpus(niche: string, now = new Date()): Promise<NicheCorpus> {
  const corpus: NicheCorpus = { comments: [], videos: [] };
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': corpusKeys.byNiche(niche, '').GSI1PK },
  });
  const embeddings = new Map<string, { model: string; vector: Float32Array }>();
  for (const item of items) {
    if (item.entity === 'corpus_comment') {
      const comment = commentOf(niche, item);
      // DynamoDB's TTL deletes up to days late: a comment past its refreshBy is not ours to use any more.
      if (isPastRefresh(comment, now)) continue;
      corpus.comments.push(comment);
      const stored = item.embedding as Uint8Array | undefined;
      if (stored instanceof Uint8Array && typeof item.embeddingModel === 'string' && item.embeddingText === comment.text)
        embeddings.set(`${comment.platform}#${comment.commentId}`, { model: item.embeddingModel, vector: floatsOf(stored) });
    } else if (item.entity === 'corpus_video') {
      const video = videoOf(item);
      if (!isPastRefresh(video, now)) corpus.videos.push(video);
    }
  }
  if (embeddings.size > 0) corpus.embeddings = embeddings;
  return corpus;
}

function floatsOf(bytes: Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
}

/**
 * Stores each comment's embedding on its item, with the model and the text it was made from (an
 * import that changes the text keeps the old vector out of use). Only existing comments are
 * updated: a comment deleted meanwhile is not brought back.
 */
export async function putCommentEmbeddings(
  entries: ReadonlyArray<{ comment: SourceComment; vector: Float32Array }>,
  model: string,
): Promise<void> {
  for (const { comment, vector } of entries) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: corpusKeys.comment(comment.platform, comment.commentId),
          UpdateExpression: 'SET embedding = :vector, embeddingModel = :model, embeddingText = :text',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':vector': new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength),
            ':model': model,
            ':text': comment.text,
          },
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
}

async function deleteAll(keys: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    let requests = keys.slice(i, i + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error(`Could not delete ${requests.length} items after ${attempt} attempts`);
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}
