/**
 * Who sees which idea on the dashboard (spec 4 "Dashboard ideas", spec 6), as pure rules.
 */

/** The dashboard and the idea page show variant B only (spec 3). */
export const DASHBOARD_VARIANT = 'B';

export interface IdeaPosition {
  readonly niche: string;
  readonly dayNumber: number;
  readonly ideaNumber: number;
  readonly variant: string;
}

/** Days unlocked per niche; a niche without progress, or with 0 days, shows nothing. */
export type Unlocked = ReadonlyMap<string, number>;

export function isUnlocked(idea: IdeaPosition, subscribed: boolean, unlocked: Unlocked): boolean {
  if (!subscribed || idea.variant !== DASHBOARD_VARIANT) return false;
  return idea.dayNumber <= (unlocked.get(idea.niche) ?? 0);
}

/** Spec 7: niche in the approved order, then day descending, then idea number ascending. */
export function dashboardOrder<T extends IdeaPosition>(ideas: readonly T[], nicheOrder: readonly string[]): T[] {
  const rank = (niche: string) => {
    const index = nicheOrder.indexOf(niche);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...ideas].sort((a, b) => rank(a.niche) - rank(b.niche) || b.dayNumber - a.dayNumber || a.ideaNumber - b.ideaNumber);
}

/** Ideas are new until viewed. */
export function countNew(ideaIds: readonly string[], viewed: ReadonlySet<string>): number {
  return ideaIds.filter((id) => !viewed.has(id)).length;
}

/** Viewing one idea lowers the count by one, never below 0 (spec 4). */
export function afterView(count: number): number {
  return Math.max(0, count - 1);
}
