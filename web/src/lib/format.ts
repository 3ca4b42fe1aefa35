const UNITS: ReadonlyArray<readonly [number, string]> = [
  [1_000_000_000, 'B'],
  [1_000_000, 'M'],
  [1_000, 'K'],
];

/**
 * "12.4K", "1.8M": how social apps show counts. Written out rather than Intl's compact notation
 * so the prerendered HTML and the browser always produce the same text.
 */
export function formatCount(value: number): string {
  for (const [index, [size, suffix]] of UNITS.entries()) {
    if (value < size) continue;
    const scaled = Math.round((value / size) * 10) / 10;
    // 999,960 rounds to "1000K"; show it as "1M".
    const larger = UNITS[index - 1];
    if (scaled >= 1000 && larger) return `1${larger[1]}`;
    return `${scaled.toFixed(1).replace(/\.0$/, '')}${suffix}`;
  }
  return String(Math.round(value));
}
