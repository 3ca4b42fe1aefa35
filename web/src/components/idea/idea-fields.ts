/**
 * How an idea's content fields are shown (spec 2). An idea's content is a set of named fields
 * (hooks, sections, why_it_works, and whatever else a generator adds) or plain text; both the
 * dashboard card and the idea page decide by the field's name, not by a fixed shape.
 */

/** How the idea page renders a field, by name (spec 2, "Idea page"). */
export type FieldKind = 'hooks' | 'slides' | 'why' | 'other';

export function fieldKind(name: string): FieldKind {
  const lower = name.toLowerCase();
  if (lower.includes('hook')) return 'hooks';
  if (lower.includes('section') || lower.includes('point')) return 'slides';
  if (lower.includes('why') && lower.includes('work')) return 'why';
  return 'other';
}

/** "why_it_works" → "Why It Works", "filmingTips" → "Filming Tips". */
export function fieldLabel(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The content as named fields; plain text is one field called "content". */
export function contentFields(content: unknown): Array<readonly [string, unknown]> {
  if (content === null || content === undefined) return [];
  if (typeof content === 'object' && !Array.isArray(content)) return Object.entries(content);
  return [['content', content]];
}

/** The separator of why-it-works bullets in a string (spec 3). */
export const BULLET_SEPARATOR = ' • ';

/** A why-it-works value as bullets: a string is split on the bullet separator. */
export function whyBullets(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(plainText) : plainText(value).split('•');
  return items.map((item) => item.trim()).filter(Boolean);
}

/** One key-point slide: a title (or "Slide n") and its Voiceover, Visuals and Text lines. */
export interface Slide {
  readonly title: string;
  readonly lines: ReadonlyArray<readonly [label: 'Voiceover' | 'Visuals' | 'Text', text: string]>;
}

export function slidesOf(value: unknown): Slide[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item, index) => {
    if (item === null || typeof item !== 'object') return { title: `Slide ${index + 1}`, lines: [['Text', plainText(item)]] };
    const slide = item as Record<string, unknown>;
    const title = plainText(slide.title).trim() || `Slide ${index + 1}`;
    const lines = (['Voiceover', 'Visuals', 'Text'] as const)
      .map((label) => [label, plainText(slide[label.toLowerCase()]).trim()] as const)
      .filter(([, text]) => text);
    return { title, lines };
  });
}

/** Hook texts: a list, or a single hook. */
export function hooksOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(plainText).filter((hook) => hook.trim());
}

/** Any value as one line of text: lists joined with the bullet separator, objects by their values. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(BULLET_SEPARATOR);
  const record = value as Record<string, unknown>;
  // A section reads best by its title; other objects by all their values.
  return typeof record.title === 'string' && record.title ? record.title : Object.values(record).map(plainText).filter(Boolean).join(BULLET_SEPARATOR);
}

/** The dashboard card's cut (spec 9: idea list text is cut at 100 characters). */
export const PREVIEW_LENGTH = 100;

const LINE_BREAK_TAG = /<br\s*\/?>/gi;

/** Text cut at `length` characters plus an ellipsis; a `<br>` counts as one character. */
export function cutText(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(LINE_BREAK_TAG, '\n');
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}

/** The lines of a text whose line breaks are `<br>` tags or newlines, for rendering with <br />. */
export function textLines(text: string): string[] {
  return text.replace(LINE_BREAK_TAG, '\n').split('\n');
}

/** The card preview: each field as a label and its text, cut. */
export function contentPreview(content: unknown): Array<{ readonly label: string; readonly text: string }> {
  return contentFields(content)
    .map(([name, value]) => ({ label: fieldLabel(name), text: cutText(plainText(value)) }))
    .filter((field) => field.text.trim());
}
