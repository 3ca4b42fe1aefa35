/**
 * What a dashboard card shows of an idea's content (docs/product-rules.md#content-ideas-list):
 * every named field as a label and its text, lists joined, cut at 100 characters plus an ellipsis,
 * line-break tags honoured. The server cuts it, so a page of cards carries ~100 characters per
 * field instead of whole scripts; the web imports these same functions (a field label, a sub-niche
 * badge) rather than keeping a copy. Pure: no Node or browser API, safe in both bundles.
 */

/** One field of a card preview: its label ("Why It Works") and its cut text. */
export interface PreviewField {
  readonly label: string;
  readonly text: string;
}

/** The card's cut: card text is cut at 100 characters (docs/product-rules.md#content-ideas-list). */
export const PREVIEW_LENGTH = 100;

/** The separator of why-it-works bullets in a string, and of joined list items (docs/product-rules.md#idea-page). */
export const BULLET_SEPARATOR = ' • ';

const LINE_BREAK_TAG = /<br\s*\/?>/gi;

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

/** Any value as one line of text: lists joined with the bullet separator, objects by their values. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(BULLET_SEPARATOR);
  const record = value as Record<string, unknown>;
  // A section reads best by its title; other objects by all their values.
  return typeof record.title === 'string' && record.title
    ? record.title
    : Object.values(record).map(plainText).filter(Boolean).join(BULLET_SEPARATOR);
}

/**
 * Text cut at `length` characters plus "..."; a `<br>` becomes a newline first, so it counts as
 * one character and the card shows it as a line break.
 */
export function cutText(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(LINE_BREAK_TAG, '\n');
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}

/** How the generator's format names read on the idea page and the card. */
export const FORMAT_LABELS: Readonly<Record<string, string>> = {
  'talking-head': 'Talking head',
  'green-screen-reply': 'Green-screen reply to the comment',
  tutorial: 'Tutorial',
  pov: 'POV',
  ranking: 'Ranking',
  'myth-vs-fact': 'Myth vs fact',
  'test-on-camera': 'Test on camera',
  'before-after': 'Before and after',
  stitch: 'Stitch',
  'voiceover-b-roll': 'Voiceover over B-roll',
};

/** What the call to action asks the viewer to do, by its kind. */
export const CTA_LABELS: Readonly<Record<string, string>> = {
  save: 'Save',
  'comment-keyword': 'Comment a keyword',
  'part-2': 'Part 2',
  follow: 'Follow',
  share: 'Share',
};

/** A name with no label (one added later) still reads: "split-screen" → "Split screen". */
export function readableName(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A filming plan on a card: how it is shot and how long it runs ("Tutorial, about 45 seconds").
 * The plan's shots and lines belong on the idea page; joined into one cut line they read as noise.
 */
function filmingSummary(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return plainText(value);
  const { format, lengthSeconds } = value as Record<string, unknown>;
  const shot = typeof format === 'string' && format ? (FORMAT_LABELS[format] ?? readableName(format)) : '';
  const length = typeof lengthSeconds === 'number' && lengthSeconds > 0 ? `about ${lengthSeconds} seconds` : '';
  return [shot, length].filter(Boolean).join(', ');
}

/** The card preview: each field as a label and its text, cut; empty fields are left out. */
export function contentPreview(content: unknown): PreviewField[] {
  return contentFields(content)
    .map(([name, value]) => ({ label: fieldLabel(name), text: cutText(name === 'filming' ? filmingSummary(value) : plainText(value)) }))
    .filter((field) => field.text.trim());
}
