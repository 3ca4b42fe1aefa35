import { commentKey, type SourceComment, type SourceVideo } from './corpus';
import type { Insight } from './insight';
import { dice, foldText, jaccard, realWords, stripLeadingSymbols, topicTokens, trigrams } from './text';

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
 * An insight adds to its best comment's score a bonus for how many people asked and how many liked.
 */

export const SIGNALS = ['request', 'question', 'confusion', 'disagreement', 'complaint'] as const;
export type Signal = (typeof SIGNALS)[number];

/** Request and question are the strongest: each is the brief of a video already. */
export const SIGNAL_WEIGHTS: Readonly<Record<Signal, number>> = { request: 3, question: 2.5, confusion: 2, disagreement: 1.5, complaint: 1.5 };
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
/** Group bonus: per doubling of the people asking, and per tenfold of the group's likes. */
const ASKED_BONUS = 1.5;
const LIKES_BONUS = 0.5;
const MIN_REAL_WORDS = 3;
const DAY_MS = 86_400_000;

/**
 * When two comments ask the same thing. Real comments wrap the question in their own story ("i
 * have 6 little white dots around my eyes"), words the other comment never shares, so rewordings
 * of ordinary length score from about 0.3 ("razor bumps", "milia") to 0.77 on the starter corpus
 * (corpus/), while different questions rarely pass 0.36. Short comments have no story to dilute
 * them, and one different word is a different question ("save" vs "invest each month": 0.40), so
 * comments with few topic words need more: the threshold slides from SHORT (3 topic words or fewer
 * in the shorter comment) to the ordinary one (7 or more). Tuned on the pairs in
 * tests/unit/insights.test.ts and the starter corpus. Known limits, both from reading words, not
 * meaning: a reworded question sharing one topic word among many ("white dots" for "milia") stays
 * apart, and short questions differing in one noun of three ("wash my hair" vs "my face every
 * day") are grouped.
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
const FILLER_OPENER = /^(?:(?:ok(?:ay)?|but|so|wait|hey|um+|hmm+|lol|honestly|genuinely|serious question|real question|question|sorry|also|and|pls|please)[\s,:.!-]+)+/;
/**
 * Comments skip question marks ("how do you treat that", "whats the bare minimum routine") and run
 * sentences together with emoji, "lol" or commas, so a question can start any clause.
 */
const CLAUSE_BREAK = /[.!?,;:\n]+|\s[-\u2013\u2014]\s|\b(?:lol|lmao|haha+|tbh|fr|ngl)\b|\p{Extended_Pictographic}+/u;

const SIGNAL_PATTERNS: Readonly<Record<Exclude<Signal, 'question'>, RegExp>> = {
  // "pls" and "please" in a comment are nearly always asking the creator for something ("budget version pls").
  request:
    /\b(?:can|could|would|will) (?:you|u) (?:please |pls |plz )?(?:do|make|show|try|review|film|explain|talk about|cover|test|rate|break down)\b|\b(?:please|pls|plz)\b|\bpart (?:2|two|ii)\b|\bpt ?2\b|\b(?:do|make|need) (?:a|an) (?:[\w-]+ ){0,4}(?:video|vid|part|tutorial|follow[- ]?up|version|routine|guide)\b|\bwould love (?:a|to see|an?) (?:video|vid|part|tutorial|follow[- ]?up)?|\btutorial (?:on|for)\b|\bvideo (?:on|about|for)\b|\bdo one (?:on|about|for)\b|\bmore like this\b|\bnext video\b|\bi need (?:you|u) to\b/,
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
  const asks = folded.includes('?') || /\bor is it\b/.test(folded) || opensWith(QUESTION_OPENER, first) || later.some((clause) => opensWith(LATER_QUESTION_OPENER, clause));
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
  /** Topic words and pairs of neighbouring topic words: what corpus-weighted similarity compares. */
  features: string[];
}

const packTrigram = (gram: string) => gram.charCodeAt(0) * 2 ** 32 + gram.charCodeAt(1) * 2 ** 16 + gram.charCodeAt(2);

