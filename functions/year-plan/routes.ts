import * as z from 'zod/mini';
import { definePlanRoute, defineRoute, type RouteDefinition } from '#functions/platform/route';
import { nicheSlug, nonNegativeInteger } from '#functions/shared/schemas';
import { momentList, seasonalMoment } from './moments';

/**
 * The year plan's routes: the subscriber's 12-month view (yearly plan) and the admin editor of
 * each niche's seasonal moments. functions/route-table.ts gathers every feature's routes.
 */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call): without `pure`, every function's bundle carries every route's schemas. esbuild
// honours the annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const YEAR_PLAN_MESSAGES = {
  month: 'A month as YYYY-MM, such as 2027-01',
  range: 'Pick a month within a year of now',
} as const;

/**
 * How far from the current month a view may start: 12 months on, its last month still ends within
 * the two years the calendar schedules in, so every Schedule button can work.
 */
export const YEAR_PLAN_MONTHS_AROUND = 12;

const month = pure(() => z.string({ error: YEAR_PLAN_MESSAGES.month }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, YEAR_PLAN_MESSAGES.month)));
const localDate = pure(() => z.string());

const suggestion = pure(() =>
  z.object({
    ideaId: z.string(),
    title: z.string(),
    kind: z.enum(['library', 'personal']),
    /** The moment's words (or topic) the idea uses: why it was suggested. */
    matched: z.array(z.string()),
  }),
);

const plannedMoment = pure(() =>
  z.object({
    /** `<moment id>@<year its window opens>`. */
    key: z.string(),
    id: z.string(),
    name: z.string(),
    why: z.string(),
    start: localDate,
    end: localDate,
    filmBy: localDate,
    leadWeeks: nonNegativeInteger(),
    /** The film-by day is before today (the moment may still be on: film as soon as you can). */
    filmByPassed: z.boolean(),
    /** The window opened in an earlier month: the month shows it as still on, without suggestions. */
    continues: z.boolean(),
    suggestions: z.array(suggestion),
  }),
);

const monthEntry = pure(() =>
  z.object({
    ideaId: z.string(),
    title: z.string(),
    status: z.enum(['planned', 'filmed', 'posted']),
    filmOn: z.nullable(localDate),
    postOn: z.nullable(localDate),
  }),
);

export const yearPlanResponse = pure(() =>
  z.object({
    niche: z.nullable(z.string()),
    nicheLabel: z.nullable(z.string()),
    /** The subscriber's today, in their time zone. */
    today: localDate,
    from: month,
    months: z.array(
      z.object({
        month,
        moments: z.array(plannedMoment),
        /** The creator's calendar entries filmed or posted (or due to be) this month. */
        entries: z.array(monthEntry),
        scheduled: nonNegativeInteger(),
        posted: nonNegativeInteger(),
      }),
    ),
  }),
);

export const getYearPlan = pure(() =>
  definePlanRoute({
    name: 'getYearPlan',
    method: 'GET',
    path: '/api/me/year-plan',
    access: 'user',
    plan: 'yearPlan',
    // Reads a year of calendar entries and up to a few hundred ideas: counted per user.
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'year-plan/handlers/get-year-plan',
    query: z.strictObject({ from: z.optional(month) }),
    response: yearPlanResponse,
  }),
);

const nicheParams = pure(() => z.strictObject({ niche: nicheSlug }));
const adminRead = { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' } as const;

const nicheSeasons = pure(() =>
  z.object({
    niche: z.string(),
    label: z.string(),
    moments: z.array(seasonalMoment),
    /** Sent back with an edit: a stale one is refused (409). */
    version: nonNegativeInteger(),
    /** The list is the shipped file's (content/seasons), unedited. */
    shipped: z.boolean(),
    updatedAt: z.nullable(z.string()),
    updatedBy: z.nullable(z.string()),
    /** The niche's knowledge topics, for the editor's topic choices. */
    topics: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Every niche, for the editor's niche picker. */
    niches: z.array(z.object({ niche: z.string(), label: z.string() })),
  }),
);

export const adminGetSeasons = pure(() =>
  defineRoute({
    name: 'adminGetSeasons',
    method: 'GET',
    path: '/api/admin/seasons/{niche}',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'year-plan/handlers/admin-get-seasons',
    params: nicheParams,
    response: nicheSeasons,
  }),
);

export const adminSetSeasons = pure(() =>
  defineRoute({
    name: 'adminSetSeasons',
    method: 'PUT',
    path: '/api/admin/seasons/{niche}',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'year-plan/handlers/admin-set-seasons',
    params: nicheParams,
    body: z.strictObject({ moments: momentList, version: nonNegativeInteger() }),
    response: nicheSeasons,
    // 30 moments of a few hundred bytes each.
    maxBodyBytes: 48 * 1024,
  }),
);

export const adminResetSeasons = pure(() =>
  defineRoute({
    name: 'adminResetSeasons',
    method: 'POST',
    path: '/api/admin/seasons/{niche}/reset',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 30, windowSeconds: 60 },
    handler: 'year-plan/handlers/admin-reset-seasons',
    params: nicheParams,
    body: z.strictObject({ version: nonNegativeInteger() }),
    response: nicheSeasons,
    maxBodyBytes: 256,
  }),
);

export const yearPlanRoutes = pure(
  () => [getYearPlan, adminGetSeasons, adminSetSeasons, adminResetSeasons] as const satisfies readonly RouteDefinition[],
);
