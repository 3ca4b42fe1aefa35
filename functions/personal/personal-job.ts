import { listNicheCorpus } from '#functions/content-engine/corpus-store';
import type { CreatorBrief } from '#functions/content-engine/draft';
import { generateIdea, insightsFor, libraryTitles, type GenerationInput } from '#functions/content-engine/generate-idea';
import { listFailedInsights } from '#functions/content-engine/generation-store';
import type { Generator } from '#functions/content-engine/generator';
import type { Insight } from '#functions/content-engine/insight';
import { DAYS_AHEAD, MAX_INSIGHT_FAILURES, reachedDay } from '#functions/content-engine/keep-ahead';
import { mineNicheInsights } from '#functions/content-engine/mining/openai-mining';
import { getPersonalDays, personalIdeaId, putPersonalIdea } from '#functions/ideas/personal-store';
import { latestIdeaDay } from '#functions/ideas/store';
import { listNiches, type ApprovedNiche } from '#functions/niches/store';
import type { CreatorProfile } from '#functions/profiles/schema';
import type { IdeaTraits, PersonalReason, TasteWeights } from './model';
import type { ContentIdea } from '#functions/shared/schemas';
import { MAX_ATTEMPTS } from '#functions/content-engine/generate-idea';
import { collectDrafts, submitDrafts, type CollectedDraft, type DraftItem, type SubmitOutcome } from './batch';
import {
  customIdOf,
  deletePendingDraft,
  getPendingDrafts,
  putPendingDraft,
  readAnswer,
  requestOf,
  type BatchRound,
  type PendingDraft,
} from './batch-round';
import { chooseForSubscriber } from './choose';
import { getTastes } from './feedback-store';
import { privateInsights } from './own-insights';
import { formatOf, rankForProfile, type Ranking } from './rank';
import { reasonsForIdea } from './reasons';
import { spreadCap } from './spread';
import {
  claimPersonalDay,
  getProfiles,
  listGiven,
  listNicheSubscribers,
  listPersonalInsights,
  listSharedComments,
  releaseGiven,
  releasePersonalDay,
  reserveGiven,
} from './store';

/**
 * The keep-ahead of personal ideas: for every subscriber of every active niche, each day from the
 * one they have reached to DAYS_AHEAD past it that already has the niche's shared idea, an idea
 * chosen for them (choose.ts: their own audience first, else the niche's insights ranked for their
 * profile under the spread rule), written with their profile through the same generation and gates
 * as the shared ideas, and stored as their personal idea of that day (same day and idea number,
 * variant B). When nothing passes, no personal idea is written and the shared idea stays theirs.
 *
 * Idempotent: the idea's id is derived from owner, niche and day and written once; a niche-day is
 * claimed with a lease while a run fills it, so two runs at once do not pay twice. Resumable: a run
 * that stops (bounded, out of time, killed) leaves the days it did not fill to the next run, which
 * finds what exists and makes the rest. Runs after the shared keep-ahead job: it needs the day's
 * shared idea for the day number.
 */

/** A claim on a niche-day outlives a slow day (a few hundred subscribers' drafts) but not a crashed run by long. */
export const CLAIM_SECONDS = 15 * 60;
/** Insights tried for one subscriber's day before it is left to the shared idea: each costs up to three attempts. */
export const MAX_INSIGHTS_PER_SUBSCRIBER_DAY = 3;
/** How far back a subscriber's personal ideas count as "had": an ask may come back to them after this. */
export const HAD_LOOKBACK_DAYS = 30;
/** Ideas one run makes at most (the Lambda's 15 minutes, the model's rate): the next run goes on. */
export const DEFAULT_MAX_IDEAS = 2000;

export interface PersonalIdeaMade {
  userId: string;
  day: number;
  insightKey: string;
  title: string;
  reasons: PersonalReason[];
  ownAudience: boolean;
  relaxed: boolean;
}

export interface PersonalNicheReport {
  niche: string;
  subscribers: number;
  /** The most subscribers one insight may go to on a day. */
  cap: number;
  made: PersonalIdeaMade[];
  /** Subscriber-days that already had their idea. */
  existing: number;
  /** Subscriber-days another run was filling (its claim held). */
  claimedElsewhere: number;
  /** Subscriber-days whose draft is out in a batch (batch round): a later run writes it. */
  waiting: number;
  /** Subscriber-days left to the shared idea: no insight passed the gates, or none was left to try. */
  leftToShared: number;
  /** Insights whose draft failed the gates for a subscriber (the day moved to their next insight). */
  passedOver: number;
  /** The generator gave no readable answer: the niche stopped for this run. */
  failed: Array<{ day: number; error: string }>;
  /** Why the run stopped before the end of this niche, if it did. */
  stopped: 'bound' | 'deadline' | 'generator' | null;
  /** Per day made, the largest share of the niche's subscribers one insight went to. */
  largestShare: Record<number, number>;
  warnings: string[];
}

