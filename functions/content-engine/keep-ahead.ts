import { listNicheCorpus } from './corpus-store';
import {
  claimDay,
  listFailedInsights,
  listUsedInsights,
  nicheFrontierStart,
  putGeneratedDay,
  putGeneratedIdea,
  recordInsightFailure,
  releaseDay,
  type InsightUse,
} from './generation-store';
import { getIdea, latestIdeaDay, listIdeaComments } from '#functions/ideas/store';
import { listNiches, type ApprovedNiche } from '#functions/niches/store';
import type { ContentIdea } from '#functions/shared/schemas';
import { ideaOfDayId } from './daily-ideas';
import type { Insight } from './insight';
import { chooseInsight } from './insights';
import { mineNicheInsights } from './mining/openai-mining';
import { generateIdea, insightsFor, libraryTitles } from './generate-idea';
import type { Generator } from './generator';

/** Every active niche has ideas this many days past the furthest subscriber's day. */
export const DAYS_AHEAD = 7;
/** The variants each day gets (the dashboard shows B; A is the other angle of the same insight). */
export const VARIANTS = ['A', 'B'] as const;
/**
 * Insights tried for one day before the day is given up for this run: each failed insight costs up
 * to three attempts per variant, so five bound a bad day's cost at about thirty drafts.
 */
export const MAX_INSIGHTS_PER_DAY = 5;
/**
 * Runs in which an insight may fail the gates before the picker passes it over (until its failure
 * record expires, INSIGHT_FAILURE_DAYS): one more chance on a later run, never a retry on every run.
 */
export const MAX_INSIGHT_FAILURES = 2;
/**
 * The metric the generate job emits per niche (its `niche` dimension) with NicheReport.daysAhead;
 * the stack's DaysAhead alarm (lib/stack.ts) fires when any niche's is below MIN_DAYS_AHEAD.
 */
export const DAYS_AHEAD_METRIC = 'PublishableDaysAhead';
export const MIN_DAYS_AHEAD = 3;
/** A claim on a niche-day outlives a slow generation (up to five insights, three attempts each) but not a crashed run by long. */
const CLAIM_SECONDS = 15 * 60;
const DAY_MS = 86_400_000;

/**
 * The last day a niche must have by `now` + DAYS_AHEAD: the day the subscriber furthest ahead
 * reaches then (their day 1 plus one per day; an upper bound, as it ignores the 07:00 hour and
 * time zones), and never less than DAYS_AHEAD, so a new subscriber's first week exists.
 */
export function horizonDay(frontierStart: Date | null, now: Date): number {
  return Math.max(DAYS_AHEAD, reachedDay(frontierStart, now) + DAYS_AHEAD);
}

/** The day the subscriber furthest ahead has reached (0 when nobody is unlocking the niche). */
export function reachedDay(frontierStart: Date | null, now: Date): number {
  if (!frontierStart) return 0;
  return Math.floor((now.getTime() - frontierStart.getTime()) / DAY_MS) + 1;
}

export interface NicheReport {
  niche: string;
  horizon: number;
  created: string[];
  /** Days another run was generating, or that already existed. */
  skipped: number;
  /** Days left without both variants after every insight tried: the next run tries again. */
  failed: Array<{ day: number; variant: string; error: string }>;
  /** Insights a day moved past because a variant's drafts failed the gates on every attempt. */
  passedOver: Array<{ day: number; variant: string; insight: string; reasons: string[] }>;
  /**
   * Days with both variants past the day the furthest subscriber has reached: what subscribers
   * can still be sent if no more ideas are made (the job's PublishableDaysAhead metric).
   */
  daysAhead: number;
  warnings: string[];
}

export interface KeepAheadOptions {
  generator: Generator;
  /**
   * Why no idea may be published with this generator (the offline one in the cloud without the
   * operator's choice, generator.ts): the job then only measures how far ahead each niche is.
   */
  withheld?: string | null;
  /** Niches generated at once (each one's days are sequential: a day's insight depends on the day before). */
  concurrency?: number;
  warn?: (message: string, details: Record<string, unknown>) => void;
  /** The niches to keep ahead. @default every active approved niche */
  niches?: readonly ApprovedNiche[];
}

/**
 * The keep-ahead job: for every active niche, the days from its last idea to its horizon, in
 * variants A and B, each day built on an insight the niche has not used. Idempotent: a day is
 * claimed before it is generated (a concurrent run skips it), and a day's two ideas are written
 * together, each slot once (a conditional transaction), so a second run finds nothing to do.
 */
