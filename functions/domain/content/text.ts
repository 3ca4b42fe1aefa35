/**
 * Small text helpers shared by insight mining (insights.ts) and hook validation (hooks.ts).
 * Comments are written fast on phones: curly quotes, emoji, "u", "pls", "vit c". Everything here
 * folds those away so two people asking the same thing read as the same words.
 */

/** Lowercase, straight apostrophes, no accents: the form every comparison starts from. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase();
}

/** Emoji, quotes, dashes and other symbols a hook or comment may open with. */
export function stripLeadingSymbols(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+/u, '');
}

/** Words with at least one letter: "2", "🔥" and "!!" are not words a person wrote. */
export function realWords(text: string): string[] {
  return foldText(text)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => /\p{L}/u.test(word));
}

/**
 * Shorthand and spelling variants that mean the same thing. Phrases first (they are replaced on
 * the whole text), then single words. Kept small on purpose: a wrong synonym merges two different
 * questions, which is worse than missing a duplicate.
 */
const PHRASE_VARIANTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/&/g, ' and '],
  [/\bw\/o\b/g, ' without '],
  [/\bw\//g, ' with '],
  [/\b(?:at the )?same time\b/g, ' together '],
  [/\bvit\.?\s?([a-e])\b/g, ' vitamin $1 '],
  [/\bspf\s?\d+\b/g, ' sunscreen '],
  [/\bfigure out\b/g, ' know '],
  [/\b(?:every|each) ?day\b/g, ' daily '],
  [/\bwork(?:ing)? out\b/g, ' workout '],
  [/\bcarry[- ]on\b/g, ' carryon '],
];

const WORD_VARIANTS: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  ur: 'your',
  youre: 'you',
  pls: 'please',
  plz: 'please',
  pleaseee: 'please',
  vit: 'vitamin',
  vits: 'vitamin',
  spf: 'sunscreen',
  sunblock: 'sunscreen',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  tho: 'though',
  ppl: 'people',
  abt: 'about',
  thx: 'thanks',
  ty: 'thanks',
  idk: 'dont know',
  rn: 'now',
  hrs: 'hour',
  hr: 'hour',
  mins: 'minute',
  min: 'minute',
  yrs: 'year',
  yr: 'year',
  vid: 'video',
  vids: 'video',
  pt2: 'part 2',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  derm: 'dermatologist',
  derms: 'dermatologist',
  moisturiser: 'moisturizer',
  colour: 'color',
  favourite: 'favorite',
};

/**
 * Words that carry no topic: function words, fillers and the generic verbs every question uses
 * ("can I use", "should I do"). What is left is what the comment is about.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if so of to in on at by for from with without into onto about as than then too very ' +
    'i me my mine myself you your yours we us our they them their he him his she her it its this that these those ' +
    'is am are was were be been being do does did doing done have has had having can could should would will shall may might must ' +
    'what which who whom whose when where why how there here any anyone anybody some someone all every each ' +
    'not no dont doesnt didnt cant cannot wont isnt arent im ive id ill its thats whats hows whys ' +
    'just really actually literally even still also like lol omg ok okay oh wait please pls yes yeah ' +
    'use using used get getting got make making made do put try tried need want know think thing stuff way ' +
    'one ones much many more most other another same ' +
    // The frame of a request ("can you make a video showing…"), not its topic.
    'video vid tutorial part show explain help fix up off out'
  ).split(' '),
);

/** Light stemming: plurals, -ing, -ed and a final e, so "breakouts"/"breakout" and "purging"/"purge" meet. */
export function stem(word: string): string {
  let root = word;
  if (root.length > 4 && root.endsWith('ies')) root = `${root.slice(0, -3)}y`;
  else if (root.length > 3 && root.endsWith('s') && !/(?:ss|us|is)$/.test(root)) root = root.slice(0, -1);
  if (root.length > 5 && root.endsWith('ing')) root = root.slice(0, -3);
  else if (root.length > 4 && root.endsWith('ed') && !root.endsWith('eed')) root = root.slice(0, -2);
  // "purge"/"purging", "layer"/"layered": drop the final e so both forms meet.
  return root.length > 3 && root.endsWith('e') ? root.slice(0, -1) : root;
}

/** A comment's topic words: folded, variants collapsed, stop words dropped, stemmed, in order. */
export function topicTokens(text: string): string[] {
  let folded = foldText(text).replace(/https?:\/\/\S+/g, ' ');
  for (const [pattern, replacement] of PHRASE_VARIANTS) folded = folded.replace(pattern, replacement);
  const words = folded
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (WORD_VARIANTS[word] ?? word).split(' '));
  return words.filter((word) => !STOP_WORDS.has(word)).map(stem);
}

/** Character trigrams of the words joined by single spaces (padded, so short words still count). */
export function trigrams(words: readonly string[]): Set<string> {
  const joined = ` ${words.join(' ')} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= joined.length; i++) grams.add(joined.slice(i, i + 3));
  return grams;
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

export function dice<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return (2 * shared) / (a.size + b.size);
}
