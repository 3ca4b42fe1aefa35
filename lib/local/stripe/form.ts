/**
 * Stripe's request dialect: `application/x-www-form-urlencoded` with bracket notation, as
 * stripe-node writes it (`metadata[plan]=monthly`, `line_items[0][price]=price_monthly`,
 * `expand[0]=subscription`; curl users also write `expand[]=subscription`).
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = KEY.exec(key);
    const path = match ? [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)] : [key];
    assign(root, path, value);
  }
  return toArrays(root, null) as FormObject;
}

function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, index) => {
    // `expand[]=a&expand[]=b`: an empty segment appends.
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  });
}

/** Objects whose keys are all indexes become arrays; metadata keeps whatever keys it was given. */
function toArrays(value: FormValue, parentKey: string | null): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, toArrays(child, key)] as const);
  const indexed = entries.length > 0 && parentKey !== 'metadata' && entries.every(([key]) => /^\d+$/.test(key));
  if (indexed) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  return Object.fromEntries(entries);
}