export async function keepAhead(now: Date, options: KeepAheadOptions): Promise<NicheReport[]> {
  const niches = options.niches ?? (await listNiches()).filter((n) => n.isActive);
  const reports: NicheReport[] = [];
  const queue = [...niches];
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    for (let niche = queue.shift(); niche; niche = queue.shift()) reports.push(await keepNicheAhead(niche, now, options));
  });
  await Promise.all(workers);
  return reports.sort((a, b) => niches.findIndex((n) => n.niche === a.niche) - niches.findIndex((n) => n.niche === b.niche));
}

async function keepNicheAhead(niche: ApprovedNiche, now: Date, options: KeepAheadOptions): Promise<NicheReport> {
  const [frontier, latestA, latestB] = await Promise.all([
    nicheFrontierStart(niche.niche),
    latestIdeaDay(niche.niche, 'A'),
    latestIdeaDay(niche.niche, 'B'),
  ]);
  const horizon = horizonDay(frontier, now);
  const reached = reachedDay(frontier, now);
  // Days up to here have both variants; it moves on as days are completed in order.
  let complete = Math.min(latestA, latestB);
  const report: NicheReport = {
    niche: niche.niche,
    horizon,
    created: [],
    skipped: 0,
    failed: [],
    passedOver: [],
    daysAhead: complete - reached,
    warnings: [],
  };
  const firstMissing = complete + 1;
  if (firstMissing > horizon) return report;
  if (options.withheld) {
    report.warnings.push(`${niche.niche}: no ideas made, ${report.daysAhead} days ahead: ${options.withheld}`);
    return report;
  }

  // Read once per niche, only when something is to be made.
  const [corpus, used, existingComments, failures] = await Promise.all([
    listNicheCorpus(niche.niche),
    listUsedInsights(niche.niche),
    listIdeaComments(niche.niche),
    listFailedInsights(niche.niche),
  ]);
  const mined = await mineNicheInsights(niche.niche, corpus, now, options.generator.name, options.warn);
  const insights = insightsFor(options.generator, mined);
  if (insights.length === 0) {
    report.warnings.push(
      mined.length > 0
        ? `${niche.niche}: no insight names a topic the ${options.generator.name} generator can film; import comments for this niche (npm run corpus -- import)`
        : `${niche.niche}: no insights in the corpus; import comments for this niche (npm run corpus -- import)`,
    );
    options.warn?.('No insights to build ideas on', { niche: niche.niche });
    return report;
  }
  const passedOver = new Set([...failures].filter(([, failure]) => failure.failures >= MAX_INSIGHT_FAILURES).map(([key]) => key));
  const titles = {
    library: libraryTitles(niche.niche),
    earlier: [...used.values()].flatMap((use) => use.titles),
  };
  const job: NicheJob = { niche, now, generator: options.generator, insights, used, existingComments, passedOver, titles, report, options };

  for (let day = firstMissing; day <= horizon; day += 1) {
    if (!(await claimDay(niche.niche, day, now, CLAIM_SECONDS))) {
      report.skipped += 1;
      continue;
    }
    const made = await fillDay(job, day);
    if (made && day === complete + 1) complete = day;
    if (!made) {
      await releaseDay(niche.niche, day);
      // Five insights failed, or the generator gave no readable answer: more days would fail the same way.
      break;
    }
  }
  report.daysAhead = complete - reached;
  return report;
}

interface NicheJob {
  niche: ApprovedNiche;
  now: Date;
  generator: Generator;
  insights: readonly Insight[];
  used: Map<string, InsightUse>;
  existingComments: string[];
  /** Insights not to build on: failed the gates in earlier runs, or on an earlier day of this one. */
  passedOver: Set<string>;
  titles: { library: readonly string[]; earlier: string[] };
  report: NicheReport;
  options: KeepAheadOptions;
}

/**
 * One day, both variants on one insight. Both are drafted before either is written, so a day is
 * published whole: when a variant fails the gates on every attempt, neither is kept, the insight
 * is recorded as failed and the day moves to the next insight (up to MAX_INSIGHTS_PER_DAY). A day
 * found with one variant already (a run stopped between the two writes) gets the other on the same
 * insight. Whether the day ends with both variants.
 */
