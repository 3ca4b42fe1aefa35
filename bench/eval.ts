import type { ContentIdea } from '#functions/shared/schemas';
import type { AiLog } from '#functions/content-engine/ai-logs-store';
import type { SourceComment, SourceVideo } from '#functions/content-engine/corpus';
import { ideaOfDayId } from '#functions/content-engine/daily-ideas';
import { ideaDraft, type DraftRequest, type IdeaDraft } from '#functions/content-engine/draft';
import { gateDraft, type GateContext } from '#functions/content-engine/gates';
import { evidenceTexts, generateIdea, insightsFor } from '#functions/content-engine/generate-idea';
import type { Generator } from '#functions/content-engine/generator';
import type { Insight } from '#functions/content-engine/insight';
import { chooseInsight, mineInsights } from '#functions/content-engine/insights';
import { VARIANTS } from '#functions/content-engine/keep-ahead';

/**
 * `npm run eval` (docs/content-engine.md#evaluating-ideas-npm-run-eval): the keep-ahead job's next
 * days simulated in memory for one niche, then measured. The simulation uses only the engine's
 * public steps (mineInsights, insightsFor, chooseInsight, generateIdea with an in-memory log,
 * gateDraft), so it keeps measuring whatever the engine's internals become; everything after the
 * simulation is pure and unit-tested.
 */

/** The rubric a creator judges an idea on (issue 23), each 1-5. */
export const RUBRIC = ['specificity', 'filmability', 'hook_strength', 'faithfulness', 'originality'] as const;
export type RubricCriterion = (typeof RUBRIC)[number];
export type RubricScores = Record<RubricCriterion, number>;

/** An AI log as the in-memory log keeps it: the fields of today's AiLog and whatever a newer engine adds. */
export type LogEntry = Omit<AiLog, 'id' | 'created_at'> & Record<string, unknown>;