/** A pair of neighbouring topic words, in alphabetical order ("potty training", "training on the potty"). */
const PAIR_MARK = '+';
const pairOf = (a: string, b: string) => (a < b ? `${a}${PAIR_MARK}${b}` : `${b}${PAIR_MARK}${a}`);

function profile(text: string): TextProfile {
  const tokens = topicTokens(text);
  const features = new Set(tokens);
  for (let i = 1; i < tokens.length; i++) if (tokens[i - 1] !== tokens[i]) features.add(pairOf(tokens[i - 1]!, tokens[i]!));
  return { tokens: new Set(tokens), grams: new Set([...trigrams(tokens)].map(packTrigram)), features: [...features] };
}

/** Word overlap catches reordered rephrasings; trigrams catch typos and word forms stemming missed. */
const blend = (words: number, grams: number) => round(0.5 * words + 0.5 * grams);

function profileSimilarity(a: TextProfile, b: TextProfile): number {
  if (a.tokens.size === 0 || b.tokens.size === 0) return 0;
  return blend(jaccard(a.tokens, b.tokens), dice(a.grams, b.grams));
}

/**
 * How telling each topic word is in one corpus (a niche's comments). In a niche, the words of its
 * recurring questions ("roth", "layover", "milia") are rarer than the words every comment uses
 * ("skin", "kid", "travel"), so a shared rare word says more than a shared common one: each word
 * weighs its inverse document frequency.
 */
export interface CorpusWeights {
  /** Comments counted. */
  readonly documents: number;
  /** How many comments hold each topic word or word pair. */
  readonly frequency: ReadonlyMap<string, number>;
}

export function corpusWeights(texts: Iterable<string>): CorpusWeights {
  const frequency = new Map<string, number>();
  let documents = 0;
  for (const text of texts) {
    documents++;
    for (const feature of profile(text).features) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
  }
  return { documents, frequency };
}

/**
 * Weights, as shares of a word's inverse document frequency:
 * - a word no other comment uses cannot match anything; it is the comment's own story ("my cousin
 *   says"), so it only dilutes a little;
 * - numbers are nearly always story too ("at 29", "$48k", "my 3yo"), apart from named accounts;
 * - a pair of neighbouring words ("down payment", "potty training") adds to its words, a little.
 */
export const TUNE = { unshared: 0.5, number: 0.25, pair: 0.5, floorDf: 1, telling: 0.12, pairT: 0.3, linkT: 0.22 };
const E = process.env;
for (const k of Object.keys(TUNE) as Array<keyof typeof TUNE>) if (E[`T_${k}`]) TUNE[k] = Number(E[`T_${k}`]);
const NUMBER_LIKE = /^\d/;
/** Numbers that name a thing rather than count one. */
const NAMED_NUMBERS: ReadonlySet<string> = new Set(['401k', '403b', '457b', '529', '1099']);
/** A telling word is in at most this share of the corpus's comments (at least 2 comments). */
const TELLING_SHARE = 0.12;

function featureWeight(feature: string, corpus: CorpusWeights): number {
  const count = corpus.frequency.get(feature) ?? 0;
  let weight = Math.log(1 + corpus.documents / Math.max(TUNE.floorDf, count));
  if (count <= 1) weight *= TUNE.unshared;
  if (feature.includes(PAIR_MARK)) weight *= TUNE.pair;
  else if (NUMBER_LIKE.test(feature) && !NAMED_NUMBERS.has(feature)) weight *= TUNE.number;
  return weight;
}

/** Whether a word (not a pair, not a number) is rare enough in the corpus that sharing it means something. */
function isTelling(feature: string, corpus: CorpusWeights): boolean {
  if (feature.includes(PAIR_MARK) || (NUMBER_LIKE.test(feature) && !NAMED_NUMBERS.has(feature))) return false;
  const count = corpus.frequency.get(feature) ?? 0;
  return count <= Math.max(2, TUNE.telling * corpus.documents);
}

/** A profile's weighted features, for the cosine. */
interface Weighted {
  weights: Map<string, number>;
  norm: number;
}

