import { createHash } from 'node:crypto';
import type { SourceComment, SourceVideo } from './corpus';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putAll, queryAll } from '#functions/platform/table/batch';
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

/** Writes comments and, under each niche whose comments were left under them, their videos. */
export async function putCorpus(comments: readonly SourceComment[], videos: readonly SourceVideo[]): Promise<void> {
  const byUrl = new Map(videos.map((v) => [`${v.platform}#${v.url}`, v]));
  const pairs = new Map<string, Record<string, unknown>>();
  for (const comment of comments) {
    const video = byUrl.get(`${comment.platform}#${comment.videoUrl}`);
    if (video) pairs.set(`${comment.niche}#${comment.platform}#${video.url}`, videoItem(comment.niche, video));
  }
  const videoItems = [...pairs.values()];
  await putAll([...videoItems, ...comments.map(commentItem)]);
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

/** A niche's whole corpus in one paginated Query of its GSI1 partition. */
export async function listNicheCorpus(niche: string): Promise<NicheCorpus> {
  const corpus: NicheCorpus = { comments: [], videos: [] };
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': corpusKeys.byNiche(niche, '').GSI1PK },
  });
  const embeddings = new Map<string, { model: string; vector: Float32Array }>();
  for (const item of items) {
    if (item.entity === 'corpus_comment') {
      const { platform, commentId, videoUrl, text, author, likes, postedAt } = item as unknown as SourceComment;
      corpus.comments.push({ niche, platform, commentId, videoUrl, text, author, likes, postedAt });
      const stored = item.embedding as Uint8Array | undefined;
      if (stored instanceof Uint8Array && typeof item.embeddingModel === 'string' && item.embeddingText === text)
        embeddings.set(`${platform}#${commentId}`, { model: item.embeddingModel, vector: floatsOf(stored) });
    } else if (item.entity === 'corpus_video') {
      const { platform, url, title, creator, views } = item as unknown as SourceVideo;
      corpus.videos.push({ platform, url, title, creator, views });
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
