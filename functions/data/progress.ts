/**
 * user_niche_progress (spec 3): how many days of a niche's ideas a subscriber has unlocked. One
 * item per user and niche under the user's partition, so the dashboard reads them in one Query.
 */
export const progressKeys = {
  item: (userId: string, niche: string) => ({ PK: `USER#${userId}`, SK: `PROGRESS#${niche}` }),
  prefix: 'PROGRESS#',
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
  return { ...progressKeys.item(progress.userId, progress.niche), entity: 'progress', ...progress };
}