function weighted(own: TextProfile, corpus: CorpusWeights): Weighted {
  const weights = new Map<string, number>();
  let squares = 0;
  for (const feature of own.features) {
    const weight = featureWeight(feature, corpus);
    weights.set(feature, weight);
    squares += weight * weight;
  }
  return { weights, norm: Math.sqrt(squares) };
}

function weightedCosine(a: Weighted, b: Weighted): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let dot = 0;
  for (const [feature, weight] of a.weights) dot += weight * (b.weights.get(feature) ?? 0);
  return dot / (a.norm * b.norm);
}

/**
 * 0 (nothing in common) to 1 (the same topic words), after folding shorthand, stop words and word
 * endings. With a corpus's weights, shared words count by how rare they are in it (mineInsights
 * passes the niche's); without, every topic word counts the same.
 */
export function similarity(a: string, b: string, corpus?: CorpusWeights): number {
  if (!corpus) return profileSimilarity(profile(a), profile(b));
  return round(weightedCosine(weighted(profile(a), corpus), weighted(profile(b), corpus)));
}

/**
 * Whether two comments ask the same thing: a topic word in common (without one, trigram overlap
 * alone is a coincidence of spelling) and the similarity their length calls for.
 */
function profilesNearDuplicate(a: TextProfile, b: TextProfile): boolean {
  const shares = [...a.tokens].some((token) => b.tokens.has(token));
  return shares && profileSimilarity(a, b) >= thresholdFor(a.tokens.size, b.tokens.size);
}

/** With a corpus's weights: a telling word in common and a weighted similarity of at least PAIR_THRESHOLD. */
function weightedNearDuplicate(a: TextProfile, b: TextProfile, corpus: CorpusWeights): boolean {
  const sharesTelling = [...a.tokens].some((token) => b.tokens.has(token) && isTelling(token, corpus));
  return sharesTelling && weightedCosine(weighted(a, corpus), weighted(b, corpus)) >= PAIR_THRESHOLD - ROUNDING;
}

export function isNearDuplicate(a: string, b: string, corpus?: CorpusWeights): boolean {
  return corpus ? weightedNearDuplicate(profile(a), profile(b), corpus) : profilesNearDuplicate(profile(a), profile(b));
}

interface Scored {
  comment: SourceComment;
  key: string;
  score: number;
  signals: Signal[];
  profile: TextProfile;
}

const asksDirectly = (s: Scored) => s.signals.includes('request') || s.signals.includes('question');

/** Best first; ties broken by likes, then key, so the same corpus always gives the same order. */
const byScore = (a: Scored, b: Scored) => b.score - a.score || b.comment.likes - a.comment.likes || compareText(a.key, b.key);
const byLikes = (a: Scored, b: Scored) => b.comment.likes - a.comment.likes || b.score - a.score || compareText(a.key, b.key);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const videoKey = (platform: string, url: string) => `${platform}#${url}`;

/** The clearest comment speaks for the group: one that asks directly if any does, then the best scored. */
function representativeOf(members: readonly Scored[]): Scored {
  const direct = members.filter(asksDirectly);
  return [...(direct.length ? direct : members)].sort(byScore)[0]!;
}

function groupScore(representative: Scored, askedCount: number, totalLikes: number): number {
  return round(representative.score + ASKED_BONUS * Math.log2(askedCount) + LIKES_BONUS * Math.log10(1 + totalLikes));
}

/**
 * The niche's insights, best first: the niche's comments scored, those with no signal or ignored
 * dropped, near-duplicates grouped. Words are weighed by how rare they are among all the niche's
 * comments (praise and spam included: they are the niche's ordinary words too).
 */
