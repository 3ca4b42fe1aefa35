import { WEEKDAYS, type MomentWindow, type SeasonalMoment } from './moments';

/**
 * The year plan's pure rules: when each moment falls in a given year, which months of a 12-month
 * view it touches, its film-by date, and which ideas to suggest for it. Dates are local calendar
 * days (`YYYY-MM-DD`), computed in UTC so no time zone or clock change moves a day.
 */

export type LocalDate = string;
/** `YYYY-MM`. */
export type Month = string;

export interface DateRange {
  start: LocalDate;
  end: LocalDate;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const utc = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: LocalDate, days: number): LocalDate => dateOf(utc(date) + days * DAY_MS);
export const monthOf = (date: LocalDate): Month => date.slice(0, 7);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `MM-DD` in `year`; 29 February in a year without it is the 28th. */
function onYear(year: number, monthDay: string): LocalDate {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/** Western Easter Sunday (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The nth weekday of a month (n = -1: the last), such as the 4th Thursday of November. */
export function nthWeekday(year: number, month: number, weekday: (typeof WEEKDAYS)[number], nth: number): LocalDate {
  const wanted = WEEKDAYS.indexOf(weekday);
  if (nth === -1) {
    const last = daysInMonth(year, month);
    const lastWeekday = new Date(Date.UTC(year, month - 1, last)).getUTCDay();
    return `${year}-${pad(month)}-${pad(last - ((lastWeekday - wanted + 7) % 7))}`;
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return `${year}-${pad(month)}-${pad(1 + ((wanted - firstWeekday + 7) % 7) + (nth - 1) * 7)}`;
}

/**
 * The window that opens in `year` (a window crossing the year end opens in `year` and closes in the
 * next), or null when it has no dates that year (a `dated` window lists only the years it knows).
 */
export function windowIn(window: MomentWindow, year: number): DateRange | null {
  switch (window.kind) {
    case 'fixed': {
      const start = onYear(year, window.start);
      const end = window.end < window.start ? onYear(year + 1, window.end) : onYear(year, window.end);
      return { start, end };
    }
    case 'weekday': {
      const anchor = nthWeekday(year, window.month, window.weekday, window.nth);
      return { start: addDays(anchor, -window.before), end: addDays(anchor, window.after) };
    }
    case 'easter': {
      const anchor = easterSunday(year);
      return { start: addDays(anchor, -window.before), end: addDays(anchor, window.after) };
    }
    case 'dated': {
      const dates = window.years[String(year)];
      if (!dates) return null;
      return { start: onYear(year, dates.start), end: dates.end < dates.start ? onYear(year + 1, dates.end) : onYear(year, dates.end) };
    }
  }
}

/** The day to have filmed by: `leadWeeks` before the window opens. */
export function filmByDate(start: LocalDate, leadWeeks: number): LocalDate {
  return addDays(start, -7 * leadWeeks);
}

/** `count` months from `from` (`YYYY-MM`), in order. */
export function monthsFrom(from: Month, count = 12): Month[] {
  const [year, month] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + i;
    return `${year + Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
  });
}

export const firstDayOf = (month: Month): LocalDate => `${month}-01`;
export function lastDayOf(month: Month): LocalDate {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(daysInMonth(year, m))}`;
}

/** One occurrence of a moment: its window in one year and the day to have filmed by. */
export interface Occurrence {
  /** `<moment id>@<year the window opens>`: the same moment comes back every year. */
  key: string;
  moment: SeasonalMoment;
  start: LocalDate;
  end: LocalDate;
  filmBy: LocalDate;
}

/** The occurrences of `moments` whose window overlaps `range`, soonest first (then by name). */
export function occurrencesIn(moments: readonly SeasonalMoment[], range: DateRange): Occurrence[] {
  const firstYear = Number(range.start.slice(0, 4)) - 1;
  const lastYear = Number(range.end.slice(0, 4));
  const found: Occurrence[] = [];
  for (const moment of moments) {
    for (let year = firstYear; year <= lastYear; year += 1) {
      const window = windowIn(moment.window, year);
      if (!window || window.end < range.start || window.start > range.end) continue;
      found.push({ key: `${moment.id}@${year}`, moment, ...window, filmBy: filmByDate(window.start, moment.leadWeeks) });
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start) || a.moment.name.localeCompare(b.moment.name));
}

/** A month of the view and the occurrences it shows: those whose window overlaps the month. */
export interface PlanMonth {
  month: Month;
  occurrences: Array<{ occurrence: Occurrence; continues: boolean }>;
}

/**
 * The 12 months from `from`, each with the moments whose window touches it. A window over several
 * months shows in each (`continues` from the second on), so every month says what is on.
 */
export function planMonths(moments: readonly SeasonalMoment[], from: Month, count = 12): PlanMonth[] {
  const months = monthsFrom(from, count);
  const all = occurrencesIn(moments, { start: firstDayOf(months[0]!), end: lastDayOf(months.at(-1)!) });
  return months.map((month) => {
    const start = firstDayOf(month);
    const end = lastDayOf(month);
    return {
      month,
      occurrences: all
        .filter((occurrence) => occurrence.start <= end && occurrence.end >= start)
        .map((occurrence) => ({ occurrence, continues: occurrence.start < start })),
    };
  });
}

// --- Suggestions ---------------------------------------------------------------------------

/** An idea the creator could film for a moment: one they can open and schedule. */
export interface CandidateIdea {
  id: string;
  title: string;
  hooks: readonly string[];
  /** The viewer's comment the idea answers, when known. */
  comment?: string;
  /** The knowledge topics the idea was built on, when recorded (the creator's own ideas). */
  topics?: readonly string[];
  kind: 'library' | 'personal';
}

export interface Suggestion {
  ideaId: string;
  title: string;
  kind: CandidateIdea['kind'];
  /** The moment's words the idea uses, to say why it was suggested. */
  matched: string[];
}

/** At most this many ideas per moment: a short list a creator can act on. */
export const SUGGESTIONS_PER_MOMENT = 3;
/**
 * What an idea must score: built on the moment's topic, a moment keyword in its title, or a moment
 * keyword in a hook with more words beside it. A lone topic word ("table", "hour") is not enough:
 * topics share everyday words, and an idea a creator would not film for the moment is worse than none.
 */
export const SUGGESTION_THRESHOLD = 4;

/** One word without its plural ending: "sunscreens" is "sunscreen", "taxes" "tax", "stories" "story". */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Lower-case words without plural endings, so "SPF" meets "spf" and "Taxes" meets "tax". */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(singular);
}

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= words.length; i += 1) {
    for (let j = 0; j < phrase.length; j += 1) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** The words a moment is matched on: its own keywords, then its topics' keywords (weaker). */
export interface MomentTerms {
  keywords: readonly string[];
  topicKeywords: readonly string[];
  /** The moment's knowledge topics by id, with their names (an idea built on one fits outright). */
  topics: ReadonlyMap<string, string>;
}

/**
 * How well an idea fits a moment: built on one of the moment's topics, 4; a moment keyword 2, a
 * topic keyword 1, doubled when the title has it (the title says what the video is about; a hook
 * may only mention it). Each word counts once.
 */
export function fitOf(idea: CandidateIdea, terms: MomentTerms): { score: number; matched: string[] } {
  const title = wordsOf(idea.title);
  const rest = wordsOf([...idea.hooks, idea.comment ?? ''].join(' \n '));
  let score = 0;
  const matched: string[] = [];
  const seen = new Set<string>();
  const weigh = (phrase: string, weight: number) => {
    const words = wordsOf(phrase);
    const key = words.join(' ');
    if (!key || seen.has(key)) return;
    const points = containsPhrase(title, words) ? weight * 2 : containsPhrase(rest, words) ? weight : 0;
    if (points > 0) {
      seen.add(key);
      score += points;
      matched.push(phrase);
    }
  };
  for (const topic of idea.topics ?? []) {
    const name = terms.topics.get(topic);
    if (name !== undefined && !seen.has(name)) {
      seen.add(name);
      score += 4;
      matched.push(name);
    }
  }
  for (const keyword of terms.keywords) weigh(keyword, 2);
  for (const keyword of terms.topicKeywords) weigh(keyword, 1);
  return { score, matched };
}

/**
 * Up to three ideas per occurrence, best fit first, among ideas not already on the creator's
 * calendar; an idea goes to one moment only in the same view. Moments are served in film-by order,
 * so the one to film soonest gets the first pick.
 */
export function suggestIdeas(
  occurrences: readonly Occurrence[],
  candidates: readonly CandidateIdea[],
  options: { scheduled: ReadonlySet<string>; termsOf: (moment: SeasonalMoment) => MomentTerms },
): Map<string, Suggestion[]> {
  const used = new Set(options.scheduled);
  const byKey = new Map<string, Suggestion[]>();
  const ordered = [...occurrences].sort((a, b) => a.filmBy.localeCompare(b.filmBy) || a.key.localeCompare(b.key));
  for (const occurrence of ordered) {
    const terms = options.termsOf(occurrence.moment);
    const ranked = candidates
      .filter((idea) => !used.has(idea.id))
      .map((idea) => ({ idea, ...fitOf(idea, terms) }))
      .filter((fit) => fit.score >= SUGGESTION_THRESHOLD)
      // Best fit first; the creator's own idea before a library one of the same fit; then a stable order.
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.idea.kind === b.idea.kind ? 0 : a.idea.kind === 'personal' ? -1 : 1) ||
          a.idea.id.localeCompare(b.idea.id),
      )
      .slice(0, SUGGESTIONS_PER_MOMENT);
    for (const fit of ranked) used.add(fit.idea.id);
    byKey.set(
      occurrence.key,
      ranked.map((fit) => ({ ideaId: fit.idea.id, title: fit.idea.title, kind: fit.idea.kind, matched: fit.matched })),
    );
  }
  return byKey;
}
