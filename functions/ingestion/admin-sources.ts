import type { ResponseOf } from '#functions/platform/route';
import { Conflict, InvalidInput, NotFound, ServiceUnavailable } from '#functions/platform/errors';
import { listNiches, type ApprovedNiche } from '#functions/niches/store';
import { asksLeftOf, daysOfSupply, supplyWarning } from './admin-supply';
import { channelRefOf, channelUrl, videoIdOf, videoUrl, type ChannelRef } from './admin-urls';
import { quotaConfig } from './ingestion-files';
import type { adminAddSourceVideo, adminSources } from './routes';
import { latestRuns, pacificDay, quotaUsed } from './run-store';
import { addNicheChannel, addNicheVideo, getNicheSources, listNicheSources, putNicheQueries, type AddedSource } from './sources-store';

/**
 * What the admin Sources routes do, apart from their handlers: the overview, saving a niche's
 * queries, and adding a video or channel by URL. The lookup on YouTube is a resolver made only
 * when one is needed (resolve-url.ts): a malformed address or one already added costs no quota.
 */

export type SourcesOverview = ResponseOf<typeof adminSources>;
export type AddSourceResult = ResponseOf<typeof adminAddSourceVideo>;

/** The niches the screen lists: the active ones, in the product's order. */
async function activeNiches(): Promise<ApprovedNiche[]> {
  return (await listNiches()).filter((niche) => niche.isActive);
}

async function knownNiche(niche: string): Promise<ApprovedNiche> {
  const found = (await listNiches()).find((candidate) => candidate.niche === niche);
  if (!found) throw new NotFound(`There is no niche "${niche}".`, 'niche_not_found');
  return found;
}

export async function sourcesOverview(now: Date): Promise<SourcesOverview> {
  const niches = await activeNiches();
  const ids = niches.map((niche) => niche.niche);
  const day = pacificDay(now);
  const [sources, runs, used] = await Promise.all([listNicheSources(ids), latestRuns(ids), quotaUsed(day)]);
  const counts = await asksLeftOf(
    ids.map((niche) => ({ niche, lastRunFinishedAt: runs.get(niche)?.finishedAt ?? null })),
    now,
  );
  const { buckets } = quotaConfig();
  return {
    budget: {
      day,
      search: { used: used.search, limit: buckets.search.dailyLimit },
      reads: { used: used.reads, limit: buckets.reads.dailyLimit },
    },
    niches: niches.map((niche, index) => {
      const source = sources[index]!;
      const count = counts.get(niche.niche) ?? null;
      const days = count ? daysOfSupply(count.asksLeft) : null;
      return {
        niche: niche.niche,
        label: niche.displayName,
        queries: source.queries,
        videos: source.videos,
        channels: source.channels,
        version: source.version,
        lastRun: runs.get(niche.niche) ?? null,
        asksLeft: count?.asksLeft ?? null,
        daysOfSupply: days,
        warning: supplyWarning(days),
        countedAt: count?.countedAt ?? null,
      };
    }),
  };
}

export const STALE_QUERIES_MESSAGE = 'Someone saved these queries since you opened the page. Reload to see them, then edit again.';

/** Saves a niche's queries (already checked by the route's schema) if nobody saved since `version`. */
export async function saveQueries(
  niche: string,
  queries: string[],
  version: number,
  by: string,
): Promise<{ queries: string[]; version: number }> {
  await knownNiche(niche);
  if ((await putNicheQueries(niche, queries, version, by)) === 'conflict') throw new Conflict(STALE_QUERIES_MESSAGE, 'stale_version');
  return { queries, version: version + 1 };
}

/** What YouTube says a pasted address points to: its id and title, or null when it knows no such thing. */
export interface Resolved {
  id: string;
  title: string;
  /** A channel's handle as YouTube gives it (`customUrl`, "@name"), when it has one. */
  handle?: string | null;
}

/**
 * Why a lookup on YouTube failed, as the client wrapper names it. The quota is a 503 until the
 * Pacific midnight; anything else YouTube did not answer is a 503 to try again.
 */
export class YouTubeUnavailable extends Error {
  constructor(readonly reason: 'quota' | 'unavailable') {
    super(reason);
    this.name = 'YouTubeUnavailable';
  }
}

export interface Resolver {
  video(id: string): Promise<Resolved | null>;
  channel(ref: ChannelRef): Promise<Resolved | null>;
}

const QUOTA_MESSAGE = "YouTube's daily quota is used up. Adding by URL works again after midnight Pacific time.";
const UNAVAILABLE_MESSAGE = 'YouTube did not answer. Please try again in a minute.';

async function lookUp<T>(find: () => Promise<T>): Promise<T> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof YouTubeUnavailable)
      throw new ServiceUnavailable(error.reason === 'quota' ? QUOTA_MESSAGE : UNAVAILABLE_MESSAGE, `youtube_${error.reason}`);
    throw error;
  }
}

async function stored(kind: 'videos' | 'channels', niche: string, id: string): Promise<AddedSource | undefined> {
  return (await getNicheSources(niche))[kind].find((source) => source.id === id);
}

/**
 * Adds the video at `url` to the niche: the id from the address, the title from YouTube. A video
 * already added answers `exists` without spending quota on it again.
 */
export async function addVideoByUrl(
  niche: string,
  url: string,
  by: string,
  now: Date,
  resolver: () => Promise<Resolver>,
): Promise<AddSourceResult> {
  await knownNiche(niche);
  const id = videoIdOf(url);
  if (!id) throw new InvalidInput('Enter a YouTube video URL', { url: ['Enter a YouTube video URL'] });
  const already = await stored('videos', niche, id);
  if (already) return { status: 'exists', source: already };
  const found = await lookUp(async () => (await resolver()).video(id));
  if (!found) throw new InvalidInput('No YouTube video at that URL', { url: ['No YouTube video at that URL'] });
  const source = { id: found.id, title: found.title, url: videoUrl(found.id), addedBy: by };
  if ((await addNicheVideo(niche, source, now)) === 'exists')
    return { status: 'exists', source: (await stored('videos', niche, found.id))! };
  return { status: 'added', source: { ...source, addedAt: now.toISOString() } };
}

/**
 * Adds the channel at `url` (a handle or a channel id) to the niche, its id and title from
 * YouTube: a handle is only known after the lookup, so a channel added twice costs a unit twice.
 */
export async function addChannelByUrl(
  niche: string,
  url: string,
  by: string,
  now: Date,
  resolver: () => Promise<Resolver>,
): Promise<AddSourceResult> {
  await knownNiche(niche);
  const ref = channelRefOf(url);
  if (!ref) throw new InvalidInput('Enter a YouTube channel URL', { url: ['Enter a YouTube channel URL'] });
  const already = ref.kind === 'id' ? await stored('channels', niche, ref.id) : undefined;
  if (already) return { status: 'exists', source: already };
  const found = await lookUp(async () => (await resolver()).channel(ref));
  if (!found) throw new InvalidInput('No YouTube channel at that URL', { url: ['No YouTube channel at that URL'] });
  const source = { id: found.id, title: found.title, url: channelUrl(found.id), addedBy: by };
  if ((await addNicheChannel(niche, source, now)) === 'exists')
    return { status: 'exists', source: (await stored('channels', niche, found.id))! };
  return { status: 'added', source: { ...source, addedAt: now.toISOString() } };
}
