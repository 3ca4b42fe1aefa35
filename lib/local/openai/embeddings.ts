import { topicTokens } from '#functions/content-engine/text';
import { isNode } from './json-schema';
import { invalidRequest, missingParameter } from './objects';

/**
 * The emulator's embeddings (`POST /v1/embeddings`): deterministic vectors, a hashed bag of each
 * text's topic words (stemmed, shorthand folded: text.ts), so two comments asking the same thing
 * in the same words are close and unrelated ones are not, as with a real model, though without
 * its sense of meaning. Floats or base64 (the `openai` library asks for base64 and decodes it).
 */
export const EMBEDDING_MODELS = ['text-embedding-3-small', 'text-embedding-3-large', 'text-embedding-ada-002'] as const;
const DIMENSIONS = 256;
/** OpenAI's own cap on inputs per request. */
const MAX_INPUTS = 2_048;

export function embeddingsObject(body: unknown): Record<string, unknown> {
  if (!isNode(body)) throw invalidRequest('We could not parse the JSON body of your request.');
  const model = body['model'];
  if (typeof model !== 'string') throw missingParameter('model');
  if (!(EMBEDDING_MODELS as readonly string[]).includes(model))
    throw invalidRequest(`The model '${model}' does not exist`, 'model', 'model_not_found', 404);
  const input = body['input'];
  const texts = typeof input === 'string' ? [input] : Array.isArray(input) && input.every((t) => typeof t === 'string') ? input : null;
  if (texts === null) throw missingParameter('input');
  if (texts.length === 0 || texts.length > MAX_INPUTS)
    throw invalidRequest(`'input' must hold 1 to ${MAX_INPUTS} texts, got ${texts.length}.`, 'input', 'invalid_value');
  const base64 = body['encoding_format'] === 'base64';
  let tokens = 0;
  const data = texts.map((text, index) => {
    tokens += Math.ceil(text.length / 4);
    const vector = vectorOf(text);
    return { object: 'embedding', index, embedding: base64 ? Buffer.from(vector.buffer).toString('base64') : Array.from(vector) };
  });
  return { object: 'list', data, model, usage: { prompt_tokens: tokens, total_tokens: tokens } };
}

/** Unit length; each topic word adds to one dimension picked by its hash (FNV-1a), a text with none is a fixed vector. */
export function vectorOf(text: string): Float32Array {
  const vector = new Float32Array(DIMENSIONS);
  const words = topicTokens(text);
  for (const word of words.length > 0 ? words : ['']) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
    vector[hash % DIMENSIONS]! += hash & 0x100 ? 1 : -1;
  }
  const norm = Math.hypot(...vector) || 1;
  for (let i = 0; i < DIMENSIONS; i++) vector[i]! /= norm;
  return vector;
}
