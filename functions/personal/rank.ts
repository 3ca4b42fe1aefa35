import { evidenceTexts } from '#functions/content-engine/generate-idea';
import type { Insight } from '#functions/content-engine/insight';
import { knowledgeFor } from '#functions/content-engine/content-files';
import { VIDEO_FORMATS, type VideoFormat } from '#functions/content-engine/draft';
import { EVERYDAY_TOKENS, topicTokens } from '#functions/content-engine/text';
import { touchesAvoidedTopic } from '#functions/profiles/rules';
import type { IdeaTraits, TasteWeights } from './model';
import { choosingData, suitedFormats } from './personal-files';
import { topicsOf, traitsOf } from './traits';

/**
 * Ranking a niche's insights for one creator (pure). An insight's score is points, the niche's
 * own first: the mined score (insights.ts: about 10 points per distinct viewer who asked, then
 * likes, recency and how clearly they asked), plus what fits this creator, from
 * content/personal/choosing.json `points`:
 * - topic fit: a topic the creator covers (their profile's topics inside the niche) is the topic
 *   the viewers ask about (`topicFit`, 15: a fit is worth one and a half more viewers), or one they
 *   touch besides (half of it), or only its words appear in the viewers' (`wordFit`);
 * - format: the kind of ask suits a format they film (a how-to suits a tutorial, an "is it safe"
 *   a green-screen reply: content/personal/ask-kinds.json `suitedFormats`);
 * - learned: what they filmed or turned down before (TasteWeights in [-1, 1]) times its points:
 *   the weight of the insight's topics (the main one counting most), the best weight among the formats that suit it, the
 *   weight of its kind of ask. Negative when they keep saying "Not for me".
 * An insight touching a topic they avoid is left out (with the reason), never ranked low.
 * Every part is returned, so the reasons a creator reads and the docs' worked example are the sums.
 */

/** What ranking reads of a creator profile (the saved profile, or the writer's CreatorBrief). */
export interface RankProfile {
  subNiches: readonly string[];
  formats: readonly string[];
  avoidTopics: readonly string[];
}

export interface ScoreParts {
  /** The insight's own mined score: how many viewers asked, how much they were liked, how fresh. */
  niche: number;
  topicFit: number;
  format: number;
  learned: number;
}

export interface RankedInsight {
  insight: Insight;
  traits: IdeaTraits;
  score: number;
  parts: ScoreParts;
  /** What made the fit parts, for the reasons (reasons.ts). */
  fit: {
    /** The creator's topic the insight fits, as they wrote it (or its knowledge name). */
    focus: string | null;
    /** The format they film that suits the ask. */
    format: VideoFormat | null;
    /** The insight's topic they filmed most, when their weights like it. */
    likedTopic: string | null;
    likedAskKind: boolean;
  };
}

export interface Ranking {
  /** Best first; ties by the mined score, then by key so a run is repeatable. */
  ranked: RankedInsight[];
  excluded: Array<{ insight: Insight; reason: string }>;
}

/** A learned weight above this is a liking worth saying ("Like the … ideas you filmed"). */
const LIKED = 0.2;

const round = (value: number) => Math.round(value * 100) / 100;

/** A format the creator named ("Tutorials", "talking head", "green screen") as one of VIDEO_FORMATS, or null. */
export function formatOf(named: string): VideoFormat | null {
  const said = named
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const exact = VIDEO_FORMATS.find((format) => format.replace(/-/g, ' ') === said);
  if (exact) return exact;
  const formats = choosingData().formats;
  const alias = (alias: string) =>
    alias
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return (
    VIDEO_FORMATS.find((format) => formats[format]?.aliases.some((a) => alias(a) === said)) ??
    VIDEO_FORMATS.find((format) => formats[format]?.aliases.some((a) => ` ${said} `.includes(` ${alias(a)} `))) ??
    null
  );
}

/** The creator's topics inside the niche: a knowledge topic id as it is, free text by the topics its words name. */
interface Focus {
  label: string;
  topics: ReadonlySet<string>;
  words: readonly string[];
}

