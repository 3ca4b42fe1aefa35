import { runIngest, type IngestResult } from './ingest';
import { refreshIdeaQuotes } from './idea-quotes';
import { runRefresh, type RefreshResult } from './refresh';
import { youtubeApi, youtubeKey } from './youtube-client';

/**
 * The two YouTube jobs as the scheduler, `npm run job` and the local clock start them: the key
 * read (never passed on but to the client and the scrubber), and a one-line summary of what a run
 * did, without the key or any comment text.
 */

export type JobOutcome<T> = { status: 'no-key' } | T;

export async function ingestNow(
  now: Date,
  options: { deadline?: number; niches?: readonly string[] } = {},
): Promise<JobOutcome<IngestResult>> {
  const key = await youtubeKey();
  if (!key) return { status: 'no-key' };
  return runIngest({ now, api: youtubeApi(key), key, ...options });
}

export async function refreshNow(now: Date, options: { niches?: readonly string[] } = {}): Promise<JobOutcome<RefreshResult>> {
  const key = await youtubeKey();
  if (!key) {
    // Quotes in ideas run out on their own dates, key or not: emptying them needs no call to YouTube.
    await refreshIdeaQuotes(now, options.niches);
    return { status: 'no-key' };
  }
  return runRefresh({ now, api: youtubeApi(key), key, ...options });
}

const NO_KEY = 'No YouTube API key (YOUTUBE_API_KEY, or the secret named by YOUTUBE_SECRET_ARN): nothing read';

const units = (spent: Partial<Record<string, number>>) => Object.values(spent).reduce((sum: number, n) => sum + (n ?? 0), 0);

export function ingestLine(result: JobOutcome<IngestResult>): string {
  if (result.status === 'no-key') return `Ingest: ${NO_KEY}.`;
  if (result.status === 'busy')
    return `Ingest: another run holds the lease (${result.heldBy ?? 'unknown'}, since ${result.since ?? 'unknown'}); this one did nothing.`;
  const comments = result.summaries.reduce((sum, s) => sum + s.commentsAdded, 0);
  const videos = result.summaries.reduce((sum, s) => sum + s.videosFound, 0);
  const skipped = result.summaries.reduce((sum, s) => sum + s.errors.length, 0);
  const stopped = result.stoppedBy ? `; stopped: ${result.stoppedBy}` : '';
  if (result.planned.length === 0)
    return `Ingest ${result.day}: nothing to do (every niche has enough asks, is done for the day, or the budget is spent).`;
  return `Ingest ${result.day}: ${result.summaries.length} of ${result.planned.length} planned niches, ${videos} videos chosen, ${comments} comments added, ${skipped} items skipped, ${units(result.spent)} units${stopped}.`;
}

export function refreshLine(result: JobOutcome<RefreshResult>): string {
  if (result.status === 'no-key') return `Refresh: ${NO_KEY}.`;
  if (result.status === 'busy')
    return `Refresh: another run holds the lease (${result.heldBy ?? 'unknown'}, since ${result.since ?? 'unknown'}); this one did nothing.`;
  const sum = (field: 'renewed' | 'gone' | 'expired' | 'videosRenewed' | 'videosDeleted') =>
    result.niches.reduce((n, r) => n + r[field], 0);
  const stopped = result.stoppedBy ? `; stopped: ${result.stoppedBy}` : '';
  return `Refresh: ${sum('renewed')} comments renewed, ${sum('gone')} gone from YouTube and deleted, ${sum('expired')} expired and deleted; ${sum('videosRenewed')} videos renewed, ${sum('videosDeleted')} deleted; ${units(result.spent)} units${stopped}.`;
}
