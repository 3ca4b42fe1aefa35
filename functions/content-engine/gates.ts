import { gateWords } from './content-files';
import { voiceoverWordBudget, type IdeaDraft } from './draft';
import { validateHooks } from './hooks';
import type { Insight } from './insight';
import { EVERYDAY_TOKENS, foldText, jaccard, stem, topicTokens } from './text';

/**
 * The gates every draft passes before it can become an idea, whichever generator wrote it. Each
 * failure carries a sentence a person (and the next attempt) can act on. Pure but for the word
 * lists, read once from content/gates.json.
 */
export const GATE_RULES = ['hooks', 'relevance', 'generic-hook', 'grammar', 'repeat', 'length'] as const;
export type GateRule = (typeof GATE_RULES)[number];

export interface GateFailure {
  rule: GateRule;
  reason: string;
}

export interface GateContext {
  niche: string;
  insight: Insight;
  /** The insight's comment texts and video titles: what a hook may quote numbers and claims from. */
  evidence: readonly string[];
  /** Titles of the niche's hand-written library ideas: a draft may not repeat their topic. */
  libraryTitles: readonly string[];
  /** Titles already published or drafted in the niche: a draft may not repeat one. */
  earlierTitles: readonly string[];
}

/** Every gate's failures for one draft; an empty list lets it through. */
export function gateDraft(draft: IdeaDraft, context: GateContext): GateFailure[] {
  const ask = askWords(context.insight, context.niche);
  return [
    ...hookGate(draft, context),
    ...relevanceGate(draft, ask),
    ...genericHookGate(draft, ask, context.niche),
    ...grammarGate(draft),
    ...repeatGate(draft.title, context),
    ...lengthGate(draft),
  ];
}

/** The failures as the plain sentences the next attempt is given. */
export function gateFeedback(failures: readonly GateFailure[]): string[] {
  return failures.map((failure) => `${failure.rule}: ${failure.reason}`);
}

function hookGate(draft: IdeaDraft, context: GateContext): GateFailure[] {
  const hooks = validateHooks(
    draft.hooks.map((hook) => hook.text),
    { niche: context.niche, evidence: context.evidence, sectionCount: draft.sections.length },
  );
  return hooks.validationDetails
    .filter((check) => !check.isValid)
    .map((check) => ({ rule: 'hooks' as const, reason: `"${check.hook}": ${check.errors.join(' ')}` }));
}

// ---------------------------------------------------------------------------------------------
// What the viewers asked

const stemmedSet = (words: readonly string[]) => new Set(words.flatMap((word) => topicTokens(word)).concat(words.map(stem)));

let chatTokens: ReadonlySet<string> | undefined;
const chat = () => (chatTokens ??= stemmedSet(gateWords().chatWords));
const nicheTokens = new Map<string, ReadonlySet<string>>();
function nicheWordsOf(niche: string): ReadonlySet<string> {
  let found = nicheTokens.get(niche);
  if (!found) nicheTokens.set(niche, (found = stemmedSet(gateWords().nicheWords[niche] ?? [])));
  return found;
}

/** A text's content words: topic words without the everyday and chat words any comment has. */
function contentTokens(text: string): string[] {
  return topicTokens(text).filter((token) => token.length > 1 && !EVERYDAY_TOKENS.has(token) && !chat().has(token) && !/^\d+$/.test(token));
}

export interface AskWords {
  /** The words the answer must use, the ones most viewers share first (stems). */
  key: string[];
  /** Every word the viewers used (stems): what a hook's topic is. */
  all: ReadonlySet<string>;
  /** A word as a viewer wrote it, for the reasons. */
  spoken: ReadonlyMap<string, string>;
}

/** Key words kept: enough to judge an answer by, few enough that each is part of the ask. */
const MAX_KEY_WORDS = 8;

/**
 * The ask's content words, weighted by how many of the group's comments use them (the named ask,
 * when mining gave one, counts as every comment). The key words are the ones the group shares, or
 * every word of a lone comment: a word only one of several viewers used ("lift" beside three
 * askers' "period cramps") may be incidental, and a tip bank says it by chance. The
 * niche's own words ("skin" in skincare) only count when nothing else names the ask: any idea of
 * the niche says them.
 */