export function mineInsights(niche: string, comments: readonly SourceComment[], videos: readonly SourceVideo[], now: Date): Insight[] {
  const videoByKey = new Map(videos.map((video) => [videoKey(video.platform, video.url), video]));
  const unique = new Map<string, SourceComment>();
  for (const comment of comments) if (comment.niche === niche && !unique.has(commentKey(comment))) unique.set(commentKey(comment), comment);

  const scored: Scored[] = [];
  for (const [key, comment] of unique) {
    const result = scoreComment(comment, videoByKey.get(videoKey(comment.platform, comment.videoUrl)), now);
    if (result.ignored || result.signals.length === 0) continue;
    scored.push({ comment, key, score: result.score, signals: result.signals, profile: profile(comment.text) });
  }
  scored.sort(byScore);
  const corpus = corpusWeights([...unique.values()].map((comment) => comment.text));

  return groupNearDuplicates(scored, corpus)
    .map((members) => toInsight(niche, members, videoByKey))
    .sort(byInsightRank);
}

/** Slack for rounding, so a pair that rounds up to a threshold is never cut. */
const ROUNDING = 0.001;

/**
 * Corpus-weighted thresholds. PAIR: two comments are near-duplicates (and may start a group).
 * LINK: two groups merge when the average similarity over all their pairs reaches it, pairs that
 * are not near-duplicates counting 0 (average link): a comment joins a group only when it is
 * close to most of its members, so groups never chain from one question to the next.
 */
export const PAIR_THRESHOLD = 0.3;
export const LINK_THRESHOLD = 0.22;
const PT = () => TUNE.pairT; const LT = () => TUNE.linkT;

/**
 * Average-link clustering on the near-duplicate graph. Candidates come from a word index (only
 * pairs sharing a telling word can be near-duplicates), so mining stays near-linear for real
 * comments; merges go best first (ties: lowest indices, in score order), each group's links to
 * the others kept as sums.
 */
function groupNearDuplicates(scored: readonly Scored[], corpus: CorpusWeights): Scored[][] {
  const count = scored.length;
  const vectors = scored.map((s) => weighted(s.profile, corpus));
  const featureIds = new Map<string, number>();
  const idOf = (feature: string) => {
    let id = featureIds.get(feature);
    if (id === undefined) featureIds.set(feature, (id = featureIds.size));
    return id;
  };
  const tellingIds = new Set<number>();
  const rows = vectors.map((vector) =>
    [...vector.weights].map(([feature, weight]) => {
      const id = idOf(feature);
      if (isTelling(feature, corpus)) tellingIds.add(id);
      return { id, weight };
    }),
  );

  // Near-duplicate edges: each comment against the earlier ones through the index.
  const links: Array<Map<number, number>> = scored.map(() => new Map());
  const postings = new Map<number, number[]>();
  const dot = new Float64Array(count);
  const telling = new Uint8Array(count);
  for (let index = 0; index < count; index++) {
    const touched: number[] = [];
    for (const { id, weight } of rows[index]!) {
      const list = postings.get(id);
      if (!list) continue;
      const isTellingId = tellingIds.has(id);
      for (const other of list) {
        if (dot[other] === 0 && telling[other] === 0) touched.push(other);
        const theirs = rows[other]!.find((entry) => entry.id === id)!.weight;
        dot[other]! += weight * theirs;
        if (isTellingId) telling[other] = 1;
      }
    }
    for (const other of touched) {
      const value = dot[other]! / (vectors[index]!.norm * vectors[other]!.norm);
      if (telling[other] === 1 && value >= PT() - ROUNDING) {
        links[index]!.set(other, value);
        links[other]!.set(index, value);
      }
      dot[other] = 0;
      telling[other] = 0;
    }
    for (const { id } of rows[index]!) {
      const list = postings.get(id);
      if (list) list.push(index);
      else postings.set(id, [index]);
    }
  }

  // Average link: groups are identified by their lowest member index.
  const members: Array<number[] | undefined> = scored.map((_, index) => [index]);
  const heap = new MergeHeap();
  for (let a = 0; a < count; a++) for (const [b, value] of links[a]!) if (a < b) heap.push({ value, a, b, sizes: 2 });
  for (let next = heap.pop(); next; next = heap.pop()) {
    const { a, b } = next;
    const groupA = members[a];
    const groupB = members[b];
    // Stale: a group has merged since this entry was pushed.
    if (!groupA || !groupB || groupA.length + groupB.length !== next.sizes) continue;
    if (next.value < LT() - ROUNDING) break;
    members[a] = [...groupA, ...groupB];
    members[b] = undefined;
    const linkA = links[a]!;
    for (const [other, sum] of links[b]!) {
      if (other === a) continue;
      linkA.set(other, (linkA.get(other) ?? 0) + sum);
      const theirs = links[other]!;
      theirs.set(a, (theirs.get(a) ?? 0) + sum);
      theirs.delete(b);
    }
    linkA.delete(b);
    links[b] = new Map();
    const size = members[a]!.length;
    for (const [other, sum] of linkA) {
      const otherSize = members[other]!.length;
      heap.push({ value: sum / (size * otherSize), a: Math.min(a, other), b: Math.max(a, other), sizes: size + otherSize });
    }
  }
  return members.filter((group): group is number[] => group !== undefined).map((group) => group.sort((x, y) => x - y).map((index) => scored[index]!));
}

