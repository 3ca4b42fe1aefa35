/** Joins the class names that apply; the blocks take a caller's `className` on top of their own. */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
