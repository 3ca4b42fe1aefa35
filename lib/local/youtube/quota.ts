/** The methods the emulator serves, named as Google's quota table names them. */
export const METHODS = [
  'search.list',
  'videos.list',
  'channels.list',
  'playlistItems.list',
  'commentThreads.list',
  'comments.list',
] as const;
export type Method = (typeof METHODS)[number];

export const BUCKETS = ['search', 'reads'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface MethodCost {
  bucket: Bucket;
  units: number;
}

export interface QuotaSettings {
  /** What one call of each method costs, and which daily bucket it is charged to. */
  costs: Record<Method, MethodCost>;
  /** Units each bucket allows per Pacific-time day. */
  budgets: Record<Bucket, number>;
}

/**
 * Google's current defaults: `search.list` has its own bucket of 100 calls a day (1 unit each),
 * and every other read shares 10,000 units a day at 1 unit a call.
 */
export const DEFAULT_QUOTA: QuotaSettings = {
  costs: {
    'search.list': { bucket: 'search', units: 1 },
    'videos.list': { bucket: 'reads', units: 1 },
    'channels.list': { bucket: 'reads', units: 1 },
    'playlistItems.list': { bucket: 'reads', units: 1 },
    'commentThreads.list': { bucket: 'reads', units: 1 },
    'comments.list': { bucket: 'reads', units: 1 },
  },
  budgets: { search: 100, reads: 10_000 },
};

export const QUOTA_TIME_ZONE = 'America/Los_Angeles';

const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The quota day `at` falls in, as YYYY-MM-DD: Google resets quota at midnight Pacific time. */
export function pacificDay(at: Date): string {
  return PACIFIC_DAY.format(at);
}

/** `day` moved by whole days (calendar arithmetic, so daylight-saving changes do not matter). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type Usage = Record<Bucket, number>;

export interface Charge {
  bucket: Bucket;
  units: number;
}

/**
 * What a call costs, or null when it would take its bucket past the budget (Google refuses the
 * call and charges nothing for it).
 */
export function charge(settings: QuotaSettings, used: Usage, method: Method): Charge | null {
  const { bucket, units } = settings.costs[method];
  return used[bucket] + units > settings.budgets[bucket] ? null : { bucket, units };
}

/** Checks a settings change from the control API; returns the problem, or null. */
export function quotaSettingsProblem(input: {
  budgets?: Partial<Record<string, unknown>>;
  costs?: Partial<Record<string, unknown>>;
}): string | null {
  for (const [bucket, value] of Object.entries(input.budgets ?? {})) {
    if (!(BUCKETS as readonly string[]).includes(bucket)) return `Unknown bucket '${bucket}': use ${BUCKETS.join(' or ')}.`;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      return `budgets.${bucket} must be a whole number of units, 0 or more.`;
  }
  for (const [method, value] of Object.entries(input.costs ?? {})) {
    if (!(METHODS as readonly string[]).includes(method)) return `Unknown method '${method}': use one of ${METHODS.join(', ')}.`;
    const cost = value as Partial<MethodCost> | null;
    if (typeof cost !== 'object' || cost === null) return `costs.${method} must be { "bucket": "search" | "reads", "units": 1 }.`;
    if (cost.bucket !== undefined && !(BUCKETS as readonly string[]).includes(cost.bucket))
      return `costs.${method}.bucket must be search or reads.`;
    if (cost.units !== undefined && (typeof cost.units !== 'number' || !Number.isInteger(cost.units) || cost.units < 0))
      return `costs.${method}.units must be a whole number, 0 or more.`;
  }
  return null;
}