/** What one generation attempt cost and, when it made no idea, which gates stopped it. */
export interface AttemptRecord {
  /** The attempt produced the idea that was kept. */
  kept: boolean;
  /** The answer could not be read as a draft (nothing to gate). */
  unreadable: boolean;
  /** Gate failures by rule; empty for a kept attempt. */
  failures: Record<string, number>;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** An idea the simulated job published, with what is needed to measure it. */
export interface MadeIdea {
  day: number;
  variant: 'A' | 'B';
  /** 0 on a fresh insight; n > 0 when the insight was used before. */
  angle: number;
  insightKey: string;
  askedCount: number;
  /** The insight's comments (the representative first): the words a title template masks. */
  comments: string[];
  idea: ContentIdea;
  /** The judge's scores of the kept candidate, when the generator logs them. */
  judge: RubricScores | null;
  /** Gates re-run on the published draft: what reached a subscriber that should not have. */
  shippedFailures: Record<string, number>;
}

export interface NicheRun {
  niche: string;
  generator: string;
  model: string;
  firstDay: number;
  daysAsked: number;
  commentsRead: number;
  insightsMined: number;
  /** Mined insights the generator accepts (its `accepts` filter). */
  insightsAccepted: number;
  asksLeftAtStart: number;
  asksLeft: number;
  made: MadeIdea[];
  attempts: AttemptRecord[];
  /** Days left without both variants after every insight tried for them. */
  daysFailed: number;
  /** generateIdea calls that ended without an idea (the day then moves to the next insight). */
  slotsFailed: number;
  warnings: string[];
}

export interface SimulationInput {
  niche: string;
  nicheName: string;
  comments: readonly SourceComment[];
  videos: readonly SourceVideo[];
  /** The niche's hand-written ideas (days 1-14): their comments are "already made", their titles not to be repeated. */
  library: readonly ContentIdea[];
  generator: Generator;
  days: number;
  now: Date;
  /** Insights tried for one day before the day counts as failed. */
  maxInsightsPerDay?: number;
}

const DAY_MS = 86_400_000;
export const MAX_INSIGHTS_PER_DAY = 5;

/**
 * How many fresh insights are left: ones chooseInsight would serve at angle 0 (never used, and not
 * a near-duplicate of a comment an idea was already built on). Asked one insight at a time, so the
 * count follows chooseInsight's own definition of fresh, whatever it becomes.
 */
export function countFresh(insights: readonly Insight[], used: Parameters<typeof chooseInsight>[1], existing: readonly string[]): number {
  return insights.filter((insight) => chooseInsight([insight], used, existing)?.angle === 0).length;
}

/**
 * The keep-ahead job (keep-ahead.ts) for `days` days after the library, in memory: each day
 * chooses an insight, makes variants A and B, and records the use as the job does. Where the job
 * stops at a failed day and retries it on its next run, the simulation moves the day to the next
 * insight (up to maxInsightsPerDay), which is what the next run does once a failing insight is
 * passed over; a day is failed only when none works. Each simulated day is one day after the last
 * (its `usedAt`), as a daily job would record it; insights are mined once, at `now`.
 */
export async function simulateNiche(input: SimulationInput): Promise<NicheRun> {
  const { niche, nicheName, generator, library, now } = input;
  // Awaited so the simulation keeps working if mining becomes asynchronous (embeddings).
  const mined = await mineInsights(niche, input.comments, input.videos, now);
  const accepted = insightsFor(generator, mined);
  const used = new Map<string, { usedAt: string; uses: number; titles: string[] }>();
  const existing = library.map((idea) => idea.source.comment);
  const libraryTitles = library.map((idea) => idea.title);
  const published: string[] = [];
  const firstDay = nextLibraryDay(library);
  const run: NicheRun = {
    niche,
    generator: generator.name,
    model: generator.model,
    firstDay,
    daysAsked: input.days,
    commentsRead: input.comments.length,
    insightsMined: mined.length,
    insightsAccepted: accepted.length,
    asksLeftAtStart: countFresh(accepted, used, existing),
    asksLeft: 0,
    made: [],
    attempts: [],
    daysFailed: 0,
    slotsFailed: 0,
    warnings: [],
  };
  if (accepted.length === 0)
    run.warnings.push(`${mined.length} insights mined, none the ${generator.name} generator accepts: no day can be made.`);

  const failedInsights = new Set<string>();
  for (let offset = 0; offset < input.days; offset += 1) {
    const day = firstDay + offset;
    let made = false;
    for (let tried = 0; tried < (input.maxInsightsPerDay ?? MAX_INSIGHTS_PER_DAY) && !made; tried += 1) {
      const choice = chooseInsight(
        accepted.filter((insight) => !failedInsights.has(insight.key)),
        used,
        existing,
      );
      if (!choice) break;
      const { insight, angle } = choice;
      const previous = used.get(insight.key);
      const titles = [...(previous?.titles ?? [])];
      const dayIdeas: MadeIdea[] = [];
      let complete = true;
      for (const variant of VARIANTS) {
        const request: Omit<DraftRequest, 'feedback'> = { niche, nicheName, insight, variant, angle, previousTitles: titles };
        const gateContext: GateContext = {
          niche,
          insight,
          evidence: evidenceTexts(request),
          libraryTitles,
          earlierTitles: [...libraryTitles, ...published, ...dayIdeas.map((made) => made.idea.title)],
        };
        const entries: LogEntry[] = [];
        const outcome = await generateIdea({
          request,
          slot: { id: ideaOfDayId(niche, day, variant), niche, dayNumber: day, variant },
          generator,
          purpose: 'keep-ahead',
          titles: { library: libraryTitles, earlier: gateContext.earlierTitles },
          log: async (entry) => {
            const record = { ...entry, id: `eval-${niche}-${day}-${variant}-${entries.length + 1}`, created_at: now.toISOString() };
            entries.push(record);
            return record;
          },
        });
        const recheck = (entry: LogEntry) => {
          const draft = draftOf(entry.response_raw);
          return draft ? gateDraft(draft, gateContext) : null;
        };
        for (const entry of entries) run.attempts.push(attemptRecord(entry, recheck));
        if (!outcome.idea) {
          run.slotsFailed += 1;
          complete = false;
          continue;
        }
        const keptEntry = entries.find((entry) => entry.content_idea_id === outcome.idea!.id) ?? entries[entries.length - 1];
        const shipped = keptEntry ? recheck(keptEntry) : null;
        dayIdeas.push({
          day,
          variant,
          angle,
          insightKey: insight.key,
          askedCount: insight.askedCount,
          comments: [insight.representative.text, ...insight.supporting.map((comment) => comment.text)],
          idea: outcome.idea,
          judge: judgeOfOutcome(entries, keptEntry),
          shippedFailures: countRules(shipped ?? []),
        });
        titles.push(outcome.idea.title);
      }
      if (!complete) {
        failedInsights.add(insight.key);
        continue;
      }
      made = true;
      run.made.push(...dayIdeas);
      published.push(...dayIdeas.map((idea) => idea.idea.title));
      used.set(insight.key, { usedAt: new Date(now.getTime() + offset * DAY_MS).toISOString(), uses: (previous?.uses ?? 0) + 1, titles });
      existing.push(insight.representative.text);
    }
    if (!made) run.daysFailed += 1;
  }
  if (failedInsights.size > 0) run.warnings.push(`${failedInsights.size} insights passed over after a failed day.`);
  run.asksLeft = countFresh(accepted, used, existing);
  return run;
}

/** The first day the job would make: the day after the library's last complete day (keep-ahead.ts's firstMissing). */
function nextLibraryDay(library: readonly ContentIdea[]): number {
  const latest = (variant: 'A' | 'B') => Math.max(0, ...library.filter((idea) => idea.variant === variant).map((idea) => idea.dayNumber));
  return Math.min(latest('A'), latest('B')) + 1;
}

/** A logged answer read back as a draft, or null when it is not one (a model's broken JSON, a future log format). */
export function draftOf(raw: unknown): IdeaDraft | null {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  try {
    const parsed = ideaDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Failures counted by rule. */
export function countRules(failures: ReadonlyArray<{ rule: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { rule } of failures) counts[rule] = (counts[rule] ?? 0) + 1;
  return counts;
}

const isFailureList = (value: unknown): value is Array<{ rule: string }> =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'object' && item !== null && typeof (item as { rule?: unknown }).rule === 'string');

/**
 * Which gates stopped an attempt, best source first: the failures the engine logged (any field
 * named like gate_failures holding `{ rule, reason }` items), else the gates re-run on the logged
 * draft (`recheck`), else today's hook counts. A kept attempt has no failures.
 */
export function attemptRecord(entry: LogEntry, recheck: (entry: LogEntry) => ReadonlyArray<{ rule: string }> | null): AttemptRecord {
  const kept = entry.content_idea_id !== null && entry.content_idea_id !== undefined;
  const record: AttemptRecord = {
    kept,
    unreadable: false,
    failures: {},
    inputTokens: numberOr0(entry.input_tokens),
    outputTokens: numberOr0(entry.output_tokens),
    costUsd: numberOr0(entry.estimated_cost_usd),
  };
  if (kept) return record;
  const logged = Object.entries(entry).find(([key, value]) => /gate|failure/i.test(key) && isFailureList(value));
  if (logged) return { ...record, failures: countRules(logged[1] as Array<{ rule: string }>) };
  if (!entry.parsing_successful) return { ...record, unreadable: true };
  const rechecked = recheck(entry);
  if (rechecked && rechecked.length > 0) return { ...record, failures: countRules(rechecked) };
  const invalidHooks = numberOr0(entry.hook_validation_results?.invalid_hooks);
  if (invalidHooks > 0) return { ...record, failures: { hooks: invalidHooks } };
  return { ...record, failures: { unexplained: 1 } };
}

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** "hook_strength", "hookStrength" and "Hook strength" are one criterion. */
const criterionKey = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');
const CRITERION_BY_KEY = new Map<string, RubricCriterion>(RUBRIC.map((criterion) => [criterionKey(criterion), criterion]));

/** A score object: every rubric criterion a number from 1 to 5 (a judge answer out of range is no score). */
function scoresIn(value: unknown): RubricScores | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const found: Partial<RubricScores> = {};
  for (const [key, score] of Object.entries(value)) {
    const criterion = CRITERION_BY_KEY.get(criterionKey(key));
    if (criterion && typeof score === 'number' && score >= 1 && score <= 5) found[criterion] = score;
  }
  return RUBRIC.every((criterion) => found[criterion] !== undefined) ? (found as RubricScores) : null;
}

const meanOf = (scores: RubricScores) => RUBRIC.reduce((sum, criterion) => sum + scores[criterion], 0) / RUBRIC.length;
const KEPT_FLAGS = ['kept', 'chosen', 'selected', 'best', 'winner'];

/** Every score object under `value` (a few levels down), with whether it is flagged as the one kept. */
function collectScores(value: unknown, depth: number, out: Array<{ scores: RubricScores; kept: boolean }>): void {
  if (depth < 0 || typeof value !== 'object' || value === null) return;
  const own = scoresIn(value);
  if (own) {
    out.push({ scores: own, kept: false });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const before = out.length;
      collectScores(item, depth - 1, out);
      const flagged =
        typeof item === 'object' && item !== null && KEPT_FLAGS.some((flag) => (item as Record<string, unknown>)[flag] === true);
      if (flagged) for (let index = before; index < out.length; index += 1) out[index]!.kept = true;
    }
    return;
  }
  for (const child of Object.values(value)) collectScores(child, depth - 1, out);
}

