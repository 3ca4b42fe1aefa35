import type { Insight } from '#functions/content-engine/insight';
import type { IdeaTraits, PersonalReason, TasteWeights } from './model';
import { choosingData } from './personal-files';
import { rankForProfile, type RankedInsight, type RankProfile, type Ranking } from './rank';
import { nicheReasons, ownAudienceReasons } from './reasons';
import { spread } from './spread';

/**
 * One subscriber's insight for one day (pure): their own audience's first, when one is strong
 * enough (content/personal/choosing.json `ownAudience`: at least `minViewers` of their viewers
 * asked, the newest within `maxAgeDays`); otherwise the niche's insights ranked for them under the
 * spread rule. Never one they already had, nor one that failed for this day in this run.
 */

export interface SubscriberChoiceInput {
  /** Insights mined from the comments on the subscriber's own channel (private to them). */
  ownInsights: readonly Insight[];
  /** The niche's insights ranked for them (rankForProfile), the same all days of the run. */
  ranking: Ranking;
  /** Insight keys they already have an idea on (a personal idea, or one this run made for them). */
  had: ReadonlySet<string>;
  /** Insight keys not to try again today (their draft failed the gates in this run). */
  skip?: ReadonlySet<string>;
  /** Subscribers each niche insight went to on this day, by key. */
  given: ReadonlyMap<string, number>;
  cap: number;
  profile: RankProfile | null;
  weights: TasteWeights | null;
  nicheName: string;
  now: Date;
}

export interface SubscriberChoice {
  insight: Insight;
  ownAudience: boolean;
  traits: IdeaTraits;
  reasons: PersonalReason[];
  /** Their ranking's entry (parts of the score), for the run's report and the docs. */
  ranked: RankedInsight;
  /** The spread rule gave way: every niche insight they could take was at the cap. */
  relaxed: boolean;
}

const DAY_MS = 86_400_000;

/** Whether an own-audience insight is strong and fresh enough to go before the niche's. */
export function strongOwnInsight(insight: Insight, now: Date): boolean {
  const { minViewers, maxAgeDays } = choosingData().ownAudience;
  const age = (now.getTime() - Date.parse(insight.newestAt)) / DAY_MS;
  return insight.askedCount >= minViewers && Number.isFinite(age) && age <= maxAgeDays;
}

export function chooseForSubscriber(input: SubscriberChoiceInput): SubscriberChoice | null {
  const open = (insight: Insight) => !input.had.has(insight.key) && !input.skip?.has(insight.key);

  const own = rankForProfile(
    input.ownInsights.filter((insight) => open(insight) && strongOwnInsight(insight, input.now)),
    input.profile,
    input.weights,
  ).ranked[0];
  if (own) {
    return {
      insight: own.insight,
      ownAudience: true,
      traits: own.traits,
      reasons: ownAudienceReasons(own.insight, own),
      ranked: own,
      relaxed: false,
    };
  }

  const candidates = input.ranking.ranked.filter((ranked) => open(ranked.insight));
  const picked = spread(candidates, input.given, input.cap, (ranked) => ranked.insight.key);
  if (!picked) return null;
  const { choice } = picked;
  return {
    insight: choice.insight,
    ownAudience: false,
    traits: choice.traits,
    reasons: nicheReasons(choice, input.nicheName),
    ranked: choice,
    relaxed: picked.relaxed,
  };
}
