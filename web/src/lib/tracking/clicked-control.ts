const CONTROLS = 'button, [role="button"], a';
const LABEL_CHARS = 80;

export interface ClickedControl {
  /** What the control shows (its text, else its aria-label or title), whitespace collapsed. */
  readonly label: string;
  readonly element: 'button' | 'link';
}

/** The button or link a click landed on (or inside), or null for clicks on anything else. */
export function clickedControl(target: EventTarget | null): ClickedControl | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(CONTROLS);
  if (!control) return null;
  const text = (control.textContent ?? '').replace(/\s+/g, ' ').trim();
  const label = text || control.getAttribute('aria-label')?.trim() || control.getAttribute('title')?.trim() || '';
  return { label: label.slice(0, LABEL_CHARS), element: control.tagName === 'A' ? 'link' : 'button' };
}