export interface PersonalJobOptions {
  generator: Generator;
  /** Why no idea may be published with this generator (generator.ts publishingWithheld): nothing is made. */
  withheld?: string | null;
  niches?: readonly ApprovedNiche[];
  /** Niches filled at once. */
  concurrency?: number;
  /** Subscriber-day drafts (an insight tried for one subscriber's day) at most in this run, all niches together. @default DEFAULT_MAX_IDEAS */
  maxIdeas?: number;
  /** No new subscriber-day starts after this instant (epoch ms). */
  deadline?: number;
  /** A subscriber's own-audience insights (none when their channel is not linked). @default privateInsights (own-insights.ts) */
  ownInsights?: (userId: string, now: Date) => Promise<readonly Insight[]>;
  /**
   * Send the drafts through OpenAI's Batch API (batch-round.ts) instead of one call each: this run
   * collects the answers of earlier runs' batches and sends the new requests in one batch.
   * @default false (the direct path: the offline generator, or a live call)
   */
  batch?: boolean | BatchApi;
  /** Where each attempt's AI log goes. @default the AI logs in the table */
  log?: GenerationInput['log'];
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** The Batch API as the round uses it (batch.ts; a test may stand in for OpenAI here). */
export interface BatchApi {
  collect: (options: { now: Date }) => Promise<{ drafts: CollectedDraft[] }>;
  submit: (items: DraftItem[], options: { now: Date }) => Promise<Pick<SubmitOutcome, 'skipped' | 'errors'>>;
}

interface Budget {
  left: number;
  deadline: number;
}

export async function keepPersonalAhead(now: Date, options: PersonalJobOptions): Promise<PersonalNicheReport[]> {
  const niches = options.niches ?? (await listNiches()).filter((n) => n.isActive);
  const budget: Budget = { left: options.maxIdeas ?? DEFAULT_MAX_IDEAS, deadline: options.deadline ?? Number.POSITIVE_INFINITY };
  const reports: PersonalNicheReport[] = [];
  const api: BatchApi | null = options.batch === true ? { collect: collectDrafts, submit: submitDrafts } : options.batch || null;
  const round: BatchRound | undefined =
    api && !options.withheld
      ? {
          collected: new Map((await api.collect({ now })).drafts.map((draft) => [draft.customId, draft])),
          toSend: [],
          sentFor: new Map(),
        }
      : undefined;
  const queue = [...niches];
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 2) }, async () => {
    for (let niche = queue.shift(); niche; niche = queue.shift()) reports.push(await keepNichePersonal(niche, now, options, budget, round));
  });
  await Promise.all(workers);
  if (api && round && round.toSend.length > 0) {
    const sent = await api.submit(round.toSend, { now });
    // A request already answered (its answer lost to a run that stopped after collecting) or sent too often goes out as its next attempt.
    for (const skipped of sent.skipped) {
      const pending = round.sentFor.get(skipped.customId);
      if (pending && (skipped.reason === 'collected' || skipped.reason === 'gave-up'))
        await putPendingDraft({ ...pending, attempt: pending.attempt + 1 }, now);
    }
    for (const error of sent.errors) options.warn?.('Personal ideas: a batch was not sent; the next run sends it', { error: error.error });
  }
  return reports.sort((a, b) => niches.findIndex((n) => n.niche === a.niche) - niches.findIndex((n) => n.niche === b.niche));
}

interface SubscriberPlan {
  userId: string;
  firstDay: number;
  lastDay: number;
  profile: CreatorProfile | null;
  weights: TasteWeights | null;
  /** Insight keys they have an idea on, or saw as the shared idea of a day before their first. */
  had: Set<string>;
  /** Days that have their personal idea already (from their list). */
  madeDays: Set<number>;
  /** Their ideas' titles, so a new one does not repeat one of them (the repeat gate). */
  titles: string[];
  ranking?: Ranking;
  own?: readonly Insight[];
}

function emptyReport(niche: string, subscribers: number): PersonalNicheReport {
  return {
    niche,
    subscribers,
    cap: spreadCap(subscribers),
    made: [],
    existing: 0,
    claimedElsewhere: 0,
    waiting: 0,
    leftToShared: 0,
    passedOver: 0,
    failed: [],
    stopped: null,
    largestShare: {},
    warnings: [],
  };
}

