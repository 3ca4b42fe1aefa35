import { youtube, type youtube_v3 } from '@googleapis/youtube';
import { apiKeyFromEnvOrSecret } from '#functions/platform/secrets';
import type { QuotaBucket, QuotaConfig, YoutubeMethod } from './ingestion-files';
import { fits, spend, type Units } from './planner';
import { toYoutubeError, YoutubeError } from './youtube-errors';

/**
 * YouTube, through Google's own client (`@googleapis/youtube`). The key comes from
 * YOUTUBE_API_KEY (local, or the local emulator's) or the Secrets Manager secret named by
 * YOUTUBE_SECRET_ARN (cloud, `{"apiKey": "AIza..."}`); YOUTUBE_API_URL points the client at a
 * compatible server (the local emulator, lib/local/youtube*). Every call goes through `call`,
 * which checks the budget first, counts the units whatever the answer, and turns a failure into a
 * YoutubeError with the key scrubbed.
 */

/** The API key, or null when none is configured (the jobs then have nothing to read). */
export function youtubeKey(): Promise<string | null> {
  return apiKeyFromEnvOrSecret('YOUTUBE_API_KEY', 'YOUTUBE_SECRET_ARN', { service: 'YouTube', example: 'AIza...' });
}

export type YoutubeApi = youtube_v3.Youtube;

/** The client for a key: the emulator's root URL when YOUTUBE_API_URL is set. */
export function youtubeApi(key: string): YoutubeApi {
  const rootUrl = process.env.YOUTUBE_API_URL;
  return youtube({
    version: 'v3',
    auth: key,
    ...(rootUrl ? { rootUrl } : {}),
    // Every retry is a request YouTube charges for: the caller decides, and counts, each one.
    retry: false,
    timeout: 20_000,
  });
}

/** Where a call's units are counted: the day's ledger (run-store recordQuota) and the run's own budget. */
export interface QuotaMeter {
  config: Pick<QuotaConfig, 'costs'>;
  /** What this run (or niche) may still spend; `call` refuses a call that would pass it. */
  left: Units;
  /** Counts the units in the day's ledger (atomic), whatever the call's outcome. */
  record: (bucket: QuotaBucket, units: number) => Promise<void>;
  /** Units spent by this meter, per method (for the bench and the run's log line). */
  spent: Partial<Record<YoutubeMethod, number>>;
}

/** A client call with its budget check, its units counted and its errors mapped. */
export class YoutubeCaller {
  constructor(
    readonly api: YoutubeApi,
    private readonly key: string,
    readonly meter: QuotaMeter,
  ) {}

  async call<T>(method: YoutubeMethod, request: (api: YoutubeApi) => Promise<{ data: T }>): Promise<T> {
    const { bucket, units } = this.meter.config.costs[method];
    if (!fits(this.meter.left, bucket, units))
      throw new YoutubeError('budgetSpent', method, `${method}: today's ${bucket} budget is spent (${units} units needed)`);
    this.meter.left = spend(this.meter.left, bucket, units);
    this.meter.spent[method] = (this.meter.spent[method] ?? 0) + units;
    let outcome: { data: T } | { error: YoutubeError };
    try {
      outcome = { data: (await request(this.api)).data };
    } catch (error) {
      outcome = { error: toYoutubeError(error, method, this.key) };
    }
    // Invalid requests cost their units too: counted before anything is returned.
    await this.meter.record(bucket, units);
    if ('error' in outcome) throw outcome.error;
    return outcome.data;
  }
}
