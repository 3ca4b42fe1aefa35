import { commentKey, type SourceComment, type SourceVideo } from './corpus';
import type { Insight } from './insight';
import { askOf } from './mining/ask';
import { conceptsFor, conceptsOf } from './mining/concepts';
import { authorRepeats, reasonToDrop, type DroppedComment } from './mining/filter';
import { readMiningLexicon, type Concept } from './mining/lexicon';
import { wordsOf } from './mining/nlp';
import { EVERYDAY_TOKENS, dice, foldText, jaccard, realWords, stem, stripLeadingSymbols, topicTokens, trigrams } from './text';

/**
 * Insight mining: which comments ask for a video, how strongly, and which of them ask the same
 * thing. Pure: the caller passes the corpus and "now".
 *
 * A comment's score is   signal × (1 + engagement) × freshness × (1 + length bonus)
 * - signal: what kind of ask it is. A request or a question is an idea almost as written;
 *   confusion, disagreement and complaints need more work to turn into one. Praise scores 0.
 * - engagement: likes per 1,000 views of its video, log-scaled and capped, so a comment liked by
 *   the audience of a small video counts as much as one under a huge video with the same share.
 * - freshness: halves every 30 days, with a floor, because a year-old question is still a question.
 * - length bonus: a specific comment ("my vitamin c turned orange, is it still ok") gives the idea
 *   more to work with than "how??".
 * An insight ranks by how many distinct viewers asked before anything else (groupScore).
 */

export const SIGNALS = ['request', 'question', 'confusion', 'disagreement', 'complaint'] as const;
export type Signal = (typeof SIGNALS)[number];

/** Request and question are the strongest: each is the brief of a video already. */
export const SIGNAL_WEIGHTS: Readonly<Record<Signal, number>> = {
  request: 3,
  question: 2.5,
  confusion: 2,
  disagreement: 1.5,
  complaint: 1.5,
};
/** Further signals on the same comment add a little (a question that is also confused is clearer). */
const EXTRA_SIGNAL_SHARE = 0.25;
/** log2(1 + likes per 1k views), capped: 15 likes per 1k views (1.5%) is already a loud comment. */
const ENGAGEMENT_CAP = 4;
/** A comment whose video is unknown is read as if its video had this many views. */
const ASSUMED_VIEWS = 100_000;
export const RECENCY_HALF_LIFE_DAYS = 30;
const FRESHNESS_FLOOR = 0.2;
/** +0.05 per real word past 6, up to +0.5 (16 words). */
const LENGTH_BONUS = { from: 6, perWord: 0.05, max: 0.5 };
const MIN_REAL_WORDS = 3;
const DAY_MS = 86_400_000;

/**
 * When two comments ask the same thing, without a corpus (similarity, isNearDuplicate and
 * chooseInsight comparing a few texts): word and trigram overlap, every topic word counting the
 * same. Short comments have no story to dilute them, and one different word is a different
 * question ("save" vs "invest each month": 0.40), so comments with few topic words need more: the
 * threshold slides from SHORT (3 topic words or fewer in the shorter comment) to the ordinary one
 * (7 or more). Known limits, both from reading words, not meaning: a reworded question sharing
 * one topic word among many ("white dots" for "milia") stays apart, and short questions differing
 * in one noun of three ("wash my hair" vs "my face every day") are grouped.
 *
 * Mining a niche (mineInsights) weighs words by the niche's corpus instead: see corpusWeights,
 * WEIGHTED_NEAR_DUPLICATE_THRESHOLD and groupNearDuplicates below.
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.36;
export const SHORT_NEAR_DUPLICATE_THRESHOLD = 0.55;
const SHORT_TOPIC_WORDS = 3;
const ORDINARY_TOPIC_WORDS = 7;

/** The similarity two comments need, by the topic words of the shorter one. */
function thresholdFor(wordsA: number, wordsB: number): number {
  const words = Math.min(wordsA, wordsB);
  const share = Math.min(1, Math.max(0, (words - SHORT_TOPIC_WORDS) / (ORDINARY_TOPIC_WORDS - SHORT_TOPIC_WORDS)));
  return SHORT_NEAR_DUPLICATE_THRESHOLD + share * (NEAR_DUPLICATE_THRESHOLD - SHORT_NEAR_DUPLICATE_THRESHOLD);
}

/** A question's first words: "how do…", "is it…", "can you…". Auxiliaries count only before a subject. */
const QUESTION_OPENER =
  /^(?:how|what|whats|why|which|when|where|who|whose|any|anyone|anybody|anything|is there|are there)\b|^(?:can|could|does|do|did|is|are|should|would|will|has|have|am|was|were)\s+(?:i|you|u|we|they|he|she|it|this|that|these|those|people|anyone|anybody|someone|everyone|my|your|ur|there|the|a|an)\b/;
/** Later in a comment, "when…"/"where…"/"who…" usually start a clause, not a question. */
const LATER_QUESTION_OPENER =
  /^(?:how|what|whats|why|which|anything|any tips|is there|are there)\b|^(?:can|could|does|do|did|is|are|should|would|will|has|have|am)\s+(?:i|you|u|we|they|he|she|it|this|that|these|those|people|anyone|anybody|someone|everyone|my|your|ur|there)\b/;
/** Openers people put before the real question: "ok but how…", "wait so is…". */
const FILLER_OPENER =
  /^(?:(?:ok(?:ay)?|but|so|wait|hey|um+|hmm+|lol|honestly|genuinely|serious question|real question|question|sorry|also|and|pls|please)[\s,:.!-]+)+/;
/**
 * Comments skip question marks ("how do you treat that", "whats the bare minimum routine") and run
 * sentences together with emoji, "lol" or commas, so a question can start any clause.
 */
const CLAUSE_BREAK = /[.!?,;:\n]+|\s[-\u2013\u2014]\s|\b(?:lol|lmao|haha+|tbh|fr|ngl)\b|\p{Extended_Pictographic}+/u;