export function askWords(insight: Insight, niche: string): AskWords {
  const comments = [insight.representative.text, ...insight.supporting.map((comment) => comment.text)];
  const weight = new Map<string, number>();
  const order: string[] = [];
  const spoken = new Map<string, string>();
  const count = (text: string, by: number) => {
    for (const token of new Set(contentTokens(text))) {
      if (!weight.has(token)) order.push(token);
      weight.set(token, (weight.get(token) ?? 0) + by);
    }
    for (const word of foldText(text).split(/[^\p{L}\p{N}'-]+/u)) {
      for (const token of contentTokens(word)) if (!spoken.has(token)) spoken.set(token, word.replace(/'s$/, ''));
    }
  };
  if (insight.ask) count(insight.ask, comments.length);
  for (const comment of comments) count(comment, 1);
  // A hook's topic is every word the viewers used, everyday ones too ("low light plants").
  const all = new Set([insight.ask ?? '', ...comments].flatMap((text) => topicTokens(text)));
  const ranked = order
    .map((token, position) => ({ token, weight: weight.get(token)!, position }))
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  const nicheOwn = nicheWordsOf(niche);
  const specific = ranked.filter(({ token }) => !nicheOwn.has(token));
  const pool = specific.length > 0 ? specific : ranked;
  // What several viewers (or the named ask) say is the ask; a lone comment's words all might be.
  const shared = pool.filter(({ weight: said }) => said >= 2);
  const key = (shared.length > 0 ? shared : pool).slice(0, MAX_KEY_WORDS).map(({ token }) => token);
  return { key, all, spoken };
}

const quote = (words: readonly string[], spoken: ReadonlyMap<string, string>, joiner: 'or' | 'and') => {
  const said = words.map((word) => `"${spoken.get(word) ?? word}"`);
  return said.length <= 1 ? said.join('') : `${said.slice(0, -1).join(', ')} ${joiner} ${said.at(-1)}`;
};

// ---------------------------------------------------------------------------------------------
// Relevance

/** Quoted speech: the viewer's comment on screen, which says nothing about the answer. */
const QUOTED_SPAN = /“[^”]*”|"[^"]*"/g;

/** The text without quoted speech, which stands in as one capitalised word so the sentence around it still reads. */
function ownWords(text: string): string {
  return text.replace(QUOTED_SPAN, 'Quoted');
}

/** Two stems are one word when one starts the other ("meditat", "meditation"; "journal", "journaling"). */
const PREFIX_CHARS = 4;
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= PREFIX_CHARS && long.startsWith(short);
}

/**
 * The sections answer what was asked: the ask's key words appear in their own words (titles, on-screen
 * text, voiceover), not only in the quoted comment. Fails when fewer than two key words (the one, if the
 * ask has one) appear in all the sections together, or when more than half of the sections mention none.
 */
function relevanceGate(draft: IdeaDraft, ask: AskWords): GateFailure[] {
  if (ask.key.length === 0) return [];
  const sectionWords = draft.sections.map((section) => {
    const said = topicTokens(ownWords([section.title, section.text, section.voiceover].join('. ')));
    return new Set(ask.key.filter((key) => said.some((token) => sameWord(key, token))));
  });
  const mentioned = new Set(sectionWords.flatMap((words) => [...words]));
  const needed = Math.min(2, ask.key.length);
  const failures: GateFailure[] = [];
  if (mentioned.size < needed) {
    const missing = ask.key.filter((word) => !mentioned.has(word)).slice(0, 4);
    const said = mentioned.size > 0 ? ` (only ${quote([...mentioned], ask.spoken, 'and')})` : '';
    failures.push({
      rule: 'relevance',
      reason: `the sections never mention ${quote(missing, ask.spoken, 'or')}, which the viewers asked about${said}; answer their question in the sections`,
    });
  }
  const silent = sectionWords.map((words, index) => (words.size === 0 ? index + 1 : 0)).filter(Boolean);
  if (mentioned.size >= needed && silent.length * 2 > draft.sections.length) {
    failures.push({
      rule: 'relevance',
      reason: `sections ${silent.join(', ')} of ${draft.sections.length} never mention what the viewers asked about (${quote(ask.key.slice(0, 3), ask.spoken, 'or')}); make each section part of the answer`,
    });
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------
// Generic hooks

let genericTokens: ReadonlySet<string> | undefined;
const generic = () => (genericTokens ??= stemmedSet(gateWords().genericHookWords));

/**
 * A hook that would stay true of any other topic says nothing: with the ask's words masked, what is
 * left must hold a word of its own (not a generic hook word or the niche's own words).
 */
function genericHookGate(draft: IdeaDraft, ask: AskWords, niche: string): GateFailure[] {
  const nicheWords = nicheWordsOf(niche);
  return draft.hooks.flatMap((hook) => {
    const own = topicTokens(ownWords(hook.text)).filter(
      (token) => token.length > 1 && !ask.all.has(token) && !generic().has(token) && !nicheWords.has(token) && !/^\d+$/.test(token),
    );
    if (own.length > 0) return [];
    return [
      {
        rule: 'generic-hook' as const,
        reason: `"${hook.text}" would fit any topic: swap the topic and it stays true; say something only this answer says (a step, a fact, a result)`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Grammar

/** Contractions no English speaker writes. */
const BROKEN_CONTRACTION = /\b(?:i|he|she|it)'re\b|\b(?:you|we|they)'s\b/i;
/** "a" before a vowel sound: "an" unless the vowel is said "yoo"/"w" (a unique, a one-off, a euro). */
const A_BEFORE_VOWEL = /(^|[.!?:;]\s+|[^\p{L}\p{N}'’-])(a|A) ([aeiou][\p{L}'’-]*)/gu;
const YOO_OR_W = /^(?:uni|use|usu|uti|ure|uri|uro|uk|eu|one|once|ewe)/;
/** "an" before a consonant sound, but not "an hour", "an honest", "an herb" or an abbreviation. */
const AN_BEFORE_CONSONANT = /(^|[^\p{L}\p{N}'’-])(an|An) ([bcdfgjklmnpqrstvwxyz][\p{L}'’-]*)/gu;
const DOUBLED = /\b(\p{L}+) \1\b/giu;
const SLOT = /\{[^}]*\}|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/;
const ABBREVIATION = /\b(?:e\.g|i\.e|a\.m|p\.m|vs|approx|etc|st|dr|mr|mrs|ms)\.$/i;

/** The generated phrases, by where they sit, for the reasons. */
function phrasesOf(draft: IdeaDraft): Array<{ where: string; text: string; kind: { prose?: boolean; endsAPhrase?: boolean } }> {
  const prose = { prose: true };
  const heading = { prose: true, endsAPhrase: true };
  const fragment = {};
  return [
    { where: 'the title', text: draft.title, kind: heading },
    ...draft.hooks.map((hook, i) => ({ where: `hook ${i + 1}`, text: hook.text, kind: heading })),
    ...draft.sections.flatMap((section, i) => [
      { where: `section ${i + 1}'s title`, text: section.title, kind: fragment },
      { where: `section ${i + 1}'s text`, text: section.text, kind: fragment },
      { where: `section ${i + 1}'s voiceover`, text: section.voiceover, kind: prose },
      { where: `section ${i + 1}'s visuals`, text: section.visuals, kind: fragment },
    ]),
    ...draft.why_it_works.map((reason, i) => ({ where: `reason ${i + 1}`, text: reason, kind: prose })),
    { where: 'the first frame', text: draft.first_frame, kind: fragment },
    { where: 'the on-screen hook', text: draft.on_screen_hook, kind: fragment },
    { where: 'the re-hook', text: draft.rehook, kind: prose },
    { where: 'the call to action', text: draft.cta.text, kind: prose },
  ];
}

/** Sentences of a phrase: split after . ! ? but not after an abbreviation or inside an ellipsis. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (const part of text.split(/(?<=[.!?])\s+/)) {
    current = current ? `${current} ${part}` : part;
    if (!ABBREVIATION.test(current) && !/\.\.\.$|…$/.test(current)) {
      sentences.push(current);
      current = '';
    }
  }
  if (current) sentences.push(current);
  return sentences;
}

function balanced(text: string): string | null {
  const pairs: Array<[string, string]> = [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
    ['“', '”'],
  ];
  for (const [open, close] of pairs) {
    let depth = 0;
    for (const char of text) {
      if (char === open) depth += 1;
      else if (char === close && (depth -= 1) < 0) break;
    }
    if (depth !== 0) return `${open}${close}`;
  }
  return (text.match(/"/g)?.length ?? 0) % 2 === 0 ? null : '""';
}

/** The phrase's last two words. */
function lastWords(text: string): [string, string] {
  const words = foldText(text)
    .replace(/[^\p{L}\p{N}]+$/u, '')
    .split(/[^\p{L}\p{N}']+/u);
  return [words.at(-2) ?? '', words.at(-1) ?? ''];
}

/** A phrase's grammar slips, each as the words to fix. */
export function grammarSlips(text: string, kind: { prose?: boolean; endsAPhrase?: boolean } = {}): string[] {
  const slips: string[] = [];
  const brackets = balanced(text);
  if (brackets) slips.push(`unbalanced ${brackets}`);
  const slot = SLOT.exec(text);
  if (slot) slips.push(`a leftover template slot "${slot[0]}"`);
  // The viewer's own words are quoted as they wrote them; only the generated words are judged.
  const own = ownWords(text);
  const contraction = BROKEN_CONTRACTION.exec(own.replace(/[‘’]/g, "'"));
  if (contraction) slips.push(`"${contraction[0]}"`);
  for (const match of own.matchAll(A_BEFORE_VOWEL)) {
    const [, before, article, word] = match as unknown as [string, string, string, string];
    const sentenceStart = before === '' || /[.!?:;]\s+$/.test(before);
    if (article === 'A' && !sentenceStart) continue; // "vitamin A", "plan A"
    if (!YOO_OR_W.test(word.toLowerCase())) slips.push(`"${article} ${word}" (an ${word})`);
  }
  for (const match of own.matchAll(AN_BEFORE_CONSONANT)) {
    const [, , article, word] = match as unknown as [string, string, string, string];
    if (!/^h/i.test(word) && word !== word.toUpperCase()) slips.push(`"${article} ${word}" (a ${word})`);
  }
  const allowed = new Set(gateWords().doubledWordsAllowed);
  for (const match of own.matchAll(DOUBLED)) if (!allowed.has(match[1]!.toLowerCase())) slips.push(`"${match[0]}" (a doubled word)`);
  // On-screen text and shot notes are fragments and lists ("dizzy? breathe normally • or a sticky note"); spoken prose is sentences.
  for (const sentence of kind.prose ? sentencesOf(own.trim()) : []) {
    const first = /^[^\p{L}\p{N}]*(\p{L})(\p{L})?/u.exec(sentence);
    if (first && /\p{Ll}/u.test(first[1]!) && !/\p{Lu}/u.test(first[2] ?? '') && !/^\[/.test(sentence.trim())) {
      slips.push(`a sentence starting in lower case ("${sentence.slice(0, 30)}")`);
      break;
    }
  }
  if (kind.endsAPhrase) {
    const [before, last] = lastWords(text);
    const phrasal = /^(?:with|from|into)$/.test(last) && gateWords().phrasalVerbs.includes(before);
    if (gateWords().danglingEndings.includes(last) && !phrasal) slips.push(`it ends on "${last}", as if cut off`);
  }
  return slips;
}

/** Generated phrases read as English; a fill-in in square brackets for the creator's own moment is fine. */
function grammarGate(draft: IdeaDraft): GateFailure[] {
  return phrasesOf(draft).flatMap(({ where, text, kind }) => {
    const slips = grammarSlips(text, kind);
    return slips.length ? [{ rule: 'grammar' as const, reason: `${where}, "${text.slice(0, 80)}": ${slips.join('; ')}` }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Repeats

/** Two titles with this share of their content words (Jaccard) are about the same thing. */
export const REPEAT_THRESHOLD = 0.6;

const normalised = (title: string) =>
  foldText(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The title may not repeat a library idea's topic or an earlier title of the niche. */
function repeatGate(title: string, context: GateContext): GateFailure[] {
  const own = new Set(topicTokens(title));
  const sources = [
    ...context.libraryTitles.map((other) => ({ other, from: 'a library idea' })),
    ...context.earlierTitles.map((other) => ({ other, from: 'an earlier idea' })),
  ];
  for (const { other, from } of sources) {
    const same = normalised(title) === normalised(other) || jaccard(own, new Set(topicTokens(other))) >= REPEAT_THRESHOLD;
    if (same)
      return [
        { rule: 'repeat', reason: `the title "${title}" repeats ${from} of the niche, "${other}"; take a different angle on the ask` },
      ];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Length

/** The voiceover may run this much over the length's word budget. */
export const VOICEOVER_SLACK = 0.15;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The voiceover fits the video's length: not more than the budget (with slack), not less than a third of it. */
function lengthGate(draft: IdeaDraft): GateFailure[] {
  const words = draft.sections.reduce((sum, section) => sum + wordCount(section.voiceover), 0);
  const budget = voiceoverWordBudget(draft.length_seconds);
  const most = Math.floor(budget * (1 + VOICEOVER_SLACK));
  const least = Math.ceil(budget / 3);
  if (words > most)
    return [
      {
        rule: 'length',
        reason: `the voiceover has ${words} words, more than fit ${draft.length_seconds} seconds (${budget}, at most ${most}); cut it or make the video longer`,
      },
    ];
  if (words < least)
    return [
      {
        rule: 'length',
        reason: `the voiceover has ${words} words, too few for ${draft.length_seconds} seconds (${budget}, at least ${least}); say more or make the video shorter`,
      },
    ];
  return [];
}
