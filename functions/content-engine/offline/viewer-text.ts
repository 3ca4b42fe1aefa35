/**
 * The few transformations the offline generator applies to text: a viewer's comment tidied for
 * quoting, a knowledge title set inside a sentence, and template slots filled. Everything else it
 * writes is the knowledge files' and the templates' own wording, so there is little to go wrong:
 * viewer text is only ever quoted, never rewritten into the creator's voice. Pure.
 */

/** The longest quote an opening shows; longer comments are cut at a sentence end or marked cut. */
export const MAX_QUOTE_WORDS = 28;

const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f/gu;

/** Balanced or gone: a quote may not leave a bracket open. */
function balance(text: string, open: string, close: string): string {
  let depth = 0;
  for (const char of text) {
    if (char === open) depth += 1;
    else if (char === close && (depth -= 1) < 0) break;
  }
  return depth === 0 ? text : text.replaceAll(open, '').replaceAll(close, '');
}

/**
 * A comment as it can be quoted on screen: links, handles, emoji and doubled punctuation dropped, inner double
 * quotes made single (the quote itself is in double quotes), shorthand written out ("u", "im"),
 * "i" as "I", each sentence capitalised, unbalanced brackets removed, ended with punctuation, and
 * cut to MAX_QUOTE_WORDS words.
 */
export function tidyComment(text: string, shorthand: Readonly<Record<string, string>>): string {
  let tidy = text
    .replace(/https?:\/\/\S+|(?<!\S)@[\w.]+/g, ' ')
    .replace(EMOJI, ' ')
    .replace(/[\u201c\u201d"]/g, "'")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/([?!.])[?!.]+/g, (all, first: string) => (all.includes('?') ? '?' : first === '.' && all.length >= 3 ? '…' : first))
    .replace(/\s+([,?!.])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  tidy = tidy.replace(/(?<![\p{L}\p{N}'])[\p{L}']+(?![\p{L}\p{N}'])/gu, (word) => {
    const lower = word.toLowerCase();
    if (lower === 'i') return 'I';
    return shorthand[lower] ?? word;
  });
  tidy = balance(balance(tidy, '(', ')'), '[', ']');
  const words = tidy.split(' ');
  if (words.length > MAX_QUOTE_WORDS) {
    const kept = words.slice(0, MAX_QUOTE_WORDS).join(' ');
    const end = Math.max(kept.lastIndexOf('. '), kept.lastIndexOf('? '), kept.lastIndexOf('! '));
    tidy = end > kept.length / 2 ? kept.slice(0, end + 1) : `${kept.replace(/[,;:–-]+$/, '')}…`;
  }
  if (!/[.?!…]$/.test(tidy)) tidy += '.';
  return tidy.replace(/(^|[.?!…]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The first letter up, for a slot that opens a sentence. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A title or sentence set inside another sentence: its first letter down unless its first word is
 * a name ("Roth IRA"), an acronym ("SPF") or starts with a digit.
 */
export function inline(text: string, properNames: ReadonlySet<string>): string {
  const first = text.split(/[\s,:;?!.]/)[0] ?? '';
  if (properNames.has(first) || /^\p{Lu}[\p{Lu}\d-]+s?$/u.test(first) || !/^\p{Lu}/u.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A lower-case name with its proper names and acronyms cased: "an llc or a roth ira" is "an LLC or a Roth IRA". */
export function properCase(text: string, properNames: readonly string[]): string {
  const cased = new Map(properNames.map((name) => [name.toLowerCase(), name]));
  return text.replace(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu, (word) => cased.get(word.toLowerCase()) ?? word);
}

/**
 * A template with its slots filled: `{name}` from `slots`, and `{Name}` the same value capitalised.
 * A slot ending on its own punctuation absorbs the template's (no "lighter?.").
 */
export function fill(template: string, slots: Readonly<Record<string, string | number>>): string {
  return template
    .replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = slots[name] ?? slots[name.charAt(0).toLowerCase() + name.slice(1)];
      if (value === undefined) throw new Error(`The template "${template}" has a slot {${name}} the generator does not fill.`);
      return /^\p{Lu}/u.test(name) ? capitalised(String(value)) : String(value);
    })
    .replace(/([?!.…])\.(?=\s|$)/g, '$1')
    .replace(/([?!.…]):/g, '$1');
}

/** Words as hooks.ts counts them. */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