const SIGNAL_PATTERNS: Readonly<Record<Exclude<Signal, 'question'>, RegExp>> = {
  // "pls" and "please" in a comment are nearly always asking the creator for something ("budget version pls").
  request:
    /\b(?:can|could|would|will) (?:you|u) (?:please |pls |plz )?(?:do|make|show|try|review|film|explain|talk about|cover|test|rate|break down)\b|\b(?:please|pls|plz)\b|\bpart (?:2|two|ii)\b|\bpt ?2\b|\b(?:do|make|need) (?:a|an) (?:[\w-]+ ){0,4}(?:video|vid|part|tutorial|follow[- ]?up|version|routine|guide)\b|\bwould love (?:a|to see|an?) (?:video|vid|part|tutorial|follow[- ]?up)?|\btutorial (?:on|for)\b|\bvideo (?:on|about|for)\b|\bdo one (?:on|about|for)\b|\bmore like this\b|\bnext video\b|\bi need (?:you|u) to\b|\bwould love (?:tips|ideas|recipes|outfits|lunches|meals|help|some|more|a list)\b|[,.!?]\s*help\W*$|\b(?:pls|please|someone|send) help\b/,
  confusion:
    /\bconfus(?:ed|ing)\b|\bi thought\b|\bwait so\b|\bi (?:do ?n'?t|dont) (?:get|understand)\b|\bwhich one is it\b|\bso which is it\b|\bmakes? no sense\b|\bi'?m (?:so )?lost\b|\bcontradict/,
  disagreement:
    /\b(?:this|that|it|your \w+) (?:is|was|'s) (?:so |totally |completely |just )?wrong\b|\bthat'?s wrong\b|\bnot true\b|(?:^|[.!?]\s*)actually\b|\bactually,|\bmy (?:dermatologist|derm|doctor|dr|gp|physio|physiotherapist|dentist|pharmacist|nutritionist|dietitian|trainer|pt|accountant|stylist|hairdresser|paediatrician|pediatrician|therapist) (?:said|says|told)\b|\bdisagree\b|\bmisinformation\b|\bmisleading\b|\bthat'?s a myth\b/,
  complaint:
    /\bbroke me out\b|\b(?:did ?n'?t|dont|doesn'?t|does ?nt) work\b|\b(?:does|do|did) (?:literally |absolutely )?nothing\b|\btried (?:this|it)(?: for [\w ]{1,20}?)? and\b|\bwaste of (?:money|time)\b|\bscam\b|\bmade (?:it|my \w+) worse\b|\bruined my\b|\bburn(?:ed|t|s)? my\b|\bgave me (?:\w+ )?(?:acne|breakouts?|bumps|a rash|rash|headaches?|cramps)\b|\bnot for me\b/,
};

/** Self-promotion, scams and engagement bait ("who's watching in 2026"): never an idea. */
const SELF_PROMO =
  /\bfollow me\b|\bcheck (?:out )?my (?:bio|page|profile|channel)\b|\blink in (?:my )?bio\b|\bdm (?:me|him|her)\b|\bsub(?:scribe)? to my\b|\bgiveaway\b|\bcrypto\b|\bbitcoin\b|\bforex\b|\bsub ?4 ?sub\b|\bfollow ?4 ?follow\b|^\W*first\W*$|^\W*first!|^\W*who'?s (?:here|watching|still (?:here|watching))\b/;
const URL_LIKE = /https?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|ly|gg|me|co|shop|store|link)\b/;

export interface CommentScore {
  score: number;
  signals: Signal[];
  ignored?: 'spam' | 'empty';
}

function signalsOf(text: string): Signal[] {
  const folded = foldText(text).trim();
  const opensWith = (pattern: RegExp, clause: string) => pattern.test(stripLeadingSymbols(clause.trim()).replace(FILLER_OPENER, ''));
  const [first = '', ...later] = folded.split(CLAUSE_BREAK);
  const found = new Set<Signal>();
  const asks =
    folded.includes('?') ||
    /\bor is it\b/.test(folded) ||
    opensWith(QUESTION_OPENER, first) ||
    later.some((clause) => opensWith(LATER_QUESTION_OPENER, clause));
  if (asks) found.add('question');
  for (const [signal, pattern] of Object.entries(SIGNAL_PATTERNS) as Array<[Signal, RegExp]>) if (pattern.test(folded)) found.add(signal);
  return SIGNALS.filter((signal) => found.has(signal));
}

function signalStrength(signals: readonly Signal[]): number {
  const weights = signals.map((signal) => SIGNAL_WEIGHTS[signal]);
  if (weights.length === 0) return 0;
  const strongest = Math.max(...weights);
  return strongest + EXTRA_SIGNAL_SHARE * (weights.reduce((sum, w) => sum + w, 0) - strongest);
}

/** 1 for a comment posted now, halving every half-life, never below the floor. Future dates count as now. */
function freshness(postedAt: string, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - Date.parse(postedAt)) / DAY_MS);
  if (!Number.isFinite(ageDays)) return FRESHNESS_FLOOR;
  return FRESHNESS_FLOOR + (1 - FRESHNESS_FLOOR) * 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
}

