import { knowledgeFor, offlineWords } from '#functions/content-engine/content-files';
import type { Insight } from '#functions/content-engine/insight';
import { askTexts, lemmas, phraseAt } from '#functions/content-engine/offline/match';
import { foldText } from '#functions/content-engine/text';
import type { ContentIdea } from '#functions/shared/schemas';
import type { AskKind, IdeaTraits } from './model';
import { askKindsData } from './personal-files';

/**
 * The traits of an idea or of the insight it would be built on: what a subscriber's feedback on it
 * teaches (their weights move per topic, format and kind of ask) and what ranking compares with
 * their profile. Pure, given the content files.
 */

/** An idea as far as its traits go: its title, the viewers' words it quotes and its filming plan. */
export type TraitIdea = Pick<ContentIdea, 'title' | 'source'> & { content: Pick<ContentIdea['content'], 'filming'> };

/** At most this many topics per idea: the few it is about, not every topic one word touches. */
export const MAX_TOPICS = 3;
/** A keyword phrase of several words says more than one word ("witch hazel" against "toner"). */
const PHRASE_WEIGHT = 1.5;
/** One word of the topic's name in the ask: enough to settle a tie, never to name a topic alone. */
const NAME_WORD_WEIGHT = 0.25;
/** Half a keyword no other topic shares: below it, a word two or three topics share is a coincidence. */
const MIN_TOPIC_SCORE = 0.5;

const isInsight = (subject: Insight | TraitIdea): subject is Insight => 'representative' in subject;

/** The viewers' words first (the one the idea answers leads), then for an idea its title. */
function textsOf(subject: Insight | TraitIdea): string[] {
  if (isInsight(subject)) return subject.ask ? [subject.ask, ...askTexts(subject).slice(0, -1)] : askTexts(subject);
  const supporting = subject.source.supportingComments?.map((comment) => comment.comment) ?? [];
  return [subject.source.comment, ...supporting, subject.title];
}

export function traitsOf(subject: Insight | TraitIdea, niche: string): IdeaTraits {
  const texts = textsOf(subject);
  return {
    topics: topicsOf(texts, niche),
    format: isInsight(subject) ? null : (subject.content.filming?.format ?? null),
    // The idea's title is ours, not the viewers': the kind of ask is read from their words only.
    askKind: askKindOf(isInsight(subject) ? texts : texts.slice(0, -1)),
  };
}

/**
 * The niche's knowledge topics these texts name, best named first. Keywords match word by word,
 * light-stemmed, shorthand written out ("cramp" meets "cramps", "u" is "you"), as the offline
 * generator matches them. A keyword weighs less the more topics share it ("retinol" is in three
 * skincare topics) and a phrase more than a word; each text counts its best two keywords, and the
 * words of the topic's own name in the first text (the ask the idea answers) settle a tie ("how do
 * i start retinol" is starting retinol, not retinol in pregnancy). A topic counts when the first
 * text names it or two texts do, with enough weight; when none has enough, the best one the first
 * text names alone, if it is the only best.
 */
export function topicsOf(texts: readonly string[], niche: string): string[] {
  const topics = knowledgeFor(niche).topics;
  const { shorthand } = offlineWords();
  const tokens = texts.map((text) => lemmas(text, shorthand));
  const sharedBy = new Map<string, number>();
  for (const topic of topics) for (const keyword of new Set(topic.keywords)) sharedBy.set(keyword, (sharedBy.get(keyword) ?? 0) + 1);
  const scored = topics.flatMap((topic, order) => {
    const phrases = topic.keywords.map((keyword) => ({ words: lemmas(keyword, shorthand), weight: 1 / sharedBy.get(keyword)! }));
    let score = 0;
    let naming = 0;
    tokens.forEach((words) => {
      const weights = phrases
        .filter((phrase) => phraseAt(words, phrase.words) >= 0)
        .map((phrase) => phrase.weight * (phrase.words.length > 1 ? PHRASE_WEIGHT : 1))
        .sort((a, b) => b - a);
      if (weights.length === 0) return;
      naming += 1;
      score += weights[0]! + (weights[1] ?? 0);
    });
    const leads = tokens[0] !== undefined && phrases.some((phrase) => phraseAt(tokens[0]!, phrase.words) >= 0);
    if (!leads && naming < 2) return [];
    const nameWords = new Set(lemmas(topic.name, shorthand).filter((word) => word.length > 3));
    const echoed = leads ? new Set(tokens[0]!.filter((word) => nameWords.has(word))).size : 0;
    return [{ id: topic.id, score: score + NAME_WORD_WEIGHT * echoed, leads, order }];
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const enough = scored.filter((topic) => topic.score >= MIN_TOPIC_SCORE);
  if (enough.length > 0) return enough.slice(0, MAX_TOPICS).map((topic) => topic.id);
  const [best, next] = scored;
  return best?.leads && (!next || next.score < best.score) ? [best.id] : [];
}

/** A text as the cue words are written: lower case, shorthand written out, no apostrophes, words between single spaces. */
export function cueText(text: string): string {
  const { shorthand } = offlineWords();
  const words = foldText(text)
    .replace(/[\u2018\u2019']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (shorthand[word] ?? word).toLowerCase().replace(/'/g, ''));
  return ` ${words.join(' ')} `;
}

/** The kind of one text's ask by the first rule with a cue in it (content/personal/ask-kinds.json), or 'other'. */
export function askKindOfText(text: string): AskKind {
  const said = cueText(text);
  for (const rule of askKindsData().rules) {
    if (rule.cues.some((cue) => said.includes(` ${cue} `))) return rule.kind;
  }
  return 'other';
}

/** The first text whose ask has a kind decides (the ask the idea answers comes first); 'other' when none has. */
export function askKindOf(texts: readonly string[]): AskKind {
  for (const text of texts) {
    const kind = askKindOfText(text);
    if (kind !== 'other') return kind;
  }
  return 'other';
}
