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
  contentDaysUnlocked: number;
  createdAt: string;
}

export function progressItem(progress: NicheProgress): Record<string, unknown> {
  return { ...progressKeys.item(progress.userId, progress.niche), entity: 'progress', ...progress };
}