function engagement(likes: number, video: SourceVideo | undefined): number {
  const views = Math.max(video?.views || ASSUMED_VIEWS, 1);
  return Math.min(ENGAGEMENT_CAP, Math.log2(1 + (Math.max(0, likes) * 1000) / views));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function scoreComment(comment: SourceComment, video: SourceVideo | undefined, now: Date): CommentScore {
  const folded = foldText(comment.text);
  if (SELF_PROMO.test(folded) || URL_LIKE.test(folded)) return { score: 0, signals: [], ignored: 'spam' };
  const words = realWords(comment.text);
  if (words.length < MIN_REAL_WORDS) return { score: 0, signals: [], ignored: 'empty' };
  // Praise and jokes are not spam, they just ask for nothing: no signal, score 0.
  const signals = signalsOf(comment.text);
  const lengthBonus = Math.min(LENGTH_BONUS.max, Math.max(0, words.length - LENGTH_BONUS.from) * LENGTH_BONUS.perWord);
  const score = signalStrength(signals) * (1 + engagement(comment.likes, video)) * freshness(comment.postedAt, now) * (1 + lengthBonus);
  return { score: round(score), signals };
}

/** What similarity compares, computed once per text when many texts are compared. */
interface TextProfile {
  tokens: Set<string>;
  /** Trigrams packed into numbers (three UTF-16 units, 48 bits): set lookups on numbers are several times faster. */
  grams: Set<number>;
  /**
   * What corpus-weighted similarity compares: the topic words and each pair of neighbouring topic
   * words ("down+payment"), with the share of its weight each keeps (STORY_SHARE in a comment's
   * story, 1 in the clauses that ask).
   */
  features: Map<string, number>;
}

const packTrigram = (gram: string) => gram.charCodeAt(0) * 2 ** 32 + gram.charCodeAt(1) * 2 ** 16 + gram.charCodeAt(2);

/** Marks a feature made of two neighbouring words, in alphabetical order ("potty training", "training on the potty"). */
const PAIR_MARK = '+';
const pairOf = (a: string, b: string) => (a < b ? `${a}${PAIR_MARK}${b}` : `${b}${PAIR_MARK}${a}`);
const isPair = (feature: string) => feature.includes(PAIR_MARK);

/**
 * `concepts`: the ids of what the comment speaks of in words it shares with no one
 * (mining/concepts.ts: "after having a baby" is "postpartum"). Each counts as a topic word the
 * comment uses, in full, since it names what is asked.
 */
function profile(text: string, concepts: readonly string[] = []): TextProfile {
  const tokens = topicTokens(text);
  const focus = askingTokens(text);
  const share = (token: string) => (focus && !focus.has(token) ? STORY_SHARE : 1);
  const features = new Map<string, number>();
  for (const token of tokens) features.set(token, Math.max(features.get(token) ?? 0, share(token)));
  for (const concept of concepts) features.set(concept, 1);
  for (let i = 1; i < tokens.length; i++) {
    const [a, b] = [tokens[i - 1]!, tokens[i]!];
    if (a === b) continue;
    const pair = pairOf(a, b);
    features.set(pair, Math.max(features.get(pair) ?? 0, Math.min(share(a), share(b))));
  }
  return { tokens: new Set(tokens), grams: new Set([...trigrams(tokens)].map(packTrigram)), features };
}

/** Where a comment's clauses end: sentence ends (kept with their clause, "?" included), commas, dashes, "lol", emoji. */
const CLAUSE_END = /(?<=[.!?;\n]+)|,|\s[-\u2013\u2014]\s|\b(?:lol|lmao|haha+|tbh|fr|ngl)\b|\p{Extended_Pictographic}+/u;

/**
 * The topic words of the clauses that ask (a question, a request), when the comment also tells a
 * story and the asking clauses hold a topic word of their own: "what about biting?? my 20 month
 * old bit 3 kids at daycare" asks about biting; daycare is its story. Undefined otherwise ("my 18
 * month old screams at every drop off, how long does this last??" asks in everyday words).
 */
function askingTokens(text: string): Set<string> | undefined {
  const focus = new Set<string>();
  let clauses = 0;
  let asking = 0;
  for (const raw of foldText(text).split(CLAUSE_END)) {
    const clause = stripLeadingSymbols((raw ?? '').trim()).replace(FILLER_OPENER, '');
    if (!/\p{L}/u.test(clause)) continue;
    clauses++;
    if (!clause.includes('?') && !QUESTION_OPENER.test(clause) && !SIGNAL_PATTERNS.request.test(clause)) continue;
    asking++;
    for (const token of topicTokens(clause)) if (!EVERYDAY_TOKENS.has(token) && !isNumber(token)) focus.add(token);
  }
  return asking > 0 && asking < clauses && focus.size > 0 ? focus : undefined;
}

/** Word overlap catches reordered rephrasings; trigrams catch typos and word forms stemming missed. */
const blend = (words: number, grams: number) => round(0.5 * words + 0.5 * grams);

function profileSimilarity(a: TextProfile, b: TextProfile): number {
  if (a.tokens.size === 0 || b.tokens.size === 0) return 0;
  return blend(jaccard(a.tokens, b.tokens), dice(a.grams, b.grams));
}

/**
 * How often each topic word (and pair of neighbouring words) occurs in a corpus: one niche's
 * comments. In a niche, the words of its recurring questions ("roth", "layover", "milia") are
 * rarer than the words every comment uses ("skin", "kid", "travel"), so a shared rare word says
 * more than a shared common one: comparisons weigh each word by its inverse document frequency.
 */
export interface CorpusWeights {
  /** Comments counted. */
  readonly documents: number;
  /** How many comments hold each feature. */
  readonly frequency: ReadonlyMap<string, number>;
  /** The niche's own name ("side hustle" in sidehustle): an everyday word there, whatever its frequency. */
  readonly nicheWords: ReadonlySet<string>;
  /** Words the niche's comments use as verbs more often than not (the English model's parts of speech), when known. */
  readonly verbs?: ReadonlySet<string>;
}

export function corpusWeights(texts: Iterable<string>, niche = ''): CorpusWeights {
  return weightsOf(
    Array.from(texts, (text) => profile(text)),
    niche,
  );
}

function weightsOf(profiles: readonly TextProfile[], niche: string): CorpusWeights {
  const frequency = new Map<string, number>();
  for (const own of profiles) for (const feature of own.features.keys()) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
  // The niche id's first word ("side", "skin") and last one ("hustle"), as far as a word can tell.
  const name = niche.toLowerCase().replace(/[^a-z]/g, '');
  const isNicheWord = (token: string) =>
    (token.length >= 3 && name.startsWith(token)) || (token.length >= 4 && (name.endsWith(token) || stem(name).endsWith(token)));
  const nicheWords = new Set([...frequency.keys()].filter((feature) => !isPair(feature) && isNicheWord(feature)));
  return { documents: profiles.length, frequency, nicheWords };
}

const isEveryday = (feature: string, corpus: CorpusWeights) => EVERYDAY_TOKENS.has(feature) || corpus.nicheWords.has(feature);

/**
 * A feature's weight: ln(1 + comments / comments holding it), where any count up to RARE_COUNT
 * counts as RARE_COUNT (in a hundred comments, a word two people used is as likely a coincidence
 * as a topic), times a share for what the feature is:
 * - a word no other comment uses cannot match; it is the comment's own story ("my cousin says"),
 *   so it only dilutes a match, a little less than the rest;
 * - numbers are nearly always story too ("at 29", "$48k", "my 3yo"), apart from named accounts;
 * - everyday words (text.ts: "month", "my mom", "is it worth it", and the niche's own name)
 *   rarely carry the ask;
 * - a pair of neighbouring words ("down payment") adds to its two words, a little.
 */
const RARE_COUNT = 3;
const UNSHARED_SHARE = 0.6;
const NUMBER_SHARE = 0.25;
const EVERYDAY_SHARE = 0.5;
const PAIR_SHARE = 0.5;
/** Words outside the clauses that ask, when some clause does (askingTokens). */
const STORY_SHARE = 0.7;
/** Numbers that name a thing rather than count one. */
const NAMED_NUMBERS: ReadonlySet<string> = new Set(['401k', '403b', '457b', '529', '1099']);
const isNumber = (token: string) => /^\d/.test(token) && !NAMED_NUMBERS.has(token);

function featureWeight(feature: string, corpus: CorpusWeights): number {
  const count = corpus.frequency.get(feature) ?? 0;
  let weight = Math.log(1 + corpus.documents / Math.max(RARE_COUNT, count));
  if (count <= 1) weight *= UNSHARED_SHARE;
  if (isPair(feature)) weight *= PAIR_SHARE;
  else if (isNumber(feature)) weight *= NUMBER_SHARE;
  else if (isEveryday(feature, corpus)) weight *= EVERYDAY_SHARE;
  return weight;
}

/**
 * A content word: a single word, not a number nor an everyday word, in at most CONTENT_SHARE of
 * the corpus's comments. A telling one is in at most TELLING_SHARE of them (or TELLING_COUNT, for
 * a small corpus): sharing it is what makes two comments candidates at all.
 */
const CONTENT_SHARE = 0.2;
const TELLING_SHARE = 0.12;
const TELLING_COUNT = 3;

function kindOf(feature: string, corpus: CorpusWeights): 'telling' | 'content' | 'other' {
  if (isPair(feature) || isNumber(feature) || isEveryday(feature, corpus)) return 'other';
  const count = corpus.frequency.get(feature) ?? 0;
  const telling = Math.max(TELLING_COUNT, TELLING_SHARE * corpus.documents);
  if (count <= telling) return 'telling';
  return count <= Math.max(telling, CONTENT_SHARE * corpus.documents) ? 'content' : 'other';
}

/** A comment as weighted features, numbered (ids ascending) so comparing two is a merge. */
interface Weighted {
  ids: Int32Array;
  weights: Float64Array;
  norm: number;
  content: Int32Array;
  telling: Int32Array;
}

/** Numbers features, so vectors compare as sorted integer arrays. */
type FeatureIds = Map<string, number>;

function weighted(own: TextProfile, corpus: CorpusWeights, featureIds: FeatureIds): Weighted {
  const entries: Array<[number, number]> = [];
  const content: number[] = [];
  const telling: number[] = [];
  let squares = 0;
  for (const [feature, share] of own.features) {
    let id = featureIds.get(feature);
    if (id === undefined) featureIds.set(feature, (id = featureIds.size));
    const weight = featureWeight(feature, corpus) * share;
    entries.push([id, weight]);
    squares += weight * weight;
    const kind = kindOf(feature, corpus);
    if (kind !== 'other') content.push(id);
    if (kind === 'telling') telling.push(id);
  }
  entries.sort((x, y) => x[0] - y[0]);
  const ascending = (ids: number[]) => Int32Array.from(ids).sort();
  return {
    ids: Int32Array.from(entries, ([id]) => id),
    weights: Float64Array.from(entries, ([, weight]) => weight),
    norm: Math.sqrt(squares),
    content: ascending(content),
    telling: ascending(telling),
  };
}

function cosine(a: Weighted, b: Weighted): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let dot = 0;
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length;) {
    const [x, y] = [a.ids[i]!, b.ids[j]!];
    if (x === y) dot += a.weights[i++]! * b.weights[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return dot / (a.norm * b.norm);
}

function countShared(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const [x, y] = [a[i]!, b[j]!];
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared;
}

/**
 * Corpus-weighted near-duplicates: two comments sharing a telling word, whose weighted cosine
 * reaches WEIGHTED_NEAR_DUPLICATE_THRESHOLD, or GROUP_THRESHOLD when they share three content
 * words or more (three words in common are rarely a coincidence, one or two often are: "rental"
 * and "wall" in a headboard question and a tv-cords one).
 */
export const WEIGHTED_NEAR_DUPLICATE_THRESHOLD = 0.45;
export const GROUP_THRESHOLD = 0.25;
const MANY_SHARED_WORDS = 3;

/** Their cosine when two comments are corpus-weighted near-duplicates, else undefined. */
function linkOf(a: Weighted, b: Weighted): number | undefined {
  if (countShared(a.telling, b.telling) === 0) return undefined;
  const shared = countShared(a.content, b.content);
  const needed = shared >= MANY_SHARED_WORDS ? GROUP_THRESHOLD : WEIGHTED_NEAR_DUPLICATE_THRESHOLD;
  const value = cosine(a, b);
  return value >= needed - ROUNDING ? value : undefined;
}

/**
 * 0 (nothing in common) to 1 (the same topic words), after folding shorthand, stop words and word
 * endings. With a corpus's weights (corpusWeights of the niche's comments, as mineInsights uses),
 * the weighted cosine: shared words count by how rare they are in the corpus; without, word and
 * trigram overlap, every topic word counting the same.
 */
export function similarity(a: string, b: string, corpus?: CorpusWeights): number {
  if (!corpus) return profileSimilarity(profile(a), profile(b));
  const ids: FeatureIds = new Map();
  return round(cosine(weighted(profile(a), corpus, ids), weighted(profile(b), corpus, ids)));
}

/**
 * Whether two comments ask the same thing: a topic word in common (without one, trigram overlap
 * alone is a coincidence of spelling) and the similarity their length calls for.
 */
function profilesNearDuplicate(a: TextProfile, b: TextProfile): boolean {
  const shares = [...a.tokens].some((token) => b.tokens.has(token));
  return shares && profileSimilarity(a, b) >= thresholdFor(a.tokens.size, b.tokens.size);
}

/** Whether two comments ask the same thing; with a corpus's weights, as mineInsights links them. */
export function isNearDuplicate(a: string, b: string, corpus?: CorpusWeights): boolean {
  if (!corpus) return profilesNearDuplicate(profile(a), profile(b));
  const ids: FeatureIds = new Map();
  return linkOf(weighted(profile(a), corpus, ids), weighted(profile(b), corpus, ids)) !== undefined;
}

interface Scored {
  comment: SourceComment;
  key: string;
  score: number;
  signals: Signal[];
  profile: TextProfile;
  /** Average similarity to the other members of its group (0 alone): how typical of the group it is. */
  centrality: number;
}

const asksDirectly = (s: Scored) => s.signals.includes('request') || s.signals.includes('question');

/** Best first; ties broken by likes, then key, so the same corpus always gives the same order. */
const byScore = (a: Scored, b: Scored) => b.score - a.score || b.comment.likes - a.comment.likes || compareText(a.key, b.key);
const byLikes = (a: Scored, b: Scored) => b.comment.likes - a.comment.likes || b.score - a.score || compareText(a.key, b.key);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const videoKey = (platform: string, url: string) => `${platform}#${url}`;

/**
 * The clearest comment speaks for the group: one that asks directly if any does, among those
 * typical of the group (TYPICAL_SHARE of the highest centrality at least: a creator reads the
 * representative as what the others asked, so a member that also asks something else must not
 * speak for them), then the best scored.
 */
function representativeOf(members: readonly Scored[]): Scored {
  const direct = members.filter(asksDirectly);
  const candidates = direct.length ? direct : members;
  const typical = TYPICAL_SHARE * Math.max(...candidates.map((s) => s.centrality));
  return candidates.filter((s) => s.centrality >= typical - ROUNDING).sort(byScore)[0]!;
}
const TYPICAL_SHARE = 0.9;

/**
 * An insight's rank: how many distinct viewers asked, first and by far (ASKER_POINTS each, more
 * than the other parts can add up to: five people asking is a surer video than one loud comment),
 * then how much the audience agreed (the group's likes per 1,000 views of the videos they were
 * left under, log-scaled and capped, as for a comment), how recent the newest ask is, and how
 * directly the clearest comment asks.
 */
const ASKER_POINTS = 10;
const AGREEMENT_POINTS = 4;
const RECENCY_POINTS = 3;
const DIRECTNESS_POINTS = 2;

function groupScore(
  representative: Scored,
  members: readonly Scored[],
  videoByKey: ReadonlyMap<string, SourceVideo>,
  newestAt: string,
  now: Date,
): number {
  const askers = new Set(members.map((member) => foldText(member.comment.author).trim() || member.key)).size;
  const perThousand = members.reduce((sum, member) => {
    const video = videoByKey.get(videoKey(member.comment.platform, member.comment.videoUrl));
    return sum + (Math.max(0, member.comment.likes) * 1000) / Math.max(video?.views || ASSUMED_VIEWS, 1);
  }, 0);
  const agreement = Math.min(ENGAGEMENT_CAP, Math.log2(1 + perThousand)) / ENGAGEMENT_CAP;
  const recency = (freshness(newestAt, now) - FRESHNESS_FLOOR) / (1 - FRESHNESS_FLOOR);
  const directness = signalStrength(representative.signals) / (SIGNAL_WEIGHTS.request * (1 + EXTRA_SIGNAL_SHARE * 2));
  return round(
    ASKER_POINTS * askers + AGREEMENT_POINTS * agreement + RECENCY_POINTS * recency + DIRECTNESS_POINTS * Math.min(1, directness),
  );
}

/** A niche's comments after the filter: those that may become insights, and those dropped with their reason. */
export interface NicheComments {
  /** Every comment of the niche once (what words are weighed against). */
  all: SourceComment[];
  kept: Array<{ comment: SourceComment; key: string; score: CommentScore }>;
  dropped: DroppedComment[];
}

/**
 * The filter (mining/filter.ts) over a niche's comments: each comment once, then dropped when it
 * is empty, only emoji or links, over-long, spam, self-promotion, in another language, an
 * author's repeat, praise, a joke or a remark that asks nothing. Sorted by key, so an admin's
 * list reads the same on every run.
 */
export function filterNicheComments(
  niche: string,
  comments: readonly SourceComment[],
  videos: readonly SourceVideo[],
  now: Date,
): NicheComments {
  const lexicon = readMiningLexicon();
  const videoByKey = new Map(videos.map((video) => [videoKey(video.platform, video.url), video]));
  const unique = new Map<string, SourceComment>();
  for (const comment of comments) if (comment.niche === niche && !unique.has(commentKey(comment))) unique.set(commentKey(comment), comment);
  const all = [...unique.values()];

  const dropped: DroppedComment[] = [];
  const passed: NicheComments['kept'] = [];
  for (const [key, comment] of unique) {
    const score = scoreComment(comment, videoByKey.get(videoKey(comment.platform, comment.videoUrl)), now);
    const reason = reasonToDrop(comment.text, score.signals, lexicon);
    if (reason) dropped.push({ commentId: key, ...reason });
    else if (score.ignored)
      dropped.push({ commentId: key, reason: score.ignored === 'spam' ? 'spam' : 'empty', detail: 'Too few words or a link' });
    else passed.push({ comment, key, score });
  }
  const repeats = authorRepeats(passed.map((p) => p.comment));
  const repeated = new Set(repeats.map((r) => r.commentId));
  dropped.push(...repeats);
  dropped.sort((a, b) => compareText(a.commentId, b.commentId));
  return { all, kept: passed.filter((p) => !repeated.has(p.key)), dropped };
}

/**
 * The niche's insights, best first: the niche's comments through the filter, near-duplicates
 * grouped, each group named and ranked. Words are weighed by how rare they are among all the
 * niche's comments (dropped ones included: their words are the niche's ordinary words too).
 */
export function mineInsights(niche: string, comments: readonly SourceComment[], videos: readonly SourceVideo[], now: Date): Insight[] {
  const videoByKey = new Map(videos.map((video) => [videoKey(video.platform, video.url), video]));
  const { all, kept } = filterNicheComments(niche, comments, videos, now);
  const concepts = conceptsFor(niche, readMiningLexicon().concepts);
  const conceptsByKey = new Map<string, Concept[]>();

  const profiles = new Map<string, TextProfile>();
  for (const comment of all) {
    const key = commentKey(comment);
    const own = conceptsOf(comment.text, concepts);
    conceptsByKey.set(key, own);
    profiles.set(
      key,
      profile(
        comment.text,
        own.map((c) => c.id),
      ),
    );
  }
  const scored: Scored[] = kept.map(({ comment, key, score }) => ({
    comment,
    key,
    score: score.score,
    signals: score.signals,
    profile: profiles.get(key)!,
    centrality: 0,
  }));
  scored.sort(byScore);
  const corpus: CorpusWeights = { ...weightsOf([...profiles.values()], niche), verbs: verbsOf(all) };

  // A concept is one ask by definition (the lexicon lists only those), so its comments form one
  // group whatever else they share; the first concept a comment holds decides.
  const byConcept = new Map<string, Scored[]>();
  const rest: Scored[] = [];
  for (const s of scored) {
    const first = conceptsByKey.get(s.key)?.[0];
    if (first) byConcept.set(first.id, [...(byConcept.get(first.id) ?? []), s]);
    else rest.push(s);
  }
  return [...groupNearDuplicates(rest, corpus), ...byConcept.values()]
    .map((members) => toInsight(niche, members, videoByKey, now, conceptsByKey))
    .sort(byInsightRank);
}

/**
 * Insights from groups made elsewhere (embeddings, mining/openai-mining.ts): each group a list of
 * `platform#commentId` of comments that passed the filter (others are ignored), named by `asks`
 * where given (by the group's index), else as mineInsights names them. Ranked as mineInsights ranks.
 */
export function insightsFromGroups(
  niche: string,
  comments: readonly SourceComment[],
  videos: readonly SourceVideo[],
  now: Date,
  groups: ReadonlyArray<readonly string[]>,
  asks: ReadonlyMap<number, string> = new Map(),
): Insight[] {
  const videoByKey = new Map(videos.map((video) => [videoKey(video.platform, video.url), video]));
  const concepts = conceptsFor(niche, readMiningLexicon().concepts);
  const byKey = new Map(
    filterNicheComments(niche, comments, videos, now).kept.map(({ comment, key, score }) => [
      key,
      { comment, key, score: score.score, signals: score.signals, profile: profile(comment.text), centrality: 0 } as Scored,
    ]),
  );
  const insights: Insight[] = [];
  const placed = new Set<string>();
  groups.forEach((group, index) => {
    const members = group.filter((key) => !placed.has(key)).flatMap((key) => byKey.get(key) ?? []);
    if (members.length === 0) return;
    for (const member of members) placed.add(member.key);
    const conceptsByKey = new Map(members.map((m) => [m.key, conceptsOf(m.comment.text, concepts)]));
    const insight = toInsight(niche, members, videoByKey, now, conceptsByKey);
    const ask = asks.get(index)?.trim();
    insights.push(ask ? { ...insight, ask } : insight);
  });
  return insights.sort(byInsightRank);
}

/** Topic words (text.ts) the comments use as verbs more often than as anything else. */
function verbsOf(comments: readonly SourceComment[]): Set<string> {
  const uses = new Map<string, number>();
  const tokenOf = new Map<string, string | undefined>();
  for (const comment of comments) {
    for (const word of wordsOf(comment.text)) {
      if (!tokenOf.has(word.text)) tokenOf.set(word.text, topicTokens(word.text)[0]);
      const token = tokenOf.get(word.text);
      if (token) uses.set(token, (uses.get(token) ?? 0) + (word.pos === 'VERB' ? 1 : -1));
    }
  }
  return new Set([...uses].filter(([, balance]) => balance > 0).map(([token]) => token));
}

/** Slack for rounding, so a pair that rounds up to a threshold is never cut. */
const ROUNDING = 0.001;

/**
 * After average link (joinBySignature), a group absorbs another group or a lone comment when:
 * - a telling word is in most members of both, in two members at least of a group of two or more,
 *   and mostly in them (OWNED_SHARE of the corpus's comments using it: "kp", "milia" once a few
 *   people asked about them), and the members using it are SIGNATURE_THRESHOLD similar on average
 *   across the two;
 * - or every pair across them shares a telling word and they are SHARED_WORD_THRESHOLD similar on
 *   average.
 * Lone comments that hold nearly all uses of a telling word (SEED_SIZE of them at least) start a
 * group when they are SIGNATURE_THRESHOLD similar on average.
 */
const OWNED_SHARE = 0.75;
const SIGNATURE_THRESHOLD = 0.3;
const SHARED_WORD_THRESHOLD = 0.36;
const SEED_SIZE = 3;
/** More lone comments than this sharing a word are not one question nobody linked: no seed (and no quadratic cost). */
const SEED_LIMIT = 50;

/**
 * Groups near-duplicates, in three steps, deterministic for a given corpus (comments in score
 * order, ties to the lowest index):
 * 1. Links: each comment against the earlier ones sharing a telling word with it (a word index,
 *    so mining stays near-linear for real comments), kept when linkOf says near-duplicates.
 * 2. Average link: linked groups merge, best first, while the average similarity over all their
 *    pairs reaches GROUP_THRESHOLD. A comment joins a group only when it is close to most of its
 *    members, not to one of them, so groups do not chain from one question to the next.
 * 3. Signatures (joinBySignature), for the rewordings that share the topic word and little else.
 */
function groupNearDuplicates(scored: Scored[], corpus: CorpusWeights): Scored[][] {
  const count = scored.length;
  const featureIds: FeatureIds = new Map();
  const vectors = scored.map((s) => weighted(s.profile, corpus, featureIds));

  const links: Array<Map<number, number>> = scored.map(() => new Map());
  const postings = new Map<number, number[]>();
  const seen = new Int32Array(count).fill(-1);
  for (let index = 0; index < count; index++) {
    const vector = vectors[index]!;
    for (const word of vector.telling) {
      const list = postings.get(word);
      if (!list) {
        postings.set(word, [index]);
        continue;
      }
      for (const other of list) {
        if (seen[other] === index) continue;
        seen[other] = index;
        const value = linkOf(vector, vectors[other]!);
        if (value === undefined) continue;
        links[index]!.set(other, value);
        links[other]!.set(index, value);
      }
      list.push(index);
    }
  }

  // The average similarity over all pairs across two groups is the dot product of their sums of
  // unit vectors over the product of their sizes, so each group keeps that sum.
  const sums = vectors.map(unitOf);
  const members: number[][] = scored.map((_, index) => [index]);
  const average = (a: number, b: number) => dotOf(sums[a]!, sums[b]!) / (members[a]!.length * members[b]!.length);
  const merge = (a: number, b: number) => {
    members[a] = [...members[a]!, ...members[b]!];
    members[b] = [];
    for (const [id, value] of sums[b]!) sums[a]!.set(id, (sums[a]!.get(id) ?? 0) + value);
    sums[b] = new Map();
  };

  // Groups are identified by their lowest member index; neighbours are groups with a link between them.
  const neighbours = links.map((map) => new Set(map.keys()));
  const heap = new MergeHeap();
  for (let a = 0; a < count; a++) for (const [b, value] of links[a]!) if (a < b) heap.push({ value, a, b, stamp: 2 });
  for (let next = heap.pop(); next && next.value >= GROUP_THRESHOLD - ROUNDING; next = heap.pop()) {
    const { a, b } = next;
    // Stale: one of the groups has merged since this entry was pushed.
    if (members[a]!.length === 0 || members[b]!.length === 0 || members[a]!.length + members[b]!.length !== next.stamp) continue;
    merge(a, b);
    for (const other of neighbours[b]!) {
      neighbours[other]!.delete(b);
      if (other === a) continue;
      neighbours[other]!.add(a);
      neighbours[a]!.add(other);
    }
    neighbours[a]!.delete(b);
    neighbours[b]!.clear();
    for (const other of neighbours[a]!) {
      const [low, high] = a < other ? [a, other] : [other, a];
      heap.push({ value: average(a, other), a: low, b: high, stamp: members[a]!.length + members[other]!.length });
    }
  }

  joinBySignature(members, vectors, corpus, featureIds, average, merge);
  const groups: Scored[][] = [];
  members.forEach((group, g) => {
    if (group.length === 0) return;
    const sorted = [...group].sort((x, y) => x - y);
    // A member's average similarity to the others: its unit vector against the group's sum, less itself.
    for (const i of sorted) {
      const unit = unitOf(vectors[i]!);
      scored[i]!.centrality = sorted.length > 1 ? (dotOf(unit, sums[g]!) - (unit.size > 0 ? 1 : 0)) / (sorted.length - 1) : 0;
    }
    groups.push(sorted.map((index) => scored[index]!));
  });
  return groups;
}

function unitOf(vector: Weighted): Map<number, number> {
  const unit = new Map<number, number>();
  if (vector.norm > 0) vector.ids.forEach((id, k) => unit.set(id, vector.weights[k]! / vector.norm));
  return unit;
}

/** Dot product of two sparse vectors. */
function dotOf(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [id, value] of small) dot += value * (large.get(id) ?? 0);
  return dot;
}

