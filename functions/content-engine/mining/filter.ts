import { commentKey, type SourceComment } from '#functions/content-engine/corpus';
import { dice, foldText, trigrams } from '#functions/content-engine/text';
import type { MiningLexicon } from './lexicon';
import { wordsOf } from './nlp';

/**
 * Which comments may become insights. A dropped comment stays in the corpus (an admin can list
 * it with its reason: `npm run corpus -- filtered <niche>`); it only never speaks for an ask.
 * Pure apart from the English model, which it reads for stop words.
 */

export const FILTER_REASONS = [
  'empty',
  'emoji-only',
  'links-only',
  'too-long',
  'spam',
  'self-promotion',
  'other-language',
  'repeat',
  'praise',
  'joke',
  'needs-context',
  'no-ask',
] as const;
export type FilterReason = (typeof FILTER_REASONS)[number];

export interface DroppedComment {
  /** `platform#commentId`. */
  commentId: string;
  reason: FilterReason;
  /** What an admin reads: the part of the comment that decided it. */
  detail: string;
}

/** Longer than any real ask: pasted essays, lyrics and spam walls. */
export const MAX_ASK_CHARS = 1_000;

/** Engagement bait and scams: they ask nothing of the creator. */
const SPAM =
  /\bfollow ?(?:for|4) ?follow\b|\bf4f\b|\bl4l\b|\blike ?(?:for|4) ?like\b|\bsub ?(?:for|4) ?sub\b|\bgiveaway\b|\bcrypto\b|\bbitcoin\b|\bforex\b|\btrading with my (?:coach|mentor)\b|\bmade \$[\d,.]+k? (?:this|a|per|in)\b|\bfree (?:money|followers|iphone)\b|\bearn \$[\d,.]+k?\W?(?:\/|a |per )?(?:day|week|month)\b|\bask me how\b|^\W*first\W*$|^\W*first!|^\W*who'?s (?:here|watching|still (?:here|watching))\b|^\W*(?:scam|spam|bot|fake)\b\W*(?:(?:report|reported|reporting)(?: (?:it|this|them|him|her))?)?\W*$/;
/** Pointing viewers at the commenter's own page or shop. */
const SELF_PROMOTION =
  /\bfollow me\b|\bfollow (?:for|4) (?:daily|more|free)\b|\bin my bio\b|\bdm (?:for|me for) (?:a )?collab|\bcheck (?:out )?my (?:bio|page|profile|channel|shop|store|account|content|videos?)\b|\blink in (?:my )?bio\b|\bdm (?:me|him|her)\b|\bsub(?:scribe)? to my\b|\bmy (?:shop|store|etsy|course|ebook|program)\b|\buse (?:my )?code\b|\bi post\b.{0,40}\bevery ?day\b|\b(?:watch|see) my (?:latest |new |last |recent )?(?:video|vid|short|reel)s?\b/;
const LINK = /https?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|io|ly|gg|me|co|shop|store|link)(?:\/\S*)?\b/g;
/** Links to a shop or a commenter's own place, as opposed to a source someone asks about. */
const SHOP_LINK = /\b(?:shop|store|etsy|amzn|amazon|linktr|beacons|gumroad|bit\.ly|tinyurl)\b|\.(?:shop|store)\b/;

/**
 * Praise: a comment that thanks or admires without asking. Only decides when nothing in the
 * comment asks ("obsessed with this, can you do one for curly hair?" is a request).
 */
const PRAISE =
  /\bobsessed\b|\bqueen\b|\bking\b|\bicon\b|\bgoat\b|\blegend\b|\bslay|\bate (?:this|that)\b|\blove (?:this|it|her|him|you|u|ur|your)\b|\bthank(?:s| you| u)\b|\bsaving this\b|\bsaved\b|\bso (?:real|good|helpful|true)\b|\bunderrated\b|\brespect\b|\bnever miss(?:es)?\b|\bsupremacy\b|\bperfect\b|\bamazing\b|\bthe best\b|\bneeded this\b|\bworth it\b|\bhelpful\b|\bdeserves? (?:a medal|an award|the world)\b|(?:🔥|💯|🙌|👏|😍|🥰|❤️|🫡)/u;

/**
 * Jokes and stories: a question mark or a question's first words with no real ask behind them.
 * - a report of doing the video ("did this in the park and a kid asked me if i was ok");
 * - rhetorical admiration or disbelief ("how are you not dead by 9pm", "how is this legal");
 * - whether one is the only one ("is it just me or...");
 * - feeling seen or remarking on the comments ("why are you exposing me", "why is this in every comment section").
 */
