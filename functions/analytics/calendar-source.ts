import { listPostedSince, type CalendarEntry } from '#functions/calendar/store';
import { getIdeaWithOwner } from '#functions/ideas/personal-store';
import { feedbackTraits } from '#functions/personal/feedback-traits';
import type { IdeaTraits } from '#functions/personal/model';
import type { PostedEntry } from './posted';

/**
 * The posted calendar entries, through the calendar's own store: its sparse posted index (GSI3
 * `POSTED_VIDEOS`, by posting day), one Query page after another from the day asked, never a Scan.
 */
export async function postedSince(sinceDay: string): Promise<PostedEntry[]> {
  const entries: PostedEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPostedSince(sinceDay, cursor);
    for (const entry of page.entries) {
      const posted = postedEntryOf(entry);
      if (posted) entries.push(posted);
    }
    cursor = page.next ?? undefined;
  } while (cursor);
  return entries;
}

/** A calendar entry as the job reads it, or null without a video or a posting day. */
export function postedEntryOf(entry: CalendarEntry): PostedEntry | null {
  if (entry.status !== 'posted' || !entry.videoId || !entry.postOn) return null;
  return {
    userId: entry.userId,
    ideaId: entry.ideaId,
    videoId: entry.videoId,
    postOn: entry.postOn,
    url: entry.postedUrl,
    title: entry.idea.title,
    hook: entry.idea.hook,
    // Read once, when the job first tracks the video (ideaTraits below): the snapshot does not carry them.
    traits: null,
  };
}

/**
 * The traits of the idea a posted video filmed, as its feedback teaches them: a personal idea's
 * stored ones, a shared idea's read from its words (functions/personal/feedback-traits.ts). An
 * idea no longer stored counts by nothing but its video ("other", no format, no topic).
 */
export async function ideaTraits(entry: PostedEntry): Promise<IdeaTraits> {
  const found = await getIdeaWithOwner(entry.ideaId);
  if (!found) return { topics: [], format: null, askKind: 'other' };
  try {
    return feedbackTraits(found.idea, found.facts?.traits ?? null);
  } catch {
    // A niche whose knowledge was removed since: the video still counts, without topics.
    return { topics: [], format: found.idea.content.filming?.format ?? null, askKind: 'other' };
  }
}