/**
 * Step 3 of grouping. Real comments wrap one topic word in different stories ("can u talk about
 * milia?? my esthetician said…", "how do you get rid of milia without going to a derm"), so once
 * a group shows that a word is what its members ask about, comments using that word join it
 * when they are close enough on average (OWNED_SHARE and the thresholds above). Best merge first.
 */
function joinBySignature(
  groups: number[][],
  vectors: readonly Weighted[],
  corpus: CorpusWeights,
  featureIds: FeatureIds,
  average: (a: number, b: number) => number,
  merge: (a: number, b: number) => void,
): void {
  const frequency = new Map<number, number>();
  for (const [feature, id] of featureIds) frequency.set(id, corpus.frequency.get(feature) ?? 0);
  // What is done is not what it is done to: "negotiate" a salary and "negotiate" a hospital bill
  // are two asks, so a verb speaks for a group only beside a word of another kind both use
  // ("sit" joins desk workers' hip asks, which share "hip"), and starts none.
  const verbs = new Set([...featureIds].filter(([feature]) => corpus.verbs?.has(feature)).map(([, id]) => id));
  /** The telling words in at least half of a group's members, with how many members use them. */
  const majorityOf = (group: readonly number[]) => {
    const uses = new Map<number, number>();
    for (const i of group) for (const word of vectors[i]!.telling) uses.set(word, (uses.get(word) ?? 0) + 1);
    for (const [word, n] of uses) if (n < Math.ceil(group.length / 2)) uses.delete(word);
    return uses;
  };
  // Seeds: comments still alone that are nearly the only ones to use a telling word (at least
  // SEED_SIZE of them: "backtalk", "cowlick") form a group when they are close enough on average.
  const alone = new Map<number, number[]>();
  groups.forEach((group, g) => {
    if (group.length !== 1) return;
    for (const word of vectors[group[0]!]!.telling) {
      if (verbs.has(word)) continue;
      const list = alone.get(word);
      if (list) list.push(g);
      else alone.set(word, [g]);
    }
  });
  const seeds: Array<{ word: number; value: number; members: number[] }> = [];
  for (const [word, members] of alone) {
    if (members.length < SEED_SIZE || members.length > SEED_LIMIT || members.length < OWNED_SHARE * frequency.get(word)!) continue;
    let sum = 0;
    for (let x = 0; x < members.length; x++) for (let y = x + 1; y < members.length; y++) sum += average(members[x]!, members[y]!);
    const value = sum / ((members.length * (members.length - 1)) / 2);
    if (value >= SIGNATURE_THRESHOLD - ROUNDING) seeds.push({ word, value, members });
  }
  seeds.sort((x, y) => y.value - x.value || x.word - y.word);
  for (const { members } of seeds) {
    if (members.some((g) => groups[g]!.length !== 1)) continue;
    for (const g of members.slice(1)) merge(members[0]!, g);
  }
  const majority = groups.map(majorityOf);
  const byWord = new Map<number, Set<number>>();
  const index = (g: number, add: boolean) => {
    for (const word of majority[g]!.keys()) {
      let set = byWord.get(word);
      if (!set) byWord.set(word, (set = new Set()));
      if (add) set.add(g);
      else set.delete(g);
    }
  };
  groups.forEach((group, g) => group.length > 0 && index(g, true));
  const hasWord = (i: number, word: number) => vectors[i]!.telling.includes(word);
  /** Average similarity over the pairs across two sets of comments: their sums of unit vectors, dotted. */
  const sumOf = (comments: readonly number[]) => {
    const sum = new Map<number, number>();
    for (const i of comments) for (const [id, value] of unitOf(vectors[i]!)) sum.set(id, (sum.get(id) ?? 0) + value);
    return sum;
  };
  const sharesOtherThanVerbs = (a: readonly number[], b: readonly number[]) => {
    const theirs = new Set(b.flatMap((j) => [...vectors[j]!.content].filter((id) => !verbs.has(id))));
    return a.some((i) => vectors[i]!.content.some((id) => !verbs.has(id) && theirs.has(id)));
  };
  const closeness = (a: readonly number[], b: readonly number[]) => dotOf(sumOf(a), sumOf(b)) / (a.length * b.length);
  const sharesEverywhere = (a: readonly number[], b: readonly number[]) =>
    a.every((i) => b.every((j) => countShared(vectors[i]!.telling, vectors[j]!.telling) > 0));

  const version = groups.map(() => 0);
  const heap = new MergeHeap();
  const consider = (g: number, onlyLater: boolean) => {
    const tried = new Set<number>();
    for (const word of majority[g]!.keys()) {
      for (const other of byWord.get(word) ?? []) {
        if (other === g || tried.has(other) || (onlyLater && other < g)) continue;
        tried.add(other);
        const [a, b] = g < other ? [g, other] : [other, g];
        if (groups[a]!.length < 2 && groups[b]!.length < 2) continue;
        // An owned word: how close the members using it are, across the two groups.
        let value = Number.NEGATIVE_INFINITY;
        for (const [shared, n] of majority[a]!) {
          const theirs = majority[b]!.get(shared);
          // Used by two members at least of every group it speaks for (one member's word is not the group's topic).
          if (theirs === undefined || n + theirs < OWNED_SHARE * frequency.get(shared)!) continue;
          if (verbs.has(shared) && !sharesOtherThanVerbs(groups[a]!, groups[b]!)) continue;
          if ((groups[a]!.length > 1 && n < 2) || (groups[b]!.length > 1 && theirs < 2)) continue;
          const using = (group: readonly number[]) => group.filter((i) => hasWord(i, shared));
          value = Math.max(value, closeness(using(groups[a]!), using(groups[b]!)));
        }
        if (value >= SIGNATURE_THRESHOLD - ROUNDING) {
          heap.push({ value, a, b, stamp: version[a]! * groups.length + version[b]! });
          continue;
        }
        value = average(a, b);
        if (value >= SHARED_WORD_THRESHOLD - ROUNDING && sharesEverywhere(groups[a]!, groups[b]!))
          heap.push({ value, a, b, stamp: version[a]! * groups.length + version[b]! });
      }
    }
  };
  groups.forEach((group, g) => group.length > 0 && consider(g, true));
  for (let next = heap.pop(); next; next = heap.pop()) {
    const { a, b } = next;
    if (groups[a]!.length === 0 || groups[b]!.length === 0 || next.stamp !== version[a]! * groups.length + version[b]!) continue;
    index(a, false);
    index(b, false);
    merge(a, b);
    majority[a] = majorityOf(groups[a]!);
    majority[b] = new Map();
    version[a]!++;
    version[b]!++;
    index(a, true);
    consider(a, false);
  }
}

