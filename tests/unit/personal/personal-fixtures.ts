import type { Insight } from '#functions/content-engine/insight';
import { insightOf } from '#tests/unit/content-engine/insight-fixtures';

/** A skincare insight as mining leaves it: `viewers` distinct askers, its mined score about 10 points each. */
export function skincareInsight(
  key: string,
  texts: readonly string[],
  viewers = texts.length,
  newestAt = '2026-12-01T10:00:00.000Z',
): Insight {
  const insight = insightOf('skincare', texts);
  return { ...insight, key, askedCount: viewers, score: viewers * 10 + 3, newestAt };
}

export const budget = skincareInsight('yt#budget', [
  'cheapest routine that actually works?? im a broke college student',
  'drugstore dupes for the whole routine pls',
  'what can i afford on a student budget lol',
]);
export const retinol = skincareInsight('yt#retinol', [
  'how do u start retinol without peeling 😭',
  'how often should a beginner use retinol',
  'retinol for beginners pls',
  'im scared to start retinol',
]);
export const sunscreenPilling = skincareInsight('yt#pilling', [
  'why does my sunscreen pill under makeup every single time',
  'my spf keeps pilling help',
]);
export const underarms = skincareInsight('yt#underarms', ['how do i get rid of dark underarms', 'dark armpits tips?']);
export const reviewAsk = skincareInsight('yt#review', [
  'can u do a honest product review of the ordinary niacinamide',
  'product review pls',
]);
