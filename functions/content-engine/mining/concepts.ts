import { foldText } from '#functions/content-engine/text';
import type { Concept } from './lexicon';
import { wordsOf } from './nlp';

/**
 * The concepts (content/mining/lexicon.json) a comment speaks of. Phrases match whole words of
 * the comment as written or as lemmas ("having a baby" → "have a baby"), so the lexicon lists
 * each phrase once; "$" in a phrase matches an amount ("under $" in "under $25").
 */
export function conceptsOf(text: string, concepts: readonly Concept[]): Concept[] {
  if (concepts.length === 0) return [];
  const words = wordsOf(text);
  const written = ` ${foldText(text)
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim()} `;
  const lemmas = ` ${words.map((word) => word.lemma).join(' ')} `;
  return concepts.filter(
    (concept) =>
      concept.phrases.some((phrase) => {
        const wanted = ` ${phrase.replace(/-/g, ' ')}${phrase.endsWith('$') ? '' : ' '}`;
        return written.includes(wanted) || lemmas.includes(wanted);
      }) || (concept.weights ?? []).some((weight) => weighsAtLeast(written, weight.units, weight.atLeast)),
  );
}

/** "im 140kg", "300 lbs": a number followed by one of the units, at least `atLeast`. */
function weighsAtLeast(written: string, units: readonly string[], atLeast: number): boolean {
  for (const match of written.matchAll(/(\d+(?:\.\d+)?) ?([a-z]+)/g)) {
    if (units.includes(match[2]!) && Number(match[1]) >= atLeast) return true;
  }
  return false;
}

/** The concepts of a niche. */
export function conceptsFor(niche: string, concepts: readonly Concept[]): Concept[] {
  return concepts.filter((concept) => concept.niches.includes(niche));
}
