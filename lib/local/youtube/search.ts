import type { Video } from './catalogue';

export const SEARCH_ORDERS = ['date', 'rating', 'relevance', 'title', 'videoCount', 'viewCount'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const VIDEO_DURATIONS = ['any', 'short', 'medium', 'long'] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];

export interface SearchFilters {
  q: string | undefined;
  order: SearchOrder;
  videoDuration: VideoDuration;
  publishedAfter: number | undefined;
  publishedBefore: number | undefined;
  channelId: string | undefined;
  relevanceLanguage: string | undefined;
}

/** Words a search ignores: they match everything. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'to',
  'of',
  'for',
  'in',
  'on',
  'my',
  'your',
  'with',
  'is',
  'it',
  'how',
  'what',
  'do',
  'i',
]);

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
}

/**
 * Words that do not narrow a search ("newborn tips" is a search for newborn videos): a video
 * need not have them, though having them ranks it higher.
 */
const LOOSE_WORDS = new Set([
  'tip',
  'idea',
  'guide',
  'beginner',
  'easy',
  'best',
  'start',
  'basic',
  'simple',
  'quick',
  'why',
  'from',
  'at',
  'yourself',
  'myself',
]);

/**
 * "routines" finds "routine", "reading" finds "read", "spirituality" finds "spiritual": a light
 * stemmer, so a different ending is not a different search.
 */
const ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['ities', ''],
  ['ies', 'y'],
  ['ity', ''],
  ['ing', ''],
  ['ed', ''],
  ['s', ''],
];

export function stem(word: string): string {
  for (const [ending, replacement] of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    if (ending === 's' && word.endsWith('ss')) continue;
    return `${word.slice(0, -ending.length)}${replacement}`;
  }
  return word;
}

interface ParsedQuery {
  /** Alternatives (`a|b`) of required words. */
  groups: string[][];
  excluded: string[];
}

/**
 * YouTube's query syntax as far as it matters here: words, `a|b` for
 * either, `-word` to exclude. Quotes are read as plain words.
 */
export function parseQuery(q: string): ParsedQuery {
  const groups: string[][] = [];
  const excluded: string[] = [];
  for (const token of q.replace(/"/g, ' ').split(/\s+/).filter(Boolean)) {
    if (token.startsWith('-') && token.length > 1) {
      excluded.push(...words(token.slice(1)).map(stem));
      continue;
    }
    const alternatives = token.split('|').flatMap((part) => words(part).map(stem));
    if (alternatives.length) groups.push(alternatives);
  }
  return { groups, excluded };
}

/** How well a video answers the query: 0 for no match, else the share of query words it has. */
export function matchScore(video: Pick<Video, 'title' | 'description' | 'tags'>, q: string | undefined): number {
  if (!q || q.trim() === '') return 1;
  const { groups, excluded } = parseQuery(q);
  if (groups.length === 0) return 1;
  const have = new Set(words(`${video.title} ${video.description} ${video.tags.join(' ')}`).map(stem));
  if (excluded.some((word) => have.has(word))) return 0;
  const found = (group: string[]) => group.some((word) => have.has(word));
  const required = groups.filter((group) => !group.every((word) => LOOSE_WORDS.has(word)));
  // Every word of a short query must appear (as on YouTube, "home gym" is not "home decor");
  // a long one may miss one.
  const missing = required.filter((group) => !found(group)).length;
  if (missing > (required.length >= 4 ? 1 : 0)) return 0;
  return groups.filter(found).length / groups.length || 1 / (groups.length + 1);
}

/** YouTube's buckets for `videoDuration`: short is under 4 minutes, long over 20. */
export function durationMatches(seconds: number, wanted: VideoDuration): boolean {
  if (wanted === 'short') return seconds < 240;
  if (wanted === 'medium') return seconds >= 240 && seconds <= 1200;
  if (wanted === 'long') return seconds > 1200;
  return true;
}

/** The public videos a search finds, in the order asked for. */
export function searchVideos(videos: Iterable<Video>, filters: SearchFilters): Video[] {
  const scored: Array<{ video: Video; score: number }> = [];
  for (const video of videos) {
    if (video.deleted || video.privacy !== 'public') continue;
    if (filters.channelId && video.channelId !== filters.channelId) continue;
    if (!durationMatches(video.seconds, filters.videoDuration)) continue;
    const published = Date.parse(video.publishedAt);
    if (filters.publishedAfter !== undefined && published < filters.publishedAfter) continue;
    if (filters.publishedBefore !== undefined && published >= filters.publishedBefore) continue;
    const score = matchScore(video, filters.q);
    if (score === 0) continue;
    const languageBoost = filters.relevanceLanguage && video.language.startsWith(filters.relevanceLanguage) ? 0.25 : 0;
    scored.push({ video, score: score + languageBoost });
  }
  const byId = (a: { video: Video }, b: { video: Video }) => a.video.id.localeCompare(b.video.id);
  const compare: Record<SearchOrder, (a: { video: Video; score: number }, b: { video: Video; score: number }) => number> = {
    date: (a, b) => b.video.publishedAt.localeCompare(a.video.publishedAt) || byId(a, b),
    rating: (a, b) => b.video.likes - a.video.likes || byId(a, b),
    relevance: (a, b) => b.score - a.score || b.video.views - a.video.views || byId(a, b),
    title: (a, b) => a.video.title.localeCompare(b.video.title) || byId(a, b),
    videoCount: (a, b) => b.video.views - a.video.views || byId(a, b),
    viewCount: (a, b) => b.video.views - a.video.views || byId(a, b),
  };
  return scored.sort(compare[filters.order]).map((entry) => entry.video);
}
