import type { IdeaTraits } from '#functions/personal/model';

/**
 * What the performance job needs of a posted calendar entry: whose it is, the idea it filmed (for
 * the groupings and the ranking) and the video it was posted as. The calendar owns the entries
 * (functions/calendar/store.ts); calendar-source.ts reads them through the calendar's own posted
 * index, so the job never scans the table.
 */
export interface PostedEntry {
  userId: string;
  ideaId: string;
  videoId: string;
  /** The day it was posted (YYYY-MM-DD): the checkpoints count from it. */
  postOn: string;
  url: string | null;
  title: string;
  /** The idea's first hook (its hook style is read from it). */
  hook: string | null;
  /** The idea's traits when the source has them; otherwise the job asks `traitsOf` once, when it first tracks the video. */
  traits: IdeaTraits | null;
}

/** Every posted entry with a video whose posting day is `sinceDay` or later. */
export type PostedSource = (sinceDay: string) => Promise<PostedEntry[]>;

/** The traits of the idea an entry filmed, for an entry that does not carry them. */
export type TraitsSource = (entry: PostedEntry) => Promise<IdeaTraits>;
