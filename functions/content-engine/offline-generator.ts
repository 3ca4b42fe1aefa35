import {
  ideaDraft,
  MAX_LENGTH_SECONDS,
  MIN_LENGTH_SECONDS,
  VOICEOVER_WORDS_PER_SECOND,
  type DraftRequest,
  type HookStyle,
  type IdeaDraft,
  type VideoFormat,
} from './draft';
import { classifyHookStyle, hookFailures, type HookContext } from './hooks';
import type { Insight } from './insight';
import { MAX_TOPIC_WORDS, topicProblems, type TopicProblem } from './filmable';
import { phrasesFor, type NichePhrases, type PhraseSection } from './content-files';
import { foldText } from './text';

/**
 * The offline generator: an idea built from the insight with templates, for when no OpenAI key is
 * set. It reads what the viewers asked (the ask's shape and their own key words), picks a video
 * format for it and writes the same brief the model gets (prompt.ts): a title, three hooks in
 * three styles that pass hooks.ts, three to five filmable sections, and reasons grounded in the
 * evidence. Pure and deterministic: every choice comes from a PRNG seeded by the insight key,
 * variant and angle (and the hook feedback, so a retry picks different hooks).
 */
export const OFFLINE_GENERATOR = 'offline' as const;

export function generateOffline(request: DraftRequest): IdeaDraft {
  const { insight } = request;
  const ask = readAsk(insight);
  const phrases = phrasesFor(request.niche);
  const rng = seeded(`${insight.key}|${request.variant}|${request.angle}`);
  const order = FORMAT_ORDER[ask.shape](ask);
  const avoid = new Set(request.previousTitles.map(titleKey));

  // A takes the even slots of the shape's format order, B the odd ones; each angle moves two on.
  const start = (2 * request.angle + (request.variant === 'B' ? 1 : 0)) % order.length;
  const { format, title } = chooseFormatAndTitle(ask, order, start, avoid, phrases.careful);

  const facts = factsOf(request, insight);
  const sections = SECTION_BUILDERS[format]({ ask, phrases, facts, rng });
  const usedByA = request.variant === 'B' ? generateOffline({ ...request, variant: 'A', feedback: [] }).hooks.map((h) => h.text) : [];
  const hooks = writeHooks(ask, phrases, facts, format, sections.length, request, usedByA);
  const draft: IdeaDraft = {
    title,
    sub_niche: subNicheOf(ask),
    hooks,
    sections,
    why_it_works: reasons(ask, format, facts),
    ...filmingPlan(format, sections, title),
  };
  return ideaDraft.parse(draft);
}

const VIDEO_FORMAT_OF: Readonly<Record<Format, VideoFormat>> = {
  steps: 'tutorial',
  myth: 'myth-vs-fact',
  reply: 'green-screen-reply',
  mistakes: 'talking-head',
  compare: 'ranking',
  test: 'test-on-camera',
  troubleshoot: 'talking-head',
  debate: 'green-screen-reply',
};

