import { subscribersUnlocking } from '#functions/ideas/progress-store';
import type { LinkedChannel, OwnChannelResult } from '#functions/ingestion/own-channel';
import { runOwnChannels } from '#functions/ingestion/own-channel';
import { youtubeApi, youtubeKey } from '#functions/ingestion/youtube-client';
import { listNiches } from '#functions/niches/store';
import { getAll } from '#functions/platform/table/batch';
import { creatorProfileKeys } from '#functions/profiles/store';

/**
 * Who has a linked channel: the active niches' subscribers (those with progress still unlocking,
 * the keep-ahead job's own index: no Scan) whose creator profile holds `youtubeChannel.id`. Read
 * raw, so a profile written before the channel field existed reads as "no channel".
 */
export async function linkedChannels(): Promise<LinkedChannel[]> {
  const niches = (await listNiches()).filter((n) => n.isActive).map((n) => n.niche);
  const members: Array<{ userId: string; niche: string }> = [];
  for (const niche of niches) for (const userId of await subscribersUnlocking([niche])) members.push({ userId, niche });
  const nicheOf = new Map(members.map((m) => [m.userId, m.niche]));
  const profiles = await getAll(
    [...nicheOf.keys()].map((userId) => creatorProfileKeys.item(userId)),
    { projection: ['userId', 'youtubeChannel'] },
  );
  const linked: LinkedChannel[] = [];
  for (const profile of profiles) {
    const channelId = (profile.youtubeChannel as { id?: unknown } | null | undefined)?.id;
    const userId = typeof profile.userId === 'string' ? profile.userId : null;
    if (userId && typeof channelId === 'string' && channelId && nicheOf.has(userId))
      linked.push({ userId, niche: nicheOf.get(userId)!, channelId });
  }
  return linked.sort((a, b) => a.userId.localeCompare(b.userId));
}

export type OwnChannelsOutcome = { status: 'no-key' } | OwnChannelResult;

/** The job as the scheduler, `npm run job` and the local clock start it. */
export async function ownChannelsNow(now: Date, options: { deadline?: number } = {}): Promise<OwnChannelsOutcome> {
  const key = await youtubeKey();
  if (!key) return { status: 'no-key' };
  return runOwnChannels({ now, api: youtubeApi(key), key, channels: await linkedChannels(), ...options });
}

/** One line for the log: counts only, never a comment or the key. */
export function ownChannelsLine(result: OwnChannelsOutcome): string {
  if (result.status === 'no-key') return 'Own channels: no YouTube API key: nothing read.';
  if (result.status === 'busy') return `Own channels: another run holds the lease (${result.heldBy ?? 'unknown'}); this one did nothing.`;
  const sum = (field: 'videosRead' | 'commentsAdded' | 'commentsRenewed' | 'deleted') => result.channels.reduce((n, c) => n + c[field], 0);
  const units = Object.values(result.spent).reduce((n: number, u) => n + (u ?? 0), 0);
  const stopped = result.stoppedBy ? `; stopped: ${result.stoppedBy}` : '';
  return `Own channels ${result.day}: ${result.channels.length} channels, ${sum('videosRead')} videos, ${sum('commentsAdded')} comments added, ${sum('commentsRenewed')} renewed, ${sum('deleted')} expired and deleted; ${units} units${stopped}.`;
}