/**
 * The judge's scores in one AI log entry, if it holds any: a field named like judge, rubric or
 * scores, holding the five criteria directly or per candidate. With several candidates, the one
 * flagged kept (or chosen, selected, best) wins, else the best scored (the judge keeps the best).
 */
export function rubricScoresOf(entry: Record<string, unknown>): RubricScores | null {
  const found: Array<{ scores: RubricScores; kept: boolean }> = [];
  for (const [key, value] of Object.entries(entry)) if (/judge|rubric|score/i.test(key)) collectScores(value, 4, found);
  if (found.length === 0) return null;
  return (found.find((item) => item.kept) ?? [...found].sort((a, b) => meanOf(b.scores) - meanOf(a.scores))[0]!).scores;
}

/** The kept attempt's scores, else the last attempt's that has any. */
function judgeOfOutcome(entries: readonly LogEntry[], kept: LogEntry | undefined): RubricScores | null {
  const fromKept = kept ? rubricScoresOf(kept) : null;
  if (fromKept) return fromKept;
  for (const entry of [...entries].reverse()) {
    const scores = rubricScoresOf(entry);
    if (scores) return scores;
  }
  return null;
}

// ---- Measures (pure) ----

/**
 * Function words never masked: they are the template's own words even when a comment uses them
 * ("Confused about X?" stays one template whether or not a viewer wrote "about").
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if so of to in on at for with without from by about as into onto over under after before than then ' +
    'is are was were be been being am do does did done have has had can could should would will shall may might must ' +
    "i i'm i've i'd me my mine you you're you've your yours we we're our us they they're their them he she his her it it's its " +
    'this that these those there here what why how when where who which whose whom not no nor yes just also too very ' +
    "really actually only even still more most less much many some any all every each one own same other such don't doesn't didn't " +
    "can't won't isn't aren't wasn't here's there's that's what's let's vs versus via per up down out off again ever never"
  ).split(/\s+/),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * A word as compared: lower case, straight apostrophe, and a light stem (no "'s", plural "s",
 * "ing", "ed" or final "e"), so "kid's", "kids" and "kid", "renting" and "rent", "making" and
 * "make" fold alike. Crude on purpose: it only has to find the topic's words.
 */