interface MergeCandidate {
  value: number;
  a: number;
  b: number;
  /** What the two groups were when pushed (their summed sizes, or versions): an entry whose groups have changed since is stale. */
  stamp: number;
}

/** Max-heap of merge candidates: highest average similarity first, then lowest indices. */
class MergeHeap {
  private readonly items: MergeCandidate[] = [];

  private static before(x: MergeCandidate, y: MergeCandidate): boolean {
    return x.value !== y.value ? x.value > y.value : x.a !== y.a ? x.a < y.a : x.b < y.b;
  }

  push(item: MergeCandidate): void {
    const items = this.items;
    items.push(item);
    for (let i = items.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!MergeHeap.before(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): MergeCandidate | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let best = i;
        if (left < items.length && MergeHeap.before(items[left]!, items[best]!)) best = left;
        if (right < items.length && MergeHeap.before(items[right]!, items[best]!)) best = right;
        if (best === i) break;
        [items[i], items[best]] = [items[best]!, items[i]!];
        i = best;
      }
    }
    return top;
  }
}

function toInsight(
  niche: string,
  members: readonly Scored[],
  videoByKey: ReadonlyMap<string, SourceVideo>,
  now: Date,
  conceptsByKey: ReadonlyMap<string, readonly Concept[]>,
): Insight {
  const representative = representativeOf(members);
  const supporting = members.filter((member) => member !== representative).sort(byLikes);
  const totalLikes = members.reduce((sum, member) => sum + member.comment.likes, 0);
  const groupVideos = new Map<string, SourceVideo>();
  for (const member of members) {
    const video = videoByKey.get(videoKey(member.comment.platform, member.comment.videoUrl));
    if (video) groupVideos.set(video.url, video);
  }
  const signals = new Set(members.flatMap((member) => member.signals));
  const newest = members.reduce((latest, member) =>
    Date.parse(member.comment.postedAt) > Date.parse(latest.comment.postedAt) ? member : latest,
  );
  return {
    key: representative.key,
    niche,
    representative: representative.comment,
    ask: askOf(
      representative.comment,
      members.map((member) => member.comment),
      members.flatMap((member) => conceptsByKey.get(member.key) ?? []),
    ),
    supporting: supporting.map((member) => member.comment),
    askedCount: members.length,
    totalLikes,
    commentIds: [representative, ...supporting].map((member) => member.key),
    videos: [...groupVideos.values()].sort((a, b) => b.views - a.views || compareText(a.url, b.url)),
    score: groupScore(representative, members, videoByKey, newest.comment.postedAt, now),
    signals: SIGNALS.filter((signal) => signals.has(signal)),
    newestAt: newest.comment.postedAt,
  };
}

