import { listNicheCorpus } from './corpus-store';
import { claimDay, listUsedInsights, nicheFrontierStart, putGeneratedIdea, releaseDay } from './generation-store';
import { getIdea, latestIdeaDay, listIdeaComments } from '#functions/ideas/store';
import { listNiches, type ApprovedNiche } from '#functions/niches/store';
import { ideaOfDayId } from './daily-ideas';
import type { Insight } from './insight';
import { chooseInsight } from './insights';
import { mineNicheInsights } from './mining/openai-mining';
import { generateIdea, insightsFor } from './generate-idea';
import type { Generator } from './generator';

/** Every active niche has ideas this many days past the furthest subscriber's day. */
export const DAYS_AHEAD = 7;
/** The variants each day gets (the dashboard shows B; A is the other angle of the same insight). */
export const VARIANTS = ['A', 'B'] as const;
/** A claim on a niche-day outlives a slow generation (three attempts with retries) but not a crashed run by long. */
const CLAIM_SECONDS = 15 * 60;
const DAY_MS = 86_400_000;

/**
 * The last day a niche must have by `now` + DAYS_AHEAD: the day the subscriber furthest ahead
 * reaches then (their day 1 plus one per day; an upper bound, as it ignores the 07:00 hour and
 * time zones), and never less than DAYS_AHEAD, so a new subscriber's first week exists.
 */
export function horizonDay(frontierStart: Date | null, now: Date): number {
  if (!frontierStart) return DAYS_AHEAD;
  const reached = Math.floor((now.getTime() - frontierStart.getTime()) / DAY_MS) + 1;
  return Math.max(DAYS_AHEAD, reached + DAYS_AHEAD);
}

export interface NicheReport {
  niche: string;
  horizon: number;
  created: string[];
  /** Days another run was generating, or that already existed. */
  skipped: number;
  failed: Array<{ day: number; variant: string; error: string }>;
  warnings: string[];
}

export interface KeepAheadOptions {
  generator: Generator;
  /** Niches generated at once (each one's days are sequential: a day's insight depends on the day before). */
  concurrency?: number;
  warn?: (message: string, details: Record<string, unknown>) => void;
  /** The niches to keep ahead. @default every active approved niche */
  niches?: readonly ApprovedNiche[];
}

/**
 * The keep-ahead job: for every active niche, the days from its last idea to its horizon, in
 * variants A and B, each day built on an insight the niche has not used. Idempotent: a day is
 * claimed before it is generated (a concurrent run skips it), and each idea's slot is written
 * once (a conditional write), so a second run finds nothing to do.
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
  const report: NicheReport = { niche: niche.niche, horizon, created: [], skipped: 0, failed: [], warnings: [] };
  const firstMissing = Math.min(latestA, latestB) + 1;
  if (firstMissing > horizon) return report;

  // Read once per niche, only when something is to be made.
  const [corpus, used, existingComments] = await Promise.all([
    listNicheCorpus(niche.niche),
    listUsedInsights(niche.niche),
    listIdeaComments(niche.niche),
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

  for (let day = firstMissing; day <= horizon; day += 1) {
    if (!(await claimDay(niche.niche, day, now, CLAIM_SECONDS))) {
      report.skipped += 1;
      continue;
    }
    const choice = chooseInsight(insights, used, existingComments);
    if (!choice) break;
    if (choice.angle > 0) {
      const message = `${niche.niche} has no unused insight left: day ${day} reuses "${choice.insight.representative.text.slice(0, 80)}" with a new angle`;
      report.warnings.push(message);
      options.warn?.('Niche ran out of unused insights', { niche: niche.niche, day, insight: choice.insight.key, angle: choice.angle });
    }
    const previous = used.get(choice.insight.key);
    const made = await generateDay(niche, day, choice.insight, choice.angle, previous?.titles ?? [], now, options.generator, report);
    if (!made.complete) {
      await releaseDay(niche.niche, day);
      // Later days would be built on the same insight order; stop and let the next run retry.
      break;
    }
    used.set(choice.insight.key, { usedAt: now.toISOString(), uses: (previous?.uses ?? 0) + 1, titles: made.titles });
    existingComments.push(choice.insight.representative.text);
  }
  return report;
}

/** Both variants of one day: whether the day has both at the end, and the insight's titles so far. */
async function generateDay(
  niche: ApprovedNiche,
  day: number,
  insight: Insight,
  angle: number,
  previousTitles: string[],
  now: Date,
  generator: Generator,
  report: NicheReport,
): Promise<{ complete: boolean; titles: string[] }> {
  const titles = [...previousTitles];
  let complete = true;
  for (const variant of VARIANTS) {
    const id = ideaOfDayId(niche.niche, day, variant);
    if (await getIdea(id)) {
      report.skipped += 1;
      continue;
    }
    const outcome = await generateIdea({
      request: { niche: niche.niche, nicheName: niche.displayName, insight, variant, angle, previousTitles: titles },
      slot: { id, niche: niche.niche, dayNumber: day, variant },
      generator,
      purpose: 'keep-ahead',
    });
    if (!outcome.idea) {
      report.failed.push({ day, variant, error: outcome.error ?? 'Generation failed' });
      complete = false;
      continue;
    }
    if ((await putGeneratedIdea(outcome.idea, insight.key, now)) === 'written') report.created.push(outcome.idea.title);
    else report.skipped += 1;
    titles.push(outcome.idea.title);
  }
  return { complete, titles };
}
