import type { IdeaSource, Platform } from '#functions/shared/schemas';

/** One viewer's comment as the evidence box quotes it. */
export interface EvidenceQuote {
  comment: string;
  commentAuthor: string;
  commentLikes: number;
  platform: Platform;
  /** The comment on its platform, when the idea knows it (a web address, checked). */
  url?: string;
}

/** An idea's evidence as the pages show it, whether the idea was built on an insight or one comment. */
export interface Evidence {
  platform: Platform;
  /**
   * The comment the idea answers, or null when it may no longer be quoted: a YouTube comment
   * past the time the API's terms let us show it (docs/youtube-data.md). The counts and the
   * videos stay, so the box still says why the idea exists.
   */
  quote: EvidenceQuote | null;
  /** Other viewers asking the same thing, the ones that may still be quoted. */
  supportingComments: EvidenceQuote[];
  /** "N viewers asked this". */
  askedCount: number;
  /** Likes on those comments together; null once the quotes' date has passed (YouTube's like counts go with their words). */
  totalLikes: number | null;
  videos: EvidenceVideo[];
  /** Comments the box no longer quotes (the representative one included). */
  withdrawnQuotes: number;
}

/**
 * A video the comments were left under. Past the quotes' date a YouTube video keeps only its link:
 * its title, channel and views are the API's data, kept and shown on the same 30-day terms as the
 * comments (docs/youtube-data.md).
 */
export interface EvidenceVideo {
  title: string | null;
  creator: string | null;
  views: number | null;
  platform: Platform;
  url?: string | undefined;
}

/** What the source and its supporting comments have in common. */
type StoredQuote = Pick<IdeaSource, 'comment' | 'commentAuthor' | 'commentLikes' | 'commentUrl'>;

interface QuotedComment {
  comment: string;
  quotedUntil?: string | undefined;
}

/**
 * Whether a stored comment may be shown word for word at `now`: one with no `quotedUntil` (not
 * from the YouTube API: the starter corpus, a licensed import) always; a YouTube comment until
 * that instant. A comment whose words were already removed (the refresh job scrubs them) never.
 */
export function isQuotable(quote: QuotedComment, now: Date): boolean {
  if (!quote.comment.trim()) return false;
  if (quote.quotedUntil === undefined) return true;
  const until = Date.parse(quote.quotedUntil);
  return Number.isFinite(until) && until > now.getTime();
}

/** Whether an idea's representative comment came from the YouTube API and its quote date has passed. */
export function pastQuoteDate(source: Pick<IdeaSource, 'quotedUntil'>, now: Date): boolean {
  if (source.quotedUntil === undefined) return false;
  const until = Date.parse(source.quotedUntil);
  return !(Number.isFinite(until) && until > now.getTime());
}

/** Addresses come from scraped and imported data: only http(s) becomes a link, never `javascript:` and the like. */
export function webAddress(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * The evidence of an idea at `now`. A library idea has a single comment and video: an insight of
 * one. Quotes past their `quotedUntil` are left out; what they proved stays in the counts.
 */
export function evidenceOf(source: IdeaSource, now: Date = new Date()): Evidence {
  const quoteOf = (comment: StoredQuote): EvidenceQuote => {
    const url = webAddress(comment.commentUrl);
    return {
      comment: comment.comment,
      commentAuthor: comment.commentAuthor,
      commentLikes: comment.commentLikes,
      platform: source.platform,
      ...(url ? { url } : {}),
    };
  };
  const supporting = source.supportingComments ?? [];
  const quotable = supporting.filter((comment) => isQuotable(comment, now));
  const representative = isQuotable(source, now) ? quoteOf(source) : null;
  const expired = pastQuoteDate(source, now);
  const videos: EvidenceVideo[] = source.videos?.length
    ? source.videos
    : [{ title: source.videoTitle, creator: source.videoCreator, views: source.videoViews, platform: source.platform }];
  return {
    platform: source.platform,
    quote: representative,
    supportingComments: quotable.map(quoteOf),
    askedCount: source.askedCount ?? 1,
    totalLikes: expired ? null : (source.totalLikes ?? source.commentLikes),
    videos: videos.map((video) =>
      expired && video.platform === 'youtube'
        ? { title: null, creator: null, views: null, platform: video.platform, ...(video.url ? { url: video.url } : {}) }
        : video,
    ),
    withdrawnQuotes: (representative ? 0 : 1) + supporting.length - quotable.length,
  };
}
