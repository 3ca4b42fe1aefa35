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
  totalLikes: number;
  videos: NonNullable<IdeaSource['videos']>;
  /** Comments the box no longer quotes (the representative one included). */
  withdrawnQuotes: number;
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
  return {
    platform: source.platform,
    quote: representative,
    supportingComments: quotable.map(quoteOf),
    askedCount: source.askedCount ?? 1,
    totalLikes: source.totalLikes ?? source.commentLikes,
    videos: source.videos?.length
      ? source.videos
      : [{ title: source.videoTitle, creator: source.videoCreator, views: source.videoViews, platform: source.platform }],
    withdrawnQuotes: (representative ? 0 : 1) + supporting.length - quotable.length,
  };
}
