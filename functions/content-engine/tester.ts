import { ulid } from 'ulid';
import type { CreatorProfile } from '#functions/profiles/schema';
import type { ContentIdea } from '#functions/shared/schemas';
import { listNicheCorpus } from './corpus-store';
import { listUsedInsights, putDraftIdea } from './generation-store';
import { latestIdeaDay, listIdeaComments } from '#functions/ideas/store';
import type { ApprovedNiche } from '#functions/niches/store';
import { chooseInsight, mineInsights } from './insights';
import type { HookValidation } from './hooks';
import { touchesAvoidedTopic } from '#functions/profiles/rules';
import { evidenceTexts, generateIdea, insightsFor } from './generate-idea';
import type { Generator } from './generator';
import type { AiLog } from './ai-logs-store';
import { readCandidates } from './openai';

export interface TesterResult {
  success: boolean;
  error: string | null;
  attempts: number;
  processing_time_ms: number;
  hookValidation: HookValidation | null;
  content: ContentIdea | null;
  /** The last attempt's judge verdict (each candidate's title, rubric scores and whether it was kept), when a judge ran. */
  judge: TesterJudge | null;
}

export interface TesterJudge {
  candidates: Array<{ index: number; title: string | null; scores: Record<string, number> | null; kept: boolean }>;
  error: string | null;
}

/**
 * The judge's verdict as the admin reads it: the AI log's entry with each candidate's title, read
 * back from the writer's answer in the same log the way the attempt read it (the judge indexes
 * the readable candidates in written order).
 */
export function testerJudge(log: Pick<AiLog, 'judge' | 'response_raw'> | undefined): TesterJudge | null {
  if (!log?.judge) return null;
  const titles = readCandidates(log.response_raw).drafts.map((draft) => draft.title);
  return {
    candidates: log.judge.candidates.map((candidate, position) => {
      const index = candidate.index ?? position;
      return { index, title: titles[index] ?? null, scores: candidate.scores, kept: candidate.kept ?? false };
    }),
    error: log.judge.error ?? null,
  };
}

/**
 * The admin generation tester: `quantity` ideas for a niche, built exactly as the keep-ahead job
 * builds them (same insights, generator, hook rules, retries and logs), stored as drafts that no
 * subscriber can open, and without marking insights used, so testing never spends the library's
 * insights. All ideas are made at once; none starts a new attempt after `deadline`. With a
 * creator profile, insights touching one of its topics to avoid are skipped and the writer gets
 * the profile (audience, tone, formats, goals).
 */
export async function runGenerationTester(
  niche: ApprovedNiche,
  quantity: number,
  generator: Generator,
  createdBy: string,
  deadline: number,
  profile: CreatorProfile | null = null,
): Promise<TesterResult[]> {
  const now = new Date();
  const [corpus, used, existingComments, latestDay] = await Promise.all([
    listNicheCorpus(niche.niche),
    listUsedInsights(niche.niche),
    listIdeaComments(niche.niche),
    latestIdeaDay(niche.niche, 'B'),
  ]);
  const mined = insightsFor(generator, mineInsights(niche.niche, corpus.comments, corpus.videos, now));
  const insights = profile ? mined.filter((insight) => !touchesAvoidedTopic(evidenceTexts({ insight }), profile.avoidTopics)) : mined;
  // The next insights the job would pick, one per idea (the tester previews what subscribers would get).
  const picks: Array<{ insight: (typeof insights)[number]; angle: number }> = [];
  const taken = new Map(used);
  const seen = [...existingComments];
  for (let i = 0; i < quantity; i += 1) {
    const choice = chooseInsight(insights, taken, seen);
    if (!choice) break;
    picks.push(choice);
    taken.set(choice.insight.key, { usedAt: now.toISOString(), uses: (taken.get(choice.insight.key)?.uses ?? 0) + 1, titles: [] });
    seen.push(choice.insight.representative.text);
  }
  if (picks.length === 0) {
    const error =
      mined.length > 0
        ? `Every ${niche.displayName} insight touches a topic this creator avoids (${profile?.avoidTopics.join(', ')})`
        : `No comments to build ${niche.displayName} ideas on: import a corpus first`;
    return [{ success: false, error, attempts: 0, processing_time_ms: 0, hookValidation: null, content: null, judge: null }];
  }
  return Promise.all(
    picks.map(async ({ insight, angle }): Promise<TesterResult> => {
      const outcome = await generateIdea({
        request: {
          niche: niche.niche,
          nicheName: niche.displayName,
          insight,
          variant: 'B',
          angle,
          previousTitles: used.get(insight.key)?.titles ?? [],
          creator: profile,
        },
        slot: { id: `draft-${ulid()}`, niche: niche.niche, dayNumber: latestDay + 1, variant: 'B' },
        generator,
        purpose: 'tester',
        deadline,
      });
      if (outcome.idea) await putDraftIdea(outcome.idea, createdBy, now);
      return {
        success: outcome.idea !== null,
        error: outcome.error,
        attempts: outcome.attempts.length,
        processing_time_ms: outcome.processingTimeMs,
        hookValidation: outcome.hookValidation,
        content: outcome.idea,
        judge: testerJudge(outcome.attempts.at(-1)),
      };
    }),
  );
}
