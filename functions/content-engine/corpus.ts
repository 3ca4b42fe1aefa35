import * as z from 'zod/mini';
import { PLATFORMS, plainText, type Platform } from '#functions/shared/schemas';

/**
 * The comment corpus: audience comments on viral short videos, the raw material of every idea.
 * Imported as JSON Lines (corpus/README.md), one comment per line with its video's fields.
 */

/** Longest comment text kept; platforms cap comments near this (TikTok 150, YouTube 10,000: we keep the start). */
export const MAX_COMMENT_CHARS = 2_000;

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`), plainText());
const count = () => z.number().check(z.int('Must be a whole number'), z.gte(0, 'Must be 0 or more'));
const isoInstant = () =>
  z
    .string()
    .check(
      z.refine(
        (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
        'Must be an ISO 8601 date-time such as 2026-10-02T14:05:00Z',
      ),
    );

/** One line of a corpus file. snake_case, as exported by scrapers and spreadsheets. */
export const corpusLine = z.strictObject({
  niche: z.string().check(z.regex(/^[a-z0-9-]{2,40}$/, 'Must be a niche id such as "skincare"')),
  platform: z.enum(PLATFORMS, `Must be one of ${PLATFORMS.join(', ')}`),
  video_url: z.url({ protocol: /^https$/, error: 'Must be an https URL' }).check(z.maxLength(500, 'At most 500 characters')),
  video_title: text(300),
  video_creator: text(100),
  video_views: count(),
  comment_id: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._:-]{1,100}$/, 'Letters, digits and . _ : - only, at most 100')),
  text: text(MAX_COMMENT_CHARS),
  author: text(100),
  likes: count(),
  posted_at: isoInstant(),
});
export type CorpusLine = z.output<typeof corpusLine>;

/**
 * Where a comment or video came from, when not a JSON Lines import: 'youtube' is read from the
 * YouTube Data API (functions/ingestion), whose policies let us keep it 30 days unless refreshed.
 */
export type CorpusSource = 'youtube';

/** What the API-read items carry on top: when they were read and when they must be re-read or go. */
export interface FetchedFields {
  source?: CorpusSource;
  /** When the API last returned it (ISO instant). */
  fetchedAt?: string;
  /** After this instant it is no longer used (and the refresh job deletes it unless the API still returns it). */
  refreshBy?: string;
}

export interface SourceVideo extends FetchedFields {
  platform: Platform;
  url: string;
  title: string;
  creator: string;
  views: number;
  /** The platform's own video id (YouTube's), for re-reading it. */
  videoId?: string;
}

export interface SourceComment extends FetchedFields {
  niche: string;
  platform: Platform;
  commentId: string;
  videoUrl: string;
  text: string;
  author: string;
  likes: number;
  postedAt: string;
  videoId?: string;
  /** A reply's top-level comment id. */
  parentId?: string;
}

/** Whether an API-read item is past its refreshBy at `now`; imported items (no refreshBy) never are. */
export const isPastRefresh = (item: FetchedFields, now: Date): boolean =>
  item.refreshBy !== undefined && Date.parse(item.refreshBy) <= now.getTime();

/** A comment is the same comment when its platform and id are (a re-export, or the same line twice). */
export const commentKey = (comment: Pick<SourceComment, 'platform' | 'commentId'>) => `${comment.platform}#${comment.commentId}`;

export function fromCorpusLine(line: CorpusLine): { video: SourceVideo; comment: SourceComment } {
  return {
    video: { platform: line.platform, url: line.video_url, title: line.video_title, creator: line.video_creator, views: line.video_views },
    comment: {
      niche: line.niche,
      platform: line.platform,
      commentId: line.comment_id,
      videoUrl: line.video_url,
      text: line.text,
      author: line.author,
      likes: line.likes,
      postedAt: new Date(line.posted_at).toISOString(),
    },
  };
}

export interface ParsedCorpus {
  /** Valid lines, later duplicates (same platform and comment id) dropped. */
  comments: SourceComment[];
  /** One per video URL, with the last line's view count and title. */
  videos: SourceVideo[];
  /** Lines skipped: 1-based line number and what was wrong. */
  rejected: Array<{ line: number; errors: string[] }>;
  /** Lines that repeated a comment already read (1-based). */
  duplicates: number[];
}

/**
 * Reads a JSON Lines corpus: every line checked on its own, a bad one reported with its number
 * and skipped, so one broken row never loses the rest. Blank lines are ignored.
 */
export function parseCorpus(source: string, knownNiches?: ReadonlySet<string>): ParsedCorpus {
  const comments = new Map<string, SourceComment>();
  const videos = new Map<string, SourceVideo>();
  const rejected: ParsedCorpus['rejected'] = [];
  const duplicates: number[] = [];
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      rejected.push({ line, errors: ['Not valid JSON'] });
      return;
    }
    const parsed = corpusLine.safeParse(json);
    if (!parsed.success) {
      rejected.push({ line, errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`) });
      return;
    }
    if (knownNiches && !knownNiches.has(parsed.data.niche)) {
      rejected.push({ line, errors: [`niche: "${parsed.data.niche}" is not an approved niche`] });
      return;
    }
    const { video, comment } = fromCorpusLine(parsed.data);
    const key = commentKey(comment);
    if (comments.has(key)) duplicates.push(line);
    comments.set(key, comment);
    videos.set(`${video.platform}#${video.url}`, video);
  });
  return { comments: [...comments.values()], videos: [...videos.values()], rejected, duplicates };
}
