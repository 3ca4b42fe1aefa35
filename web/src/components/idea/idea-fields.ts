import { plainText } from '#functions/ideas/preview';

/**
 * How an idea's content fields are shown on the idea pages (docs/product-rules.md#idea-page). An
 * idea's content is a set of named fields (hooks, sections, why_it_works, and whatever else a
 * generator adds) or plain text; the page decides by the field's name, not by a fixed shape. Field
 * names, labels and text come from functions/ideas/preview.ts, which also cuts the dashboard card's
 * preview.
 */

/** How the idea page renders a field, by name (docs/product-rules.md#idea-page). */
export type FieldKind = 'hooks' | 'slides' | 'why' | 'filming' | 'other';

export function fieldKind(name: string): FieldKind {
  const lower = name.toLowerCase();
  if (lower === 'filming') return 'filming';
  if (lower.includes('hook')) return 'hooks';
  if (lower.includes('section') || lower.includes('point')) return 'slides';
  if (lower.includes('why') && lower.includes('work')) return 'why';
  return 'other';
}

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

const LINE_BREAK_TAG = /<br\s*\/?>/gi;

/** The lines of a text whose line breaks are `<br>` tags or newlines, for rendering with <br />. */
export function textLines(text: string): string[] {
  return text.replace(LINE_BREAK_TAG, '\n').split('\n');
}
