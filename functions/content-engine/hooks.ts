import { HOOK_STYLES, type HookStyle } from './draft';
import { similarity } from './insights';
import { foldText, realWords, stripLeadingSymbols } from './text';

/**
 * Hook validation: the first three seconds of a video decide whether anyone watches the rest, and
 * they are also where a generator is most tempted to invent ("studies show", "in 3 days") or
 * promise ("will clear your acne"). Every hook a generator writes passes these rules before it is
 * stored; the failures go back to the next attempt as plain sentences (hookFeedback).
 */

export interface HookCheck {
  hook: string;
  style: HookStyle;
  isValid: boolean;
  errors: string[];
}

export interface HookValidation {
  validHooks: string[];
  invalidHooks: string[];
  validationDetails: HookCheck[];
}

export interface HookContext {
  niche: string;
  /** The insight's comment texts and video titles: what a hook may quote numbers and claims from. */
  evidence: readonly string[];
  /** The idea's section count: "3 ways" is a fact about the idea when it has 3 sections. */
  sectionCount?: number;
}

/** Short enough to say in about three seconds, long enough to say something. */
export const HOOK_WORDS = { min: 6, max: 20 };

/** Openers viewers scroll past: they announce a video instead of starting it. */
export const BANNED_OPENERS: readonly string[] = [
  'In this video',
  'Have you ever',
  "You won't believe",
  'You wont believe',
  'Hey guys',
  'Welcome back',
  'Did you know',
  "Let's talk about",
  "Today I'm going to",
  "Today we're going to",
  'Are you ready',
  'Wait for it',
];

/** Niches where a confident promise can hurt a viewer's health or money; they get hedged wording. */
export const SENSITIVE_NICHES: Readonly<Record<string, 'health' | 'money'>> = {
  skincare: 'health',
  haircare: 'health',
  fitness: 'health',
  food: 'health',
  selfcare: 'health',
  parenting: 'health',
  finance: 'money',
  sidehustle: 'money',
};

/** Which rule a failure broke (the bench counts them; the feedback only needs the sentence). */
export type HookRule = 'length' | 'opener' | 'number' | 'claim' | 'hedging' | 'duplicate' | 'style';

