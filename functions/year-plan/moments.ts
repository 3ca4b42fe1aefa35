import * as z from 'zod/mini';
import { isPlainText } from '#functions/shared/schemas';

/**
 * A niche's seasonal moments: the times of year its creators plan for (back to school, sunscreen
 * season, tax season…). Shipped in `content/seasons/<niche>.json` (content/README.md) and edited by
 * admins in the table; one schema checks both, so a file and an edit fail the same way, by field.
 */

// esbuild keeps a top-level call it cannot prove free of side effects: without `pure`, every
// function's bundle would carry these schemas (the same helper as in every routes file).
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The first and last year a `dated` window may list: its dates come from a published table, not a rule. */
export const DATED_YEARS = { first: 2024, last: 2035 } as const;

export const MOMENT_LIMITS = { maxMoments: 30, maxLeadWeeks: 26, maxDaysAround: 90, maxTopics: 8, maxKeywords: 12 } as const;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `MM-DD` of a real day (29 February included: it is skipped in years without it). */
const monthDay = pure(() =>
  z.string({ error: 'A day as MM-DD' }).check(
    z.regex(/^\d\d-\d\d$/, 'A day as MM-DD, such as 09-01'),
    z.refine((text) => {
      const [month, day] = text.split('-').map(Number) as [number, number];
      return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
    }, 'No such day'),
  ),
);

const daysAround = (what: string) =>
  z
    .int({ error: `Days ${what}: a whole number` })
    .check(z.gte(0, `Days ${what}: 0 or more`), z.lte(MOMENT_LIMITS.maxDaysAround, `Days ${what}: at most ${MOMENT_LIMITS.maxDaysAround}`));

/** The same days every year; an end before the start runs into the next year (12-10 to 01-05). */
const fixedWindow = pure(() => z.strictObject({ kind: z.literal('fixed'), start: monthDay, end: monthDay }));

/** Around the nth (or last: -1) weekday of a month, computed each year: Thanksgiving, the US clock changes. */
const weekdayWindow = pure(() =>
  z.strictObject({
    kind: z.literal('weekday'),
    month: z.int({ error: 'A month from 1 to 12' }).check(z.gte(1, 'A month from 1 to 12'), z.lte(12, 'A month from 1 to 12')),
    weekday: z.enum(WEEKDAYS, { error: `A weekday: ${WEEKDAYS.join(', ')}` }),
    nth: z.int().check(z.refine((n) => [1, 2, 3, 4, -1].includes(n), '1 to 4, or -1 for the last')),
    before: daysAround('before'),
    after: daysAround('after'),
  }),
);

/** Around Western Easter Sunday, computed each year. */
const easterWindow = pure(() => z.strictObject({ kind: z.literal('easter'), before: daysAround('before'), after: daysAround('after') }));

/** Dates that follow a lunar calendar (Ramadan, Diwali, Lunar New Year), listed per year: no year listed, no moment that year. */
const datedWindow = pure(() =>
  z.strictObject({
    kind: z.literal('dated'),
    years: z
      .record(
        z.string().check(
          z.regex(/^\d{4}$/, 'A year such as 2027'),
          z.refine(
            (year) => Number(year) >= DATED_YEARS.first && Number(year) <= DATED_YEARS.last,
            `A year from ${DATED_YEARS.first} to ${DATED_YEARS.last}`,
          ),
        ),
        z.strictObject({ start: monthDay, end: monthDay }),
      )
      .check(z.refine((years) => Object.keys(years).length >= 1, 'List the dates of at least one year')),
  }),
);

export const momentWindow = pure(() =>
  z.discriminatedUnion('kind', [fixedWindow, weekdayWindow, easterWindow, datedWindow], {
    error: 'A window is fixed, weekday, easter or dated',
  }),
);
export type MomentWindow = z.output<typeof momentWindow>;

const kebab = (what: string) =>
  z
    .string({ error: `${what}: text` })
    .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${what}: lower-case words joined by dashes`), z.maxLength(60));

const plainText = (what: string, min: number, max: number) =>
  z.string({ error: `${what}: text` }).check(
    z.trim(),
    z.minLength(min, `${what}: at least ${min} characters`),
    z.maxLength(max, `${what}: at most ${max} characters`),
    z.refine((text) => isPlainText(text), `${what}: plain text, without control characters`),
  );

/** A word or phrase a viewer's comment or an idea's title would use, matched word by word. */
const keyword = pure(() =>
  z
    .string({ error: 'A keyword is text' })
    .check(
      z.trim(),
      z.regex(/^[a-z0-9][a-z0-9' -]*[a-z0-9]$/, 'Keywords are lower-case words (letters, digits, dashes)'),
      z.maxLength(40, 'A keyword is at most 40 characters'),
    ),
);

export const seasonalMoment = pure(() =>
  z.strictObject({
    id: kebab('Id'),
    name: plainText('Name', 3, 60),
    window: momentWindow,
    /** How many weeks before the window opens the video should be filmed. */
    leadWeeks: z
      .int({ error: 'Lead time: whole weeks' })
      .check(
        z.gte(0, 'Lead time: 0 weeks or more'),
        z.lte(MOMENT_LIMITS.maxLeadWeeks, `Lead time: at most ${MOMENT_LIMITS.maxLeadWeeks} weeks`),
      ),
    /** One line a creator nods at: what people search, and when. */
    why: plainText('Why', 10, 200),
    /** Knowledge topics of the niche (content/knowledge/<niche>.json) the moment is about. */
    topics: z.array(kebab('Topic')).check(z.maxLength(MOMENT_LIMITS.maxTopics, `At most ${MOMENT_LIMITS.maxTopics} topics`)),
    keywords: z.array(keyword).check(
      z.minLength(1, 'Add at least one keyword'),
      z.maxLength(MOMENT_LIMITS.maxKeywords, `At most ${MOMENT_LIMITS.maxKeywords} keywords`),
      z.refine((words) => new Set(words).size === words.length, 'Each keyword only once'),
    ),
  }),
);
export type SeasonalMoment = z.output<typeof seasonalMoment>;

/** A niche's whole list, as a file holds it and as an admin saves it. */
export const momentList = pure(() =>
  z.array(seasonalMoment, { error: 'Moments are a list' }).check(
    z.maxLength(MOMENT_LIMITS.maxMoments, `At most ${MOMENT_LIMITS.maxMoments} moments per niche`),
    z.refine((moments) => new Set(moments.map((moment) => moment.id)).size === moments.length, 'Each moment id only once'),
  ),
);

export const seasonsFile = pure(() => z.strictObject({ moments: momentList }));
export type SeasonsFile = z.output<typeof seasonsFile>;
