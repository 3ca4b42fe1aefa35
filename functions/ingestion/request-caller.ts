import { quotaConfig } from './ingestion-files';
import { pacificDay, quotaUsed, recordQuota } from './run-store';
import { YoutubeCaller, youtubeApi } from './youtube-client';

/**
 * A YouTube caller for one request (an admin's pasted URL, a creator's posted video) at `now`: it may
 * spend only what today's quota has left, and every unit it spends is counted in the same ledger as
 * the jobs', so a busy afternoon of lookups cannot push the night's ingest over YouTube's limit.
 */
export async function requestCaller(key: string, now: Date): Promise<YoutubeCaller> {
  const config = quotaConfig();
  const day = pacificDay(now);
  const used = await quotaUsed(day);
  return new YoutubeCaller(youtubeApi(key), key, {
    config,
    left: {
      search: Math.max(0, config.buckets.search.dailyLimit - used.search),
      reads: Math.max(0, config.buckets.reads.dailyLimit - used.reads),
    },
    record: async (bucket, units) => {
      await recordQuota(day, bucket, units, now);
    },
    spent: {},
  });
}
