import { getAll, putAll } from '#functions/platform/table/batch';
import { ingestionKeys } from './keys';

/**
 * A channel's usual: the median views of its recent uploads, and those uploads' ids (an admin-added
 * channel's candidates). Read once per channel and kept for days, since reading it costs a
 * channels.list, a playlistItems.list and a share of a videos.list. Derived from API data, so
 * kept well under the 30 days the policies allow (quota.json `channelCacheDays`).
 */
export interface ChannelStats {
  channelId: string;
  /** Null when the channel has no recent upload to compare with. */
  medianViews: number | null;
  recentVideoIds: string[];
  fetchedAt: string;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The kept stats of these channels that are younger than `maxAgeDays` at `now`. */
export async function getChannelStats(channelIds: readonly string[], now: Date, maxAgeDays: number): Promise<Map<string, ChannelStats>> {
  const items = await getAll(channelIds.map((id) => ingestionKeys.channelStats(id)));
  const oldest = now.getTime() - maxAgeDays * 86_400_000;
  const found = new Map<string, ChannelStats>();
  for (const item of items) {
    if (typeof item.fetchedAt !== 'string' || Date.parse(item.fetchedAt) < oldest) continue;
    found.set(String(item.channelId), {
      channelId: String(item.channelId),
      medianViews: typeof item.medianViews === 'number' ? item.medianViews : null,
      recentVideoIds: Array.isArray(item.recentVideoIds) ? (item.recentVideoIds as string[]) : [],
      fetchedAt: item.fetchedAt,
    });
  }
  return found;
}

export async function putChannelStats(stats: readonly ChannelStats[], keepDays: number): Promise<void> {
  await putAll(
    stats.map((s) => ({
      ...ingestionKeys.channelStats(s.channelId),
      entity: 'ingest_channel_stats',
      ...s,
      expiresAt: seconds(new Date(s.fetchedAt)) + keepDays * 86_400,
    })),
  );
}
