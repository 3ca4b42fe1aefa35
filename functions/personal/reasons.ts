import { knowledgeFor } from '#functions/content-engine/content-files';
import type { Insight } from '#functions/content-engine/insight';
import type { PersonalReason } from './model';
import { choosingData } from './personal-files';
import type { RankedInsight } from './rank';

/**
 * Why a personal idea was chosen, as its creator reads it on the card, the idea page and in the
 * email (wording: content/personal/choosing.json `reasons`). Pure. The strongest reason comes
 * first and there are at most three: a card has room for a line or two.
 */

export const MAX_REASONS = 3;

const fill = (template: string, slots: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => String(slots[name] ?? slot));

/** An idea built on the creator's own audience: how many of their viewers asked, then why it fits. */
export function ownAudienceReasons(insight: Insight, ranked?: RankedInsight): PersonalReason[] {
  const { reasons } = choosingData();
  return [{ kind: 'own-audience' as const, text: fill(reasons.ownAudience, { count: insight.askedCount }) }, ...fitReasons(ranked)].slice(
    0,
    MAX_REASONS,
  );
}

/** An idea built on the niche's insight, ranked for the creator: what fits them, then how many viewers of the niche asked. */
export function nicheReasons(ranked: RankedInsight, nicheName: string): PersonalReason[] {
  const { reasons } = choosingData();
  const asked = ranked.insight.askedCount;
  const niche: PersonalReason[] = asked >= 2 ? [{ kind: 'niche', text: fill(reasons.niche, { count: asked, niche: nicheName }) }] : [];
  const fit = fitReasons(ranked);
  // A viewer count says more than a fit when many asked; a fit says more than "2 viewers asked".
  const ordered = asked >= 5 ? [...niche, ...fit] : [...fit, ...niche];
  return ordered.slice(0, MAX_REASONS);
}

function fitReasons(ranked: RankedInsight | undefined): PersonalReason[] {
  if (!ranked) return [];
  const { reasons, formats } = choosingData();
  const out: PersonalReason[] = [];
  const { fit } = ranked;
  if (fit.focus) out.push({ kind: 'topic-fit', text: fill(reasons.topicFit, { focus: fit.focus }) });
  if (fit.likedTopic) {
    const name = knowledgeFor(ranked.insight.niche).topics.find((topic) => topic.id === fit.likedTopic)?.name ?? fit.likedTopic;
    out.push({ kind: 'learned', text: fill(reasons.learnedTopic, { topic: name }) });
  } else if (fit.likedAskKind) out.push({ kind: 'learned', text: reasons.learnedAskKind });
  if (fit.format) out.push({ kind: 'format', text: fill(reasons.format, { format: formats[fit.format]?.plural ?? fit.format }) });
  return out;
}

/**
 * The reasons as they stand once the idea is written: the format reason only when the idea is
 * filmed in a format the creator films (a writer that ignored the brief, such as the offline one,
 * may choose another), then naming that format.
 */
export function reasonsForIdea(
  reasons: readonly PersonalReason[],
  ideaFormat: string | null,
  filmed: ReadonlySet<string>,
): PersonalReason[] {
  const { reasons: wording, formats } = choosingData();
  return reasons.flatMap((reason) => {
    if (reason.kind !== 'format') return [reason];
    if (!ideaFormat || !filmed.has(ideaFormat)) return [];
    const plural = formats[ideaFormat as keyof typeof formats]?.plural ?? ideaFormat;
    return [{ kind: 'format' as const, text: fill(wording.format, { format: plural }) }];
  });
}