export function foldWord(word: string): string {
  return wordForms(word).at(-1)!;
}

/** The word's forms from the plain word to its stem; a doubled last letter is tried undone too ("pilling": pill, pil). */
function wordForms(word: string): string[] {
  let folded = word.toLowerCase().replace(/’/g, "'");
  if (folded.endsWith("'s")) folded = folded.slice(0, -2);
  const forms = [folded];
  if (folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss')) forms.push((folded = folded.slice(0, -1)));
  for (const suffix of ['ing', 'ed']) {
    if (folded.length - suffix.length >= 3 && folded.endsWith(suffix)) {
      forms.push((folded = folded.slice(0, -suffix.length)));
      if (/([b-df-hj-np-tv-z])\1$/.test(folded)) forms.push((folded = folded.slice(0, -1)));
      break;
    }
  }
  if (folded.length > 3 && folded.endsWith('e')) forms.push(folded.slice(0, -1));
  return forms;
}

const TOPIC = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Masked words joined by spaces, hyphens, slashes and function words: one topic phrase. */
const TOPIC_PHRASE = new RegExp(
  `${TOPIC}(?:[\\s\\-/]+(?:(?:${[...FUNCTION_WORDS].map(escapeRegExp).join('|')})[\\s\\-/]+)*${TOPIC})*`,
  'g',
);

/**
 * A title or hook with the insight's topic masked, so what is left is the template the generator
 * wrapped around it ("Confused about X? you're not the only one asking."):
 * - a word is the topic's when one of its forms (wordForms) is a form of a word in the insight's
 *   comments, function words excepted;
 * - a topic phrase (topic words, and the function words or hyphens between two of them) becomes one X;
 * - the rest is lower-cased, with straight apostrophes.
 */
export function maskTopic(text: string, comments: readonly string[]): string {
  const vocabulary = new Set(comments.flatMap((comment) => (comment.match(WORD) ?? []).flatMap(wordForms)));
  const masked = text.replace(WORD, (word) => {
    const lower = word.toLowerCase().replace(/’/g, "'");
    return !FUNCTION_WORDS.has(lower) && wordForms(word).some((form) => vocabulary.has(form)) ? TOPIC : lower;
  });
  return masked.replace(TOPIC_PHRASE, 'X').replace(/\s+/g, ' ').trim();
}

/** A hook's opening: its first three words after masking (X counts as a word), lower-cased. */
export function hookOpening(hook: string, comments: readonly string[]): string {
  return (maskTopic(hook, comments).match(/X|[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []).slice(0, 3).join(' ');
}

export interface Share {
  text: string;
  count: number;
  /** count / all values, 0-1. */
  share: number;
}

/** The most frequent values with their share of all values, most frequent first (ties alphabetically). */
export function topShares(values: readonly string[], limit = 3): Share[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, limit)
    .map(([text, count]) => ({ text, count, share: values.length ? count / values.length : 0 }));
}

/** Texts that differ once case and spacing are ignored. */
export function distinctTexts(texts: readonly string[]): number {
  return new Set(texts.map((text) => text.toLowerCase().replace(/\s+/g, ' ').trim())).size;
}

export interface NicheFigures {
  niche: string;
  generator: string;
  model: string;
  firstDay: number;
  daysAsked: number;
  comments: number;
  insightsMined: number;
  insightsAccepted: number;
  asksLeftAtStart: number;
  asksLeft: number;
  ideasMade: number;
  daysMade: number;
  daysFailed: number;
  slotsFailed: number;
  /** Days built on an insight used before (a new angle on an old ask). */
  reusedDays: number;
  /** How many viewers asked, for each day's insight, in day order. */
  askedCounts: number[];
  attempts: number;
  failedAttempts: number;
  unreadableAttempts: number;
  /** Gate failures over every failed attempt, by rule. */
  gateFailures: Record<string, number>;
  /** Published ideas that fail a gate when it is re-run on them, by rule (should be none). */
  shippedGateFailures: Record<string, number>;
  hooks: { total: number; distinctOpenings: number; topOpenings: Share[] };
  titles: { total: number; distinctTemplates: number; topTemplates: Share[] };
  sections: { total: number; distinctTexts: number; distinctVoiceovers: number };
  /** Mean rubric scores of the published ideas the judge scored; null when none was. */
  judge: (RubricScores & { scored: number }) | null;
  usage: { calls: number; inputTokens: number; outputTokens: number; costUsd: number; costPerIdeaUsd: number };
  warnings: string[];
}

const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [rule, count] of Object.entries(from)) into[rule] = (into[rule] ?? 0) + count;
  return into;
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The figures of one run (or of several merged: the totals row). */
export function summarise(run: NicheRun): NicheFigures {
  const ideas = run.made;
  const hooks = ideas.flatMap((made) => made.idea.content.hooks.map((hook) => hookOpening(hook, made.comments)));
  const titles = ideas.map((made) => maskTopic(made.idea.title, made.comments));
  const sections = ideas.flatMap((made) => made.idea.content.sections);
  const judged = ideas.flatMap((made) => (made.judge ? [made.judge] : []));
  const days = ideas.filter((made) => made.variant === 'B');
  const costUsd = run.attempts.reduce((sum, attempt) => sum + attempt.costUsd, 0);
  const failed = run.attempts.filter((attempt) => !attempt.kept);
  return {
    niche: run.niche,
    generator: run.generator,
    model: run.model,
    firstDay: run.firstDay,
    daysAsked: run.daysAsked,
    comments: run.commentsRead,
    insightsMined: run.insightsMined,
    insightsAccepted: run.insightsAccepted,
    asksLeftAtStart: run.asksLeftAtStart,
    asksLeft: run.asksLeft,
    ideasMade: ideas.length,
    daysMade: days.length,
    daysFailed: run.daysFailed,
    slotsFailed: run.slotsFailed,
    reusedDays: days.filter((made) => made.angle > 0).length,
    askedCounts: days.map((made) => made.askedCount),
    attempts: run.attempts.length,
    failedAttempts: failed.length,
    unreadableAttempts: failed.filter((attempt) => attempt.unreadable).length,
    gateFailures: failed.reduce((counts, attempt) => addCounts(counts, attempt.failures), {} as Record<string, number>),
    shippedGateFailures: ideas.reduce((counts, made) => addCounts(counts, made.shippedFailures), {} as Record<string, number>),
    hooks: { total: hooks.length, distinctOpenings: new Set(hooks).size, topOpenings: topShares(hooks) },
    titles: { total: titles.length, distinctTemplates: new Set(titles).size, topTemplates: topShares(titles) },
    sections: {
      total: sections.length,
      distinctTexts: distinctTexts(sections.map((section) => section.text)),
      distinctVoiceovers: distinctTexts(sections.map((section) => section.voiceover)),
    },
    judge: judged.length
      ? {
          ...(Object.fromEntries(
            RUBRIC.map((criterion) => [criterion, round(judged.reduce((sum, scores) => sum + scores[criterion], 0) / judged.length, 2)]),
          ) as RubricScores),
          scored: judged.length,
        }
      : null,
    usage: {
      calls: run.attempts.length,
      inputTokens: run.attempts.reduce((sum, attempt) => sum + attempt.inputTokens, 0),
      outputTokens: run.attempts.reduce((sum, attempt) => sum + attempt.outputTokens, 0),
      costUsd: round(costUsd, 6),
      costPerIdeaUsd: ideas.length ? round(costUsd / ideas.length, 6) : 0,
    },
    warnings: run.warnings,
  };
}

/** Every niche's runs as one, for the totals row: counts add up, shares are over all hooks and titles. */
export function mergeRuns(runs: readonly NicheRun[]): NicheRun {
  const first = runs[0];
  return {
    niche: 'all',
    generator: first?.generator ?? '',
    model: first?.model ?? '',
    firstDay: Math.min(...runs.map((run) => run.firstDay)),
    // Days per niche, as in each niche's row.
    daysAsked: Math.max(0, ...runs.map((run) => run.daysAsked)),
    commentsRead: runs.reduce((sum, run) => sum + run.commentsRead, 0),
    insightsMined: runs.reduce((sum, run) => sum + run.insightsMined, 0),
    insightsAccepted: runs.reduce((sum, run) => sum + run.insightsAccepted, 0),
    asksLeftAtStart: runs.reduce((sum, run) => sum + run.asksLeftAtStart, 0),
    asksLeft: runs.reduce((sum, run) => sum + run.asksLeft, 0),
    made: runs.flatMap((run) => run.made),
    attempts: runs.flatMap((run) => run.attempts),
    daysFailed: runs.reduce((sum, run) => sum + run.daysFailed, 0),
    slotsFailed: runs.reduce((sum, run) => sum + run.slotsFailed, 0),
    warnings: [],
  };
}

/** What `--json` writes and `--compare` reads. */
export interface EvalReport {
  version: 1;
  measuredAt: string;
  /** The instant insights were mined at (recency), so a later run can use the same. */
  now: string;
  days: number;
  generator: string;
  model: string;
  niches: NicheFigures[];
  totals: NicheFigures;
}

// ---- Printing (pure) ----

const percent = (share: number) => `${Math.round(share * 100)} %`;
const rules = (counts: Record<string, number> | undefined) => {
  const entries = Object.entries(counts ?? {}).filter(([, count]) => count > 0);
  return entries.length ? entries.map(([rule, count]) => `${rule} ${count}`).join(', ') : 'none';
};
const sumOf = (counts: Record<string, number> | undefined) => Object.values(counts ?? {}).reduce((sum, count) => sum + count, 0);
const shares = (items: readonly Share[] | undefined) =>
  items?.length ? items.map((item) => `"${item.text}" ${percent(item.share)}`).join(' · ') : 'none';
const median = (values: readonly number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const judgeLine = (judge: NicheFigures['judge']) =>
  judge
    ? `${RUBRIC.map((criterion) => `${criterion.replace('_', ' ')} ${judge[criterion].toFixed(1)}`).join(', ')} (${judge.scored} ideas scored)`
    : 'n/a';

/** A niche's asked-counts in day order; for many days (the totals) how many days had 1, 2-4 and 5+ askers. */
export function askedLine(counts: readonly number[]): string {
  if (counts.length === 0) return 'none';
  if (counts.length <= 31) return `${counts.join(', ')} (median ${median(counts)})`;
  const days = (test: (count: number) => boolean) => counts.filter(test).length;
  return `1 viewer: ${days((c) => c === 1)} days, 2-4: ${days((c) => c >= 2 && c <= 4)}, 5 or more: ${days((c) => c >= 5)} (median ${median(counts)})`;
}

/** One niche's block (or the totals'). */
export function formatNiche(figures: NicheFigures): string {
  const sectionShare = figures.sections.total ? percent(figures.sections.distinctTexts / figures.sections.total) : 'n/a';
  const lines = [
    `${figures.niche} (${figures.generator}, ${figures.daysAsked} days from day ${figures.firstDay}; ${figures.comments} comments, ${figures.insightsMined} insights mined, ${figures.insightsAccepted} accepted)`,
    `  distinct asks left       ${figures.asksLeftAtStart} at start -> ${figures.asksLeft} after`,
    `  ideas made               ${figures.ideasMade} (${figures.daysMade} days), ${figures.daysFailed} days failed, ${figures.slotsFailed} slots moved to the next insight, ${figures.reusedDays} days on a reused insight`,
    `  viewers per day's ask    ${askedLine(figures.askedCounts)}`,
    `  gate failures            ${rules(figures.gateFailures)} (${figures.failedAttempts} failed attempts of ${figures.attempts}, ${figures.unreadableAttempts} unreadable)`,
    `  shipped failing a gate   ${rules(figures.shippedGateFailures)}`,
    `  hook openings            ${shares(figures.hooks.topOpenings)} (${figures.hooks.distinctOpenings} distinct of ${figures.hooks.total})`,
    `  title templates          ${shares(figures.titles.topTemplates)} (${figures.titles.distinctTemplates} distinct of ${figures.titles.total})`,
    `  distinct section texts   ${figures.sections.distinctTexts} of ${figures.sections.total} (${sectionShare}); voiceovers ${figures.sections.distinctVoiceovers}`,
    `  judge                    ${judgeLine(figures.judge)}`,
    `  usage                    ${figures.usage.calls} calls, ${figures.usage.inputTokens} in + ${figures.usage.outputTokens} out tokens, $${figures.usage.costUsd.toFixed(4)} ($${figures.usage.costPerIdeaUsd.toFixed(4)} per idea)`,
  ];
  for (const warning of figures.warnings) lines.push(`  warning: ${warning}`);
  return lines.join('\n');
}

const TABLE_COLUMNS: Array<{ head: string; width: number; cell: (figures: NicheFigures) => string }> = [
  { head: 'niche', width: 14, cell: (f) => f.niche },
  { head: 'asks left', width: 11, cell: (f) => `${f.asksLeftAtStart} -> ${f.asksLeft}` },
  { head: 'ideas', width: 6, cell: (f) => String(f.ideasMade) },
  { head: 'days failed', width: 12, cell: (f) => String(f.daysFailed) },
  { head: 'gate fails', width: 11, cell: (f) => String(sumOf(f.gateFailures)) },
  { head: 'top hook opening', width: 38, cell: (f) => topCell(f.hooks.topOpenings) },
  { head: 'top title template', width: 52, cell: (f) => topCell(f.titles.topTemplates) },
  { head: 'sections', width: 12, cell: (f) => `${f.sections.distinctTexts}/${f.sections.total}` },
  { head: 'asked (med)', width: 11, cell: (f) => String(median(f.askedCounts)) },
];

function topCell(items: readonly Share[]): string {
  const top = items[0];
  if (!top) return '-';
  const share = ` ${percent(top.share)}`;
  const room = 36 - share.length;
  return `${top.text.length > room ? `${top.text.slice(0, room - 1)}…` : top.text}${share}`;
}

/** The table of every niche and the totals row. */
export function formatTable(niches: readonly NicheFigures[], totals: NicheFigures): string {
  const row = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(TABLE_COLUMNS[index]!.width))
      .join(' ')
      .trimEnd();
  return [
    row(TABLE_COLUMNS.map((column) => column.head)),
    ...niches.map((figures) => row(TABLE_COLUMNS.map((column) => column.cell(figures)))),
    row(TABLE_COLUMNS.map((column) => column.cell(totals))),
  ].join('\n');
}

/** The figures compared before -> now, one per line; a figure either side lacks shows as n/a. */
const COMPARED: Array<{ label: string; value: (figures: NicheFigures) => string | number | undefined }> = [
  { label: 'distinct asks left at start', value: (f) => f.asksLeftAtStart },
  { label: 'distinct asks left after', value: (f) => f.asksLeft },
  {
    label: 'insights accepted / mined',
    value: (f) => (f.insightsMined === undefined ? undefined : `${f.insightsAccepted}/${f.insightsMined}`),
  },
  { label: 'ideas made', value: (f) => f.ideasMade },
  { label: 'days on a reused insight', value: (f) => f.reusedDays },
  { label: 'days failed', value: (f) => f.daysFailed },
  { label: 'median viewers per ask', value: (f) => (f.askedCounts ? median(f.askedCounts) : undefined) },
  { label: 'gate failures', value: (f) => (f.gateFailures ? `${sumOf(f.gateFailures)} (${rules(f.gateFailures)})` : undefined) },
  { label: 'shipped failing a gate', value: (f) => (f.shippedGateFailures ? sumOf(f.shippedGateFailures) : undefined) },
  { label: 'top hook opening', value: (f) => f.hooks?.topOpenings && topCell(f.hooks.topOpenings) },
  { label: 'distinct hook openings', value: (f) => f.hooks && `${f.hooks.distinctOpenings}/${f.hooks.total}` },
  { label: 'top title template', value: (f) => f.titles?.topTemplates && topCell(f.titles.topTemplates) },
  { label: 'distinct title templates', value: (f) => f.titles && `${f.titles.distinctTemplates}/${f.titles.total}` },
  { label: 'distinct section texts', value: (f) => f.sections && `${f.sections.distinctTexts}/${f.sections.total}` },
  { label: 'judge', value: (f) => (f.judge === undefined ? undefined : judgeLine(f.judge)) },
  { label: 'cost per idea (USD)', value: (f) => f.usage?.costPerIdeaUsd },
];

/**
 * Before -> now for every niche run now, and the totals when the same niches ran. Reads a baseline
 * leniently: an older or newer file still compares, a figure it lacks shows as n/a.
 */
export function formatComparison(before: Partial<EvalReport>, now: EvalReport): string {
  const beforeByNiche = new Map((before.niches ?? []).map((figures) => [figures.niche, figures]));
  const show = (value: string | number | undefined) => (value === undefined || value === '' ? 'n/a' : String(value));
  const block = (title: string, old: Partial<NicheFigures> | undefined, current: NicheFigures) => [
    title,
    ...COMPARED.map(({ label, value }) => {
      const was = old ? show(value(old as NicheFigures)) : 'n/a';
      const is = show(value(current));
      return `  ${label.padEnd(28)} ${was}${was === is ? ' (same)' : ` -> ${is}`}`;
    }),
  ];
  const lines = [
    `before: ${show(before.measuredAt)} (${show(before.generator)}, ${show(before.days)} days)   now: ${now.measuredAt} (${now.generator}, ${now.days} days)`,
  ];
  if (before.now && before.now !== now.now) lines.push(`note: mined at ${before.now} before and ${now.now} now (pass --now to match)`);
  for (const figures of now.niches) lines.push(...block(figures.niche, beforeByNiche.get(figures.niche), figures));
  // Totals over different sets of niches would compare nothing: only a run of the same niches gets them.
  const notRun = [...beforeByNiche.keys()].filter((niche) => !now.niches.some((figures) => figures.niche === niche));
  if (notRun.length === 0) lines.push(...block('all niches', before.totals, now.totals));
  else lines.push(`not run now, so no totals compared: ${notRun.join(', ')}`);
  return lines.join('\n');
}
