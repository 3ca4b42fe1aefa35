import { randomUUID } from 'node:crypto';

/**
 * Values that fit a JSON Schema, written with words taken from the prompt, so that structured
 * calls the emulator knows nothing about (the admin chat, a one-off script) still get an answer
 * their own schema accepts. Covers what OpenAI's structured outputs allow: objects, arrays,
 * strings (length, pattern, format), numbers, booleans, null, enum, const, anyOf and $ref.
 */

type Node = Record<string, unknown>;

interface Context {
  /** The property this value is written for ('' at the root and for array items without one). */
  key: string;
  /** Position among its siblings, so the items of an array differ. */
  index: number;
  depth: number;
}

/** Past this depth a recursive schema gets its smallest value: no optional items, null where allowed. */
const SHALLOW_DEPTH = 6;
/** A schema that still recurses here cannot be satisfied; stop instead of overflowing the stack. */
const MAX_DEPTH = 32;

const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto about as is are was were be been being it its this that these those ' +
    'you your yours we our they their them he she his her i me my do does did not no yes so than then there here what which who whom whose ' +
    'when where why how can could should would will may might must have has had just very also any each every some such only own same too ' +
    'task key null true false'
  ).split(' '),
);
const FALLBACK_WORDS = ['local', 'emulator', 'answer', 'written', 'from', 'prompt', 'words', 'example', 'value'];
const MIN_WORDS = 6;

/** The prompt's words, handed out in turn so that neighbouring strings differ. */
export class Words {
  private cursor = 0;
  private readonly words: readonly string[];

  constructor(texts: readonly string[]) {
    const seen = new Set<string>();
    const words: string[] = [];
    for (const text of texts) {
      for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []) {
        if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word) || seen.has(word)) continue;
        seen.add(word);
        words.push(word);
      }
    }
    // A prompt of a word or two would otherwise repeat itself in every sentence.
    this.words = words.length >= MIN_WORDS ? words : [...words, ...FALLBACK_WORDS.filter((word) => !seen.has(word))];
  }

  take(count: number): string[] {
    const taken: string[] = [];
    for (let i = 0; i < count; i += 1) {
      taken.push(this.words[this.cursor % this.words.length] as string);
      this.cursor += 1;
    }
    return taken;
  }

  phrase(count: number): string {
    return capitalize(this.take(count).join(' '));
  }

  sentence(count: number): string {
    return `${this.phrase(count)}.`;
  }

  slug(count: number): string {
    return (
      this.take(count)
        .map((word) => word.normalize('NFKD').replace(/[^a-z0-9]/g, ''))
        .filter(Boolean)
        .join('-') || 'local'
    );
  }
}

