/**
 * user_niche_progress (spec 3): how many days of a niche's ideas a subscriber has unlocked. One
 * item per user and niche under the user's partition, so the dashboard reads them in one Query.
 */
export const progressKeys = {
  item: (userId: string, niche: string) => ({ PK: `USER#${userId}`, SK: `PROGRESS#${niche}` }),
  prefix: 'PROGRESS#',
  /**
   * GSI2, sparse: only progress that is still unlocking. The sort key is when this subscriber's
   * day 1 would have opened had they never paused (`unlockingSince` minus the days already had),
   * so the first item of a niche is the subscriber furthest ahead: the keep-ahead job reads one
   * item to know how far the niche's ideas must reach.
   */
  frontier: (niche: string, unlockingSince: Date, daysAlready: number) => ({
    GSI2PK: `NICHE_FRONTIER#${niche}`,
    GSI2SK: new Date(unlockingSince.getTime() - daysAlready * 86_400_000).toISOString(),
  }),
};

export interface NicheProgress {
  userId: string;
  email: string;
  niche: string;
  /** Days opened so far; for the current niche, as of `unlockingSince`. */
  contentDaysUnlocked: number;
  createdAt: string;
  /**
   * Set on the subscriber's current niche only: one more day opens at every 07:00 (local) after
   * it (functions/domain/ideas.ts). A niche left behind keeps its days and opens no more.
   */
  unlockingSince?: string | null;
}

export function progressItem(progress: NicheProgress): Record<string, unknown> {
  const since = progress.unlockingSince ? new Date(progress.unlockingSince) : null;
  return {
    ...progressKeys.item(progress.userId, progress.niche),
    ...(since ? progressKeys.frontier(progress.niche, since, progress.contentDaysUnlocked) : {}),
    entity: 'progress',
    ...progress,
  };
}
