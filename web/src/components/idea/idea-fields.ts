import { CTA_LABELS, FORMAT_LABELS, plainText, readableName } from '#functions/ideas/preview';

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

/**
 * A generated idea's filming plan as labelled lines, in the order it is shot; null when the value
 * is not a plan (the hand-written library has none, and the page then shows nothing). Lines the
 * plan leaves empty are left out.
 */
export function filmingLines(value: unknown): Array<readonly [label: string, text: string]> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const plan = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field.trim() : '');
  const format = text(plan.format);
  const seconds = typeof plan.lengthSeconds === 'number' && plan.lengthSeconds > 0 ? plan.lengthSeconds : null;
  const cta = plan.cta !== null && typeof plan.cta === 'object' ? (plan.cta as Record<string, unknown>) : {};
  const ctaKind = text(cta.kind);
  const ctaText = text(cta.text);
  const lines: Array<readonly [string, string]> = [
    ['Format', format ? (FORMAT_LABELS[format] ?? readableName(format)) : ''],
    ['Length', seconds === null ? '' : `About ${seconds} seconds`],
    ['First frame', text(plan.firstFrame)],
    ['On-screen hook', text(plan.onScreenHook)],
    ['Re-hook', text(plan.rehook)],
    ['Call to action', [ctaKind ? `${CTA_LABELS[ctaKind] ?? readableName(ctaKind)}:` : '', ctaText].filter(Boolean).join(' ')],
  ];
  const shown = lines.filter(([, line]) => line !== '');
  return shown.length > 0 ? shown : null;
}
