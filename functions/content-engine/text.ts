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
  [/\btalk(?:s|ed|ing)? back\b|\bback ?talk(?:ing)?\b/g, ' backtalk '],
  // "how long should i…" asks about time, and "long distance" is one thing; "a long hallway" is long.
  [/\bhow long\b/g, ' how '],
  [/\blong[- ]distance\b/g, ' longdistance '],
  [/\b(?:every|each) ?day\b/g, ' daily '],
  [/\bwork(?:ing)? out\b/g, ' workout '],
  [/\bcarry[- ]on\b/g, ' carryon '],
  [/\b(401|403|457)\s?\(?([kb])\)?(?![\p{L}\p{N}])/gu, ' $1$2 '],
  [/\bw-?([249])\b/g, ' w$1 '],
  [/\bkeratosis pilaris\b/g, ' kp '],
  [/\be-sim/g, 'esim'],
  [/\bday ?care\b/g, ' daycare '],
  [/\bwork(?:ing)? from home\b/g, ' wfh '],
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
  moisturisers: 'moisturizer',
  grey: 'gray',
  greys: 'gray',
  greying: 'graying',
  anxious: 'anxiety',
  allergic: 'allergy',
  allergies: 'allergy',
  pregnancy: 'pregnant',
  pic: 'photo',
  pics: 'photo',
  paci: 'pacifier',
  bf: 'boyfriend',
  gf: 'girlfriend',
  hubby: 'husband',
  convo: 'conversation',
  bday: 'birthday',
  colour: 'color',
  favourite: 'favorite',
};

/**
 * Words that carry no topic: function words, fillers and the generic verbs every question uses
 * ("can I use", "should I do"). What is left is what the comment is about.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if so of to in on at by for from with without into onto about as than then too very ours hers theirs ' +
    'i me my mine myself you your yours we us our they them their he him his she her it its this that these those ' +
    'is am are was were be been being do does did doing done have has had having can could should would will shall may might must ' +
    'what which who whom whose when where why how there here any anyone anybody some someone all every each ' +
    'not no dont doesnt didnt cant cannot wont isnt arent im ive id ill its thats whats hows whys ' +
    'just really actually literally even still also like lol omg ok okay oh wait please pls yes yeah ' +
    'use using used get getting got make making made do put try tried need want know think thing stuff way ' +
    'one ones much many more most other another same ' +
    // The frame of a request ("can you make a video showing…"), not its topic.
    'video vid tutorial part show explain help fix up off out ' +
    // Contractions once their apostrophe is gone, and spoken fillers.
    'hes shes theyre theyll theyve theyd weve youve youll youd itll theres heres wheres whos thatll gonna wanna gotta kinda sorta ' +
    // Other forms of the generic verbs above.
    'gets makes uses tries trying needs needed needing wants wanted wanting knows knowing thinks thinking helps helped helping ' +
    'shows showed showing puts putting explains explained fixes fixed fixing things ways videos vids parts'
  ).split(' '),
);

/**
 * Everyday words that are topic words to the stemmer but rarely what a comment asks about: time
 * ("3 weeks", "every morning"), the people in the story ("my mom", "my husband"), the frame of a
 * question ("is it worth it", "does this work", "what do i do"). Comparisons weigh them less.
 */
const EVERYDAY_WORDS = (
  'time times day days daily week weeks weekend month months year years hour hours minute minutes morning mornings night nights tonight today yesterday tomorrow ' +
  'now ago later soon early late always never ever sometimes often usually again already yet since until while before after during ' +
  'last next first second third once twice age ' +
  'people person guy guys girl girls woman women man men mom moms mum mama dad dads parent parents husband wife partner boyfriend girlfriend bf gf ' +
  'friend friends sister brother son sons daughter daughters cousin aunt uncle grandma grandpa everyone everybody somebody nobody coworker kid kids ' +
  'go goes going went gone come comes coming came take takes taking took give gives gave say says said tell tells telling told ask asks asked asking ' +
  'see sees saw seen look looks looking looked watch watching watched feel feels feeling felt seem seems keep keeps kept let lets start starts starting started ' +
  'stop stops stopped find finds found leave leaves left call called turn turns turned mean means believe hope wish wonder wondering guess remember forget ' +
  'happen happens happened live lives living work works worked working worth matter matters ' +
  'handle handles handling deal deals dealing cope react respond manage hide hides hiding avoid bring suggest fall falls falling apart ' +
  'good bad great best better worse worst nice big small huge high low new old young real whole full only different normal weird hard easy ' +
  'right wrong true sure fine crazy insane wild actual super pretty kind sort lot lots ' +
  'thing things way ways idea ideas question questions tip tips advice version everything anything something nothing ' +
  'love loved hate like liked enough less few both either own else though although because anyway life expensive ' +
  'confused confusing curious honestly genuinely seriously basically definitely maybe probably'
).split(' ');

/**
 * Light stemming: plurals, -ing, -ed (undoubling the consonant they doubled) and a final e, so
 * "breakouts"/"breakout", "purging"/"purge", "sitting"/"sit" and "lying"/"lies" meet.
 */
export function stem(word: string): string {
  let root = word;
  if (root.length > 4 && root.endsWith('ies')) root = `${root.slice(0, -3)}y`;
  else if (root.length > 3 && root.endsWith('s') && !/(?:ss|us|is)$/.test(root)) root = root.slice(0, -1);
  const before = root;
  // "lying"/"lie", "dying"/"die".
  if (/^[b-df-hj-np-tv-z]ying$/.test(root)) return `${root.slice(0, -4)}ie`;
  if (root.length > 5 && root.endsWith('ing')) root = root.slice(0, -3);
  else if (root.length > 4 && root.endsWith('ed') && !root.endsWith('eed')) root = root.slice(0, -2);
  // "sitting"/"sit", "stopped"/"stop", "travelling"/"travel": undouble the consonant the ending doubled.
  if (
    root !== before &&
    /([b-df-hj-np-tv-z])\1$/.test(root) &&
    (!/(?:ss|ll|zz|ff)$/.test(root) || (root.endsWith('ll') && root.length > 5))
  )
    root = root.slice(0, -1);
  // "purge"/"purging", "layer"/"layered": drop the final e so both forms meet.
  return root.length > 3 && root.endsWith('e') ? root.slice(0, -1) : root;
}

/** Everyday words, stemmed as topicTokens stems them. */
export const EVERYDAY_TOKENS: ReadonlySet<string> = new Set(EVERYDAY_WORDS.map(stem));

/** A comment's topic words: folded, variants collapsed, stop words dropped, stemmed, in order. */
export function topicTokens(text: string): string[] {
  let folded = foldText(text).replace(/https?:\/\/\S+/g, ' ');
  for (const [pattern, replacement] of PHRASE_VARIANTS) folded = folded.replace(pattern, replacement);
  const words = folded
    .replace(/'s\b/g, '')
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
