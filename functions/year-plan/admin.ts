import type { ResponseOf } from '#functions/platform/route';
import { Conflict, InvalidInput, NotFound } from '#functions/platform/errors';
import { knowledgeFor } from '#functions/content-engine/content-files';
import { listNiches, type ApprovedNiche } from '#functions/niches/store';
import type { SeasonalMoment } from './moments';
import type { adminGetSeasons } from './routes';
import { shippedMoments, unknownTopics } from './seasons-files';
import { getNicheSeasons, putNicheSeasons, type NicheSeasons } from './store';

/**
 * What the admin Seasons routes do apart from their handlers: read a niche's live list, replace it
 * whole over the version the admin read, and put the shipped list back.
 */

export type SeasonsView = ResponseOf<typeof adminGetSeasons>;

export const STALE_SEASONS_MESSAGE = 'Someone saved these moments since you opened the page. Reload to see them, then edit again.';

async function knownNiche(niche: string): Promise<{ found: ApprovedNiche; all: ApprovedNiche[] }> {
  const all = await listNiches();
  const found = all.find((candidate) => candidate.niche === niche);
  if (!found) throw new NotFound(`There is no niche "${niche}".`, 'niche_not_found');
  return { found, all };
}

/** JSON with every object's keys sorted: the table gives a map's keys back in any order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function sameList(a: readonly SeasonalMoment[], b: readonly SeasonalMoment[]): boolean {
  return canonical(a) === canonical(b);
}

function viewOf(seasons: NicheSeasons, niche: ApprovedNiche, all: readonly ApprovedNiche[]): SeasonsView {
  return {
    niche: seasons.niche,
    label: niche.displayName,
    moments: seasons.moments,
    version: seasons.version,
    shipped: sameList(seasons.moments, shippedMoments(seasons.niche)),
    updatedAt: seasons.updatedAt,
    updatedBy: seasons.updatedBy,
    topics: knowledgeFor(seasons.niche).topics.map((topic) => ({ id: topic.id, name: topic.name })),
    niches: [...all].sort((a, b) => a.sortOrder - b.sortOrder).map((n) => ({ niche: n.niche, label: n.displayName })),
  };
}

export async function seasonsOf(niche: string): Promise<SeasonsView> {
  const { found, all } = await knownNiche(niche);
  return viewOf(await getNicheSeasons(niche), found, all);
}

/**
 * Replaces a niche's moments (already checked by the route's schema) if nobody saved since
 * `version`. A topic the niche's knowledge does not have is refused on its field: suggestions match
 * on the topic's keywords, so an unknown one would silently match nothing.
 */
export async function saveSeasons(niche: string, moments: SeasonalMoment[], version: number, by: string, now: Date): Promise<SeasonsView> {
  const { found, all } = await knownNiche(niche);
  const unknown = unknownTopics(niche, moments);
  if (unknown.length > 0)
    throw new InvalidInput(
      'Some topics are not in this niche.',
      Object.fromEntries(unknown.map(({ field, topic }) => [field, [`No topic "${topic}" in this niche`]])),
    );
  if ((await putNicheSeasons(niche, moments, version, by, now)) === 'conflict') throw new Conflict(STALE_SEASONS_MESSAGE, 'stale_version');
  return viewOf({ niche, moments, version: version + 1, updatedAt: now.toISOString(), updatedBy: by }, found, all);
}

/** Puts the shipped list back (a save like any other: over `version`, 409 when stale). */
export async function resetSeasons(niche: string, version: number, by: string, now: Date): Promise<SeasonsView> {
  return saveSeasons(niche, [...shippedMoments(niche)], version, by, now);
}
