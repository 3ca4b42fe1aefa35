import type { KnowledgeTopic } from '../content-files';
import type { Insight } from '../insight';
import { foldText, stem } from '../text';

/**
 * Which knowledge topic the viewers asked about. Comments and keywords are compared as lemma-ish
 * tokens (folded, shorthand written out, light-stemmed), a keyword phrase matching its words in
 * order, so "12 3 30", "12-3-30" and "the 12-3-30" meet, and "cramps" meets "cramp". Pure.
 */

/** A comment's words as compared (folded, shorthand written out, stemmed, in order), each with the word the viewer wrote. */
export function spokenLemmas(text: string, shorthand: Readonly<Record<string, string>>): Array<{ lemma: string; said: string }> {
  return foldText(text)
    .replace(/https?:\/\/\S+/g, ' ')
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .flatMap((said) => {
      const word = said.replace(/'s$/, '');
      return (shorthand[word] ?? word)
        .toLowerCase()
        .split(' ')
        .map((part) => ({ lemma: stem(part.replace(/'/g, '')), said }));
    });
}

export const lemmas = (text: string, shorthand: Readonly<Record<string, string>>): string[] =>
  spokenLemmas(text, shorthand).map((word) => word.lemma);

/** Where `phrase` occurs in `tokens` word by word, or -1. */
export function phraseAt(tokens: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  for (let at = 0; at + phrase.length <= tokens.length; at += 1) {
    if (phrase.every((word, i) => tokens[at + i] === word)) return at;
  }
  return -1;
}

export interface TopicMatch {
  topic: KnowledgeTopic;
  /** How strongly the askers' comments point at the topic (see matchTopic). */
  score: number;
  /** How many of the askers' comments name one of its keywords. */
  askers: number;
  /** The keywords found, as written in the knowledge file, the ones most comments use first. */
  keywords: string[];
  /** The same keywords as the viewers wrote them ("toys" for "toy"), as first found. */
  said: string[];
}

/** Below this a match is a coincidence: one weak word ("kid", "cold") shared with a topic. */
export const MIN_MATCH_SCORE = 1;

/** The comments that speak for the insight: its representative, its supporting comments and, when mining named it, the ask. */
export const askTexts = (insight: Insight): string[] => [
  insight.representative.text,
  ...insight.supporting.map((comment) => comment.text),
  ...(insight.ask ? [insight.ask] : []),
];

/**
 * The topic the insight asks about, or null when none matches well enough to build on. A keyword
 * weighs less the more topics of the niche share it ("kid" says little in parenting), and a
 * phrase more than a word; each comment counts its best two keywords, so the topic most askers
 * name wins, not the one a single long comment names many times. The representative comment (or
 * the named ask) must be among them: the idea answers that comment. `loose` takes the closest
 * topic whatever its score (the first one when none shares a word): for the local OpenAI
 * emulator, which answers every insight as a model would.
 */
export function matchTopic(
  insight: Insight,
  topics: readonly KnowledgeTopic[],
  shorthand: Readonly<Record<string, string>>,
  { loose = false }: { loose?: boolean } = {},
): TopicMatch | null {
  const texts = askTexts(insight);
  const spoken = texts.map((text) => spokenLemmas(text, shorthand));
  const comments = spoken.map((words) => words.map((word) => word.lemma));
  const sharedBy = new Map<string, number>();
  for (const topic of topics) for (const keyword of new Set(topic.keywords)) sharedBy.set(keyword, (sharedBy.get(keyword) ?? 0) + 1);

  let best: TopicMatch | null = null;
  for (const topic of topics) {
    const phrases = topic.keywords.map((keyword) => ({ keyword, words: lemmas(keyword, shorthand) }));
    const found = new Map<string, number>();
    const said = new Map<string, string>();
    let score = 0;
    let askers = 0;
    let leads = false;
    comments.forEach((tokens, index) => {
      const weights = phrases
        .filter(({ keyword, words }) => {
          const at = phraseAt(tokens, words);
          if (at >= 0 && !said.has(keyword))
            said.set(keyword, [...new Set(spoken[index]!.slice(at, at + words.length).map((word) => word.said))].join(' '));
          return at >= 0;
        })
        .map(
          ({ keyword, words }) => (
            found.set(keyword, (found.get(keyword) ?? 0) + 1),
            (words.length > 1 ? 1.5 : 1) / sharedBy.get(keyword)!
          ),
        )
        .sort((a, b) => b - a);
      if (weights.length === 0) return;
      score += weights[0]! + (weights[1] ?? 0);
      if (index < texts.length - (insight.ask ? 1 : 0)) askers += 1;
      if (index === 0 || (insight.ask && index === texts.length - 1)) leads = true;
    });
    // Two different keywords, or one phrase of several words, before a topic stands for the ask.
    const specific = found.size >= 2 || [...found.keys()].some((keyword) => /[\s-]/.test(keyword));
    if (!loose && (!leads || !specific || score < MIN_MATCH_SCORE)) continue;
    const keywords = [...found].sort((a, b) => b[1] - a[1]).map(([keyword]) => keyword);
    if (!best || score > best.score) best = { topic, score, askers, keywords, said: keywords.map((keyword) => said.get(keyword)!) };
  }
  return best;
}

/**
 * The topic's points in the order this ask wants them: the points sharing the most of the askers'
 * words first (a word counts once per asker who used it), the file's order otherwise.
 */
export function rankPoints(
  topic: KnowledgeTopic,
  texts: readonly string[],
  shorthand: Readonly<Record<string, string>>,
  stopWords: ReadonlySet<string>,
): number[] {
  const askerWords = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(lemmas(text, shorthand))) {
      if (!stopWords.has(word) && word.length > 2 && !/^\d+$/.test(word)) askerWords.set(word, (askerWords.get(word) ?? 0) + 1);
    }
  }
  const scored = topic.points.map((point, index) => {
    const words = new Set(lemmas(`${point.title} ${point.text} ${point.voiceover}`, shorthand));
    let shared = 0;
    for (const [word, askers] of askerWords) if (words.has(word)) shared += askers;
    return { index, shared };
  });
  return scored.sort((a, b) => b.shared - a.shared || a.index - b.index).map((point) => point.index);
}