const byInsightRank = (a: Insight, b: Insight) =>
  b.score - a.score || b.askedCount - a.askedCount || Date.parse(b.newestAt) - Date.parse(a.newestAt) || compareText(a.key, b.key);

export interface InsightUse {
  usedAt: string;
  uses: number;
}

/**
 * The insight for a niche's next idea. Fresh first: an insight never used for the niche whose
 * comment does not repeat one an existing idea was built on, best first (the rank already counts
 * recency, after how many viewers asked: the first days of a niche are its biggest asks). When the niche has used them all, the one used longest ago comes
 * back with `angle` = its uses, so the writer takes a new angle on it.
 * An insight that only matches an existing idea's comment (an idea seeded before use was tracked)
 * counts as used once, before anything tracked.
 */
export function chooseInsight(
  insights: readonly Insight[],
  used: ReadonlyMap<string, InsightUse>,
  existingComments: readonly string[],
): { insight: Insight; angle: number } | null {
  if (insights.length === 0) return null;
  const existing = existingComments.map((text) => profile(text));
  const alreadyMade = (insight: Insight) => {
    const own = profile(insight.representative.text);
    return existing.some((other) => profilesNearDuplicate(own, other));
  };

  const fresh = insights.filter((insight) => !used.has(insight.key) && !alreadyMade(insight));
  if (fresh.length > 0) return { insight: [...fresh].sort(byInsightRank)[0]!, angle: 0 };

  const reuse = insights.map((insight) => {
    const use = used.get(insight.key);
    return { insight, usedAt: use ? Date.parse(use.usedAt) : Number.NEGATIVE_INFINITY, uses: use?.uses ?? 1 };
  });
  reuse.sort(
    (a, b) => a.usedAt - b.usedAt || a.uses - b.uses || b.insight.score - a.insight.score || compareText(a.insight.key, b.insight.key),
  );
  const oldest = reuse[0]!;
  return { insight: oldest.insight, angle: oldest.uses };
}

/**
 * How many asks a niche has left to make ideas of: its insights (all passed the filter) that
 * chooseInsight would serve fresh, at angle 0.
 */
export function distinctAsksLeft(
  insights: readonly Insight[],
  used: ReadonlyMap<string, InsightUse>,
  existingComments: readonly string[],
): number {
  const existing = existingComments.map((text) => profile(text));
  return insights.filter(
    (insight) => !used.has(insight.key) && !existing.some((other) => profilesNearDuplicate(profile(insight.representative.text), other)),
  ).length;
}