/** What the writer reads of a saved profile. */
function briefOf(profile: CreatorProfile | null): CreatorBrief | null {
  if (!profile) return null;
  const { subNiches, audience, tone, formats, avoidTopics, goals } = profile;
  return { subNiches, audience, tone, formats, avoidTopics, goals };
}

async function keepNichePersonal(
  niche: ApprovedNiche,
  now: Date,
  options: PersonalJobOptions,
  budget: Budget,
  round: BatchRound | undefined,
): Promise<PersonalNicheReport> {
  const subscribers = await listNicheSubscribers(niche.niche);
  const report = emptyReport(niche.niche, subscribers.length);
  if (subscribers.length === 0) return report;
  const latestShared = await latestIdeaDay(niche.niche, 'B');
  const wanted = subscribers.flatMap(({ userId, startedAt }) => {
    const firstDay = Math.max(1, reachedDay(startedAt, now));
    const lastDay = Math.min(firstDay + DAYS_AHEAD, latestShared);
    return lastDay >= firstDay ? [{ userId, firstDay, lastDay }] : [];
  });
  if (wanted.length === 0) return report;
  if (options.withheld) {
    report.warnings.push(`${niche.niche}: no personal ideas made: ${options.withheld}`);
    return report;
  }

  // Read once per niche: the insights, what the shared ideas were built on, the subscribers' profiles and weights.
  const [corpus, failures, shared, profiles, tastes] = await Promise.all([
    listNicheCorpus(niche.niche),
    listFailedInsights(niche.niche),
    listSharedComments(niche.niche),
    getProfiles(wanted.map((w) => w.userId)),
    getTastes(wanted.map((w) => w.userId)),
  ]);
  const mined = await mineNicheInsights(niche.niche, corpus, now, options.generator.name, options.warn);
  const insights = insightsFor(options.generator, mined).filter(
    (insight) => (failures.get(insight.key)?.failures ?? 0) < MAX_INSIGHT_FAILURES,
  );
  const keyByComment = new Map(insights.map((insight) => [insight.representative.text, insight.key]));
  const library = libraryTitles(niche.niche);

  const plans: SubscriberPlan[] = [];
  for (const { userId, firstDay, lastDay } of wanted) {
    const mine = await listPersonalInsights(userId, niche.niche, firstDay - HAD_LOOKBACK_DAYS, lastDay);
    const seenShared = shared.filter((idea) => idea.day < firstDay && idea.day >= firstDay - HAD_LOOKBACK_DAYS);
    plans.push({
      userId,
      firstDay,
      lastDay,
      profile: profiles.get(userId) ?? null,
      weights: tastes.get(userId) ?? null,
      had: new Set([...mine.values(), ...seenShared.flatMap((idea) => keyByComment.get(idea.comment) ?? [])]),
      madeDays: new Set([...mine.keys()].filter((day) => day >= firstDay)),
      titles: [],
    });
  }

  const days = [...new Set(plans.flatMap((plan) => range(plan.firstDay, plan.lastDay)))].sort((a, b) => a - b);
  for (const day of days) {
    const needing = plans.filter((plan) => day >= plan.firstDay && day <= plan.lastDay && !plan.madeDays.has(day));
    report.existing += plans.filter((plan) => plan.madeDays.has(day)).length;
    if (needing.length === 0) continue;
    const stop = stopReason(budget);
    if (stop) {
      report.stopped = stop;
      break;
    }
    if (!(await claimPersonalDay(niche.niche, day, now, CLAIM_SECONDS))) {
      report.claimedElsewhere += needing.length;
      continue;
    }
    const outcome = await fillDay({
      niche,
      day,
      now,
      options,
      budget,
      report,
      plans: needing,
      insights,
      library,
      subscribers: subscribers.length,
      round,
    });
    if (outcome !== 'done') {
      await releasePersonalDay(niche.niche, day);
      report.stopped = outcome;
      break;
    }
  }
  return report;
}

const range = (first: number, last: number) => Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);

function stopReason(budget: Budget): 'bound' | 'deadline' | null {
  if (budget.left <= 0) return 'bound';
  if (Date.now() >= budget.deadline) return 'deadline';
  return null;
}

interface DayJob {
  niche: ApprovedNiche;
  day: number;
  now: Date;
  options: PersonalJobOptions;
  budget: Budget;
  report: PersonalNicheReport;
  plans: SubscriberPlan[];
  insights: readonly Insight[];
  library: readonly string[];
  subscribers: number;
  round: BatchRound | undefined;
  /** The day's pending drafts by subscriber (batch round). */
  pending?: Map<string, PendingDraft>;
}