interface MergeCandidate {
  value: number;
  a: number;
  b: number;
  /** The two groups' sizes when pushed: a group that has grown since makes the entry stale. */
  sizes: number;
}

/** Max-heap of merge candidates: highest average link first, then lowest indices. */
class MergeHeap {
  private readonly items: MergeCandidate[] = [];

  private static before(x: MergeCandidate, y: MergeCandidate): boolean {
    return x.value !== y.value ? x.value > y.value : x.a !== y.a ? x.a < y.a : x.b < y.b;
  }

  push(item: MergeCandidate): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
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
      let i = 0;
      for (;;) {
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

function toInsight(niche: string, members: readonly Scored[], videoByKey: ReadonlyMap<string, SourceVideo>): Insight {
  const representative = representativeOf(members);
  const supporting = members.filter((member) => member !== representative).sort(byLikes);
  const totalLikes = members.reduce((sum, member) => sum + member.comment.likes, 0);
  const groupVideos = new Map<string, SourceVideo>();
  for (const member of members) {
    const video = videoByKey.get(videoKey(member.comment.platform, member.comment.videoUrl));
    if (video) groupVideos.set(video.url, video);
  }
  const signals = new Set(members.flatMap((member) => member.signals));
  const newest = members.reduce((latest, member) => (Date.parse(member.comment.postedAt) > Date.parse(latest.comment.postedAt) ? member : latest));
  return {
    key: representative.key,
    niche,
    representative: representative.comment,
    supporting: supporting.map((member) => member.comment),
    askedCount: members.length,
    totalLikes,
    commentIds: [representative, ...supporting].map((member) => member.key),
    videos: [...groupVideos.values()].sort((a, b) => b.views - a.views || compareText(a.url, b.url)),
    score: groupScore(representative, members.length, totalLikes),
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
 * comment does not repeat one an existing idea was built on, newest first (new questions are what
 * the audience is asking now). When the niche has used them all, the one used longest ago comes
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
  const existing = existingComments.map(profile);
  const alreadyMade = (insight: Insight) => {
    const own = profile(insight.representative.text);
    return existing.some((other) => profilesNearDuplicate(own, other));
  };

  const fresh = insights.filter((insight) => !used.has(insight.key) && !alreadyMade(insight));
  if (fresh.length > 0) {
    const newest = [...fresh].sort((a, b) => Date.parse(b.newestAt) - Date.parse(a.newestAt) || b.score - a.score || compareText(a.key, b.key))[0]!;
    return { insight: newest, angle: 0 };
  }

  const reuse = insights.map((insight) => {
    const use = used.get(insight.key);
    return { insight, usedAt: use ? Date.parse(use.usedAt) : Number.NEGATIVE_INFINITY, uses: use?.uses ?? 1 };
  });
  reuse.sort((a, b) => a.usedAt - b.usedAt || a.uses - b.uses || b.insight.score - a.insight.score || compareText(a.insight.key, b.insight.key));
  const oldest = reuse[0]!;
  return { insight: oldest.insight, angle: oldest.uses };
}