export interface HookFailure {
  /** 0-based position of the hook. */
  index: number;
  rule: HookRule;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Style

const COUNT = '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten)';
/** Verbs a how-to opens with: "Press a glass on…", "Divide by 12", "Put it in the cart". Not stop/don't: those are mistakes. */
const INSTRUCTION =
  '(?:add|apply|ask|book|budget|buy|check|clear|count|divide|find|fold|freeze|grab|hold|keep|learn|look|measure|mix|move|open|pack|paint|pick|place|play|press|pull|put|rate|rinse|soak|stir|trace|tuck|name|breathe|close|hang|read|roll|rub|save|screenshot|search|set|skip|spray|start|swap|take|tape|try|turn|use|wash|write)';
/** Irregular past tenses a story opens with ("I spent", "my loaves came out"); regular ones end in -ed. */
const PAST =
  '(?:\\w+[a-df-z]ed|ate|became|began|bought|broke|brought|built|came|chose|did|drove|fell|felt|found|forgot|gave|got|grew|had|hid|hung|kept|knew|learnt|left|lost|made|met|paid|put|quit|ran|said|sat|saw|sent|sold|spent|stood|swore|taught|thought|threw|told|took|tore|was|went|were|woke|won|wore|wrote|used to)';

const PERSON =
  '(?:friend|client|customer|reseller|dealer|stylist|hairdresser|chef|coach|trainer|doctor|reader|follower|viewer|coworker|colleague|boss|neighbou?r|teacher|mom|mum|dad|partner|husband|wife|kid|son|daughter|sister|brother|grandma|grandpa|landlord)';
const STORY_PAST = `(?: (?:almost|finally|just|never|always|once|only|first|still|actually|really|then))? ${PAST}\\b`;

/**
 * How a hook opens is the style a viewer hears, so opening cues decide first, in this order.
 * Each reads the folded hook (lowercase, straight apostrophes, quoted speech removed).
 */
const OPENING_CUES: ReadonlyArray<readonly [HookStyle, RegExp]> = [
  ['mistake', new RegExp(`^(?:stop|don'?t|never|quit|if you'?re still)\\b|^(?:the )?${COUNT} (?:\\S+ ){0,3}mistakes\\b`)],
  [
    'how-to',
    new RegExp(
      [
        `^(?:how to|here'?s how|here is how)\\b`,
        // A numbered list: "Four fees that…", "Three numbers to know", "Here are the two things…"
        `^(?:here are )?(?:the )?${COUNT} (?:[\\w'-]+ ){0,3}(?:ways|steps|tips|rules|swaps|moves|habits|things|reasons|signs|changes|checks|fixes|questions|phrases)\\b`,
        `^(?:here are )?(?:the )?${COUNT} (?:[\\w'-]+ ){0,3}[\\w'-]+s (?:that|to|for|you|i|every|which|people)\\b`,
        `^${INSTRUCTION}\\b`,
        `^(?:before|if|when) [^,.?!]+, ${INSTRUCTION}\\b`,
      ].join('|'),
    ),
  ],
  ['question', /^(?:how|what|why|which|when|where|who|is|are|do|does|did|can|could|should|would|will|has|have|am)\b[^.!]*$|^[^.!?]*\?/],
  [
    'story',
    new RegExp(
      [
        `^(?:i|i'm|i'?ve|i'd|my|pov|it took me|when i|the (?:day|week|month|year|night) i)\\b`,
        `^(?:we|our(?: [\\w'-]+){1,3})${STORY_PAST}`,
        // Someone else's anecdote: "A client ghosted me…", "The dealer asked…"
        `^(?:someone|somebody|he|she|(?:a|an|the|my|our) ${PERSON})(?: [\\w'-]+){0,3}${STORY_PAST}`,
      ].join('|'),
    ),
  ],
  [
    'contrarian',
    new RegExp(
      [
        `^(?:unpopular opinion|hot take|actually|everyone says|everybody says|nobody|no one|not|there'?s no|myth|forget|the truth about|you'?re not|you (?:don'?t|do not) (?:need|have))\\b`,
        // Correcting a belief in the first sentence: "X isn't…", "X might not be…", "…, not Y".
        `^[^.!?]*\\b(?:isn'?t|aren'?t|is not|are not|wasn'?t|weren'?t|doesn'?t|does not|won'?t|might not|may not|is optional|are optional)\\b`,
        `^[^.!?]*, not\\b`,
        `^your [^.!?]+ (?:is|are|might be|may be) fine\\b`,
      ].join('|'),
    ),
  ],
];

/** Cues anywhere in the hook, for hooks whose opening says nothing about their style. */
const ANYWHERE_CUES: ReadonlyArray<readonly [HookStyle, RegExp]> = [
  [
    'contrarian',
    /\bunpopular opinion\b|\beveryone says\b|\b(?:nobody|no one) (?:tells|shows|explains|talks about|mentions)\b|\b(?:over|under)rated\b|\bmyths?\b|\bwhat you think\b|\bno such thing\b/,
  ],
  ['story', new RegExp(`\\b(?:i|we|my [\\w'-]+(?: [\\w'-]+)?)${STORY_PAST}`)],
  [
    'mistake',
    /\bmistakes?\b|\bwrong\b|\bstop\b|\bdon'?t\b|\bnever\b|\bwasting\b|\bworse\b|\bundo(?:ing|es)?\b|(?<!here )\b(?:is|be|are) why\b|\bwhy (?:your|yours)\b|\btoo (?:high|low|much|many|often|long|tight|hot|soon)\b|\bproblem\b|\byou(?:'re| are) probably\b|\bfailing because\b|\bmight be \w+ing your\b/,
  ],
  [
    'how-to',
    /\bhow to\b|\bhere'?s how\b|\bhere is how\b|\bways to\b|\bsteps\b|\bhere(?:'s| is) (?:(?:the|my) (?:[\w-]+ )?(?:fix|plan|routine|method|right way|checklist|formula|system|list|math)|(?:exactly )?what to)\b|\b(?:do|try) this instead\b|\blike this\b/,
  ],
  ['question', /\?\s*$/],
];

/** Quoted speech ("'what are we?' isn't needy") is not the hook's own question or claim. */
const QUOTED = /(^|\s)(?:'(?:[^']|(?<=\w)'(?=\w))*'|"[^"]*")(?=$|[\s,.!?:;])/g;

