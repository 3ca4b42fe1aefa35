import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { corpusKeys } from '#functions/content-engine/corpus-store';
import { ideaKeys, listIdeasUpToDay } from '#functions/ideas/store';
import { listNiches } from '#functions/niches/store';
import { isConditionFailure } from '#functions/platform/table/conditions';
import { db, tableName } from '#functions/platform/table/client';
import type { IdeaSource } from '#functions/shared/schemas';

/**
 * The words of YouTube comments kept in stored ideas, on the same terms as the corpus: an idea
 * quotes a comment read from the API until its `quotedUntil` (the comment's refreshBy when the idea
 * was made). The refresh job then either renews the quote from the corpus, where the comment was
 * re-read and is still current, or removes its words, author and likes from the idea, which keeps
 * its own words, how many asked and the videos (docs/youtube-data.md).
 */

/** What a stored quote looks like: the idea's source itself, or one of its supporting comments. */
type StoredQuote = Pick<IdeaSource, 'comment' | 'commentAuthor' | 'commentLikes' | 'commentId' | 'commentUrl' | 'quotedUntil'>;

/** A current copy of a quoted comment, read from the corpus. */
export interface CurrentComment {
  text: string;
  author: string;
  likes: number;
  refreshBy: string;
}

const isDue = (quote: StoredQuote, now: Date) =>
  quote.quotedUntil !== undefined && quote.comment !== '' && !(Date.parse(quote.quotedUntil) > now.getTime());

/**
 * The source with each quote past its `quotedUntil` renewed from `current` (by comment id) or
 * emptied of the comment's words, author and likes; supporting quotes that cannot be renewed are
 * dropped. Null when nothing is due. Pure, so the rule is tested apart from the table.
 */
export function refreshedSource(source: IdeaSource, current: ReadonlyMap<string, CurrentComment>, now: Date): IdeaSource | null {
  const renew = <Q extends StoredQuote>(quote: Q): Q | null => {
    const copy = quote.commentId ? current.get(quote.commentId) : undefined;
    if (!copy || !(Date.parse(copy.refreshBy) > now.getTime())) return null;
    return { ...quote, comment: copy.text, commentAuthor: copy.author, commentLikes: copy.likes, quotedUntil: copy.refreshBy };
  };
  const supporting = source.supportingComments ?? [];
  if (!isDue(source, now) && !supporting.some((quote) => isDue(quote, now))) return null;

  const renewed = isDue(source, now) ? renew(source) : source;
  const kept = supporting.flatMap((quote) => (isDue(quote, now) ? (renew(quote) ?? []) : [quote]));
  return { ...(renewed ?? withoutApiData(source)), ...(source.supportingComments ? { supportingComments: kept } : {}) };
}

/**
 * The source once its representative comment may no longer be kept: the comment's words, author
 * and likes go, and with them what the API said about the YouTube videos (title, channel, views)
 * and the likes total; the idea keeps its own words, how many asked and the videos' links.
 */
function withoutApiData(source: IdeaSource): IdeaSource {
  const { totalLikes: _likes, ...rest } = source;
  const youtube = source.platform === 'youtube';
  return {
    ...rest,
    comment: '',
    commentAuthor: '',
    commentLikes: 0,
    ...(youtube ? { videoTitle: '', videoCreator: '', videoViews: 0 } : {}),
    ...(source.videos
      ? { videos: source.videos.map((video) => (video.platform === 'youtube' ? { ...video, title: '', creator: '', views: 0 } : video)) }
      : {}),
  };
}

/** The quoted comment ids of a source that are due at `now`. */
export function dueCommentIds(source: IdeaSource, now: Date): string[] {
  return [source, ...(source.supportingComments ?? [])].filter((quote) => isDue(quote, now)).flatMap((quote) => quote.commentId ?? []);
}

async function currentCopies(ids: readonly string[]): Promise<Map<string, CurrentComment>> {
  const copies = new Map<string, CurrentComment>();
  for (const id of new Set(ids)) {
    const out = await db.send(new GetCommand({ TableName: tableName(), Key: corpusKeys.comment('youtube', id) }));
    const item = out.Item;
    if (item && typeof item.text === 'string' && typeof item.refreshBy === 'string')
      copies.set(id, { text: item.text, author: String(item.author ?? ''), likes: Number(item.likes ?? 0), refreshBy: item.refreshBy });
  }
  return copies;
}

export interface QuoteRefreshReport {
  ideasRead: number;
  ideasChanged: number;
}

/** Ideas live in days; a niche reaches a few hundred. The bound only stops a runaway read. */
const LAST_DAY = 9_999;

/**
 * Renews or removes the due quotes of every stored idea of every niche: one Query per niche and
 * variant, a GetItem per due comment, and an update per changed idea (only if the idea is still
 * there). Run daily by the refresh job, after it re-read the corpus.
 */
export async function refreshIdeaQuotes(now: Date, niches?: readonly string[]): Promise<QuoteRefreshReport> {
  const report: QuoteRefreshReport = { ideasRead: 0, ideasChanged: 0 };
  const names = niches ?? (await listNiches()).map((niche) => niche.niche);
  for (const niche of names) {
    for (const variant of ['A', 'B']) {
      for (const idea of await listIdeasUpToDay(niche, variant, LAST_DAY)) {
        report.ideasRead += 1;
        const due = dueCommentIds(idea.source, now);
        if (due.length === 0 && !hasDueQuote(idea.source, now)) continue;
        const source = refreshedSource(idea.source, await currentCopies(due), now);
        if (!source) continue;
        try {
          await db.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: ideaKeys.item(idea.id),
              UpdateExpression: 'SET #source = :source',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: { '#source': 'source' },
              ExpressionAttributeValues: { ':source': source },
            }),
          );
          report.ideasChanged += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
    }
  }
  return report;
}

/** A due quote without a comment id (none is stored so, but an idea written by hand could be). */
function hasDueQuote(source: IdeaSource, now: Date): boolean {
  return [source, ...(source.supportingComments ?? [])].some((quote) => isDue(quote, now));
}
