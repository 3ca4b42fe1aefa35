import * as z from 'zod/mini';
import { InvalidInput } from '../errors';

/**
 * The `next` cursors of the admin reports (feedback, idea ratings): where the next page starts.
 * Opaque to the web (base64url of a small JSON) but neither secret nor signed: admins may read
 * every row of these reports anyway, and the data layer turns a position into nothing but the
 * start of a Query inside the partition the request's own filter chose. So a forged cursor can
 * only start the same report somewhere else, or be refused with a 400; it can never become a 500.
 */

/** The message every bad cursor gets: whatever is wrong with it, the remedy is the same. */
export const INVALID_REPORT_CURSOR_MESSAGE = 'This page of the report is no longer valid. Reload the report and try again.';

export function invalidReportCursor(reason = 'Not a cursor from a previous page'): InvalidInput {
  return new InvalidInput(INVALID_REPORT_CURSOR_MESSAGE, { cursor: [reason] }, 'invalid_cursor');
}

/** The last feedback entry shown: its table key (owner and entry) and its time (the index sort key). */
export interface FeedbackPosition {
  readonly userId: string;
  readonly ideaId: string;
  /** The entry's ULID. */
  readonly id: string;
  readonly createdAt: string;
}

/** The last rated idea shown: the index sort key `<lastRatedAt>#<ideaId>`. */
export interface RatedIdeaPosition {
  readonly lastRatedAt: string;
  readonly ideaId: string;
}

// The shapes the table holds, so a decoded position is always a well-formed key (a malformed
// ExclusiveStartKey or key condition would be a ValidationException, a 500).
const userId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));
const ideaId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/));
const entryId = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/));
const instant = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/));

/** Version 1 of each; `r` names the report so one report's cursor is refused by the other. */
const feedbackCursorV1 = z.strictObject({ v: z.literal(1), r: z.literal('feedback'), u: userId, i: ideaId, f: entryId, t: instant });
const ratingsCursorV1 = z.strictObject({ v: z.literal(1), r: z.literal('ratings'), t: instant, i: ideaId });

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const encode = (body: unknown) => Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');

function decodeJson(cursor: string): unknown {
  // Buffer skips characters outside the alphabet; refuse them instead of decoding around them.
  if (!BASE64URL.test(cursor)) throw invalidReportCursor();
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidReportCursor();
  }
}

export function encodeFeedbackCursor(position: FeedbackPosition): string {
  return encode({ v: 1, r: 'feedback', u: position.userId, i: position.ideaId, f: position.id, t: position.createdAt } satisfies z.infer<
    typeof feedbackCursorV1
  >);
}

export function decodeFeedbackCursor(cursor: string): FeedbackPosition {
  const parsed = feedbackCursorV1.safeParse(decodeJson(cursor));
  if (!parsed.success) throw invalidReportCursor();
  const position: FeedbackPosition = { userId: parsed.data.u, ideaId: parsed.data.i, id: parsed.data.f, createdAt: parsed.data.t };
  // Only the exact text the encoder writes: no padding, no reordered or spaced-out JSON.
  if (encodeFeedbackCursor(position) !== cursor) throw invalidReportCursor();
  return position;
}

export function encodeRatingsCursor(position: RatedIdeaPosition): string {
  return encode({ v: 1, r: 'ratings', t: position.lastRatedAt, i: position.ideaId } satisfies z.infer<typeof ratingsCursorV1>);
}

export function decodeRatingsCursor(cursor: string): RatedIdeaPosition {
  const parsed = ratingsCursorV1.safeParse(decodeJson(cursor));
  if (!parsed.success) throw invalidReportCursor();
  const position: RatedIdeaPosition = { lastRatedAt: parsed.data.t, ideaId: parsed.data.i };
  if (encodeRatingsCursor(position) !== cursor) throw invalidReportCursor();
  return position;
}