export function classifyHookStyle(hook: string): HookStyle {
  const text = stripLeadingSymbols(foldText(hook).trim().replace(QUOTED, '$1something'));
  for (const [style, cue] of OPENING_CUES) if (cue.test(text)) return style;
  for (const [style, cue] of ANYWHERE_CUES) if (cue.test(text)) return style;
  return 'bold-statement';
}

// ---------------------------------------------------------------------------------------------
// Numbers

const SPELLED_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  thousand: 1000,
};

/**
 * Every numeral: "$1,200", "3.5", "10k", "45%", and each end of "3-5". Compared by value: "$50"
 * matches a comment's "50 bucks". k and m multiply only when no letter follows ("10k" yes, "5min"
 * no), so "10k" and "10,000" are the same number.
 */
const NUMERAL = /[$£€]?(\d+(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?([km])(?!\p{L}))?%?/giu;

/**
 * Times of day ("at 7am", "3:30", "10 PM") set a scene; they state no amount or result a viewer
 * could be misled by, so the number rule skips them.
 */
const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?|\b\d{1,2}:\d{2}\b/giu;

interface Numeral {
  text: string;
  value: number;
  bare: number;
}

function numeralsIn(text: string): Numeral[] {
  return [...text.matchAll(NUMERAL)].map((match) => {
    const bare = Number(match[1]!.replace(/,/g, ''));
    const scale = match[2]?.toLowerCase() === 'k' ? 1_000 : match[2]?.toLowerCase() === 'm' ? 1_000_000 : 1;
    return { text: match[0], value: bare * scale, bare };
  });
}

/** Numbers the evidence states, in digits or in words, so a hook may say "3" where a comment said "three". */
function evidenceNumbers(evidence: readonly string[]): Set<number> {
  const numbers = new Set<number>();
  for (const text of evidence) {
    for (const numeral of numeralsIn(text)) numbers.add(numeral.value).add(numeral.bare);
    for (const word of realWords(text)) if (SPELLED_NUMBERS[word] !== undefined) numbers.add(SPELLED_NUMBERS[word]);
  }
  return numbers;
}

// ---------------------------------------------------------------------------------------------
// Claims and promises

/** What a product or habit promises to do: the words that make "instantly" a claim. */
const OUTCOME =
  '(?:works?|fix(?:es|ed)?|clears?|heals?|removes?|results?|relief|transforms?|changes?|glow(?:s|ing)?|better|brighter|smoother|softer|clearer|younger|thinner|slimmer|tighter|gone|disappears?|difference)\\b';

/** Authority and certainty a hook may only repeat, never add. */
const CLAIMS: ReadonlyArray<readonly [string, RegExp]> = [
  ['guaranteed', /\bguarantee(?:d|s)?\b/],
  ['proven', /\bproven\b/],
  ['clinically', /\bclinically\b/],
  ['scientifically', /\bscientifically\b/],
  ['studies show', /\bstud(?:y|ies) (?:show|shows|prove|proves|found|say|says)\b/],
  ['research shows', /\bresearch (?:shows|proves|says|found)\b/],
  ['doctors', /\bdoctors?\b/],
  ['dermatologists', /\bdermatologists?\b/],
  ['experts agree', /\bexperts? (?:agree|say|recommend)\b/],
  ['miracle', /\bmiracle\b/],
  ['cure', /\bcur(?:e|es|ed)\b/],
  // Instant results, not "regretted it instantly".
  [
    'instantly',
    new RegExp(`\\binstant (?:${OUTCOME})|\\binstantly (?:[\\w-]+ )?(?:${OUTCOME})|\\b(?:${OUTCOME})\\b[^.!?]{0,25}\\binstant(?:ly)?\\b`),
  ],
  ['overnight', /\bovernight\b/],
  ['100%', /\b100 ?%|\b100 percent\b/],
  ['never fails', /\bnever fails?\b/],
  ['always works', /\balways works?\b/],
  // Exclusive claims about a fix, not "the only difference is…".
  [
    'the only',
    /\bthe only (?:[\w-]+ )?(?:way|thing|product|fix|cure|solution|method|tool|trick|answer|option|serum|cream|supplement|exercise|diet|routine)s?\b/,
  ],
  ['the best … ever', /\bthe best\b[^.!?]{0,40}\bever\b/],
];

interface Hedge {
  pattern: RegExp;
  /** What to write instead, given the words the hook used. */
  instead: (said: string) => string;
}

/** Outcome promises that can hurt when a viewer acts on them, by what is at stake. */
const PROMISES: Readonly<Record<'health' | 'money' | 'legal', readonly Hedge[]>> = {
  health: [
    { pattern: /\bwill (?:cure|fix|clear|heal|get rid of|erase|reverse)\b/, instead: (said) => `say 'can help', not '${said}'` },
    { pattern: /\bguarantees?\b/, instead: (said) => `say 'may help', not '${said}'` },
    { pattern: /\bpermanently\b/, instead: () => "say 'for longer' or 'for as long as you keep it up', not 'permanently'" },
    {
      pattern: /\blose \d+(?:\.\d+)? ?(?:pounds|lbs?|kg|kilos?|stone) in\b/,
      instead: (said) => `say 'lose weight at a steady pace', not '${said}'`,
    },
    { pattern: /\bdetox(?:es|ing)?\b/, instead: () => "say what it actually does (hydrates, fills you up), not 'detox'" },
  ],
  money: [
    { pattern: /\bget rich\b/, instead: () => "say 'build savings over time', not 'get rich'" },
    { pattern: /\bguaranteed (?:income|returns?|profit)\b/, instead: (said) => `say 'possible income', not '${said}'` },
    { pattern: /\brisk[- ]free\b/, instead: () => "say 'lower risk', not 'risk-free'" },
    { pattern: /\bdouble your money\b/, instead: () => "say 'grow your money', not 'double your money'" },
    { pattern: /\bpassive income forever\b/, instead: () => "say 'income that takes less upkeep', not 'passive income forever'" },
    { pattern: /\bwill make you (?:[$£€]|\d)/, instead: () => "say 'could earn', not 'will make you' an amount" },
    { pattern: /\bquit your job in\b/, instead: () => "say 'build it alongside your job', not 'quit your job in'" },
  ],
  legal: [
    { pattern: /\bit'?s illegal to\b/, instead: () => "say 'check the rules where you live', not 'it's illegal to'" },
    { pattern: /\byou can sue\b/, instead: () => "say 'talk to a lawyer about your options', not 'you can sue'" },
    { pattern: /\blegally required\b/, instead: () => "say 'check the rules where you live', not 'legally required'" },
    { pattern: /\bthis is legal advice\b/, instead: () => "say 'this is not legal advice', never 'this is legal advice'" },
  ],
};

const STAKES: Readonly<Record<'health' | 'money' | 'legal', string>> = {
  health: 'in a health niche',
  money: 'in a money niche',
  legal: 'as legal certainty',
};

// ---------------------------------------------------------------------------------------------
// The rules

/**
 * Two hooks this close say the same thing. Higher than the comment threshold: an idea's three hooks
 * share the insight's words by design ("sweater", "old", "new"), so only a rewording should fail.
 * The closest pair of the library's hand-written hooks scores 0.56; rewordings score 0.7 and up.
 */
export const HOOK_SIMILARITY_THRESHOLD = 0.65;

const apostropheless = (text: string) => text.replace(/'/g, '');
/** Each opener also without apostrophes, as phones often drop them ("lets talk about"); the exact spelling is named first. */
const BANNED = BANNED_OPENERS.map((opener) => ({ opener, folded: apostropheless(foldText(opener)) }));
const startsWithWords = (text: string, words: string) => text.startsWith(words) && !/[\p{L}\p{N}]/u.test(text.charAt(words.length));

function checkOne(
  hook: string,
  context: HookContext,
  evidenceText: string,
  numbers: ReadonlySet<number>,
): Array<Omit<HookFailure, 'index'>> {
  const failures: Array<Omit<HookFailure, 'index'>> = [];
  const folded = foldText(hook);

  const words = hook.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const range = `hooks need ${HOOK_WORDS.min} to ${HOOK_WORDS.max}.`;
  if (words < HOOK_WORDS.min) failures.push({ rule: 'length', message: `Too short: ${words} ${words === 1 ? 'word' : 'words'}; ${range}` });
  if (words > HOOK_WORDS.max) failures.push({ rule: 'length', message: `Too long: ${words} words; ${range}` });

  const opening = stripLeadingSymbols(folded);
  const banned =
    BANNED.find(({ opener }) => startsWithWords(opening, foldText(opener))) ??
    BANNED.find(({ folded: opener }) => startsWithWords(apostropheless(opening), opener));
  if (banned) failures.push({ rule: 'opener', message: `Starts with "${banned.opener}"; write a different opener.` });

  const invented = numeralsIn(hook.replace(CLOCK_TIME, ' ')).filter(
    (numeral) => !numbers.has(numeral.value) && numeral.value !== context.sectionCount,
  );
  for (const numeral of unique(invented.map((n) => n.text.trim()))) {
    const sections = context.sectionCount ? ` or the number of sections (${context.sectionCount})` : '';
    failures.push({
      rule: 'number',
      message: `Says "${numeral}", a number the comments and video title don't give; use only their numbers${sections}.`,
    });
  }

  for (const [claim, pattern] of CLAIMS) {
    if (pattern.test(folded) && !pattern.test(evidenceText)) {
      failures.push({
        rule: 'claim',
        message: `Claims "${claim}", which the comments and video title don't say; drop it or say only what they say.`,
      });
    }
  }

  const sensitive = SENSITIVE_NICHES[context.niche];
  for (const stakes of [...(sensitive ? [sensitive] : []), 'legal'] as const) {
    for (const promise of PROMISES[stakes]) {
      const match = folded.match(promise.pattern);
      if (match) failures.push({ rule: 'hedging', message: `Promises "${match[0]}" ${STAKES[stakes]}; ${promise.instead(match[0])}.` });
    }
  }
  return failures;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** Every failure of every hook, in hook order, each tagged with the rule it broke. */
export function hookFailures(hooks: readonly string[], context: HookContext): HookFailure[] {
  const evidenceText = foldText(context.evidence.join('\n'));
  const numbers = evidenceNumbers(context.evidence);
  const styles = hooks.map(classifyHookStyle);
  const failures: HookFailure[] = [];
  hooks.forEach((hook, index) => {
    for (const failure of checkOne(hook, context, evidenceText, numbers)) failures.push({ index, ...failure });
    const twin = hooks.slice(0, index).findIndex((earlier) => similarity(earlier, hook) >= HOOK_SIMILARITY_THRESHOLD);
    if (twin >= 0) failures.push({ index, rule: 'duplicate', message: `Too close to hook ${twin + 1}; give it a different angle.` });
    const sameStyle = styles.slice(0, index).indexOf(styles[index]!);
    if (sameStyle >= 0) {
      const free = HOOK_STYLES.filter((style) => !styles.slice(0, index).includes(style));
      const instead = free.length ? `write it as ${orList(free)}` : 'give it a different style';
      failures.push({ index, rule: 'style', message: `Same style (${styles[index]}) as hook ${sameStyle + 1}; ${instead}.` });
    }
  });
  return failures;
}

const orList = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

export function validateHooks(hooks: readonly string[], context: HookContext): HookValidation {
  const failures = hookFailures(hooks, context);
  const validationDetails = hooks.map((hook, index) => {
    const errors = failures.filter((failure) => failure.index === index).map((failure) => failure.message);
    return { hook, style: classifyHookStyle(hook), isValid: errors.length === 0, errors };
  });
  return {
    validHooks: validationDetails.filter((check) => check.isValid).map((check) => check.hook),
    invalidHooks: validationDetails.filter((check) => !check.isValid).map((check) => check.hook),
    validationDetails,
  };
}

const FEEDBACK_QUOTE_CHARS = 80;

/** One line per failure, quoting the hook, for the next generation attempt to fix. */
export function hookFeedback(validation: HookValidation): string[] {
  return validation.validationDetails.flatMap((check, index) => {
    const quoted = check.hook.length > FEEDBACK_QUOTE_CHARS ? `${check.hook.slice(0, FEEDBACK_QUOTE_CHARS - 1).trimEnd()}…` : check.hook;
    return check.errors.map((error) => `Hook ${index + 1} "${quoted}": ${error.charAt(0).toLowerCase()}${error.slice(1)}`);
  });
}
