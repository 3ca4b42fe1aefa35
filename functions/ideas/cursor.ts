import * as z from 'zod/mini';
import { InvalidInput } from '#functions/platform/errors';

/**
 * The `next` cursor of the Content Ideas list: where the next page starts in the dashboard order.
 * Opaque to the web (base64url of a small JSON), but not secret and not signed: no secret is
 * bound to the list's function, and none is needed. The handler checks a decoded position
 * against the caller's own progress (functions/ideas/rules.ts `pageSegments`) and the read is
 * always bounded by the caller's unlocked days, so a forged cursor can only point somewhere
 * the caller may already read, or be refused.
 */

/** A niche, and the last idea already shown in it (`after`), or its top when `after` is null. */
export interface ListPosition {
  readonly niche: string;
  readonly after: { readonly dayNumber: number; readonly ideaNumber: number } | null;
}

/** The message every bad cursor gets: whatever is wrong with it, the remedy is the same. */
export const INVALID_CURSOR_MESSAGE = 'This page of ideas is no longer valid. Reload the list and try again.';

/** A 400 with code `invalid_cursor`, the reason on the `cursor` field (for logs and tests). */
export function invalidCursor(reason: string): InvalidInput {
  return new InvalidInput(INVALID_CURSOR_MESSAGE, { cursor: [reason] }, 'invalid_cursor');
}

// Bounds of the index sort key the position turns into (functions/ideas/store.ts pads day to 4
// digits and idea number to 6): a number outside them could not be a real position.
const dayNumber = z.number().check(z.int(), z.gte(1), z.lte(9999));
const ideaNumber = z.number().check(z.int(), z.gte(1), z.lte(999_999));

/** Version 1. A future change of shape bumps `v`, and an old cursor is a clear 400, not a misread. */
const cursorV1 = z.strictObject({
  v: z.literal(1),
  n: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  a: z.optional(z.tuple([dayNumber, ideaNumber])),
});

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function encodeCursor(position: ListPosition): string {
  const body: z.infer<typeof cursorV1> = {
    v: 1,
    n: position.niche,
    ...(position.after ? { a: [position.after.dayNumber, position.after.ideaNumber] } : {}),
  };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** The position a cursor names, or `invalid_cursor` for anything this module did not write. */
export function decodeCursor(cursor: string): ListPosition {
  // Buffer skips characters outside the alphabet; refuse them instead of decoding around them.
  if (!BASE64URL.test(cursor)) throw invalidCursor('Not a cursor from a previous page');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor('Not a cursor from a previous page');
  }
  const parsed = cursorV1.safeParse(json);
  if (!parsed.success) throw invalidCursor('Not a cursor from a previous page');
  const position: ListPosition = {
    niche: parsed.data.n,
    after: parsed.data.a ? { dayNumber: parsed.data.a[0], ideaNumber: parsed.data.a[1] } : null,
  };
  // Only the exact text encodeCursor writes: no padding, no reordered or spaced-out JSON.
  if (encodeCursor(position) !== cursor) throw invalidCursor('Not a cursor from a previous page');
  return position;
}