const JOKE =
  /^(?:just |i )?(?:did|tried|done|doing) (?:this|it|that|these)\b(?![^?]*\?)|^how (?:are|r|is) (?:you|u|she|he|they|this|that) (?:not|so|even)\b|^how is this (?:legal|real|allowed|free)\b|^(?:am i|is it just me|is it only me) (?:the only one|or)\b|^(?:me|pov|when you|when u)\b[^?]*$|^how (?:does|is|has) this (?:only |not |still )?(?:have|has|got|at)\b|^(?:just |finally |i )?(?:did|hit|got|finished|ran) my (?:first|1st|new)\b[^?]*$|^why (?:are|r) (?:you|u) (?:exposing|calling out|attacking|describing) (?:me|us)\b|\b(?:every|this|the) comment section\b|\byou deserve (?:a medal|an award)\b/;

/**
 * Follow-ups that lean on the video or the comment above for their subject ("does this change if
 * you're over 40?", "what if they're neurodivergent though?"): with this few words of their own an
 * idea built on them has no topic. One with a topic of its own ("does this work for wide feet
 * with bunions?") is kept.
 */
const LEANS_ON_CONTEXT = /^(?:what if|what about|how about|(?:does|did|will|would|can|could|is|was|do) (?:this|it|that|these|those))\b/;
const MAX_CONTEXT_WORDS = 2;
const AGREES =
  /\b(?:said|says|told (?:me|us)) (?:the )?(?:exact |exactly the )?same(?: thing)?\b|\b(?:said|says|told (?:me|us)) exactly this\b/;
const FILLER_WORDS: ReadonlySet<string> = new Set(['though', 'too', 'also', 'pls', 'please', 'lol', 'tho']);

/** After a "who else ...?" question, a second one that asks the creator something. */
const WHO_ELSE_THEN_ASKS = /\?.*\b(?:how|what|why|when|which|where|any|can|should|do|does|is)\b/;

/** Comments of a niche, with the words that make them real asks, minus those that are not. */
export interface FilteredComments {
  kept: SourceComment[];
  dropped: DroppedComment[];
}

/**
 * What decides one comment on its own (everything but an author's repeats). `signals` are what
 * insight scoring found in it (question, request, confusion...): praise and jokes are what is
 * left when it found none, or when what looked like a question is a story.
 */
export function reasonToDrop(
  text: string,
  signals: readonly string[],
  lexicon: Pick<MiningLexicon, 'otherLanguages'>,
): { reason: FilterReason; detail: string } | undefined {
  const asks = signals.length > 0;
  // A story that only looks like a question; a complaint, a request or a correction in it is still one.
  const onlyLooksLikeAQuestion = signals.every((signal) => signal === 'question');
  const trimmed = text.trim();
  if (trimmed.length === 0) return { reason: 'empty', detail: 'No text' };
  if (trimmed.length > MAX_ASK_CHARS)
    return {
      reason: 'too-long',
      detail: `${trimmed.length.toLocaleString('en-US')} characters (at most ${MAX_ASK_CHARS.toLocaleString('en-US')})`,
    };
  const folded = foldText(trimmed);
  const links = folded.match(LINK) ?? [];
  const rest = folded.replace(LINK, ' ');
  if (!/[\p{L}\p{N}]/u.test(rest)) {
    if (links.length > 0) return { reason: 'links-only', detail: `Only ${links.length === 1 ? 'a link' : 'links'}: ${links.join(' ')}` };
    return { reason: 'emoji-only', detail: `No words: "${trimmed.slice(0, 40)}"` };
  }
  const promo = SELF_PROMOTION.exec(folded);
  if (promo) return { reason: 'self-promotion', detail: `Points to the commenter's own page: "${promo[0]}"` };
  const shop = links.find((link) => SHOP_LINK.test(link));
  if (shop) return { reason: 'self-promotion', detail: `Links to a shop: ${shop}` };
  const spam = SPAM.exec(folded);
  if (spam) return { reason: 'spam', detail: `Engagement bait or a scam: "${spam[0].trim()}"` };
  if (links.length > 0 && !asks) return { reason: 'spam', detail: `A link that asks nothing: ${links[0]}` };
  const language = otherLanguageOf(rest, lexicon);
  if (language) return { reason: 'other-language', detail: language };
  const opening = folded.replace(/^[^\p{L}\p{N}]+/u, '');
  const joke = JOKE.exec(opening);
  // "who else is broke watching this", "who else watched this 3 times and still did nothing": a
  // question or a complaint in form, a joke in fact, unless it goes on to ask ("who else gets shin
  // splints? how do you stop it") or requests something.
  const whoElse = /^who else\b/.test(opening) && !WHO_ELSE_THEN_ASKS.test(opening) && !signals.includes('request');
  if (whoElse) return { reason: 'joke', detail: `Asks who else, not the creator: "${opening.slice(0, 40).trim()}…"` };
  if (joke && onlyLooksLikeAQuestion) return { reason: 'joke', detail: `A story or a punchline, not an ask: "${joke[0].trim()}…"` };
  // "my dermatologist said the exact same thing": an expert named, but agreeing with the video.
  const agrees = AGREES.exec(folded);
  if (agrees && signals.every((signal) => signal === 'disagreement'))
    return { reason: 'no-ask', detail: `Agrees with the video: "${agrees[0]}"` };
  if (asks && LEANS_ON_CONTEXT.test(opening)) {
    const own = wordsOf(rest).filter((word) => !word.stop && /\p{L}|\d/u.test(word.text) && !FILLER_WORDS.has(word.text));
    if (own.length <= MAX_CONTEXT_WORDS)
      return { reason: 'needs-context', detail: `Means something only under its video or comment: "${opening.slice(0, 60).trim()}"` };
  }
  if (!asks) {
    const praise = PRAISE.exec(folded);
    if (praise) return { reason: 'praise', detail: `Praise, no ask: "${praise[0]}"` };
    return { reason: 'no-ask', detail: 'A remark with no question, request or complaint in it' };
  }
  return undefined;
}