function focusesOf(subNiches: readonly string[], niche: string): Focus[] {
  const known = new Map(knowledgeFor(niche).topics.map((topic) => [topic.id, topic.name]));
  return subNiches.map((subNiche) => {
    const name = known.get(subNiche);
    const label = name ?? subNiche.trim();
    return {
      label,
      topics: new Set(name ? [subNiche] : topicsOf([subNiche], niche)),
      words: topicTokens(label).filter((word) => !EVERYDAY_TOKENS.has(word) && !niche.startsWith(word)),
    };
  });
}

export function rankForProfile(insights: readonly Insight[], profile: RankProfile | null, weights: TasteWeights | null): Ranking {
  const { points } = choosingData();
  const excluded: Ranking['excluded'] = [];
  const ranked: RankedInsight[] = [];
  const filmed = new Set((profile?.formats ?? []).flatMap((named) => formatOf(named) ?? []));
  const focusCache = new Map<string, Focus[]>();
  for (const insight of insights) {
    if (profile && touchesAvoidedTopic(evidenceTexts({ insight }), profile.avoidTopics)) {
      const topic = profile.avoidTopics.find((avoided) => touchesAvoidedTopic(evidenceTexts({ insight }), [avoided]));
      excluded.push({ insight, reason: `touches "${topic}", a topic this creator avoids` });
      continue;
    }
    const traits = traitsOf(insight, insight.niche);
    if (!focusCache.has(insight.niche)) focusCache.set(insight.niche, focusesOf(profile?.subNiches ?? [], insight.niche));
    const focuses = focusCache.get(insight.niche)!;

    const words = new Set(evidenceTexts({ insight }).flatMap((text) => topicTokens(text)));
    // The topic the viewers ask about first is what the idea will answer: a fit on a topic they only touch counts half.
    const onMain = focuses.find((focus) => traits.topics[0] !== undefined && focus.topics.has(traits.topics[0]));
    const byTopic = onMain ?? focuses.find((focus) => traits.topics.some((topic) => focus.topics.has(topic)));
    const byWords = byTopic ? undefined : focuses.find((focus) => focus.words.length > 0 && focus.words.every((w) => words.has(w)));
    const topicFit = onMain ? points.topicFit : byTopic ? points.topicFit / 2 : byWords ? points.wordFit : 0;

    const suited = suitedFormats(traits.askKind) as readonly VideoFormat[];
    const format = suited.find((candidate) => filmed.has(candidate)) ?? null;

    // The topic the viewers ask about first counts most; a topic one supporting comment touches, least.
    const topicShares = traits.topics.map((_, position) => 0.5 ** position);
    const topicWeight =
      traits.topics.reduce((sum, topic, position) => sum + clamp(weights?.topics[topic] ?? 0) * topicShares[position]!, 0) /
      Math.max(
        1,
        topicShares.reduce((sum, share) => sum + share, 0),
      );
    const formatWeights = suited.flatMap((candidate) => (weights?.formats[candidate] === undefined ? [] : [weights.formats[candidate]]));
    const formatWeight = formatWeights.length > 0 ? Math.max(...formatWeights) : 0;
    const askWeight = weights?.askKinds[traits.askKind] ?? 0;
    const learned =
      points.learnedTopic * clamp(topicWeight) + points.learnedFormat * clamp(formatWeight) + points.learnedAskKind * clamp(askWeight);

    const likedTopics = traits.topics.filter((topic) => (weights?.topics[topic] ?? 0) > LIKED);
    const parts: ScoreParts = {
      niche: round(insight.score),
      topicFit,
      format: format ? points.format : 0,
      learned: round(learned),
    };
    ranked.push({
      insight,
      traits,
      score: round(parts.niche + parts.topicFit + parts.format + parts.learned),
      parts,
      fit: {
        focus: (byTopic ?? byWords)?.label ?? null,
        format,
        likedTopic: likedTopics.sort((a, b) => (weights?.topics[b] ?? 0) - (weights?.topics[a] ?? 0))[0] ?? null,
        likedAskKind: askWeight > LIKED,
      },
    });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.insight.score - a.insight.score ||
      (a.insight.key < b.insight.key ? -1 : a.insight.key > b.insight.key ? 1 : 0),
  );
  return { ranked, excluded };
}

/** Weights are stored bounded; one read from an older or hand-edited item is bounded again here. */
const clamp = (weight: number) => (Number.isFinite(weight) ? Math.max(-1, Math.min(1, weight)) : 0);