/** The plan's fields, read from the sections already written: length from the voiceover at a speaking pace. */
function filmingPlan(format: Format, sections: IdeaDraft['sections'], title: string) {
  const spoken = sections.reduce((count, section) => count + words(section.voiceover).length, 0);
  const seconds = Math.ceil(spoken / VOICEOVER_WORDS_PER_SECOND / 5) * 5 + 5;
  const middle = sections[Math.floor(sections.length / 2)]!;
  return {
    format: VIDEO_FORMAT_OF[format],
    length_seconds: Math.min(MAX_LENGTH_SECONDS, Math.max(MIN_LENGTH_SECONDS, seconds)),
    first_frame: sections[0]!.visuals,
    on_screen_hook: title.length <= 60 ? title : `${title.slice(0, 57).replace(/\s+\S*$/, '')}…`,
    rehook: middle.title,
    cta: { kind: 'save' as const, text: 'Save this for the next time you need it.' },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeded choices

/** FNV-1a: a stable 32-bit hash of the input, the PRNG's seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Rng {
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32 */
function seeded(seedText: string): Rng {
  let state = hash(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the ask

export const ASK_SHAPES = ['how-to', 'works-for', 'versus', 'request', 'complaint', 'confusion', 'disagreement'] as const;
export type AskShape = (typeof ASK_SHAPES)[number];

export interface Topic {
  /** As a noun phrase, in the creator's voice: "layering retinol with vitamin C", "retinol for beginners". */
  noun: string;
  /** As something to do, when the viewer asked how to do it: "layer retinol with vitamin C". */
  verb?: string;
  /** How the viewer framed the action: "when" for "when should I start retinol". */
  wh?: 'how' | 'when' | 'where' | 'what';
}

/** What the viewers asked, read from the representative comment (and the group when it is vague). */
export interface Ask {
  shape: AskShape;
  topic: Topic;
  /** The viewer's question in the creator's voice, when it was one: "Can you use retinol while pregnant?" */
  question?: string;
  /** "X vs Y" asks. */
  options?: readonly [string, string];
  /** The options as nouns when they are things to do: "paying off your student loans", "investing". */
  optionVerbs?: readonly [string, string];
  /** What a "does X work for Y" or "I tried X and…" ask is about. */
  subject?: string;
  /** Who or what it is for: "curly hair". */
  context?: string;
  /** What happened, in the complaint's words told as a story: "it broke them out". */
  outcome?: string;
  /** The viewer's comment as it goes on screen: no handles, links or emoji. */
  quote: string;
  /** The topic's key words, lowercase, in order (the sub-niche slug is made from them). */
  keywords: string[];
  /** "try", "test", "review": the viewer asked to see it tried. */
  requestVerb?: string;
  /** "you can", "you should", "it's safe to": how a yes-or-no action ask was put. */
  modal?: string;
  /** The verb a complaint used ("bought", "tried"), for "Bought X and…". */
  triedVerb?: string;
  /** Where the topic came from: the viewer's own ask, or (when the ask named nothing) the words the group repeats. */
  topicFrom: 'ask' | 'group';
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** The comment as a person would read it aloud: no links, handles, hashtags or emoji; shorthand spelled out unless quoting. */
function tidy(text: string, { expand = true } = {}): string {
  let clean = text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/https?:\/\/\S+|\bwww\.\S+/gi, ' ')
    .replace(/(^|[\s(])[@#][\p{L}\p{N}_.]+/gu, '$1')
    .replace(EMOJI, ' ')
    .replace(/\s*(?:\.{2,}|…)\s*/g, '. ')
    .replace(/([?!])[?!.]+/g, '$1')
    .replace(/\s+([?!.,])/g, '$1');
  if (expand) for (const [pattern, replacement] of SHORTHAND) clean = clean.replace(pattern, replacement);
  clean = clean.replace(/\s+/g, ' ').trim();
  const letters = clean.match(/\p{L}/gu) ?? [];
  const upper = clean.match(/\p{Lu}/gu) ?? [];
  // A shouted comment reads as a normal one on screen.
  if (letters.length > 12 && upper.length / letters.length > 0.7) clean = clean.toLowerCase();
  return clean;
}

const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/\s?/gi, 'with '],
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\bppl\b/gi, 'people'],
  [/\b(?:bc|bcs|cuz|coz)\b/gi, 'because'],
  [/\bthru\b/gi, 'through'],
  [/\btho\b/gi, 'though'],
  [/\babt\b/gi, 'about'],
  [/\bsmth\b/gi, 'something'],
  [/\bidk\b/gi, "I don't know"],
  [/\bvit\.?\s?([a-e])\b/gi, 'vitamin $1'],
  [/\bpt\.?\s?2\b/gi, 'part 2'],
  [/\bvids?\b/gi, 'video'],
  [/\b(?:pls+|plz+|pleas+e+)\b/gi, 'please'],
  [/\bim\b/gi, "I'm"],
  [/\bive\b/gi, "I've"],
  [/\b(do|does|did|ca|is|are|was|were|wo|have|has|should|would|could)nt\b/gi, "$1n't"],
  [
    /\b(what|that|there|who|it)s\b(?=\s+(?:the|a|an|your|my|better|best|wrong|right|good|bad|so|not|too|really|actually|normal|okay|ok|safe|worth))/gi,
    "$1's",
  ],
  [/\bderms?\b/gi, 'dermatologist'],
  [/\b(if|whether|when|because|think|maybe|cause|since) its\b/gi, "$1 it's"],
];

/** Openers before the real ask: "ok so", "omg", "serious question". */
const FILLER_OPENER =
  /^(?:(?:ok(?:ay)?|so|but|and|also|wait|hey|hi|hello|um+|hm+|lol|lmao|omg|ngl|tbh|honestly|genuinely|seriously|girl|sis|bro|babe|guys|y'?all|please|sorry|question|quick question|serious question|real question|genuine question|random question|random|not gonna lie|real talk|be honest|help|yes|no|wow|same|this)(?:[\s,:.!-]+|$))+/i;
/** "Does anyone know how to…" is "how to…". */
const ASK_PREFIX =
  /^(?:does (?:anyone|anybody) know|(?:anyone|anybody) know|can (?:someone|somebody|anyone) (?:please )?(?:explain|tell me)|(?:someone|somebody) (?:please )?(?:explain|tell me)|i (?:need|want|wanna|would like|'d like) to know|i'?m curious|curious|i have a question|can i ask|do you think|you think|would you say|i wonder|i'?m wondering|wondering)\b[\s,:-]*/i;
const FILLER_CLOSER =
  /[\s,]*\b(?:please|asap|lol|lmao|haha+|fr|ngl|tbh|thanks|thank you|ty|tia|help|anyone|guys|y'?all|rn|right now|for real|tho|though|too|again|x+|xo+)[\s!?.]*$/i;

function stripFillers(sentence: string): string {
  let text = sentence.trim();
  for (let i = 0; i < 3; i++) {
    const before = text;
    text = text.replace(FILLER_OPENER, '').replace(ASK_PREFIX, '').replace(FILLER_CLOSER, '').trim();
    if (text === before) break;
  }
  return text;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Function words, fillers and the generic verbs every question uses: not what a comment is about. */
const STOP = new Set(
  (
    'a an the and or but if so of to in on at by for from with without into onto about as than then too very ' +
    'i me my mine myself you your yours yourself we us our they them their he him his she her it its this that these those ' +
    "i'm i've you're you've it's that's what's don't doesn't didn't can't won't isn't aren't " +
    'is am are was were be been being do does did doing done have has had having can could should would will shall may might must ' +
    'what which who whom whose when where why how there here any anyone anybody some someone all every each ' +
    'not no just really actually literally even still also like lol omg ok okay oh wait please yes yeah ' +
    'get getting got make making made put try tried trying need want know think thing things stuff way ' +
    'one ones much many more most other another same video videos part guys people anything something everything ' +
    'work works working help helps best better good bad right wrong normal safe possible'
  ).split(' '),
);
/** Words a topic should not end on ("how to layer retinol with" → "how to layer retinol"). */
const TRAILING = new Set(
  'a an the and or but of to in on at by for from with into about as than so if my your our their his her its is are was were be do does can could should would will like that which who when where how also too then very really just'.split(
    ' ',
  ),
);
const MAX_PHRASE_WORDS = 12;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const bare = (word: string) => foldText(word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');

/** The viewer's words, trimmed to the ask: no trailing clause ("because…", ", I've tried…"), no fillers, at most twelve words. */
function trimPhrase(raw: string, maxWords = MAX_PHRASE_WORDS): string {
  const text = raw
    .replace(/\s*(?:(?<!\d),|,(?!\d{3})|[;(]|(?<!\d):|\s[-–—]\s).*$/, '')
    .replace(
      /\s+(?:because|since|cause|but|though|although|especially|like i|so i|and i|and it|i'm|i am|i've tried|ive tried|lol|haha|lmao|thanks|thank you|please|asap|right now|anymore|at all|or something|or what|or not|or is it|or is that|or just|or nah|for real)\b.*$/i,
      '',
    )
    .replace(/\b(?:literally|actually|basically|honestly|lowkey|genuinely|kinda|sorta|really|just|pretty much)\s+/gi, '')
    .replace(/^(?:even|ever|still|also)\s+/i, '')
    .replace(/[?!.,"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let list = words(text);
  // A phrase cut short should not end on "with" or "the"; one that ends there naturally ("a carry on") keeps it.
  if (list.length > maxWords) {
    list = list.slice(0, maxWords);
    while (list.length > 1 && TRAILING.has(bare(list.at(-1)!))) list.pop();
  }
  return list.join(' ');
}

const YOU_WORDS: Readonly<Record<string, string>> = {
  'i am': 'you are',
  'am i': 'are you',
  'i was': 'you were',
  'was i': 'were you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  our: 'your',
  ours: 'yours',
  us: 'you',
  ourselves: 'yourselves',
};
const YOU_PATTERN = /\b(?:i am|am i|i was|was i|i'm|i've|i'd|i'll|i|me|my|mine|myself|we|our|ours|us|ourselves)\b/gi;

/** The viewer's "my skin" becomes the creator's "your skin". */
function toYou(text: string): string {
  return text.replace(YOU_PATTERN, (match) => YOU_WORDS[match.toLowerCase()] ?? match);
}

const THEM_WORDS: Readonly<Record<string, string>> = {
  'i am': 'they are',
  "i'm": "they're",
  "i've": "they've",
  i: 'they',
  me: 'them',
  my: 'their',
  myself: 'themselves',
};

/** The viewer's "my knees hurt" told as a story: "their knees hurt". */
function toThem(text: string): string {
  return text.replace(/\b(?:i am|i'm|i've|i|me|my|myself)\b/gi, (match) => THEM_WORDS[match.toLowerCase()] ?? match);
}

/**
 * A request's "your routine" is the creator's: "can you show how you style curly hair" → "how I
 * style curly hair". The viewer's own "my" still becomes "your".
 */
function toCreator(text: string): string {
  return text.replace(/\b(you|your|yours|yourself|i|me|my|mine|myself)\b/gi, (match, _word, offset: number, whole: string) => {
    const word = match.toLowerCase();
    if (word === 'your') return 'my';
    if (word === 'yours') return 'mine';
    if (word === 'yourself') return 'myself';
    if (word === 'you') {
      const before = whole.slice(0, offset).trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
      return before === '' || /^(?:how|what|when|why|where|which|that|and|if)$/.test(before) ? 'I' : 'me';
    }
    return YOU_WORDS[word] ?? match;
  });
}

/** Names and acronyms a comment types in lowercase. */
const PROPER: Readonly<Record<string, string>> = {
  spf: 'SPF',
  aha: 'AHA',
  bha: 'BHA',
  pha: 'PHA',
  diy: 'DIY',
  ira: 'IRA',
  roth: 'Roth',
  etf: 'ETF',
  etfs: 'ETFs',
  hsa: 'HSA',
  isa: 'ISA',
  llc: 'LLC',
  ugc: 'UGC',
  seo: 'SEO',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
  etsy: 'Etsy',
  ikea: 'IKEA',
  amazon: 'Amazon',
  airbnb: 'Airbnb',
  pcos: 'PCOS',
  adhd: 'ADHD',
  hiit: 'HIIT',
  cerave: 'CeraVe',
  esim: 'eSIM',
  i: 'I',
  uk: 'UK',
  us: 'US',
  usa: 'USA',
  eu: 'EU',
  vinted: 'Vinted',
  depop: 'Depop',
  ebay: 'eBay',
  poshmark: 'Poshmark',
  shopify: 'Shopify',
  canva: 'Canva',
  sephora: 'Sephora',
  costco: 'Costco',
  zara: 'Zara',
  shein: 'Shein',
  pinterest: 'Pinterest',
  fiverr: 'Fiverr',
  upwork: 'Upwork',
  chatgpt: 'ChatGPT',
  dyson: 'Dyson',
  fha: 'FHA',
  hoa: 'HOA',
  hysa: 'HYSA',
  apr: 'APR',
  cpa: 'CPA',
  irs: 'IRS',
  pmi: 'PMI',
  kp: 'KP',
  bmi: 'BMI',
  ibs: 'IBS',
  ocd: 'OCD',
  tmj: 'TMJ',
  ptsd: 'PTSD',
  ivf: 'IVF',
  nyc: 'NYC',
  la: 'LA',
  tsa: 'TSA',
  gpa: 'GPA',
  diyer: 'DIYer',
  botox: 'Botox',
  ozempic: 'Ozempic',
  ramadan: 'Ramadan',
  christmas: 'Christmas',
  thanksgiving: 'Thanksgiving',
  halloween: 'Halloween',
  europe: 'Europe',
  japan: 'Japan',
  paris: 'Paris',
  italy: 'Italy',
  bali: 'Bali',
  mexico: 'Mexico',
  london: 'London',
};

/** Places of more than one word, which word-by-word casing would miss. */
const PLACES =
  /\b(?:mexico city|new york(?: city)?|los angeles|san francisco|las vegas|new zealand|costa rica|puerto rico|south africa|hong kong|buenos aires|rio de janeiro|cape town)\b/gi;

function properCase(text: string, acronyms: ReadonlyMap<string, string> = new Map()): string {
  return text
    .replace(PLACES, (place) => place.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()))
    .replace(/\b[\p{L}\p{N}']+\b/gu, (word) => PROPER[word.toLowerCase()] ?? acronyms.get(word.toLowerCase()) ?? word)
    .replace(/\bw-?([249])\b/gi, (_m, digit: string) => `W-${digit}`)
    .replace(/\bled (masks?|lights?|therapy)\b/gi, (_m, thing: string) => `LED ${thing}`)
    .replace(/\bvitamin ([a-e])\b/gi, (_m, letter: string) => `vitamin ${letter.toUpperCase()}`);
}

/**
 * Acronyms and brand casing as someone in the group typed them ("FHA", "CeraVe", "L5"): a topic
 * another viewer wrote in lowercase keeps them. A shouted comment teaches nothing.
 */
function acronymsOf(texts: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const text of texts) {
    const letters = text.match(/\p{L}/gu) ?? [];
    const upper = text.match(/\p{Lu}/gu) ?? [];
    if (letters.length > 12 && upper.length / letters.length > 0.5) continue;
    for (const [word] of text.matchAll(/\b(?:[A-Z]{2,6}s?|[A-Z][a-z]+[A-Z][A-Za-z]*)\b/g)) {
      if (
        /^(?:I|OK|OMG|LOL|LMAO|PLS|PLZ|TBH|NGL|IMO|IDK|SO|AND|THE|NOT|IS|IT|MY|DO|NO|YES|ALL|ONE|SOS|OMFG|WTF|HELP|PLEASE|NEED)$/.test(word)
      )
        continue;
      if (!found.has(word.toLowerCase())) found.set(word.toLowerCase(), word);
    }
  }
  return found;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Folded words without punctuation; "11:11" and "12-3-30" stay whole. */
const tokensOf = (text: string) =>
  words(
    foldText(text)
      .replace(/[^\p{L}\p{N}'\s:-]/gu, ' ')
      .replace(/(?<!\d):|:(?!\d)/g, ' '),
  ).map(bare);

/** The topic's content words, lowercase. "vitamin c" keeps its letter. */
function keywordsOf(text: string): string[] {
  const list = tokensOf(text);
  const kept: string[] = [];
  list.forEach((word, index) => {
    if (!word || STOP.has(word)) return;
    if (word.length < 2 && !/\d/.test(word) && list[index - 1] !== 'vitamin') return;
    if (!kept.includes(word)) kept.push(word);
  });
  return kept;
}

/**
 * The phrase the group keeps repeating: one to three words, scored by how many of the group's
 * comments contain it (longer phrases a little higher). For asks whose own words are vague ("this").
 */
function groupPhrase(insight: Insight, within?: string): string | undefined {
  const texts = [insight.representative, ...insight.supporting].map((c) => foldText(tidy(c.text)));
  const titles = insight.videos.map((v) => foldText(tidy(v.title)));
  // Phrases may come from any comment in the group, as long as every word is one this comment used.
  const own = new Set(tokensOf(tidy(within ?? insight.representative.text)));
  const grams: string[][] = [];
  for (const text of texts) {
    const list = tokensOf(text);
    for (let n = 3; n >= 1; n--) for (let i = 0; i + n <= list.length; i++) grams.push(list.slice(i, i + n));
  }
  let best: { phrase: string; score: number } | undefined;
  const tried = new Set<string>();
  for (const gram of grams) {
    const phrase = gram.join(' ');
    if (tried.has(phrase)) continue;
    tried.add(phrase);
    if (!gram.every((w) => w && own.has(w)) || STOP.has(gram[0]!) || STOP.has(gram.at(-1)!) || gram.some((w) => YOU_WORDS[w])) continue;
    const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}\\p{N}])`, 'u');
    const count = texts.filter((t) => pattern.test(t)).length + 0.5 * titles.filter((t) => pattern.test(t)).length;
    const inner = gram.slice(1, -1).some((w) => STOP.has(w)) ? 0.7 : 1;
    const score = count * (gram.length === 1 ? 1 : gram.length === 2 ? 1.7 : 2.2) * inner;
    if (!best || score > best.score) best = { phrase, score };
  }
  return best?.phrase;
}

const VAGUE =
  /^(?:it|this|that|these|those|this one|that one|this stuff|this thing|this method|this routine|this trend|this hack|the same|one|them)$/i;
/** Words that say nothing about a topic on their own: praise, filler and the verbs any ask uses. */
const WEAK = new Set(
  'first same love obsessed amazing everything slay wow yes lol omg start begin fix handle deal understand learn figure mean happen happening go going do lost confused help sure exactly'.split(
    ' ',
  ),
);
const isVague = (phrase: string | undefined) => !phrase || VAGUE.test(phrase.trim()) || keywordsOf(phrase).every((word) => WEAK.has(word));

/**
 * How a creator would name the action: "stop getting razor bumps" is "prevent razor bumps", "know
 * if it's fungal acne" is "tell if it's fungal acne".
 */
function rewriteAction(verbPhrase: string): string {
  return verbPhrase
    .replace(/^stop (?:getting|having)\s+/i, 'prevent ')
    .replace(/^(?:know|find out|figure out|see) (if|whether|when)\b/i, 'tell $1')
    .replace(/^even\s+/i, '');
}

/** A topic longer than a title carries loses its trailing qualifiers ("… when you travel for two weeks"). */
function fitTopic(phrase: string): string {
  const undated = phrase
    .replace(/\s+(?:video|vid|tutorial|series)s?$/i, '')
    .replace(/\s+(?:next|this|last|every|all)\s+(?:week|month|year|summer|winter|day|morning|night|time|single time)$/i, '');
  return words(undated).length > MAX_TOPIC_WORDS ? shortPhrase(undated, MAX_TOPIC_WORDS - 1) : undated;
}

/** "make this less spicy" names what "this" was under the video: "make a recipe less spicy". */
const nameTheThing = (verbPhrase: string, niche: string) =>
  verbPhrase.replace(
    /^(\S+)\s+(?:this|it|that)\b(?!\s+(?:is|was|'s)\b)/i,
    (_m, verb: string) => `${verb} ${withArticle(phrasesFor(niche).noun)}`,
  );

/** "routine" → "routines", "side hustle" → "side hustles", "wash day" → "wash days". */
const pluralOf = (noun: string) => (/(?:s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`);

/** "layer retinol" → "layering retinol". */
function gerund(verbPhrase: string): string {
  const [first = '', ...rest] = words(verbPhrase);
  const lower = first.toLowerCase();
  if (lower === 'not' || lower === "don't") return `not ${gerund(rest.join(' '))}`.trim();
  let ing: string;
  if (lower === 'be') ing = 'being';
  else if (/ie$/.test(lower)) ing = `${first.slice(0, -2)}ying`;
  else if (/[^aeiouy]e$/.test(lower) && lower.length > 2) ing = `${first.slice(0, -1)}ing`;
  else if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower) && lower !== 'quit') ing = `${first}${first.at(-1)}ing`;
  else if (lower === 'quit') ing = 'quitting';
  else ing = `${first}ing`;
  return [ing, ...rest].join(' ');
}

const stripArticle = (text: string) => text.replace(/^(?:the|a|an|some)\s+/i, '');
const withArticle = (text: string) =>
  /^(?:the|a|an|your|my|some)\b/i.test(text) || /s$/i.test(text) ? text : `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;

interface Match {
  shape: AskShape;
  /** The topic words as the viewer wrote them. */
  raw?: string;
  kind?: 'action' | 'thing';
  wh?: Topic['wh'];
  options?: [string, string];
  subject?: string;
  context?: string;
  outcome?: string;
  /** The sentence is the viewer's question (kept, in the creator's voice). */
  question?: boolean;
  requestVerb?: string;
  /** Request topics speak of the creator as "you". */
  creatorVoice?: boolean;
  optionsAreActions?: boolean;
  /** "you can", "you should", "it's safe to": how a yes-or-no action ask was put. */
  modal?: string;
  /** The verb a complaint used: "bought", "tried". */
  triedVerb?: string;
  /** "can you do one for seniors": the raw words are who it is for, not what it is. */
  audience?: boolean;
}

type Matcher = (s: string) => Match | null;

const DEMONSTRATIVE = /^(?:this|that|it|these|those|this one|that one)$/i;
const subjectOf = (text: string | undefined) => {
  const trimmed = text ? trimPhrase(text) : '';
  return !trimmed || DEMONSTRATIVE.test(trimmed) ? undefined : trimmed;
};

const REQUEST_NOUN = '(?:video|tutorial|part 2|part two|follow[- ]?up|breakdown|episode|series|one|vlog|review)';
const MATCHERS: ReadonlyArray<Matcher> = [
  // Requests: "can you do a video on…", "please show us how you…", "part 2 on…"
  (s) => {
    // "can you do one for seniors", "do you have one for tight hip flexors": who it is for, in the niche's own format.
    let m = s.match(
      /^(?:(?:can|could|would|will) you (?:please |also )?(?:do|make|film|post)|(?:please )?(?:do|make)|do you have|any|need|we need|i need|i'?d love|would love)(?: us| me)? (?:a |an |another )?(?:one|version|video|series)s? for\s+(.+)$/i,
    );
    if (m) return { ...requestFrom(m[1]!), audience: true };
    m =
      s.match(
        new RegExp(
          `^(?:(?:can|could|would|will) you (?:please |also )?(?:do|make|film|post)|(?:please )?(?:do|make|film)|we need|i need|i'?d love|i would love|need|you should do|you should make)(?: us)? (?:a |an |another )?${REQUEST_NOUN}s? (?:on|about|for|of|explaining|showing|covering|going over|where you|with)\\s+(.+)$`,
          'i',
        ),
      ) ??
      s.match(new RegExp(`^${REQUEST_NOUN} (?:on|about|for|of)\\s+(.+)$`, 'i')) ??
      s.match(/^(?:next video|next one)\s*[:,-]?\s*(.+)$/i);
    if (m) return requestFrom(m[1]!);
    m =
      s.match(
        /^(?:(?:can|could|would|will) you (?:please |also )?(?:do|make|film|post|build|write)|(?:please )?(?:do|make|film))(?: us| me)? (?:a |an |another |one |some |the )(.+)$/i,
      ) ??
      s.match(/^(?:more|need more|we need more|i need more|i'?d love more)\s+(.+)$/i) ??
      s.match(/^(?!.*\b(?:this|that|your|the)\s+(?:video|tutorial|series)$)(.+?)\s+(?:video|tutorial|series)$/i);
    if (m && !/^(?:how|what|when|where|why)\b/i.test(m[1]!)) return requestFrom(m[1]!);
    // "can you do swim team hair", "can you come do my house": asked of the creator, not "can one…".
    m = s.match(/^(?:can|could|would|will) you (?:please |also )?(?:come )?(?:do|make|fix|film)\s+(?!how\b)(.+)$/i);
    if (m) return requestFrom(m[1]!);
    m = s.match(/^(?:can|could|would|will) you (?:please |also )?(?:react to|rank|review|try out)\s+(.+)$/i);
    if (m) return { ...requestFrom(m[1]!), requestVerb: 'review' };
    const verb =
      s.match(
        /^(?:can|could|would|will) you (?:please |also |pretty please )?(show|explain|talk about|cover|review|try|test|rate|go over|break down|share|teach|demonstrate)(?: us| me)?\s+(.+)$/i,
      ) ?? s.match(/^(?:please )?(show|explain|talk about|cover|review|try|test|rate|go over|break down|share|teach)(?: us| me)?\s+(.+)$/i);
    if (verb) return { ...requestFrom(verb[2]!), requestVerb: verb[1]!.toLowerCase() };
    return null;
  },
  // Versus
  (s) => {
    let m = s.match(/^(?:is it better to |should i |should you |do you |do i )?(?:do )?(.+?)\s+before\s+or\s+after\s+(.+)$/i);
    if (m)
      return {
        shape: 'versus',
        options: [`${trimPhrase(m[1]!)} before ${trimPhrase(m[2]!)}`, `${trimPhrase(m[1]!)} after ${trimPhrase(m[2]!)}`],
        kind: 'thing',
        question: true,
      };
    m = s.match(
      /\b(?:difference between|choose between|decide between|deciding between|choosing between)\s+(.+?)\s+(?:and|&|or|vs\.?|versus)\s+(.+)$/i,
    );
    if (m) return versus(m[1]!, m[2]!);
    m = s.match(
      /^(?:which is better|which one is better|what'?s better|what is better|which is best|better)\s*[:,]?\s+(.+?)\s+or\s+(.+)$/i,
    );
    if (m) return versus(m[1]!, m[2]!);
    m = s.match(
      /^(?:is|are)\s+(.+?)\s+or\s+(.+?)\s+(?:better|best|healthier|safer|cheaper|easier|worth it|more effective)(?:\s+(?:for|if|when|with)\s+(.+))?$/i,
    );
    if (m) return versus(m[1]!, m[2]!, m[3]);
    m = s.match(/^(?:is|are)\s+(.+?)\s+(?:better|worse|healthier|cheaper|safer|easier)\s+than\s+(.+)$/i);
    if (m) return versus(m[1]!, m[2]!);
    m = s.match(
      /^(?:should|do|would|can) (?:i|you|we) (use |get |buy |go with |choose |pick |try |start with |invest in )?\s*(.+?)\s+or\s+(.+)$/i,
    );
    // "should I pay off my loans or invest": two things to do; "should I use retinol or bakuchiol": two things.
    if (m && !/^(?:not|just)\b/i.test(m[3]!)) return { ...versus(m[2]!, m[3]!), optionsAreActions: !m[1] };
    m = s.match(/^(.+?)\s+(?:vs\.?|versus)\s+(.+)$/i);
    if (m) return versus(m[1]!, m[2]!);
    m = s.match(/^([^?]{2,40}?)\s+or\s+([^?]{2,40}?)\s*\?$/i);
    if (
      m &&
      words(m[1]!).length <= 4 &&
      words(m[2]!).length <= 6 &&
      !/^(?:is|are|do|does|can|should|would|will|i|you|it|this|that|so|but)\b/i.test(m[1]!)
    ) {
      return versus(m[1]!, m[2]!);
    }
    return null;
  },
  // Does X work for Y / is X safe for Y / can I X
  (s) => {
    let m = s.match(/^is it (safe|okay|ok|worth it|smart|possible|bad|a good idea|too late|too early) to\s+(.+)$/i);
    if (m) return { shape: 'works-for', raw: m[2]!, kind: 'action', question: true, modal: `it's ${m[1]!.toLowerCase()} to` };
    m = s.match(
      /^(?:does|do|will|would|can|could|did)\s+(.+?)\s+(?:also |still |even |actually |really )?(?:work|help)\s+(?:for|on|with|if you have|if i have|when you have)\s+(.+)$/i,
    );
    if (m) return worksFor(m[1], m[2]!);
    m = s.match(/^(?:does|do|will|can|did)\s+(.+?)\s+(?:actually |really |even |still )?(?:work|help)$/i);
    if (m && !isVague(m[1])) return worksFor(m[1], undefined);
    m = s.match(
      /^(?:is|are)\s+(.+?)\s+(?:safe|good|ok|okay|fine|bad|worth it|suitable|effective|necessary|enough|healthy|too much|too harsh)\s+(?:for|on|with|during|while|if|when|to use|to do)\s+(.+)$/i,
    );
    if (m) return worksFor(m[1], m[2]!);
    m = s.match(
      /^(?:does|do|will|would|can)\s+(?:this|it|that)\s+(?:also |still |even )?work\s+(?:if|when)\s+(?:you|i|we)\s+(?:have|has|got|'ve got)\s+(.+)$/i,
    );
    if (m) return worksFor(undefined, m[1]!);
    m = s.match(/^(?:what|how)\s+about\s+(?:for\s+)?(?:people with\s+|those with\s+|anyone with\s+)?(.+)$/i);
    if (m) return worksFor(undefined, m[1]!);
    m = s.match(/^(?:if|whether)\s+(.+?)\s+(?:works?|helps?|is good|is safe|is okay)\s+(?:for|on|with)\s+(.+)$/i);
    if (m) return worksFor(m[1], m[2]!);
    m = s.match(/^(can|should|could) (?:i|you|we)\s+(?:still |also |even )?(.+)$/i);
    if (m)
      return {
        shape: 'works-for',
        raw: m[2]!,
        kind: 'action',
        question: true,
        modal: `you ${m[1]!.toLowerCase() === 'should' ? 'should' : 'can'}`,
      };
    return null;
  },
  // Complaints
  (s) => {
    let m = s.match(/\btried everything (?:for|to|with|on)\s+(.+)$/i);
    if (m) return { shape: 'complaint', raw: m[1]!, kind: 'thing', context: m[1]! };
    m = s.match(
      /^(?:i|we)\s+(tried|did|used|bought|followed|started|made|got|ordered|have been (?:doing|using|trying|taking)|'?ve been (?:doing|using|trying|taking)|been (?:doing|using|trying|taking))\s+(.+?)\s+(?:and|but)\s+(.+)$/i,
    );
    if (m) {
      const verb = m[1]!.toLowerCase();
      const triedVerb = /^(?:bought|ordered|got)$/.test(verb) ? verb : /^(?:made|followed|did)$/.test(verb) ? verb : 'tried';
      return { shape: 'complaint', subject: m[2]!, outcome: m[3]!, raw: m[2]!, kind: 'thing', triedVerb };
    }
    m = s.match(/^(.+?)\s+(?:did\s*n'?t|did not|does\s*n'?t|does not|do\s*n'?t|never)\s+(?:work|help|do anything|do a thing)\b/i);
    if (m) return { shape: 'complaint', subject: m[1]!, raw: m[1]!, kind: 'thing', outcome: "didn't work" };
    m = s.match(
      /^(.+?)\s+(broke (?:me|my \w+) out|made (?:it|me|my \w+) (?:worse|break out|itchy|dry|greasy|oily|red)|ruined my \w+|was a waste of (?:money|time)|is a waste of (?:money|time))/i,
    );
    if (m) return { shape: 'complaint', subject: m[1]!, raw: m[1]!, kind: 'thing', outcome: m[2]! };
    return null;
  },
  // Disagreement
  (s) => {
    let m = s.match(
      /^(?:this|that|it)(?: is|'s| was)\s+(?:so |just |actually |completely |totally |honestly )?(?:not true|wrong|false|bad advice|terrible advice|horrible advice|misinformation|a myth|not how it works|outdated|not it|dangerous)\b[\s,.:!-]*(.*)$/i,
    );
    if (m) return { shape: 'disagreement', raw: m[1] || undefined, kind: 'thing' };
    m = s.match(
      /^(?:i )?(?:respectfully )?(?:disagree|don'?t agree|do not agree)\b(?:\s+with\s+(?:this|you|that|the video))?[\s,.:!-]*(.*)$/i,
    );
    if (m) return { shape: 'disagreement', raw: m[1] || undefined, kind: 'thing' };
    m = s.match(
      /^(.+?)\s+(?:is|are)\s+(?:a |such a |so |totally |honestly )?(?:myth|scam|lie|overrated|not necessary|unnecessary|pointless|useless|not worth it|a waste of (?:money|time))\b/i,
    );
    if (m) return { shape: 'disagreement', raw: m[1]!, kind: 'thing' };
    m = s.match(/^(?:stop|quit)\s+(?:telling (?:people|everyone|us) to|saying|recommending|pushing)\s+(.+)$/i);
    if (m) return { shape: 'disagreement', raw: m[1]!, kind: 'thing' };
    m = s.match(
      /^my\s+(?:dermatologist|doctor|dr|gp|physio|dentist|pharmacist|nutritionist|dietitian|trainer|pt|accountant|stylist|hairdresser|pediatrician|paediatrician|therapist)\s+(?:said|says|told me)\s+(?:that\s+|to\s+)?(.+)$/i,
    );
    if (m) return { shape: 'disagreement', raw: m[1]!, kind: 'thing' };
    m = s.match(/^(?:actually|nope|no)[\s,]+(.+)$/i);
    if (m) return { shape: 'disagreement', raw: m[1]!, kind: 'thing' };
    return null;
  },
  // Confusion
  (s) => {
    let m = s.match(/^(?:i\s+)?(?:still\s+)?(?:don'?t|do not|do\s*n't)\s+(?:understand|get|know)\s+(.+)$/i);
    if (m) return fromInner('confusion', m[1]!);
    m = s.match(/^(?:i'?m|i am)\s+(?:so |really |still |kinda |very )?(?:confused|lost)\s*(?:about|by|on|with)?\s*(.*)$/i);
    if (m) return m[1] ? fromInner('confusion', m[1]) : { shape: 'confusion' };
    m = s.match(/^what\s+(?:does|do)\s+(.+?)\s+(?:even |actually )?(?:mean|do)\b/i);
    if (m) return { shape: 'confusion', raw: m[1]!, kind: 'thing', question: true };
    m = s.match(/^how\s+(?:does|do|is)\s+(.+?)\s+(?:even |actually )?(?:work|supposed to work)\b/i);
    if (m) return { shape: 'confusion', raw: m[1]!, kind: 'thing', question: true };
    m = s.match(/^why\s+(?:does|do|is|are|did|would|can'?t|does\s*n'?t|do\s*n'?t|is\s*n'?t|won'?t)\s+(.+)$/i);
    if (m) return { shape: 'confusion', question: true };
    // "is it normal for my toddler to not talk yet" is about "your toddler not talking yet".
    m = s.match(/^is it (?:normal|okay|ok|bad|weird|common)\s+(?:for\s+(.+?)\s+)?to\s+(.+)$/i);
    if (m) return { shape: 'confusion', raw: m[1] ? `${m[1]} ${gerund(m[2]!)}` : gerund(m[2]!), kind: 'thing', question: true };
    m = s.match(/^is it (?:normal|okay|ok|bad|weird|common)\s+(?:that|if|when)\s+(.+)$/i);
    if (m) return { shape: 'confusion', question: true };
    m = s.match(/^(?:i thought|wait so|so which is it|which one is it)\b\s*(.*)$/i);
    if (m) return { shape: 'confusion', raw: m[1] || undefined, kind: 'thing' };
    m = s.match(/^what\s+(?:is|are|'s)\s+(?:a |an |the )?(.+)$/i);
    if (m && !/\bbest\b/i.test(m[1]!)) return { shape: 'confusion', raw: m[1]!, kind: 'thing', question: true };
    return null;
  },
  // How-to
  (s) => {
    let m = s.match(/^how\s+(?:do|can|should|would|could|did)\s+(?:i|you|we|one|people)\s+(.+)$/i) ?? s.match(/^how\s+to\s+(.+)$/i);
    if (m) return { shape: 'how-to', raw: m[1]!, kind: 'action', wh: 'how', question: /^how\s+(?:do|can|should|would|could|did)/i.test(s) };
    m = s.match(
      /^how much (?:money )?(?:can|do|could|would|should) (?:i|you|we|people) (?:actually |really |realistically )?(make|earn|save|spend)\s+(.+)$/i,
    );
    if (m)
      return {
        shape: 'how-to',
        raw: `${m[1]!.toLowerCase()} money ${m[2]!.replace(/^(?:money|from)\s+/i, '')}`,
        kind: 'action',
        wh: 'how',
        question: true,
      };
    m = s.match(/^(when|where|what)\s+(?:do|should|can|would|could)\s+(?:i|you|we)\s+(.+)$/i);
    if (m) return { shape: 'how-to', raw: m[2]!, kind: 'action', wh: m[1]!.toLowerCase() as Topic['wh'], question: true };
    m = s.match(/^which\s+(.+?)\s+(?:should|do|can|would)\s+(?:i|you|we)\s+(?:use|get|buy|pick|choose|try|wear|go with)\s*(.*)$/i);
    if (m)
      return {
        shape: 'how-to',
        raw: `choose ${withArticle(stripArticle(m[1]!))} ${m[2] ?? ''}`.trim(),
        kind: 'action',
        wh: 'how',
        question: true,
      };
    m = s.match(
      /^(?:what'?s|what is|what are)\s+the\s+(?:best|easiest|right|proper|fastest|quickest|cheapest|safest|correct|healthiest|simplest)\s+(?:way|ways)\s+to\s+(.+)$/i,
    );
    if (m) return { shape: 'how-to', raw: m[1]!, kind: 'action', wh: 'how', question: true };
    m = s.match(
      /^(?:what'?s|what is|what are|which is)\s+(?:the\s+)?(?:best|good|a good|some good)\s+(.+?)(?:\s+(for|to|if|when|with|under|in)\s+(.+))?$/i,
    );
    if (m)
      return {
        shape: 'how-to',
        raw: `choose ${withArticle(stripArticle(m[1]!))}${m[2] ? ` ${m[2]} ${m[3]}` : ''}`,
        kind: 'action',
        wh: 'how',
        question: true,
      };
    m = s.match(/^(?:is there (?:a|any) way to|is it possible to)\s+(.+)$/i);
    if (m) return { shape: 'how-to', raw: m[1]!, kind: 'action', wh: 'how', question: true };
    m = s.match(/^(?:any\s+)?(?:tips|advice|ideas|hacks|recommendations|suggestions|recs)\s+(?:for|on|to|about|with)\s+(.+)$/i);
    if (m) return { shape: 'how-to', raw: m[1]!, kind: 'thing' };
    m = s.match(/^(?:i\s+)?(?:need|want|would love)\s+(?:help|tips|advice)\s+(?:with|on|for)\s+(.+)$/i);
    if (m) return { shape: 'how-to', raw: m[1]!, kind: 'thing' };
    m = s.match(/^(?:i\s+)?(?:can'?t seem to|can'?t|cannot|struggle to|keep failing to|never know how to)\s+(.+)$/i);
    if (m) return { shape: 'how-to', raw: m[1]!, kind: 'action', wh: 'how' };
    return null;
  },
];

function requestFrom(inner: string): Match {
  const nested = fromInner(
    'request',
    inner
      .replace(/^(?:us|me)\s+/i, '')
      .replace(/\s+(?:video|vid|tutorial|series)s?(?=$|[\s,?!.])/i, '')
      .replace(/\b([a-z]+) friendly\b/gi, '$1-friendly'),
  );
  return { ...nested, creatorVoice: true };
}

/** What follows "a video on" or "I don't understand": maybe a how-to, maybe a versus, maybe a thing. */
function fromInner(shape: AskShape, inner: string): Match {
  const text = inner.trim();
  const how = text.match(/^how\s+(?:to|you|i|we|do you|do i|to do|people|other people|everyone)\s+(.+)$/i);
  if (how) return { shape, raw: how[1]!.replace(/\b(?:they|them)\b/gi, 'you').replace(/\btheir\b/gi, 'your'), kind: 'action', wh: 'how' };
  const wh = text.match(/^(when|where|what)\s+to\s+(.+)$/i);
  if (wh) return { shape, raw: wh[2]!, kind: 'action', wh: wh[1]!.toLowerCase() as Topic['wh'] };
  if (shape === 'request' || shape === 'confusion') {
    const v = MATCHERS[1]!(text);
    if (v) return { ...v, shape: 'versus' };
  }
  return { shape, raw: text.replace(/^(?:why|how|what|which)\s+/i, ''), kind: 'thing' };
}

/** What a disagreement is about: "you should never go through your partner's phone" → going through your partner's phone. */
function claimTopic(claim: string | undefined, insight: Insight): Pick<Match, 'raw' | 'kind'> {
  const text = claim ? trimPhrase(claim) : '';
  const action =
    text.match(
      /^(?:you|we|people|everyone|parents|kids)\s+(?:should|shouldn'?t|should not|need to|needs to|have to|must|can'?t|cannot|don'?t need to|do not need to|don'?t have to)\s+(?:never\s+|not\s+|always\s+|ever\s+)?(.+)$/i,
    ) ?? text.match(/^(?:never|always|don'?t|do not|stop)\s+(.+)$/i);
  // "stop them completely" names nothing to do: the claim's subject went into a pronoun.
  if (action && keywordsOf(action[1]!).length > 0 && !/^(?:\S+\s+)?(?:them|it|this|that|those|these)\b/i.test(action[1]!))
    return { raw: action[1]!, kind: 'action' };
  if (text && words(text).length <= 5 && keywordsOf(text).length > 0) return { raw: text, kind: 'thing' };
  return { raw: groupPhrase(insight, claim) ?? claim, kind: 'thing' };
}

function versus(a: string, b: string, context?: string): Match {
  let second = b;
  let ctx = context;
  const split = b.match(/^(.+?)\s+(?:for|if you have|if i have|with|when you have|on)\s+(.+)$/i);
  if (!ctx && split && words(split[1]!).length >= 1) {
    second = split[1]!;
    ctx = split[2]!;
  }
  const clean = (option: string) => trimPhrase(stripArticle(option.replace(/\b(?:better|best)\b.*$/i, '')));
  return { shape: 'versus', options: [clean(a), clean(second)], context: ctx, kind: 'thing', question: true };
}

function worksFor(subject: string | undefined, context: string | undefined): Match {
  return { shape: 'works-for', subject, context, raw: subject, kind: 'thing', question: true };
}

const SIGNAL_SHAPES: Readonly<Record<string, AskShape>> = {
  request: 'request',
  question: 'how-to',
  confusion: 'confusion',
  disagreement: 'disagreement',
  complaint: 'complaint',
};

/** Longest quote on screen; a longer comment is cut at a word and marked with "…". */
const MAX_QUOTE_CHARS = 110;

/** A comment's readable quote for the screen: the viewer's own words, without handles, links or emoji. */
function quoteOf(text: string): string {
  const clean = tidy(text, { expand: false });
  if (clean.length <= MAX_QUOTE_CHARS) return capitalize(clean);
  const cut = clean.slice(0, MAX_QUOTE_CHARS).replace(/\s+\S*$/, '');
  return `${capitalize(cut)}…`;
}

/** The creator-voice question, or nothing when it would not read as a clean question. */
function questionOf(sentence: string, creatorVoice: boolean): string | undefined {
  const voiced = creatorVoice ? toCreator(sentence) : toYou(sentence);
  const trimmed = trimPhrase(voiced.replace(/\?+$/, ''), 15);
  const count = words(trimmed).length;
  if (count < 3 || count >= 15) return undefined;
  return `${capitalize(properCase(trimmed))}?`;
}

/** Reads an insight's ask: its shape, topic and the viewer's own words. */
export function readAsk(insight: Insight): Ask {
  const comments = [insight.representative, ...insight.supporting];
  const acronyms = acronymsOf([...comments.map((c) => c.text), ...insight.videos.map((v) => v.title)]);
  const cased = (text: string) => properCase(text, acronyms);
  const found = findMatch(insight.representative.text);
  let match = found?.match ?? { shape: SIGNAL_SHAPES[insight.signals[0] ?? 'question'] ?? 'how-to' };
  let sentence = found?.sentence ?? stripFillers(sentencesOf(tidy(insight.representative.text))[0] ?? '');

  // A vague ask ("does this work for curly hair?") borrows the subject a supporting comment names.
  if ((match.shape === 'works-for' || match.shape === 'complaint') && isVague(match.subject) && isVague(match.raw)) {
    for (const other of comments.slice(1)) {
      const alt = findMatch(other.text)?.match;
      if (alt && alt.shape === match.shape && !isVague(alt.subject)) {
        match = { ...match, subject: alt.subject, raw: alt.raw };
        break;
      }
    }
  }
  if (match.shape === 'disagreement') {
    let claim = match.raw;
    if (isVague(claim)) {
      const next = sentencesOf(tidy(insight.representative.text))
        .map(stripFillers)
        .find((s) => s !== sentence && keywordsOf(s).length > 0);
      if (next) sentence = next;
      claim = next;
    }
    match = { ...match, ...claimTopic(claim, insight) };
  }

  const voice = match.creatorVoice ? toCreator : toYou;
  // A comment with no usable words of its own ("how??") still belongs to a niche.
  const fromGroup = [groupPhrase(insight, sentence), groupPhrase(insight)].find((phrase) => !isVague(phrase)) ?? insight.niche;
  let raw = match.raw && !isVague(trimPhrase(match.raw)) ? match.raw : undefined;
  if ((match.shape === 'works-for' || match.shape === 'complaint') && !raw && !isVague(match.context)) raw = match.context;
  const kind = raw ? (match.kind ?? 'thing') : 'thing';
  const said = cased(voice(trimPhrase(raw ?? fromGroup)));
  const phrase = fitTopic(kind === 'action' ? nameTheThing(rewriteAction(said), insight.niche) : said);

  // "where to keep an emergency fund" says more than "keeping an emergency fund"; "how to…" reads better as "keeping…".
  const wh = match.wh ?? 'how';
  // "what should I do on my period" asks for the niche's own format: "workouts on your period".
  const doing = kind === 'action' && wh === 'what' ? phrase.match(/^do\s+((?:on|during|after|before|when|while)\s+.+)$/i) : null;
  const topic: Topic = doing
    ? { noun: `${pluralOf(phrasesFor(insight.niche).noun)} ${doing[1]}` }
    : kind === 'action'
      ? { verb: phrase, noun: wh === 'how' ? gerund(phrase) : `${wh} to ${phrase}`, wh }
      : { noun: match.audience && raw ? `${pluralOf(phrasesFor(insight.niche).noun)} for ${stripArticle(phrase)}` : phrase };
  const subject = subjectOf(match.subject) ? cased(toYou(subjectOf(match.subject)!)) : undefined;
  const context = match.context && !isVague(match.context) ? cased(toYou(trimPhrase(stripArticle(match.context)))) : undefined;
  const options = match.options?.every((o) => keywordsOf(o).length > 0)
    ? ([cased(toYou(match.options[0])), cased(toYou(match.options[1]))] as const)
    : undefined;
  const optionVerbs = options && match.optionsAreActions ? ([gerund(options[0]), gerund(options[1])] as const) : undefined;

  let shape = match.shape;
  if (shape === 'versus' && !options) shape = 'how-to';
  if (shape === 'works-for' && !subject && !context && kind !== 'action') shape = 'how-to';
  if (shape === 'works-for' && subject && context) topic.noun = `${subject} for ${context}`;
  if (shape === 'works-for' && subject && !context) topic.noun = subject;
  if (shape === 'versus' && options) topic.noun = `${options[0]} vs ${options[1]}`;

  // "Does this work for you?" is a question about nothing once it leaves its video.
  const askedRaw = match.question ? questionOf(sentence, Boolean(match.creatorVoice)) : undefined;
  const asked = askedRaw && cased(askedRaw);
  const question = asked && !isVague(asked.replace(/\b(?:work|works|help|helps|normal|okay|safe)\b/gi, '')) ? asked : undefined;
  const outcome = match.outcome ? trimPhrase(toThem(match.outcome)) : undefined;
  const keywordSource = options
    ? `${options[0]} ${options[1]}`
    : shape === 'works-for' && subject
      ? `${subject} ${context ?? ''}`
      : (topic.verb ?? topic.noun);
  return {
    shape,
    topic,
    ...(question ? { question } : {}),
    ...(options ? { options } : {}),
    ...(optionVerbs ? { optionVerbs } : {}),
    ...(subject ? { subject } : {}),
    ...(context ? { context } : {}),
    ...(outcome && words(outcome).length <= 6 ? { outcome } : {}),
    quote: quoteOf(insight.representative.text),
    keywords: keywordsOf(keywordSource),
    topicFrom: raw || options || subject ? 'ask' : 'group',
    ...(match.requestVerb ? { requestVerb: match.requestVerb } : {}),
    ...(match.modal ? { modal: match.modal } : {}),
    ...(match.triedVerb ? { triedVerb: match.triedVerb } : {}),
  };
}

/**
 * Why the ask cannot carry a title a creator would film, or nothing when it can: every phrase the
 * title and hooks are built from (the topic, its short form, the options, the subject, what the
 * viewer tried) must name a specific subject (filmable.ts). A topic the ask never named, guessed
 * from one word the group repeats ("skin", "refund"), is not one.
 */
export function askProblems(ask: Ask): Array<{ phrase: string; problem: TopicProblem | 'guessed' }> {
  const phrases: string[] = [];
  if (ask.options) phrases.push(...ask.options);
  else if (ask.shape === 'complaint') phrases.push(triedThing(ask));
  else phrases.push(ask.topic.noun, shortNoun(ask));
  if (ask.options) phrases.push(ask.topic.noun);
  if (ask.shape === 'works-for' && ask.subject) phrases.push(ask.subject);
  if (ask.context && (ask.shape === 'works-for' || ask.shape === 'versus')) phrases.push(ask.context);
  const found: Array<{ phrase: string; problem: TopicProblem | 'guessed' }> = [...new Set(phrases)].flatMap((phrase) =>
    topicProblems(phrase).map((problem) => ({ phrase, problem })),
  );
  if (ask.topicFrom === 'group' && words(ask.topic.noun).length < 2) found.push({ phrase: ask.topic.noun, problem: 'guessed' });
  return found;
}

/** Whether the offline generator can write an idea on this insight that a creator would film. */
export const isFilmable = (insight: Insight) => askProblems(readAsk(insight)).length === 0;

function findMatch(text: string): { match: Match; sentence: string } | undefined {
  for (const sentence of sentencesOf(tidy(text)).map(stripFillers)) {
    if (!sentence) continue;
    const bareSentence = sentence.replace(/[?!.]+$/, '').trim();
    for (const matcher of MATCHERS) {
      const match = matcher(bareSentence) ?? (bareSentence !== sentence ? matcher(sentence) : null);
      if (match) return { match, sentence };
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Phrasing the topic

/** "How to layer retinol with vitamin C" or "Retinol for beginners". */
const label = (topic: Topic) => (topic.verb ? `${topic.wh ?? 'how'} to ${topic.verb}` : topic.noun);

/** The topic without its trailing qualifiers, for hooks that should not repeat the whole topic. */
function shortNoun(ask: Ask): string {
  if (ask.options) return `${shortPhrase(ask.options[0], 4)} vs ${shortPhrase(ask.options[1], 4)}`;
  if (ask.subject && ask.shape !== 'works-for') return shortPhrase(ask.subject, 6);
  return shortPhrase(ask.topic.noun, 6);
}

/** Qualifiers come last ("… without spending a lot", "… in Europe"): drop them until the phrase is short. */
const QUALIFIER =
  /\s(?:in|for|with|without|as|on|at|when|while|during|after|before|instead of|because)(?=\s)(?!.*\s(?:in|for|with|without|as|on|at|when|while|during|after|before|instead of|because)\s)/i;

function shortPhrase(text: string, max: number): string {
  let phrase = text;
  while (words(phrase).length > max) {
    const cut = phrase.search(QUALIFIER);
    if (cut < 0 || words(phrase.slice(0, cut)).length < 2) break;
    phrase = phrase.slice(0, cut);
  }
  return phrase;
}

/** What the viewer tried, for complaints: the subject without its qualifiers ("for a month"), else the topic. */
const triedThing = (ask: Ask) => shortPhrase(ask.subject ?? ask.topic.noun, 6);

/** Options as they read in a sentence: "paying off your student loans" for things to do, "retinol" for things. */
const shownOptions = (ask: Ask): readonly [string, string] => ask.optionVerbs ?? ask.options ?? [ask.topic.noun, 'the alternative'];

// ---------------------------------------------------------------------------------------------
// Formats and titles

type Format = 'steps' | 'myth' | 'reply' | 'mistakes' | 'compare' | 'test' | 'troubleshoot' | 'debate';

/** Per shape, the formats in the order A, B, then the angles after them. */
const FORMAT_ORDER: Readonly<Record<AskShape, (ask: Ask) => readonly Format[]>> = {
  'how-to': () => ['steps', 'myth', 'mistakes', 'reply', 'test'],
  request: (ask) =>
    ask.requestVerb && /^(?:try|test|review|rate)$/.test(ask.requestVerb)
      ? ['test', 'reply', 'steps', 'mistakes', 'myth']
      : ['steps', 'reply', 'mistakes', 'myth', 'test'],
  // Trying something on camera answers "does X work"; it cannot answer "is it safe to travel alone".
  'works-for': (ask) =>
    ask.modal?.startsWith('it') ? ['reply', 'mistakes', 'steps', 'myth', 'test'] : ['reply', 'test', 'mistakes', 'myth', 'steps'],
  // A decision ("pay off the loans or invest?") is talked through, not tried on camera.
  versus: (ask) => (ask.optionVerbs ? ['compare', 'reply', 'myth', 'mistakes'] : ['compare', 'test', 'myth', 'mistakes', 'reply']),
  complaint: () => ['troubleshoot', 'reply', 'mistakes', 'myth', 'steps'],
  confusion: () => ['steps', 'myth', 'reply', 'mistakes', 'test'],
  disagreement: () => ['debate', 'myth', 'reply', 'mistakes', 'steps'],
};

const MAX_TITLE = 120;
const titleKey = (title: string) =>
  foldText(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether the viewer's question can lead a title on its own: not a request to the creator ("Can
 * you do the bumpy arm thing?"), not about "this" video, not cut off mid-clause ("…so it's not?").
 */
function titleQuestion(question: string | undefined): string | undefined {
  if (!question || words(question).length > 12) return undefined;
  if (
    /^(?:can|could|would|will) you (?:please |also )?(?:do|come|fix|make|react|show|film|try|post|explain|talk|cover|review|break)\b/i.test(
      question,
    )
  )
    return undefined;
  if (/\b(?:does|do|will|would|can|is|are|about) (?:this|that|it|these|those)\b/i.test(question)) return undefined;
  const last =
    foldText(question)
      .replace(/[?!.]+$/, '')
      .split(/\s+/)
      .at(-1) ?? '';
  if (/^(?:not|so|and|or|but|the|a|an|to|of|with|for|in|on|at|if|when|because|than|like)$/.test(last)) return undefined;
  return question;
}

function titlesFor(format: Format, ask: Ask, careful: boolean): string[] {
  const { topic, question, options } = ask;
  const Label = capitalize(label(topic));
  const Noun = capitalize(topic.noun);
  const q = titleQuestion(question);
  const pair = options ? ([capitalize(options[0]), options[1]] as const) : undefined;
  const tried = triedThing(ask);
  // "mistakes with layering retinol", but "mistakes about where to keep an emergency fund".
  const about = topic.verb && topic.wh !== 'how' ? 'about' : 'with';
  switch (format) {
    case 'steps':
      return [
        ...(q && ask.shape !== 'confusion' ? [`${q} Here's where to start`] : []),
        ...(q && ask.shape === 'confusion' ? [`${q} ${careful ? 'What may be going on' : "Here's what's going on"}`] : []),
        ...(ask.shape === 'confusion' ? [`${Noun}, explained simply`] : []),
        `${Label}, step by step`,
        `${Label}: the simple version`,
        `${Noun}: a beginner's plan`,
      ];
    case 'myth':
      return [
        careful ? `${Noun}: myths vs what may actually help` : `${Noun}: myth vs fact`,
        `The biggest myth about ${topic.noun}`,
        `What people get wrong about ${topic.noun}`,
      ];
    case 'reply':
      return [
        ...(q ? [`${q} An honest answer`, `${q} It depends, and here's on what`] : []),
        // "Replying to your question about skin" says nothing: a one-word subject gets its own line.
        words(shortNoun(ask)).length > 1
          ? `Replying to your ${ask.shape === 'complaint' || ask.shape === 'disagreement' ? 'comment' : 'question'} about ${shortNoun(ask)}`
          : `Your ${shortNoun(ask)} questions, answered`,
        `${Noun}: my honest answer`,
      ];
    case 'mistakes':
      return [
        `Three mistakes to avoid ${about} ${topic.noun}`,
        `${Noun}: mistakes that hold people back`,
        `Three mistakes people make ${about} ${shortNoun(ask)}`,
      ];
    case 'compare':
      return pair
        ? [
            `${pair[0]} or ${pair[1]}? An honest comparison`,
            `${pair[0]} vs ${pair[1]}${ask.context ? ` for ${ask.context}` : ''}: how to choose`,
            `${pair[0]} or ${pair[1]}: which fits you?`,
          ]
        : [`${Noun}: the options compared`];
    case 'test':
      if (pair) return [`${pair[0]} vs ${pair[1]}: a fair side-by-side test`, `Testing ${options![0]} and ${options![1]} on camera`];
      return [
        ...(ask.subject && ask.context ? [`Testing ${ask.subject} for ${ask.context} on camera`] : []),
        ...(q && ask.shape === 'works-for' ? [`${q} A fair test, on camera`] : []),
        `Testing ${topic.noun} on camera`,
        `${Noun}: a fair test, filmed`,
      ];
    case 'troubleshoot':
      return [
        `${capitalize(ask.triedVerb ?? 'tried')} ${tried} and it didn't go as planned? Check these first`,
        `Why ${tried} might not be working for you`,
        `${capitalize(tried)} not working? What may be going on`,
      ];
    case 'debate':
      return [
        `${Noun}: both sides of the debate`,
        `The ${shortNoun(ask)} debate, explained fairly`,
        `Is the comment right about ${topic.noun}?`,
      ];
  }
}

function chooseFormatAndTitle(
  ask: Ask,
  order: readonly Format[],
  start: number,
  avoid: ReadonlySet<string>,
  careful: boolean,
): { format: Format; title: string } {
  for (let step = 0; step < order.length; step++) {
    const format = order[(start + step) % order.length]!;
    // Titles are listed best first (the viewer's own question leads); the first unused one wins.
    const candidates = titlesFor(format, ask, careful).filter((t) => t.length >= 8 && t.length <= MAX_TITLE);
    const fresh = candidates.find((t) => !avoid.has(titleKey(t)));
    if (fresh) return { format, title: fresh };
  }
  // Every title of every format already used: the first format again, marked as a new take.
  const format = order[start]!;
  const first = titlesFor(format, ask, careful)[0]!;
  const base = first.length <= MAX_TITLE - 24 ? first : first.slice(0, MAX_TITLE - 24).replace(/\s+\S*$/, '');
  const take = ['a new take', 'another angle', 'the follow-up', 'round two', 'revisited']
    .map((suffix) => `${base}: ${suffix}`)
    .find((t) => !avoid.has(titleKey(t)));
  return { format, title: take ?? `${base}: one more angle` };
}

// ---------------------------------------------------------------------------------------------
// Evidence in words

interface Facts {
  niche: string;
  nicheName: string;
  asked: number;
  totalLikes: number;
  topLikes: number;
  videoCount: number;
  views: number;
  /** Comment texts and video titles: what a hook may take numbers and claims from. */
  evidence: string[];
}

function factsOf(request: DraftRequest, insight: Insight): Facts {
  return {
    niche: request.niche,
    nicheName: request.nicheName,
    asked: Math.max(1, insight.askedCount),
    totalLikes: insight.totalLikes,
    topLikes: insight.representative.likes,
    videoCount: insight.videos.length,
    views: insight.videos.reduce((sum, v) => sum + v.views, 0),
    evidence: [insight.representative.text, ...insight.supporting.map((c) => c.text), ...insight.videos.map((v) => v.title)],
  };
}

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** "twelve people", "dozens of people": a count a hook can say without a digit. */
function peopleInWords(count: number): string {
  if (count <= 1) return 'someone';
  if (count <= 20) return `${SMALL[count]} people`;
  if (count < 30) return 'over twenty people';
  if (count < 100) return 'dozens of people';
  if (count < 1000) return 'hundreds of people';
  return 'thousands of people';
}

/** Digits where the count is evidence (sections, reasons), words where it is short. */
const countText = (count: number) => (count <= 12 ? SMALL[count]! : formatCount(count));
const formatCount = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function viewsInWords(views: number): string | undefined {
  if (views >= 2_000_000) return 'millions of views';
  if (views >= 1_000_000) return 'over a million views';
  if (views >= 200_000) return 'hundreds of thousands of views';
  if (views >= 100_000) return 'over a hundred thousand views';
  if (views >= 10_000) return 'tens of thousands of views';
  if (views >= 1_000) return 'thousands of views';
  return undefined;
}

/** "a skincare video with over a million views", "three personal finance videos with millions of views between them". */
function videoPhrase(facts: Facts): string {
  const niche = facts.nicheName.toLowerCase();
  const views = viewsInWords(facts.views);
  if (facts.videoCount > 1) return `${countText(facts.videoCount)} ${niche} videos${views ? ` with ${views} between them` : ''}`;
  return `a ${niche} video${views ? ` with ${views}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Sections

type Section = IdeaDraft['sections'][number];

interface SectionInput {
  ask: Ask;
  phrases: NichePhrases;
  facts: Facts;
  rng: Rng;
}

function fromPhrase(section: PhraseSection): Section {
  return { title: section.title, text: section.text, voiceover: section.voiceover, visuals: section.visuals };
}

/** The niche advice that best fits the topic's words (tags match word starts), ties broken by the seed. */
function relevant<T extends { tags?: readonly string[] }>(sections: readonly T[], ask: Ask, rng: Rng, count: number): T[] {
  const topicWords = keywordsOf(`${ask.topic.noun} ${ask.subject ?? ''} ${ask.context ?? ''} ${ask.options?.join(' ') ?? ''} ${ask.quote}`);
  const scored = rng.shuffle(sections).map((section) => ({
    section,
    score: (section.tags ?? []).filter((tag) =>
      topicWords.some((word) => word.startsWith(tag) || (tag.includes(' ') && ask.quote.toLowerCase().includes(tag))),
    ).length,
  }));
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((s) => s.section);
}

function opening(input: SectionInput, line: string, title?: string): Section {
  const { ask, facts, phrases } = input;
  const said = SAID[ask.shape];
  const who =
    facts.asked > 1
      ? `${capitalize(countText(facts.asked))} people ${said} under ${videoPhrase(facts)}.`
      : `Someone ${said} under ${videoPhrase(facts)}.`;
  return {
    title: title ?? OPENING_TITLES[ask.shape],
    text: `“${ask.quote}”`,
    voiceover: `${who} ${line}`,
    visuals: phrases.shots.comment,
  };
}

/** What the viewers did in their comments: only some of them asked. */
const SAID: Readonly<Record<AskShape, string>> = {
  'how-to': 'asked this',
  request: 'asked for this',
  'works-for': 'asked this',
  versus: 'asked this',
  complaint: 'said something like this',
  confusion: 'asked this',
  disagreement: 'pushed back like this',
};

const OPENING_TITLES: Readonly<Record<AskShape, string>> = {
  'how-to': 'The question',
  request: 'You asked for it',
  'works-for': 'The question',
  versus: 'The matchup',
  complaint: 'What happened',
  confusion: 'The confusing part',
  disagreement: 'The comment',
};

function openingLine(ask: Ask, phrases: NichePhrases): string {
  switch (ask.shape) {
    case 'how-to':
      return ask.topic.verb
        ? "Let's answer it properly, in the order I'd actually do it."
        : `Here's where I'd start with ${ask.topic.noun}.`;
    case 'request':
      return ask.topic.verb
        ? `You asked ${label(ask.topic)}, so here it is.`
        : `You asked ${/^my\s/i.test(ask.topic.noun) ? 'for' : 'about'} ${ask.topic.noun}, so here it is.`;
    case 'works-for':
      return `Short answer: it depends on your ${phrases.factor}, so let's look at what that means for you.`;
    case 'versus': {
      const [a, b] = shownOptions(ask);
      return `Let's compare ${a} and ${b} honestly.`;
    }
    case 'complaint':
      return `Before you give up on ${triedThing(ask)}, check a few things.`;
    case 'confusion':
      return ask.question ? "Let's work out what's going on, in plain words." : `Let's clear up ${ask.topic.noun} in plain words.`;
    case 'disagreement':
      return `Let's look at both sides of ${ask.topic.noun} fairly.`;
  }
}

function demo(input: SectionInput): Section {
  const { ask, phrases } = input;
  return {
    title: 'Start to finish',
    text: `${capitalize(label(ask.topic))}: start to finish`,
    voiceover: ask.topic.verb
      ? `Here's how to ${ask.topic.verb}, start to finish, with only the steps that matter.`
      : `Here's how I'd approach ${ask.topic.noun} in a real ${phrases.noun}, one step at a time.`,
    visuals: phrases.shots.demo,
  };
}

function mistakeWithCaveat(input: SectionInput, mistake: PhraseSection): Section {
  const { phrases } = input;
  const section = fromPhrase(mistake);
  return { ...section, voiceover: `${section.voiceover} ${phrases.caveat}` };
}

function caveatSection(input: SectionInput): Section {
  const { ask, phrases } = input;
  return {
    title: 'Before you start',
    text: phrases.careful ? 'Check with a professional if anything feels off' : 'Check the details for your situation',
    voiceover: `Everything here depends on ${phrases.dependsOn}. ${phrases.caveat}`,
    visuals: `Talk to camera, the words "${capitalize(shortNoun(ask))}: check first" on screen.`,
  };
}

function callToAction(input: SectionInput, mode: 'default' | 'myth' | 'test' = 'default'): Section {
  const { ask, phrases } = input;
  const short = shortNoun(ask);
  const visuals = phrases.shots.cta;
  if (mode === 'myth') {
    return {
      title: 'Your turn',
      text: `Which myth about ${short} should I check next?`,
      voiceover: `Be honest: did you believe this one? Comment the next myth about ${short} you want checked.`,
      visuals,
    };
  }
  if (mode === 'test') {
    return {
      title: 'Your verdict',
      text: 'Would you try it? Tell me below',
      voiceover: `Would you try ${ask.topic.noun} after this? Comment your ${phrases.factor} and I'll answer as many as I can.`,
      visuals,
    };
  }
  switch (ask.shape) {
    case 'versus': {
      const [a, b] = shownOptions(ask);
      return ask.optionVerbs
        ? {
            title: 'What would you do?',
            text: `${capitalize(a)} or ${b}: which would you pick?`,
            voiceover: 'Which would you do first, and why? Comment below and I will make a follow-up from your answers.',
            visuals,
          }
        : {
            title: 'Pick a side',
            text: `Team ${a} or team ${b}?`,
            voiceover: 'Which one are you using right now, and why? Comment below and I will make a follow-up from your answers.',
            visuals,
          };
    }
    case 'works-for':
      return {
        title: 'Tell me yours',
        text: `Comment your ${phrases.factor}`,
        voiceover: `Comment your ${phrases.factor} and what you've already tried, and I'll answer as many as I can in a follow-up.`,
        visuals,
      };
    case 'complaint':
      return {
        title: 'Did it work for you?',
        text: `Tried ${short}? Tell me what happened`,
        voiceover: `Tried ${triedThing(ask)} too? Tell me what happened in the comments, good or bad, so others can learn from it.`,
        visuals,
      };
    case 'confusion':
      return {
        title: 'Still confused?',
        text: 'Ask your follow-up in the comments',
        voiceover: `If any part of ${ask.topic.noun} still doesn't make sense, ask below. Your question might be my next video.`,
        visuals,
      };
    case 'disagreement':
      return {
        title: 'Which side are you on?',
        text: 'Where do you land? Comment below',
        voiceover: 'Where do you land on this? Comment, and keep it kind, because both sides are trying to help.',
        visuals,
      };
    case 'request':
      return {
        title: 'What next?',
        text: `What should I cover next about ${short}?`,
        voiceover: `You asked, I made it. Tell me what you want next about ${short} and I'll add it to the list.`,
        visuals,
      };
    case 'how-to':
      return {
        title: 'Where do you get stuck?',
        text: `Your biggest struggle with ${short}?`,
        voiceover: `Tell me where you get stuck with ${ask.topic.noun}, and I'll answer the most common one in my next video.`,
        visuals,
      };
  }
}

const SECTION_BUILDERS: Readonly<Record<Format, (input: SectionInput) => Section[]>> = {
  steps: (input) => {
    const { ask, phrases, rng } = input;
    const [first, second] = relevant(phrases.steps, ask, rng, 2);
    const [mistake] = relevant(phrases.mistakes, ask, rng, 1);
    const body = ask.topic.verb || ask.shape === 'request' ? [demo(input), fromPhrase(first!)] : [fromPhrase(first!), fromPhrase(second!)];
    return [opening(input, openingLine(ask, phrases)), ...body, mistakeWithCaveat(input, mistake!), callToAction(input)];
  },
  myth: (input) => {
    const { ask, phrases, rng } = input;
    const [myth] = relevant(phrases.myths, ask, rng, 1);
    const [instead] = relevant(phrases.steps, ask, rng, 1);
    const sections: Section[] = [
      opening(input, `A lot of the confusion about ${ask.topic.noun} comes from one myth.`),
      {
        title: 'The myth',
        text: `Myth: ${myth!.myth}`,
        voiceover: `You've probably heard this one: ${lowerFirst(myth!.myth)}. ${myth!.fact}`,
        visuals: `The myth typed out in big letters over a shot of ${phrases.shots.setting}, then a red line struck through it.`,
      },
      { ...fromPhrase(instead!), title: phrases.careful ? 'What may help instead' : 'What to do instead' },
    ];
    if (phrases.careful) sections.push(caveatSection(input));
    sections.push(callToAction(input, 'myth'));
    return sections;
  },
  reply: (input) => {
    const { ask, phrases, rng } = input;
    const [step] = relevant(phrases.steps, ask, rng, 1);
    const sections: Section[] = [
      opening(input, 'Here is my honest answer.', 'Replying to your comment'),
      {
        title: 'Short answer: it depends',
        text: `It depends on your ${phrases.factor}`,
        voiceover: `The honest answer is that it depends on ${phrases.dependsOn}. Here's how to tell which side of that you're on.`,
        visuals: `Talk to camera with the comment still pinned at the top, "it depends on your ${phrases.factor}" on screen.`,
      },
      fromPhrase(step!),
    ];
    if (phrases.careful) sections.push(caveatSection(input));
    sections.push(callToAction(input));
    return sections;
  },
  mistakes: (input) => {
    const { ask, phrases, rng } = input;
    const [one, two, three] = relevant(phrases.mistakes, ask, rng, 3);
    return [
      opening(input, `These three mistakes come up again and again with ${ask.topic.noun}.`),
      { ...fromPhrase(one!), title: `Mistake one: ${lowerFirst(one!.title)}` },
      { ...fromPhrase(two!), title: `Mistake two: ${lowerFirst(two!.title)}` },
      { ...mistakeWithCaveat(input, three!), title: `Mistake three: ${lowerFirst(three!.title)}` },
      callToAction(input),
    ];
  },
  compare: (input) => {
    const { ask, phrases } = input;
    const [a, b] = shownOptions(ask);
    const [c1, c2, c3] = phrases.criteria;
    return [
      opening(input, openingLine(ask, phrases)),
      {
        title: 'What to compare',
        text: `${capitalize(c1)} • ${c2} • ${c3}`,
        voiceover: `Instead of asking which one is better, compare them on three things: ${c1}, ${c2}, and ${c3}.`,
        visuals: 'Split screen of the two options, each criterion appearing as a label between them as you say it.',
      },
      {
        title: `${capitalize(a)} vs ${b}, side by side`,
        text: `${capitalize(a)} | ${b}`,
        voiceover: `Go through each point for both and be honest about the trade-offs. The better pick is the one that fits ${phrases.dependsOn}${ask.context ? `, and ${ask.context}` : ''}.`,
        visuals: `Split screen: ${a} on the left, ${b} on the right. ${phrases.shots.demo}`,
      },
      {
        title: "The mistake: copying someone else's pick",
        text: 'Their pick is not automatically yours',
        voiceover: `Picking whatever your favorite creator uses skips the most important part: your own ${phrases.factor}. ${phrases.caveat}`,
        visuals: `Scrolling past a "my holy grail" style post, then back to your own two options on the table.`,
      },
      callToAction(input),
    ];
  },
  test: (input) => {
    const { ask, phrases } = input;
    const [c1, c2, c3] = phrases.criteria;
    const setup = ask.options
      ? `${capitalize(ask.options[0])} on one side, ${ask.options[1]} on the other`
      : `${capitalize(shortNoun(ask))}: one change, filmed the same way each time`;
    return [
      opening(input, `Instead of guessing, let's test ${ask.topic.noun} on camera.`, 'Why I tested it'),
      {
        title: 'A fair setup',
        text: setup,
        voiceover: `Here's the fair test: one change at a time, filmed the same way each time, nothing else new while it runs. ${phrases.caveat}`,
        visuals: phrases.shots.demo,
      },
      {
        title: "What I'm watching for",
        text: `${capitalize(c1)} • ${c2} • ${c3}`,
        voiceover: `I'm judging it on three things: ${c1}, ${c2}, and ${c3}.`,
        visuals: 'The three criteria written on a card, propped next to the setup.',
      },
      {
        title: 'The honest check-in',
        text: 'What changed • what didn’t • would I keep going?',
        voiceover: "Here's my honest check-in: what changed, what didn't, and whether I'd keep going. No filter, same light, same angle.",
        visuals: phrases.shots.result,
      },
      callToAction(input, 'test'),
    ];
  },
  troubleshoot: (input) => {
    const { ask, phrases, rng } = input;
    const [one, two, three] = relevant(phrases.failReasons, ask, rng, 3);
    return [
      opening(input, `Before you give up on ${triedThing(ask)}, check these three things.`),
      { ...fromPhrase(one!), title: `Check one: ${lowerFirst(one!.title)}` },
      { ...fromPhrase(two!), title: `Check two: ${lowerFirst(two!.title)}` },
      { ...mistakeWithCaveat(input, three!), title: `Check three: ${lowerFirst(three!.title)}` },
      callToAction(input),
    ];
  },
  debate: (input) => {
    const { ask, phrases, rng } = input;
    const [agreed] = relevant(phrases.steps, ask, rng, 1);
    const [mistake] = relevant(phrases.mistakes, ask, rng, 1);
    return [
      opening(input, `It started a real debate about ${ask.topic.noun}, so let's look at both sides.`),
      {
        title: 'What the comment gets right',
        text: 'Advice that skips your situation is only half the answer',
        voiceover: `The comment is pointing at something real: advice about ${ask.topic.noun} lands differently depending on ${phrases.dependsOn}.`,
        visuals: 'Split screen: the original advice on one side, the comment on the other.',
      },
      { ...fromPhrase(agreed!), title: 'What most people agree on' },
      { ...mistakeWithCaveat(input, mistake!), title: `Where it goes wrong: ${lowerFirst(mistake!.title)}` },
      callToAction(input),
    ];
  },
};

function lowerFirst(text: string): string {
  // Keep acronyms and "I" as they are.
  if (/^(?:[A-Z]{2,}|I\b)/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Hooks

/**
 * Promise words the hook rules never allow in a health or money hook, even when a viewer wrote them
 * ("detox", "get rich"): a hook restates the viewer's topic without them. Claims a viewer made
 * ("overnight") may be repeated, so they stay.
 */
const HOOK_PROMISES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bgetting rich\b/gi, 'building wealth'],
  [/\bget rich\b/gi, 'build wealth'],
  [/\bdetox(?:es|ing)?\s+(?=\p{L})/giu, ''],
  [/\bdetox(?:es|ing)?\b/gi, 'cleanse'],
  [/\bpermanently\b/gi, 'for the long term'],
  [/\brisk[- ]free\b/gi, 'lower-risk'],
  [/\bguaranteed (income|returns?|profits?)\b/gi, '$1'],
  [/\bguarantee[ds]?\b\s*/gi, ''],
  [/\bdouble your money\b/gi, 'grow your money'],
  [/\bwill (cure|fix|clear|heal|get rid of|erase|reverse)\b/gi, 'can help $1'],
];
const safe = (text: string) =>
  HOOK_PROMISES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)
    .replace(/\s+/g, ' ')
    .trim();

interface Candidate {
  text: string;
  /** 0: announces the format; 1: written for this ask's shape; 2: works for any ask; 3: variant A already used it. Lower tiers are tried first. */
  tier: 0 | 1 | 2 | 3;
}

/**
 * Hook wordings for the ask. Every one carries the viewer's key words; the validator decides
 * which pass and the classifier which style each is, so no wording here is trusted blindly.
 */
function hookCandidates(ask: Ask, phrases: NichePhrases, facts: Facts): Candidate[] {
  const noun = safe(ask.topic.noun);
  const short = safe(shortNoun(ask));
  const verb = ask.topic.verb ? safe(shortPhrase(ask.topic.verb, 7)) : undefined;
  const question = ask.question ? safe(ask.question) : undefined;
  const people = peopleInWords(facts.asked);
  const People = capitalize(people);
  const where = facts.views >= 100_000 ? 'under a viral video' : 'in the comments';
  const factor = phrases.factor;
  const may = phrases.careful ? 'may' : 'can';
  const tried = safe(shortPhrase(triedThing(ask), 6));
  // "where to keep an emergency fund" is not something you start or make a mistake "with".
  const gerundTopic = Boolean(verb) && (ask.topic.wh ?? 'how') === 'how';
  const about = ask.topic.verb && !gerundTopic ? 'about' : 'with';
  const howVerb = verb ? safe(shortPhrase(label(ask.topic), 8)) : undefined;
  const asked = howVerb ?? `about ${short}`;
  const specific: Array<string | false | undefined> = [question];
  const generic: Array<string | false | undefined> = [
    `Confused about ${noun}? You're not the only one asking.`,
    `What's the part of ${short} nobody explains properly?`,
    `The most common mistake ${about} ${short} is easy to miss.`,
    gerundTopic && `If ${short} feels harder than it should, this mistake might be why.`,
    gerundTopic && `Don't start ${short} until you've checked this common mistake.`,
    `I read every comment asking about ${short}, and this is the answer in one place.`,
    `A viewer asked about ${short} ${where}, and it deserved a real answer.`,
    verb ? `${capitalize(label(ask.topic))}, one simple step at a time.` : `How to get started with ${noun}, step by step.`,
    howVerb ? `Here's ${howVerb} without overcomplicating it.` : `Here's how to make sense of ${short} in under a minute.`,
    `Unpopular opinion: ${short} is simpler than most videos make it look.`,
    `Nobody talks about how much ${short} depends on your ${factor}.`,
    facts.asked > 1 && `${People} asked about ${short} ${where}. This is the answer.`,
    `With ${short}, it comes down to your ${factor} more than any trend.`,
  ];

  // A request for the creator's own thing ("my morning routine") reads wrong in most general hooks.
  if (/^my\s/i.test(noun)) {
    const ours = noun.replace(/^my\s+/i, 'a ');
    return tiers(
      [
        `You asked for ${noun}, so here it is, start to finish.`,
        `Here's ${noun}, step by step, nothing skipped.`,
        `${facts.asked > 1 ? People : 'Someone'} asked to see ${noun}, so I'm showing all of it.`,
        `What's actually in ${noun}? Here's all of it.`,
        `Don't copy ${noun} exactly; here's how to adapt it.`,
        `Nobody needs a perfect version of ${ours}.`,
      ],
      [],
    );
  }

  switch (ask.shape) {
    case 'how-to':
    case 'request':
      specific.push(
        howVerb && `Here's ${howVerb}, without the overcomplicated version.`,
        ask.shape === 'request'
          ? `${facts.asked > 1 ? People : 'Someone'} asked for a video on ${short}, so I made one.`
          : `${facts.asked > 1 ? People : 'Someone'} asked ${asked} ${where}, so I made this.`,
        ask.shape === 'request' &&
          (verb
            ? `You asked how to ${verb}, so here it is, start to finish.`
            : `You asked about ${short}, so here it is, start to finish.`),
      );
      break;
    case 'confusion':
      specific.push(
        `You're not the problem: most explanations of ${short} skip the basics.`,
        `How to think about ${short}, in plain words.`,
        !question && `Confused about ${noun}? You're not the only one asking.`,
      );
      break;
    case 'works-for':
      if (ask.subject && ask.context) {
        const subject = safe(ask.subject);
        const context = safe(ask.context);
        specific.push(
          `Got ${context}? Here's where ${subject} ${may} fit in.`,
          `How to tell if ${subject} is right for your ${context}.`,
          `Whether ${subject} suits ${context} comes down to your ${factor}.`,
          `Don't judge ${subject} for ${context} before you check this.`,
          `A viewer asked if ${subject} works for ${context}, and the honest answer has layers.`,
          `${capitalize(subject)} isn't a simple yes or no for ${context}.`,
        );
      } else if (ask.subject) {
        const subject = safe(ask.subject);
        specific.push(
          `How to tell if ${subject} is worth trying for you.`,
          `Whether ${subject} works for you comes down to your ${factor}.`,
          `Don't spend money on ${subject} before you check this.`,
          `A viewer asked if ${subject} works, and the honest answer has layers.`,
          `${capitalize(subject)} isn't a simple yes or no.`,
        );
      } else if (verb) {
        const whether = ask.modal ?? 'you can';
        specific.push(
          `Before you ${verb}, check this first.`,
          `Whether ${whether} ${verb} depends on more than one thing.`,
          `Don't ${verb} until you've checked this.`,
          `A viewer asked if ${whether.replace(/^you/, 'they')} ${verb}, and it deserves a real answer.`,
          `Not a simple yes or no: whether ${whether} ${verb} depends on your ${factor}.`,
        );
      }
      return tiers(specific, ask.subject || verb ? generic.slice(0, 2) : generic);
    case 'versus': {
      const [a, b] = (ask.optionVerbs ?? ask.options ?? []).map(safe);
      const [shownA, shownB] = (ask.options ?? []).map(safe);
      if (!a || !b || !shownA || !shownB) break;
      specific.push(
        `${capitalize(shownA)} or ${shownB}: which one fits your ${factor}?`,
        `How to choose between ${a} and ${b} for your ${factor}.`,
        `Don't pick between ${a} and ${b} before you check this.`,
        `Unpopular opinion: "${shownA} or ${shownB}" is the wrong first question.`,
        `A viewer asked about ${a} versus ${b}, and here's how I'd decide.`,
        `Neither ${a} nor ${b} wins for everyone; your ${factor} decides.`,
      );
      return tiers(specific, []);
    }
    case 'complaint': {
      const didIt = ask.triedVerb ?? 'tried';
      specific.push(
        `${capitalize(didIt)} ${tried} and it didn't go the way you hoped?`,
        `If ${tried} didn't work for you, this might be why.`,
        `Someone ${didIt} ${tried} and ${ask.outcome ? safe(ask.outcome) : 'it let them down'}, so here's what I'd check.`,
        `${capitalize(tried)} might not be the problem. How you used it might be.`,
        `Before you give up on ${tried}, check these things first.`,
        facts.asked > 1 && `${People} said ${tried} let them down. Here's what might be going on.`,
      );
      return tiers(specific, []);
    }
    case 'disagreement':
      specific.push(
        verb ? `Should you ${verb}? The comments can't agree.` : `Is ${short} a good idea? The comments can't agree.`,
        `Not everyone agrees on ${short}, and honestly both sides have a point.`,
        `A viewer pushed back on ${short} ${where}, and they had a point.`,
        `The mistake both sides make when they argue about ${short}.`,
        `This is the ${short} debate ${people === 'someone' ? 'people' : people} keep having in the comments.`,
        `How to decide where you stand on ${short}, without the shouting.`,
      );
      return tiers(specific, []);
  }
  return tiers(specific, generic);
}

/** The hook that announces the format, so variant B opens differently from A: its style leads the set. */
function formatHook(format: Format, ask: Ask, facts: Facts): { style: HookStyle; texts: string[] } {
  const short = safe(shortNoun(ask));
  const verb = ask.topic.verb ? safe(shortPhrase(ask.topic.verb, 7)) : undefined;
  const quote = safe(ask.quote).replace(/[?.!]+$/, '');
  switch (format) {
    case 'steps':
      return {
        style: 'how-to',
        texts: [verb ? `Here's ${label(ask.topic)}, step by step.` : `${capitalize(short)}, step by step: where to start.`],
      };
    case 'myth':
      return {
        style: 'contrarian',
        texts: [
          `The biggest myth about ${short} is one you've probably heard.`,
          `Everyone says something different about ${short}. Here's the myth to drop.`,
        ],
      };
    case 'reply':
      // The whole comment or none of it: a quote cut mid-sentence misquotes the viewer.
      return {
        style: 'story',
        texts: [
          ...(words(quote).length <= 12 && !quote.endsWith('…')
            ? [`Someone asked "${lowerFirst(quote)}", and it deserves a real answer.`]
            : []),
          `A viewer asked about ${short}, so here's my honest reply.`,
        ],
      };
    case 'mistakes':
      return { style: 'mistake', texts: [`Three mistakes people make with ${short}, and the last one is the sneakiest.`] };
    case 'compare':
      return {
        style: 'question',
        texts: ask.options ? [`${capitalize(safe(ask.options[0]))} or ${safe(ask.options[1])}: which one fits you?`] : [],
      };
    case 'test':
      if (verb) {
        const whether = ask.modal ?? 'you can';
        return {
          style: 'story',
          texts: [
            ask.shape === 'works-for'
              ? `I tested whether ${whether} ${verb}, on camera, so you can see.`
              : `I tried to ${verb} on camera so you can see what happens.`,
          ],
        };
      }
      return {
        style: 'story',
        texts: [`I tested ${short} on camera so you can see what happens.`, `I put ${short} to a fair test, same light, same angle.`],
      };
    case 'troubleshoot':
      return { style: 'how-to', texts: [`Before you give up on ${safe(shortPhrase(triedThing(ask), 6))}, check these three things.`] };
    case 'debate':
      return {
        style: 'contrarian',
        texts: [
          facts.asked > 1
            ? `Not everyone agrees on ${short}, and the comments prove it.`
            : `Not everyone agrees on ${short}, and that comment proves it.`,
        ],
      };
  }
}

function tiers(specific: ReadonlyArray<string | false | undefined>, generic: ReadonlyArray<string | false | undefined>): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  const add = (tier: Candidate['tier']) => (text: string | false | undefined) => {
    if (!text || seen.has(text)) return;
    seen.add(text);
    out.push({ text, tier });
  };
  specific.forEach(add(1));
  generic.forEach(add(2));
  return out;
}

const STYLE_PREFERENCE: Readonly<Record<AskShape, readonly HookStyle[]>> = {
  'how-to': ['how-to', 'question', 'mistake', 'story', 'contrarian', 'bold-statement'],
  request: ['story', 'how-to', 'question', 'bold-statement', 'mistake', 'contrarian'],
  'works-for': ['question', 'bold-statement', 'how-to', 'mistake', 'story', 'contrarian'],
  versus: ['question', 'how-to', 'contrarian', 'mistake', 'story', 'bold-statement'],
  complaint: ['mistake', 'question', 'story', 'how-to', 'contrarian', 'bold-statement'],
  confusion: ['question', 'how-to', 'contrarian', 'mistake', 'story', 'bold-statement'],
  disagreement: ['contrarian', 'story', 'question', 'mistake', 'bold-statement', 'how-to'],
};

/**
 * Three hooks in three styles that pass hooks.ts as a set. Candidates are labelled by the same
 * classifier the validator uses; the format's own hook leads, then the shape's, then any. The seed
 * (with the feedback folded in) orders wordings within a tier, so a retry after feedback lands on
 * different hooks; hooks variant A used go last, so B opens differently.
 */
function writeHooks(
  ask: Ask,
  phrases: NichePhrases,
  facts: Facts,
  format: Format,
  sectionCount: number,
  request: DraftRequest,
  usedByA: readonly string[],
): IdeaDraft['hooks'] {
  const context: HookContext = { niche: facts.niche, evidence: facts.evidence, sectionCount };
  const rejected = request.feedback.join('\n');
  const rng = seeded(`${request.insight.key}|${request.variant}|${request.angle}|hooks|${request.feedback.join('|')}`);
  const lead = formatHook(format, ask, facts);
  const candidates = [...lead.texts.map((text) => ({ text, tier: 0 as const })), ...hookCandidates(ask, phrases, facts)].map((c) =>
    usedByA.includes(c.text) ? { ...c, tier: 3 as const } : c,
  );
  const ordered = ([0, 1, 2, 3] as const).flatMap((tier) => rng.shuffle(candidates.filter((c) => c.tier === tier)));
  const byStyle = new Map<HookStyle, string[]>();
  const seen = new Set<string>();
  for (const { text } of ordered) {
    if (seen.has(text) || rejected.includes(text.slice(0, 60)) || hookFailures([text], context).length > 0) continue;
    seen.add(text);
    const style = classifyHookStyle(text);
    byStyle.set(style, [...(byStyle.get(style) ?? []), text]);
  }
  // The format's style first, then the shape's preferred styles in a seeded order, then the rest.
  const preferred = STYLE_PREFERENCE[ask.shape].filter((style) => style !== lead.style);
  const styles = [lead.style, ...rng.shuffle(preferred.slice(0, 3)), ...rng.shuffle(preferred.slice(3))].filter((style) =>
    byStyle.has(style),
  );
  // A comment whose topic cannot carry a hook (all numbers, or too long to fit 20 words) still
  // gets a filmable idea: three plain hooks about the viewer's question, checked like any other.
  const chosen =
    pickTriple(styles, byStyle, context) ?? (hookFailures(FALLBACK_HOOKS, context).length === 0 ? [...FALLBACK_HOOKS] : undefined);
  if (!chosen) throw new Error(`Offline generator found no valid hooks for insight ${request.insight.key}`);
  return chosen.map((text) => ({ style: classifyHookStyle(text), text }));
}

const FALLBACK_HOOKS = [
  'Someone asked me this under a viral video, and it deserves a proper answer.',
  'Here is how to think it through, one step at a time.',
  'Is this the question you have been too shy to ask?',
] as const;

function pickTriple(styles: readonly HookStyle[], byStyle: ReadonlyMap<HookStyle, string[]>, context: HookContext): string[] | undefined {
  for (let i = 0; i < styles.length; i++)
    for (let j = i + 1; j < styles.length; j++)
      for (let k = j + 1; k < styles.length; k++)
        for (const first of byStyle.get(styles[i]!)!)
          for (const second of byStyle.get(styles[j]!)!)
            for (const third of byStyle.get(styles[k]!)!) {
              const hooks = [first, second, third];
              if (hookFailures(hooks, context).length === 0) return hooks;
            }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Why it works

const SHAPE_REASONS: Readonly<Record<AskShape, (ask: Ask) => string>> = {
  'how-to': () => 'Answers a question people are already searching, so it keeps being found after the first day',
  request: () => 'Viewers asked for this exact video, so the audience is waiting for it',
  'works-for': (ask) =>
    `Speaks to a specific situation${ask.context ? ` (${ask.context})` : ''}, so the people in it feel seen and save it`,
  versus: () => 'People comparing two options are close to a decision, so a clear comparison gets saved and shared',
  complaint: () => 'Meets people who tried it and were let down, which builds more trust than another success story',
  confusion: () => 'Clears up a confusion in plain words, the kind of video people send to a friend',
  disagreement: () => 'Takes on a debate already happening in the comments, so people arrive with an opinion to share',
};

const FORMAT_REASONS: Readonly<Record<Format, string>> = {
  steps: 'Clear steps are easy to follow with the sound off and get saved for later',
  myth: 'The myth-then-fact reveal keeps people watching to the end',
  reply: 'Replying to a real comment on screen shows you listen, which brings more questions',
  mistakes: 'A mistakes list lets viewers check themselves while they watch',
  compare: 'Side-by-side shots make the comparison easy to follow muted',
  test: 'A fair test on camera is more convincing than an opinion',
  troubleshoot: 'A checklist of likely causes gives people something to try today',
  debate: 'Showing both sides keeps the comments lively but kind',
};

function reasons(ask: Ask, format: Format, facts: Facts): string[] {
  const views = viewsInWords(facts.views);
  const under = facts.videoCount > 1 ? `under ${countText(facts.videoCount)} videos` : 'under a video';
  const demand =
    facts.asked > 1
      ? `${formatCount(facts.asked)} viewers ${SAID[ask.shape]} ${under}${views ? ` with ${views}` : ''}, so the demand is already there`
      : `A viewer ${SAID[ask.shape]} ${under}${views ? ` with ${views}` : ''}${facts.topLikes > 0 ? `, and ${formatCount(facts.topLikes)} people liked the question` : ''}`;
  const list = [demand];
  if (facts.asked > 1 && facts.totalLikes > 0)
    list.push(`Their comments have ${formatCount(facts.totalLikes)} likes between them, so plenty of people want the answer`);
  list.push(SHAPE_REASONS[ask.shape](ask), FORMAT_REASONS[format], 'Ends on a question that invites follow-up questions, your next video');
  return list.slice(0, 5);
}

// ---------------------------------------------------------------------------------------------
// Sub-niche

const MAX_SUB_NICHE = 40;

function subNicheOf(ask: Ask): string {
  // Things lead with their name ("straight leg"), actions end with it ("pay off your student loans").
  const optionWords = (option: string) => (ask.optionVerbs ? keywordsOf(option).slice(-2) : keywordsOf(option).slice(0, 2));
  const parts = (
    ask.options
      ? [...optionWords(ask.options[0]), 'vs', ...optionWords(ask.options[1])]
      : keywordsOf(ask.topic.verb ? shortPhrase(ask.topic.verb, 6) : shortNoun(ask)).slice(0, 5)
  )
    .map((word) =>
      foldText(word)
        .replace(/'/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean);
  let slug = parts.join('-');
  while (slug.length > MAX_SUB_NICHE && parts.length > 1) {
    parts.pop();
    slug = parts.join('-');
  }
  slug = slug.slice(0, MAX_SUB_NICHE).replace(/-+$/, '');
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : 'viewer-question';
}