/** A value that `schema` accepts. `schema` is whatever the caller sent, so nothing about it is trusted. */
export function exampleOf(schema: unknown, words: Words): unknown {
  const root = schema;

  const resolve = (node: Node): Node => {
    const ref = node['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith('#')) return node;
    let target: unknown = root;
    for (const part of ref.slice(1).split('/').filter(Boolean)) {
      const name = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
      target = isNode(target) ? target[name] : undefined;
    }
    return isNode(target) ? { ...target, ...withoutRef(node) } : {};
  };

  const walk = (input: unknown, context: Context): unknown => {
    if (context.depth > MAX_DEPTH) return null;
    if (input === true || !isNode(input)) return words.phrase(2);
    const node = resolve(input);
    if ('const' in node) return node['const'];
    if (Array.isArray(node['enum']) && node['enum'].length > 0) return node['enum'][context.index % node['enum'].length];

    const branches = (Array.isArray(node['anyOf']) ? node['anyOf'] : Array.isArray(node['oneOf']) ? node['oneOf'] : undefined) as
      unknown[] | undefined;
    if (branches && branches.length > 0) {
      const nullable = branches.find((branch) => isNode(branch) && branch['type'] === 'null');
      const chosen =
        context.depth >= SHALLOW_DEPTH && nullable
          ? nullable
          : (branches.find((branch) => !(isNode(branch) && branch['type'] === 'null')) ?? branches[0]);
      return walk(chosen, context);
    }
    if (Array.isArray(node['allOf'])) {
      const merged = node['allOf']
        .filter(isNode)
        .map(resolve)
        .reduce<Node>((all, part) => mergeSchemas(all, part), withoutKeys(node, ['allOf']));
      return walk(merged, context);
    }

    switch (typeOf(node, context.depth)) {
      case 'null':
        return null;
      case 'boolean':
        return context.index % 2 === 0;
      case 'integer':
        return numberFor(node, true, context.index);
      case 'number':
        return numberFor(node, false, context.index);
      case 'array':
        return arrayFor(node, context);
      case 'object':
        return objectFor(node, context);
      default:
        return stringFor(node, context.key, words);
    }
  };

  const arrayFor = (node: Node, context: Context): unknown[] => {
    const prefix = Array.isArray(node['prefixItems']) ? node['prefixItems'] : Array.isArray(node['items']) ? node['items'] : [];
    const min = Math.max(integerOf(node['minItems']) ?? 0, prefix.length);
    const max = integerOf(node['maxItems']) ?? Number.POSITIVE_INFINITY;
    const wanted = context.depth >= SHALLOW_DEPTH ? min : Math.max(min, Math.min(max, 3));
    const items = isNode(node['items']) || node['items'] === true ? node['items'] : {};
    const key = singular(context.key);
    return Array.from({ length: wanted }, (_, index) =>
      walk(index < prefix.length ? prefix[index] : items, { key, index, depth: context.depth + 1 }),
    );
  };

  const objectFor = (node: Node, context: Context): Record<string, unknown> => {
    const properties = isNode(node['properties']) ? node['properties'] : {};
    const required = new Set(
      Array.isArray(node['required']) ? node['required'].filter((name): name is string => typeof name === 'string') : [],
    );
    const value: Record<string, unknown> = {};
    let index = 0;
    for (const [name, property] of Object.entries(properties)) {
      // Strict schemas require every property; others get their optional ones too, unless recursing.
      if (!required.has(name) && context.depth >= SHALLOW_DEPTH) continue;
      value[name] = walk(property, { key: name, index: context.index + index, depth: context.depth + 1 });
      index += 1;
    }
    for (const name of required)
      if (!(name in value))
        value[name] = walk(isNode(node['additionalProperties']) ? node['additionalProperties'] : {}, {
          key: name,
          index: 0,
          depth: context.depth + 1,
        });
    const minProperties = integerOf(node['minProperties']) ?? 0;
    for (let extra = Object.keys(value).length; extra < minProperties; extra += 1) {
      value[words.slug(1)] = walk(isNode(node['additionalProperties']) ? node['additionalProperties'] : {}, {
        key: '',
        index: extra,
        depth: context.depth + 1,
      });
    }
    return value;
  };

  return walk(schema, { key: '', index: 0, depth: 0 });
}

function typeOf(node: Node, depth: number): string {
  const type = node['type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const concrete = type.filter((name): name is string => typeof name === 'string' && name !== 'null');
    if (depth >= SHALLOW_DEPTH && type.includes('null')) return 'null';
    return concrete[0] ?? 'null';
  }
  if (isNode(node['properties']) || 'additionalProperties' in node) return 'object';
  if ('items' in node || 'prefixItems' in node) return 'array';
  if ('minimum' in node || 'maximum' in node) return 'number';
  return 'string';
}

function numberFor(node: Node, integer: boolean, index: number): number {
  const step = integer ? 1 : 0.5;
  const exclusiveMin = numberOf(node['exclusiveMinimum']);
  const exclusiveMax = numberOf(node['exclusiveMaximum']);
  const low = numberOf(node['minimum']) ?? (exclusiveMin !== undefined ? exclusiveMin + step : undefined);
  const high = numberOf(node['maximum']) ?? (exclusiveMax !== undefined ? exclusiveMax - step : undefined);
  let value =
    low !== undefined && high !== undefined
      ? (low + high) / 2
      : low !== undefined
        ? low + index
        : high !== undefined
          ? Math.min(high, index + 1)
          : index + 1;
  if (integer) value = low !== undefined ? Math.ceil(value) : Math.floor(value);
  const multipleOf = numberOf(node['multipleOf']);
  if (multipleOf && multipleOf > 0) {
    value = Math.ceil(value / multipleOf) * multipleOf;
    if (high !== undefined && value > high) value -= multipleOf;
  }
  return value;
}

const TITLE_KEYS = /(^|_)(title|name|label|heading|subject|headline|topic)$/i;
const SLUG_KEYS = /(^|_)(id|slug|key|code|handle)$/i;

function stringFor(node: Node, key: string, words: Words): string {
  const minLength = integerOf(node['minLength']) ?? 0;
  const maxLength = integerOf(node['maxLength']) ?? Number.POSITIVE_INFINITY;
  const pattern = compile(node['pattern']);
  const now = new Date().toISOString();
  switch (node['format']) {
    case 'date-time':
      return now;
    case 'date':
      return now.slice(0, 10);
    case 'time':
      return now.slice(11, 19);
    case 'email':
      return `${words.slug(1)}@example.com`;
    case 'uri':
    case 'url':
      return `https://example.com/${words.slug(2)}`;
    case 'uuid':
      return randomUUID();
    case 'hostname':
      return 'example.com';
    case 'ipv4':
      return '127.0.0.1';
    default:
  }

  const slugLike = SLUG_KEYS.test(key) || (pattern !== null && !pattern.test('Two words'));
  const candidates = slugLike
    ? [words.slug(2), words.slug(1), words.phrase(2)]
    : [TITLE_KEYS.test(key) ? words.phrase(5) : words.sentence(8 + (key.length % 5)), words.slug(2), words.slug(1)];
  candidates.push('a', '0', 'A');
  const fitted = candidates.map((candidate) => fitLength(candidate, minLength, maxLength, words, candidate.includes(' ') ? ' ' : '-'));
  return fitted.find((candidate) => pattern === null || pattern.test(candidate)) ?? (fitted[0] as string);
}

/** Pads with more words up to minLength and cuts at a word boundary down to maxLength. */
function fitLength(value: string, minLength: number, maxLength: number, words: Words, separator: string): string {
  let text = value;
  while (text.length < minLength)
    text = `${text.replace(/\.$/, '')}${separator}${separator === '-' ? words.slug(1) : words.take(1).join('')}`;
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const boundary = cut.lastIndexOf(separator);
  const trimmed = (boundary >= minLength && boundary > 0 ? cut.slice(0, boundary) : cut).replace(/[\s-]+$/, '');
  return trimmed.length >= minLength ? trimmed : cut;
}

function compile(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string') return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

function mergeSchemas(base: Node, extra: Node): Node {
  const merged: Node = { ...base, ...extra };
  if (isNode(base['properties']) && isNode(extra['properties'])) merged['properties'] = { ...base['properties'], ...extra['properties'] };
  if (Array.isArray(base['required']) && Array.isArray(extra['required']))
    merged['required'] = [...new Set([...base['required'], ...extra['required']])];
  return merged;
}

function withoutRef(node: Node): Node {
  return withoutKeys(node, ['$ref']);
}

function withoutKeys(node: Node, keys: readonly string[]): Node {
  return Object.fromEntries(Object.entries(node).filter(([name]) => !keys.includes(name)));
}

function singular(key: string): string {
  return key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.endsWith('s') ? key.slice(0, -1) : key;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function integerOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Why OpenAI would turn `schema` down with `strict: true`, in its words, or null. Only the rules
 * that bite in practice: the root is an object, and every object lists all of its properties as
 * required and sets `additionalProperties: false` (zod's optional fields break the first).
 */
export function strictSchemaProblem(schema: unknown): string | null {
  if (!isNode(schema)) return 'schema must be a JSON Schema object.';
  if (schema['type'] !== 'object' || 'anyOf' in schema) {
    return `schema must be a JSON Schema of 'type: "object"', got 'type: "${typeof schema['type'] === 'string' ? schema['type'] : 'None'}"'.`;
  }
  const check = (node: unknown, path: readonly string[]): string | null => {
    if (!isNode(node)) return null;
    const context = `In context=(${path.map((part) => `'${part}'`).join(', ')})`;
    const isObject = node['type'] === 'object' || (Array.isArray(node['type']) && node['type'].includes('object'));
    if (isObject && !('$ref' in node)) {
      if (node['additionalProperties'] !== false) return `${context}, 'additionalProperties' is required to be supplied and to be false.`;
      const properties = isNode(node['properties']) ? Object.keys(node['properties']) : [];
      const required = Array.isArray(node['required']) ? node['required'] : [];
      const missing = properties.filter((name) => !required.includes(name));
      if (missing.length > 0) {
        return `${context}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`;
      }
    }
    const children: Array<[unknown, string[]]> = [];
    if (isNode(node['properties']))
      for (const [name, child] of Object.entries(node['properties'])) children.push([child, [...path, 'properties', name]]);
    if (node['items'] !== undefined) children.push([node['items'], [...path, 'items']]);
    for (const keyword of ['anyOf', 'allOf', 'prefixItems'] as const) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((child, index) => children.push([child, [...path, keyword, String(index)]]));
    }
    for (const keyword of ['$defs', 'definitions'] as const) {
      const defs = node[keyword];
      if (isNode(defs)) for (const [name, child] of Object.entries(defs)) children.push([child, [...path, keyword, name]]);
    }
    for (const [child, childPath] of children) {
      const problem = check(child, childPath);
      if (problem) return problem;
    }
    return null;
  };
  return check(schema, []);
}
