import type { SourceComment } from '#functions/content-engine/corpus';
import { foldText } from '#functions/content-engine/text';
import type { Concept } from './lexicon';
import { wordsOf } from './nlp';

/**
 * A group's shared ask in one line, in plain words a creator can read at a glance ("how do i
 * breathe during squats"). A concept most members speak of names it outright (the lexicon words
 * it). Otherwise the clause that asks, from the member whose asking clause holds most of the
 * lemmas the group shares (content words: nouns, verbs, adjectives), shortest on a tie: an ask
 * the members wrote, not one made up, cleared of fillers, shorthand and emoji.
 */
export function askOf(representative: SourceComment, members: readonly SourceComment[], concepts: readonly Concept[]): string {
  const counts = new Map<string, { concept: Concept; n: number }>();
  for (const concept of concepts) counts.set(concept.id, { concept, n: (counts.get(concept.id)?.n ?? 0) + 1 });
  const leading = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  if (leading && leading.n * 2 >= members.length && members.length > 1) return leading.concept.ask;

  const shared = sharedLemmas(members);
  let best: { clause: string; hits: number } | undefined;
  for (const member of [representative, ...members.filter((m) => m !== representative)]) {
    for (const clause of askingClauses(member.text)) {
      const lemmas = new Set(wordsOf(clause).map((word) => word.lemma));
      const hits = [...shared].filter((lemma) => lemmas.has(lemma)).length;
      if (!best || hits > best.hits || (hits === best.hits && clause.length < best.clause.length && hits > 0)) best = { clause, hits };
    }
  }
  return tidy(best?.clause ?? representative.text);
}

const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

/** Content lemmas two members or more use (for one comment: its own). */
function sharedLemmas(members: readonly SourceComment[]): Set<string> {
  const uses = new Map<string, number>();
  for (const member of members) {
    const own = new Set(
      wordsOf(member.text)
        .filter((word) => CONTENT.has(word.pos) && !word.stop)
        .map((word) => word.lemma),
    );
    for (const lemma of own) uses.set(lemma, (uses.get(lemma) ?? 0) + 1);
  }
  const needed = members.length > 1 ? 2 : 1;
  return new Set([...uses].filter(([, n]) => n >= needed).map(([lemma]) => lemma));
}

const QUESTION_START =
  /^(?:how|what|whats|why|which|when|where|who|any|anyone|is there|are there|can|could|does|do|did|is|are|should|would|will|pls|please|need|would love)\b/;
const FILLER =
  /^(?:(?:ok(?:ay)?|but|so|wait|hey|um+|hmm+|honestly|genuinely|serious question|real question|question|also|and|not \w+ but)[\s,:.!-]+)+/;

/** The clauses of a comment that ask (a question mark, a question's first words or a request), else the whole comment. */
function askingClauses(text: string): string[] {
  const clauses = foldText(text)
    .split(/(?<=[?!.])\s+|,\s+|\s[-\u2013\u2014]\s|\p{Extended_Pictographic}+/u)
    .map((clause) =>
      clause
        .replace(/^[^\p{L}\p{N}$]+/u, '')
        .replace(FILLER, '')
        .trim(),
    )
    .filter((clause) => /\p{L}/u.test(clause));
  const asking = clauses.filter((clause) => clause.includes('?') || QUESTION_START.test(clause));
  return asking.length > 0 ? asking : clauses.slice(0, 1);
}

const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bpls\b|\bplz\b/g, 'please'],
  [/\bppl\b/g, 'people'],
  [/\bim\b/g, "i'm"],
  [/\bdont\b/g, "don't"],
  [/\bcant\b/g, "can't"],
  [/\bdoesnt\b/g, "doesn't"],
  [/\bisnt\b/g, "isn't"],
  [/\bwhats\b/g, "what's"],
  [/\btho\b/g, 'though'],
  [/\s*\b(?:lol|lmao|tbh|fr|ngl)\b/g, ''],
];
const MAX_ASK_CHARS = 90;

/** One line: no emoji, no doubled punctuation, no trailing "?", shorthand spelled out, cut at a word. */
function tidy(clause: string): string {
  let text = clause.replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, '').replace(/\s+/g, ' ');
  for (const [pattern, written] of SHORTHAND) text = text.replace(pattern, written);
  text = text
    .replace(/[?!.,;:\s]+$/u, '')
    .replace(/([?!])\1+/g, '$1')
    .trim();
  if (text.length > MAX_ASK_CHARS) text = `${text.slice(0, MAX_ASK_CHARS).replace(/\s+\S*$/, '')}…`;
  return text;
}