/** Every subscriber of one niche-day that has no personal idea yet, in user-id order. */
async function fillDay(job: DayJob): Promise<'done' | 'bound' | 'deadline' | 'generator'> {
  const { niche, day, now, options, report } = job;
  // Their lists are read from an index; a consistent read by id settles "made already?" before paying for a draft.
  const stored = await getPersonalDays(
    job.plans.map((plan) => plan.userId),
    niche.niche,
    day,
  );
  const given = await listGiven(niche.niche, day);
  const cap = spreadCap(job.subscribers);
  if (job.round) {
    const pending = await getPendingDrafts(job.plans.map((plan) => personalIdeaId(plan.userId, niche.niche, day)));
    job.pending = new Map([...pending.values()].map((draft) => [draft.userId, draft]));
  }
  for (const plan of job.plans) {
    const existing = stored.get(plan.userId);
    if (existing) {
      plan.madeDays.add(day);
      plan.had.add(existing.facts.insightKey);
      report.existing += 1;
      continue;
    }
    const stop = stopReason(job.budget);
    if (stop) return stop;
    plan.ranking ??= rankForProfile(job.insights, plan.profile, plan.weights);
    // Comments are kept under the niche they were read for: a creator who changed niche gets the new niche's.
    plan.own ??= (await (options.ownInsights ?? privateInsights)(plan.userId, now)).filter(
      (insight) => insight.niche === niche.niche && options.generator.accepts(insight),
    );
    const outcome = await fillSubscriberDay(job, plan, given, cap);
    if (outcome === 'generator') return 'generator';
  }
  const counts = [...given.values()];
  if (counts.length > 0) report.largestShare[day] = Math.max(...counts) / job.subscribers;
  return 'done';
}

/** Stores a written idea as the subscriber's of that day, with its reasons; false when another run stored one first. */
async function storeIdea(
  job: DayJob,
  plan: SubscriberPlan,
  idea: ContentIdea,
  chosen: { insightKey: string; reasons: PersonalReason[]; traits: IdeaTraits; ownAudience: boolean; relaxed: boolean },
): Promise<boolean> {
  const format = idea.content.filming?.format ?? null;
  const filmed = new Set((plan.profile?.formats ?? []).flatMap((named) => formatOf(named) ?? []));
  const reasons = reasonsForIdea(chosen.reasons, format, filmed);
  const written = await putPersonalIdea({
    idea: { ...idea, personal: { kind: 'daily', reasons, ownAudience: chosen.ownAudience } },
    facts: {
      ownerUserId: plan.userId,
      insightKey: chosen.insightKey,
      traits: { ...chosen.traits, format },
      createdAt: job.now.toISOString(),
    },
  });
  plan.madeDays.add(job.day);
  plan.had.add(chosen.insightKey);
  if (!written) {
    job.report.existing += 1;
    return false;
  }
  plan.titles.push(idea.title);
  job.report.made.push({
    userId: plan.userId,
    day: job.day,
    insightKey: chosen.insightKey,
    title: idea.title,
    reasons,
    ownAudience: chosen.ownAudience,
    relaxed: chosen.relaxed,
  });
  return true;
}

/**
 * The batch round's part of a subscriber-day that has a pending draft: write its answer when it
 * passes the gates, send it again with the failures fed back, or wait for it. 'choose' when the
 * insight is given up (failed every attempt, or no longer in the corpus) and the day chooses again.
 */
async function settlePending(
  job: DayJob,
  plan: SubscriberPlan,
  pending: PendingDraft,
  given: Map<string, number>,
  skip: Set<string>,
): Promise<'made' | 'waiting' | 'choose'> {
  const { niche, day, round, report } = job;
  const giveUp = async () => {
    if (!pending.ownAudience) {
      await releaseGiven(niche.niche, day, pending.insightKey);
      given.set(pending.insightKey, Math.max(0, (given.get(pending.insightKey) ?? 1) - 1));
    }
    await deletePendingDraft(pending.ideaId);
    skip.add(pending.insightKey);
  };
  const insight = [...job.insights, ...(plan.own ?? [])].find((candidate) => candidate.key === pending.insightKey);
  if (!insight) {
    await giveUp();
    return 'choose';
  }
  const request = requestOf(pending, insight, niche, briefOf(plan.profile));
  const send = (next: PendingDraft) => {
    const customId = customIdOf(next);
    round!.toSend.push({ customId, request: { ...request, feedback: next.feedback } });
    round!.sentFor.set(customId, next);
    report.waiting += 1;
  };
  const answer = round!.collected.get(customIdOf(pending));
  if (!answer) {
    // In flight, or never sent (a run that stopped before sending): submitDrafts sends only what is not already out.
    send(pending);
    return 'waiting';
  }
  const read = readAnswer(answer, pending, request, { library: job.library, earlier: plan.titles });
  if (read.kind === 'idea') {
    const written = await storeIdea(job, plan, read.idea, pending);
    if (!written && !pending.ownAudience) await releaseGiven(niche.niche, day, pending.insightKey);
    await deletePendingDraft(pending.ideaId);
    return 'made';
  }
  if (read.kind === 'retry' || read.kind === 'unreadable') {
    const next = { ...pending, attempt: pending.attempt + 1, feedback: read.kind === 'retry' ? read.feedback : pending.feedback };
    if (next.attempt > MAX_ATTEMPTS) {
      await giveUp();
      report.passedOver += 1;
      return 'choose';
    }
    await putPendingDraft(next, job.now);
    send(next);
    return 'waiting';
  }
  await giveUp();
  report.passedOver += 1;
  return 'choose';
}