async function fillDay(job: NicheJob, day: number): Promise<boolean> {
  const { niche, report } = job;
  const existing = await Promise.all(VARIANTS.map((variant) => getIdea(ideaOfDayId(niche.niche, day, variant))));
  if (existing.every(Boolean)) {
    report.skipped += VARIANTS.length;
    return true;
  }
  const half = existing.find((idea): idea is ContentIdea => idea !== null);
  if (half) return completeHalfDay(job, day, half);

  for (let tried = 0; tried < MAX_INSIGHTS_PER_DAY; tried += 1) {
    const choice = chooseInsight(
      job.insights.filter((insight) => !job.passedOver.has(insight.key)),
      job.used,
      job.existingComments,
    );
    if (!choice) {
      report.failed.push({ day, variant: 'A', error: 'No insight left that has not failed the gates' });
      return false;
    }
    const { insight, angle } = choice;
    if (angle > 0) {
      report.warnings.push(
        `${niche.niche} has no unused insight left: day ${day} reuses "${insight.representative.text.slice(0, 80)}" with a new angle`,
      );
      job.options.warn?.('Niche ran out of unused insights', { niche: niche.niche, day, insight: insight.key, angle });
    }
    const previous = job.used.get(insight.key);
    const ideas: ContentIdea[] = [];
    let failure: { variant: string; error: string; reasons: string[] } | null = null;
    for (const variant of VARIANTS) {
      const made = ideas.map((idea) => idea.title);
      const outcome = await draftVariant(job, day, variant, insight, angle, [...(previous?.titles ?? []), ...made], made);
      if (!outcome.idea) {
        failure = {
          variant,
          error: outcome.error ?? 'Generation failed',
          reasons: outcome.gateFailures.map((f) => `${f.rule}: ${f.reason}`),
        };
        break;
      }
      ideas.push(outcome.idea);
    }
    if (!failure) {
      if ((await putGeneratedDay(ideas, insight.key, job.now)) === 'written') report.created.push(...ideas.map((idea) => idea.title));
      else report.skipped += VARIANTS.length;
      job.used.set(insight.key, {
        usedAt: job.now.toISOString(),
        uses: (previous?.uses ?? 0) + 1,
        titles: [...(previous?.titles ?? []), ...ideas.map((i) => i.title)],
      });
      job.existingComments.push(insight.representative.text);
      job.titles.earlier.push(...ideas.map((idea) => idea.title));
      return true;
    }
    if (failure.reasons.length === 0) {
      // No readable draft at all (the model is down, or answers nothing usable): not the insight's fault.
      report.failed.push({ day, variant: failure.variant, error: failure.error });
      return false;
    }
    job.passedOver.add(insight.key);
    await recordInsightFailure(niche.niche, insight.key, failure.reasons, job.now);
    report.passedOver.push({ day, variant: failure.variant, insight: insight.key, reasons: failure.reasons });
    job.options.warn?.('An insight failed the gates; the day moves to the next insight', {
      niche: niche.niche,
      day,
      variant: failure.variant,
      insight: insight.key,
      reasons: failure.reasons.slice(0, 5),
    });
  }
  report.failed.push({ day, variant: 'A', error: `${MAX_INSIGHTS_PER_DAY} insights failed the gates for this day` });
  return false;
}

/** The missing variant of a day that has the other, on the same insight (found by the comment it was built on). */
async function completeHalfDay(job: NicheJob, day: number, half: ContentIdea): Promise<boolean> {
  const { niche, report } = job;
  const variant = half.variant === 'A' ? 'B' : 'A';
  const insight = job.insights.find((candidate) => candidate.representative.text === half.source.comment);
  if (!insight) {
    report.failed.push({ day, variant, error: `The insight variant ${half.variant} was built on is no longer in the corpus` });
    return false;
  }
  const previous = job.used.get(insight.key);
  const angle = Math.max(0, (previous?.uses ?? 1) - 1);
  const outcome = await draftVariant(job, day, variant, insight, angle, previous?.titles ?? [half.title], [half.title]);
  if (!outcome.idea) {
    const reasons = outcome.gateFailures.map((f) => `${f.rule}: ${f.reason}`);
    if (reasons.length > 0) await recordInsightFailure(niche.niche, insight.key, reasons, job.now);
    report.failed.push({ day, variant, error: outcome.error ?? 'Generation failed' });
    return false;
  }
  if ((await putGeneratedIdea(outcome.idea, insight.key, job.now)) === 'written') report.created.push(outcome.idea.title);
  else report.skipped += 1;
  job.titles.earlier.push(outcome.idea.title);
  return true;
}

/**
 * One variant of a day on an insight, as both paths draft it: `previousTitles` are the insight's
 * (for a new angle), `madeToday` the day's titles not yet in the niche's earlier ones (for the repeat gate).
 */
function draftVariant(
  job: NicheJob,
  day: number,
  variant: 'A' | 'B',
  insight: Insight,
  angle: number,
  previousTitles: readonly string[],
  madeToday: readonly string[],
) {
  const { niche } = job;
  return generateIdea({
    request: { niche: niche.niche, nicheName: niche.displayName, insight, variant, angle, previousTitles },
    slot: { id: ideaOfDayId(niche.niche, day, variant), niche: niche.niche, dayNumber: day, variant },
    generator: job.generator,
    purpose: 'keep-ahead',
    titles: { library: job.titles.library, earlier: [...job.titles.earlier, ...madeToday] },
  });
}
