/**
 * "12.4K", "1.8M": how social apps show counts. Written out rather than Intl's compact notation
 * so the prerendered HTML and the browser always produce the same text.
 */
export function formatCount(value: number): string {
  const units: ReadonlyArray<readonly [number, string]> = [
    [1_000_000_000, 'B'],
    [1_000_000, 'M'],
    [1_000, 'K'],
  ];
  for (const [size, suffix] of units) {
    const scaled = Math.round((value / size) * 10) / 10;
    if (scaled >= 1) return `${scaled.toFixed(1).replace(/\.0$/, '')}${suffix}`;
  }
  return String(Math.round(value));
}
