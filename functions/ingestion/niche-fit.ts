/**
 * Whether a found video is about the niche that searched for it. A search finds more than its
 * niche: "self care routine" returns skincare night routines, "cooking tips" a food-budget video
 * from a finance channel. A comment belongs to one niche (it is keyed by its id), so a video read
 * under the wrong niche gives that niche asks its creators would not film and takes them from the
 * niche they belong to. A video is kept for a niche when its title and tags use that niche's
 * words at least as much as any other niche's (descriptions chat about anything).
 */

/** Words that say nothing about a niche, whatever niche's list they come from. */
const STOP = new Set(
  'a an and are at be but by do for from how i in is it its me my of on or so that the this to what when why with you your'.split(' '),
);

/** "routines" finds "routine": a plural is not another word. */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP.has(word))
    .map(stem);
}

export interface Vocabulary {
  words: ReadonlySet<string>;
  /** The words that name the niche ("parenting", "skin", "recipe"): a video that uses one is about it, whatever else it mentions. */
  core: ReadonlySet<string>;
}
export type Vocabularies = ReadonlyMap<string, Vocabulary>;

/** A core word counts as much as this many ordinary ones. */
const CORE_WEIGHT = 3;

/**
 * Each niche's words from its phrases (its search queries, its knowledge keywords, its gate words),
 * without the words `shareLimit` or more niches use: "tips", "beginner" and "routine" tell no niche
 * from another.
 */
export function vocabularies(
  phrases: ReadonlyMap<string, { words: readonly string[]; core: readonly string[] }>,
  shareLimit = 4,
): Vocabularies {
  const words = new Map([...phrases].map(([niche, list]) => [niche, new Set([...list.words, ...list.core].flatMap(wordsOf))]));
  const uses = new Map<string, number>();
  for (const set of words.values()) for (const word of set) uses.set(word, (uses.get(word) ?? 0) + 1);
  // A word that names two niches ("routine": skincare and self-care) names neither.
  const coreUses = new Map<string, number>();
  for (const list of phrases.values())
    for (const word of new Set(list.core.flatMap(wordsOf))) coreUses.set(word, (coreUses.get(word) ?? 0) + 1);
  return new Map(
    [...words].map(([niche, set]) => [
      niche,
      {
        words: new Set([...set].filter((word) => (uses.get(word) ?? 0) < shareLimit)),
        core: new Set(
          (phrases.get(niche)?.core ?? [])
            .flatMap(wordsOf)
            .filter((word) => coreUses.get(word) === 1 && (uses.get(word) ?? 0) < shareLimit),
        ),
      },
    ]),
  );
}

/** How many of each niche's words a text uses (each word once, a core word counting more). */
export function nicheScores(text: string, vocab: Vocabularies): Map<string, number> {
  const used = new Set(wordsOf(text));
  return new Map(
    [...vocab].map(([niche, { words, core }]) => [
      niche,
      [...used].reduce((score, word) => score + (core.has(word) ? CORE_WEIGHT : words.has(word) ? 1 : 0), 0),
    ]),
  );
}

/**
 * Whether a video's text fits `niche`: it uses at least one of the niche's words, and no other
 * niche's more. A tie keeps it (a "skincare routine for men" video is both skincare and grooming).
 */
export function fitsNiche(text: string, niche: string, vocab: Vocabularies): boolean {
  const scores = nicheScores(text, vocab);
  const own = scores.get(niche) ?? 0;
  return own > 0 && [...scores.values()].every((score) => score <= own);
}