/** Fewer English words than this and a comment is too short to say which language it is in. */
const MIN_LANGUAGE_WORDS = 3;

/**
 * The language a comment is in, when it is not English: its function words are another
 * language's (content/mining/lexicon.json) more than English ones (the model's stop words). Counting
 * function words works on three-word comments, where letter statistics do not, and ignores the
 * English loan words ("gym", "ok") that other-language comments use.
 */
export function otherLanguageOf(text: string, lexicon: Pick<MiningLexicon, 'otherLanguages'>): string | undefined {
  const words = wordsOf(text).filter((word) => /\p{L}/u.test(word.text));
  if (words.length < MIN_LANGUAGE_WORDS) return undefined;
  const english = words.filter((word) => word.stop).length;
  let best: { code: string; count: number } | undefined;
  for (const [code, known] of languageSets(lexicon)) {
    const count = words.filter((word) => known.has(foldText(word.text))).length;
    if (!best || count > best.count) best = { code, count };
  }
  if (!best || best.count < 2 || best.count <= english) return undefined;
  return `In ${LANGUAGE_NAMES[best.code] ?? best.code}, not English (${best.count} of ${words.length} words are its function words, ${english} English)`;
}

const languageSetsByLexicon = new WeakMap<object, Array<[string, Set<string>]>>();
function languageSets(lexicon: Pick<MiningLexicon, 'otherLanguages'>): Array<[string, Set<string>]> {
  let sets = languageSetsByLexicon.get(lexicon);
  if (!sets)
    languageSetsByLexicon.set(lexicon, (sets = Object.entries(lexicon.otherLanguages).map(([code, list]) => [code, new Set(list)])));
  return sets;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  es: 'Spanish',
  de: 'German',
  fr: 'French',
  pt: 'Portuguese',
  it: 'Italian',
  hi: 'Hindi (in Latin letters)',
};

/** Two comments of one author this close (trigram overlap) are one comment posted twice. */
const REPEAT_SIMILARITY = 0.8;

/**
 * An author's comments that say the same thing again: the most liked of each set is kept, so one
 * viewer counts once however often they post.
 */
export function authorRepeats(comments: readonly SourceComment[]): DroppedComment[] {
  const byAuthor = new Map<string, SourceComment[]>();
  for (const comment of comments) {
    const author = foldText(comment.author).trim();
    if (!author) continue;
    byAuthor.set(author, [...(byAuthor.get(author) ?? []), comment]);
  }
  const dropped: DroppedComment[] = [];
  for (const own of byAuthor.values()) {
    if (own.length < 2) continue;
    const sorted = [...own].sort((a, b) => b.likes - a.likes || commentKey(a).localeCompare(commentKey(b)));
    const kept: Array<{ comment: SourceComment; grams: Set<string> }> = [];
    for (const comment of sorted) {
      const grams = trigrams(
        foldText(comment.text)
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
      );
      const same = kept.find((other) => dice(grams, other.grams) >= REPEAT_SIMILARITY);
      if (same)
        dropped.push({
          commentId: commentKey(comment),
          reason: 'repeat',
          detail: `${comment.author} said the same in ${commentKey(same.comment)}`,
        });
      else kept.push({ comment, grams });
    }
  }
  return dropped;
}
