/**
 * Every year-plan item's keys, in one place. Access patterns (docs/data-model.md):
 * - a niche's live seasonal moments: GetItem `SEASONS` / `NICHE#<niche>` (absent: the shipped file);
 * - every niche's: one Query of the `SEASONS` partition (13 niches, one item each).
 */
export const yearPlanKeys = {
  partition: () => 'SEASONS',
  seasons: (niche: string) => ({ PK: 'SEASONS', SK: `NICHE#${niche}` }),
};
