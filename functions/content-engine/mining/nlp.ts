import { createRequire } from 'node:module';
import type { ItemToken, ItsHelpers, Model, WinkMethods } from 'wink-nlp';
import type WinkFn from 'wink-nlp';

/**
 * English lemmas, parts of speech and stop words from wink-nlp and its small English model. The
 * model is a 3 MB file: it is never bundled into a function's code (lib/constructs/bundling.ts
 * installs both packages beside the bundles of the functions that mine) and is read only when a
 * niche is first mined, so nothing else pays for it.
 */

/** One word of a comment as the model reads it. */
export interface Word {
  /** As written, lower case. */
  text: string;
  lemma: string;
  /** Universal part of speech: NOUN, PROPN, VERB, ADJ, NUM... */
  pos: string;
  /** An English function word ("the", "and", "would"). */
  stop: boolean;
}

// A require made at run time, so esbuild leaves the packages to node_modules instead of the bundle.
const loadModule = createRequire(import.meta.url);

let reader: { nlp: WinkMethods; its: ItsHelpers } | undefined;

function readerOf(): { nlp: WinkMethods; its: ItsHelpers } {
  if (!reader) {
    const winkNLP = loadModule('wink-nlp') as typeof WinkFn;
    const model = loadModule('wink-eng-lite-web-model') as Model;
    const nlp = winkNLP(model, ['sbd', 'pos']);
    reader = { nlp, its: nlp.its };
  }
  return reader;
}

const cache = new Map<string, readonly Word[]>();
const CACHE_LIMIT = 20_000;

/** The words of a text (punctuation, emoji, symbols and numbers' currency signs left out). */
export function wordsOf(text: string): readonly Word[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const { nlp, its } = readerOf();
  const doc = nlp.readDoc(text);
  const words: Word[] = [];
  doc.tokens().each((token: ItemToken) => {
    const type = token.out(its.type);
    if (type !== 'word' && type !== 'number') return;
    words.push({
      text: String(token.out(its.normal)),
      // The typings give the lemma helper a signature `out` does not accept; it is the documented use.
      lemma: String(token.out(its.lemma as never)).toLowerCase(),
      pos: String(token.out(its.pos)),
      stop: Boolean(token.out(its.stopWordFlag)),
    });
  });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, words);
  return words;
}