async function fillSubscriberDay(
  job: DayJob,
  plan: SubscriberPlan,
  given: Map<string, number>,
  cap: number,
): Promise<'made' | 'left' | 'waiting' | 'generator'> {
  const { niche, day, now, options, report } = job;
  const skip = new Set<string>();
  const pending = job.pending?.get(plan.userId);
  if (pending) {
    const settled = await settlePending(job, plan, pending, given, skip);
    if (settled !== 'choose') return settled;
  }
  for (let tried = 0; tried < MAX_INSIGHTS_PER_SUBSCRIBER_DAY;) {
    const choice = chooseForSubscriber({
      ownInsights: plan.own ?? [],
      ranking: plan.ranking!,
      had: plan.had,
      skip,
      given,
      cap,
      profile: plan.profile,
      weights: plan.weights,
      nicheName: niche.displayName,
      now,
    });
    if (!choice) break;
    const key = choice.insight.key;
    if (!choice.ownAudience) {
      // Another run may have taken the last place since `given` was read: then this insight is full.
      if (!(await reserveGiven(niche.niche, day, key, choice.relaxed ? null : cap, now))) {
        given.set(key, Math.max(cap, given.get(key) ?? 0));
        continue;
      }
      given.set(key, (given.get(key) ?? 0) + 1);
    }
    tried += 1;
    job.budget.left -= 1;
    if (job.round) {
      const next: PendingDraft = {
        ideaId: personalIdeaId(plan.userId, niche.niche, day),
        userId: plan.userId,
        niche: niche.niche,
        day,
        insightKey: key,
        ownAudience: choice.ownAudience,
        relaxed: choice.relaxed,
        reasons: choice.reasons,
        traits: choice.traits,
        attempt: 1,
        feedback: [],
        createdAt: now.toISOString(),
      };
      await putPendingDraft(next, now);
      const customId = customIdOf(next);
      job.round.toSend.push({ customId, request: requestOf(next, choice.insight, niche, briefOf(plan.profile)) });
      job.round.sentFor.set(customId, next);
      report.waiting += 1;
      return 'waiting';
    }
    const outcome = await generateIdea({
      request: {
        niche: niche.niche,
        nicheName: niche.displayName,
        insight: choice.insight,
        variant: 'B',
        angle: 0,
        previousTitles: [],
        creator: briefOf(plan.profile),
      },
      slot: { id: personalIdeaId(plan.userId, niche.niche, day), niche: niche.niche, dayNumber: day, variant: 'B' },
      generator: options.generator,
      purpose: 'keep-ahead',
      titles: { library: job.library, earlier: plan.titles },
      ...(options.log ? { log: options.log } : {}),
    });
    const giveBack = async () => {
      if (choice.ownAudience) return;
      await releaseGiven(niche.niche, day, key);
      given.set(key, Math.max(0, (given.get(key) ?? 1) - 1));
    };
    if (outcome.idea) {
      const written = await storeIdea(job, plan, outcome.idea, { ...choice, insightKey: key });
      if (!written) await giveBack();
      return 'made';
    }
    await giveBack();
    if (outcome.gateFailures.length === 0) {
      // No readable draft at all (the model is down): not the insight's fault, and the next subscriber would fail the same way.
      report.failed.push({ day, error: outcome.error ?? 'Generation failed' });
      options.warn?.('Personal ideas: the generator gave no readable draft; the niche stops for this run', { niche: niche.niche, day });
      return 'generator';
    }
    skip.add(key);
    report.passedOver += 1;
  }
  report.leftToShared += 1;
  return 'left';
}
