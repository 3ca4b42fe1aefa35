/**
 * How a video's figures grow with its age, so the emulator answers day 1, day 7 and day 30 with
 * different numbers (the performance job reads each): most views come in the first days, a slow
 * tail after. The curve's shape is fixed per video id (a hash, no randomness), and the fixture's
 * figures are what the video has at the age it has when the emulator starts, so an emulator read
 * at the same moment always answers the same, and a test that never moves the clock meets the
 * fixture's own numbers.
 */

const DAY_MS = 86_400_000;

/** FNV-1a: a stable number from a video id, spread over [0, 1). */
function unit(id: string, salt: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${salt}:${id}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** The share of its long-run views a video has at `ageDays` (whole days since publishing): rising, never flat. */
export function growthShare(id: string, ageDays: number): number {
  const days = Math.max(0, ageDays);
  // Some videos take off within a day, others over most of a week.
  const settleDays = 1 + 4 * unit(id, 'settle');
  const tail = 0.02 + 0.06 * unit(id, 'tail');
  return 1 - Math.exp(-(days + 1) / settleDays) + tail * Math.log1p(days);
}

/** Whole days from `from` to `at` (0 when `at` is earlier). */
export function ageInDays(fromIso: string, atMs: number): number {
  return Math.max(0, Math.floor((atMs - Date.parse(fromIso)) / DAY_MS));
}

export interface Figures {
  views: number;
  likes: number;
  comments: number;
}

/**
 * A video's figures at `ageDays`, given those it has at `baseAgeDays` (the fixture's, at the
 * emulator's start). Comments grow from the ones the catalogue holds: YouTube's count includes
 * comments no list returns (held for review, hidden), so a count above the list is realistic.
 */
export function figuresAt(id: string, base: Figures, baseAgeDays: number, ageDays: number): Figures {
  if (ageDays === baseAgeDays) return { ...base };
  const ratio = growthShare(id, ageDays) / growthShare(id, baseAgeDays);
  return {
    views: Math.round(base.views * ratio),
    likes: Math.round(base.likes * ratio),
    comments: Math.round(base.comments * ratio),
  };
}
