import { youtubeApi, youtubeKey } from '#functions/ingestion/youtube-client';
import { ideaTraits, postedSince } from './calendar-source';
import { runPerformance, type PerformanceResult } from './job';

export type PerformanceOutcome = { status: 'no-key' } | PerformanceResult;

/** The performance job as the scheduler, `npm run job -- performance` and the local clock start it. */
export async function performanceNow(now: Date, options: { deadline?: number } = {}): Promise<PerformanceOutcome> {
  const key = await youtubeKey();
  if (!key) return { status: 'no-key' };
  return runPerformance({ now, api: youtubeApi(key), key, source: postedSince, traitsOf: ideaTraits, ...options });
}
