import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, knowledgeFor } from '#functions/content-engine/content-files';
import { seasonsFile, type SeasonalMoment, type SeasonsFile } from './moments';

/**
 * The shipped seasonal moments, `content/seasons/<niche>.json` (format: content/README.md), read at
 * run time (never imported: the routes that need them get the folder beside their bundle). They
 * are the seed of each niche's live list, which admins edit in the table (store.ts).
 */

export const SEASONS_FOLDER = 'seasons';

/** How many moments a shipped file holds: enough to fill a year, few enough that each one matters. */
export const SHIPPED_MOMENTS = { min: 8, max: 15 } as const;

const shipped = new Map<string, readonly SeasonalMoment[]>();

/** The niches with a seasons file, in alphabetical order. */
export function nichesWithSeasons(): string[] {
  const folder = join(contentDir(), SEASONS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** A niche's shipped moments; none for a niche without a file (an admin may add them). */
export function shippedMoments(niche: string): readonly SeasonalMoment[] {
  let found = shipped.get(niche);
  if (!found) {
    const path = join(contentDir(), SEASONS_FOLDER, `${niche}.json`);
    found = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SeasonsFile).moments : [];
    shipped.set(niche, found);
  }
  return found;
}

/** Topic ids a moment names that the niche's knowledge (content/knowledge/<niche>.json) does not have, as `moments.<i>.topics.<j>`. */
export function unknownTopics(niche: string, moments: readonly Pick<SeasonalMoment, 'topics'>[]): Array<{ field: string; topic: string }> {
  const known = new Set(knowledgeFor(niche).topics.map((topic) => topic.id));
  return moments.flatMap((moment, i) =>
    moment.topics.flatMap((topic, j) => (known.has(topic) ? [] : [{ field: `moments.${i}.topics.${j}`, topic }])),
  );
}

/** What is wrong with a file of `content/seasons/`, each as `<file>: <field path>: <message>`; none when it is right. */
export function seasonsFileProblems(path: string, text: string): string[] {
  const match = /^content\/seasons\/([a-z0-9-]+)\.json$/.exec(path);
  if (!match) return [`${path}: Not a seasons file: content/seasons/ holds <niche>.json`];
  const niche = match[1]!;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: Not JSON: ${(error as Error).message}`];
  }
  const checked = seasonsFile.safeParse(data);
  if (!checked.success) return checked.error.issues.map((issue) => `${path}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  const { moments } = checked.data;
  const problems = unknownTopics(niche, moments).map(
    ({ field, topic }) => `${path}: ${field}: No topic ${topic} in content/knowledge/${niche}.json`,
  );
  if (moments.length < SHIPPED_MOMENTS.min || moments.length > SHIPPED_MOMENTS.max)
    problems.push(`${path}: moments: A niche ships ${SHIPPED_MOMENTS.min} to ${SHIPPED_MOMENTS.max} moments, not ${moments.length}`);
  return problems;
}
