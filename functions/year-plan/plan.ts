import type { ResponseOf } from '#functions/platform/route';
import { InvalidInput } from '#functions/platform/errors';
import type { AuthContext } from '#functions/platform/http/auth';
import { knowledgeFor } from '#functions/content-engine/content-files';
import { listEntries, type CalendarEntry } from '#functions/calendar/store';
import { localDateOf } from '#functions/calendar/rules';
import { listIdeaCards } from '#functions/ideas/store';
import { listPersonalDays } from '#functions/ideas/personal-store';
import { listProgress } from '#functions/ideas/progress-store';
import { unlockedOf } from '#functions/ideas/visible';
import { listNiches } from '#functions/niches/store';
import { subscriberWithAccess } from '#functions/subscribers/access';
import type { SeasonalMoment } from './moments';
import {
  addDays,
  firstDayOf,
  lastDayOf,
  monthOf,
  monthsFrom,
  planMonths,
  suggestIdeas,
  type CandidateIdea,
  type LocalDate,
  type MomentTerms,
  type Occurrence,
} from './rules';
import { YEAR_PLAN_MESSAGES, YEAR_PLAN_MONTHS_AROUND, type getYearPlan } from './routes';
import { getNicheSeasons } from './store';

export type YearPlan = ResponseOf<typeof getYearPlan>;

/**
 * The ideas read as candidates: the newest this many days of the niche's library (variant B, the
 * one a subscriber opens) and of the creator's own daily ideas, all within the days they have
 * unlocked, so every suggestion is one the calendar accepts.
 */
export const CANDIDATE_DAYS = 120;

/** What the plan reads of the calendar: entries this far back count as already scheduled. */
const SCHEDULED_LOOKBACK_DAYS = 365;

function monthIndex(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return year * 12 + m - 1;
}

/** The moment's words to match ideas on: its keywords, and its topics' keywords and names from the niche's knowledge. */
function termsFor(niche: string): (moment: SeasonalMoment) => MomentTerms {
  const topics = new Map(knowledgeFor(niche).topics.map((topic) => [topic.id, topic]));
  return (moment) => {
    const known = moment.topics.flatMap((id) => topics.get(id) ?? []);
    return {
      keywords: moment.keywords,
      topicKeywords: known.flatMap((topic) => topic.keywords),
      topics: new Map(known.map((topic) => [topic.id, topic.name])),
    };
  };
}

async function candidatesOf(userId: string, niche: string, lastDay: number): Promise<CandidateIdea[]> {
  if (lastDay < 1) return [];
  const [library, personal] = await Promise.all([
    listIdeaCards({ niche, lastDay, after: null }, 'B', CANDIDATE_DAYS),
    listPersonalDays(userId, niche, Math.max(1, lastDay - CANDIDATE_DAYS + 1), lastDay),
  ]);
  const hooksOf = (content: unknown) => {
    const hooks = (content as { hooks?: unknown } | null)?.hooks;
    return Array.isArray(hooks) ? hooks.filter((hook): hook is string => typeof hook === 'string') : [];
  };
  return [
    ...library.ideas.map((idea): CandidateIdea => ({ id: idea.id, title: idea.title, hooks: hooksOf(idea.content), kind: 'library' })),
    ...personal.map(({ idea, facts }): CandidateIdea => ({
      id: idea.id,
      title: idea.title,
      hooks: idea.content.hooks,
      comment: idea.source?.comment,
      topics: facts.traits?.topics ?? [],
      kind: 'personal',
    })),
  ];
}

function entriesOfMonth(entries: readonly CalendarEntry[], month: string) {
  const inMonth = (date: LocalDate | null) => date !== null && monthOf(date) === month;
  const listed = entries
    .filter((entry) => inMonth(entry.filmOn) || inMonth(entry.postOn))
    .sort((a, b) => (a.filmOn ?? a.postOn ?? '').localeCompare(b.filmOn ?? b.postOn ?? '') || a.ideaId.localeCompare(b.ideaId));
  return {
    entries: listed.map((entry) => ({
      ideaId: entry.ideaId,
      title: entry.idea.title,
      status: entry.status,
      filmOn: entry.filmOn,
      postOn: entry.postOn,
    })),
    scheduled: listed.filter((entry) => entry.status !== 'posted').length,
    posted: listed.filter((entry) => entry.status === 'posted' && inMonth(entry.postOn)).length,
  };
}

/**
 * The caller's 12 months from `from` (default: their current month): each month's moments of their
 * niche with the film-by day, their calendar entries, and up to three ideas suggested per moment.
 */
export async function yearPlanFor(auth: AuthContext, from: string | undefined, now: Date): Promise<YearPlan> {
  const [subscriber, progress, niches] = await Promise.all([subscriberWithAccess(auth), listProgress(auth.userId), listNiches()]);
  const today = localDateOf(now, subscriber?.timeZone);
  const start = from ?? monthOf(today);
  if (Math.abs(monthIndex(start) - monthIndex(monthOf(today))) > YEAR_PLAN_MONTHS_AROUND)
    throw new InvalidInput(YEAR_PLAN_MESSAGES.range, { from: [YEAR_PLAN_MESSAGES.range] });

  const months = monthsFrom(start);
  const viewEnd = lastDayOf(months.at(-1)!);
  const niche = subscriber?.niche ?? null;
  const lookback = addDays(today, -SCHEDULED_LOOKBACK_DAYS);
  const [seasons, entries, candidates] = await Promise.all([
    niche ? getNicheSeasons(niche) : null,
    listEntries(auth.userId, { from: lookback < firstDayOf(start) ? lookback : firstDayOf(start), to: viewEnd }),
    niche ? candidatesOf(auth.userId, niche, unlockedOf(progress, subscriber?.timeZone, now).get(niche) ?? 0) : [],
  ]);
  const planned = planMonths(seasons?.moments ?? [], start);

  // Suggestions go to a moment where it first shows in the view, and only while it is still to come or on.
  const firstShown = new Map<string, Occurrence>();
  for (const month of planned)
    for (const { occurrence } of month.occurrences) if (!firstShown.has(occurrence.key)) firstShown.set(occurrence.key, occurrence);
  const suggestions = niche
    ? suggestIdeas(
        [...firstShown.values()].filter((occurrence) => occurrence.end >= today),
        candidates,
        { scheduled: new Set(entries.map((entry) => entry.ideaId)), termsOf: termsFor(niche) },
      )
    : new Map();

  return {
    niche,
    nicheLabel: niches.find((n) => n.niche === niche)?.displayName ?? null,
    today,
    from: start,
    months: planned.map(({ month, occurrences }) => ({
      month,
      moments: occurrences.map(({ occurrence, continues }) => {
        // Where it first shows: the month it opens, or the view's first month when it opened before.
        const first = !continues || month === start;
        return {
          key: occurrence.key,
          id: occurrence.moment.id,
          name: occurrence.moment.name,
          why: occurrence.moment.why,
          start: occurrence.start,
          end: occurrence.end,
          filmBy: occurrence.filmBy,
          leadWeeks: occurrence.moment.leadWeeks,
          filmByPassed: occurrence.filmBy < today,
          continues,
          suggestions: first ? (suggestions.get(occurrence.key) ?? []) : [],
        };
      }),
      ...entriesOfMonth(entries, month),
    })),
  };
}
