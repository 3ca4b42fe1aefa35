import { dispatchDaily } from '#functions/delivery/dispatch';
import { chooseGenerator, JOB_CALL_OPTIONS } from '#functions/content-engine/generator';
import { keepAhead } from '#functions/content-engine/keep-ahead';
import { keepPersonalAhead } from '#functions/personal/personal-job';
import { runPayouts } from '#functions/ambassadors/payouts';
import { reconcileAll } from '#functions/billing/reconcile';
import { DISPATCH_WINDOW_MINUTES, windowStart } from '#functions/delivery/rules';
import { ingestLine, ingestNow, refreshLine, refreshNow } from '#functions/ingestion/jobs';

/** How often the local clock looks for ideas to make. The job is idempotent, so an early look costs a few reads. */
const KEEP_AHEAD_EVERY_MS = 60 * 60 * 1000;
const WINDOW_MS = DISPATCH_WINDOW_MINUTES * 60_000;
/**
 * On start, the windows of the last day are dispatched too: a laptop is not up at 07:00 the way
 * the cloud is, and the sender's once-per-local-date claim keeps a restart from sending twice.
 */
const CATCH_UP_MS = 24 * 60 * 60 * 1000;

/** The nightly reconciliation's hour, as in the cloud's schedule (lib/stack.ts). */
export const RECONCILE_HOUR_UTC = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next `hour`:00 UTC (a full day when it is that instant). */
export function msUntilUtcHour(hour: number, now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return next > now.getTime() ? next - now.getTime() : next + DAY_MS - now.getTime();
}

/** The monthly payout run's day and hour, as in the cloud's schedule (lib/stack.ts): the 1st, 06:00 UTC. */
export const PAYOUT_DAY_OF_MONTH = 1;
export const PAYOUT_HOUR_UTC = 6;

/** Milliseconds from `now` to the next payout run: the 1st of a month at 06:00 UTC (next month's when it is that instant). */
export function msUntilPayoutRun(now = new Date()): number {
  const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), PAYOUT_DAY_OF_MONTH, PAYOUT_HOUR_UTC);
  const next =
    thisMonth > now.getTime() ? thisMonth : Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, PAYOUT_DAY_OF_MONTH, PAYOUT_HOUR_UTC);
  return next - now.getTime();
}

/**
 * The YouTube jobs' hour, as in the cloud's schedule (lib/stack.ts): 08:00 UTC is always in the new
 * Pacific quota day. The refresh runs first (renewing what we keep comes before reading more).
 */
export const YOUTUBE_JOBS_HOUR_UTC = 8;
const REFRESH_MINUTE = 10;
const INGEST_MINUTE = 30;
/** Hours after the niche ingest that linked channels are read (`npm run job -- own-channels` runs it now). */
const OWN_CHANNELS_HOURS_AFTER = 4;
/**
 * The posted videos' figures between the refresh and the ingest, as in the cloud (lib/stack.ts
 * PerformanceJob): a few units, read before the ingest can spend the day's plan
 * (`npm run job -- performance` runs it now).
 */
const PERFORMANCE_MINUTE = 20;

type Log = (line: string) => void;

/**
 * Runs `job` at start (unless `atStart` is false), after `firstDelayMs` and then every `everyMs`,
 * never two at once; failures are printed and left to the next run.
 */
function repeat(
  name: string,
  job: () => Promise<void>,
  log: Log,
  firstDelayMs: number,
  everyMs: number,
  atStart = true,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => log(`[clock] ${name} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, everyMs);
    interval.unref();
  }, firstDelayMs);
  first.unref();
  if (atStart) tick();
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}

/**
 * The local stand-in for EventBridge Scheduler: the keep-ahead job now and every hour (the shared
 * ideas, then the personal ones), the
 * daily-email dispatcher at every quarter hour of real time (after catching up the last day), and
 * the Stripe reconciliation at 03:00 UTC (not at start: a night's drift is no reason to hold up
 * `ready` or to write while someone is testing; `npm run job -- reconcile` runs it now), and the
 * payout run on the 1st of each month at 06:00 UTC (`npm run job -- payouts` runs it now), and the
 * YouTube refresh and ingest at 08:10 and 08:30 UTC (not at start, for the same reason; `npm run job
 * -- refresh-corpus` and `npm run job -- ingest` run them now).
 * Returns the stop function. Failures go to `log` (stderr), news to `info` (stdout).
 */
export function startClock(log: Log = (line) => console.warn(line), info: Log = (line) => console.log(line)): () => Promise<void> {
  const stopKeepAhead = repeat(
    'keep-ahead',
    async () => {
      const generator = await chooseGenerator(JOB_CALL_OPTIONS);
      const reports = await keepAhead(new Date(), {
        generator,
        warn: (message, details) => log(`[clock] ${message} ${JSON.stringify(details)}`),
      });
      const created = reports.reduce((sum, r) => sum + r.created.length, 0);
      if (created > 0) log(`[clock] keep-ahead: ${created} new ideas (${generator.name})`);
      for (const r of reports) for (const f of r.failed) log(`[clock] keep-ahead: ${r.niche} day ${f.day}${f.variant} failed: ${f.error}`);
      // Right after the shared ideas, as the cloud's schedule runs it: a personal idea takes its niche day's number.
      const personal = await keepPersonalAhead(new Date(), {
        generator,
        batch: generator.name === 'openai',
        warn: (message, details) => log(`[clock] ${message} ${JSON.stringify(details)}`),
      });
      const made = personal.reduce((sum, r) => sum + r.made.length, 0);
      if (made > 0) log(`[clock] personal ideas: ${made} made (${generator.name})`);
      for (const r of personal) for (const f of r.failed) log(`[clock] personal ideas: ${r.niche} day ${f.day} failed: ${f.error}`);
    },
    log,
    KEEP_AHEAD_EVERY_MS,
    KEEP_AHEAD_EVERY_MS,
  );

  let caughtUp = false;
  const stopDispatch = repeat(
    'daily email',
    async () => {
      const now = new Date();
      const from = caughtUp ? windowStart(now).getTime() : windowStart(new Date(now.getTime() - CATCH_UP_MS)).getTime();
      let queued = 0;
      for (let window = from; window <= now.getTime(); window += WINDOW_MS) queued += (await dispatchDaily(new Date(window))).queued;
      caughtUp = true;
      if (queued > 0) info(`[clock] daily email: ${queued} queued (the mail viewer shows each recipient's first for their local date)`);
    },
    log,
    // The first tick after start lands on the next quarter hour, as the scheduler's would.
    WINDOW_MS - (Date.now() % WINDOW_MS) + 1000,
    WINDOW_MS,
  );

  const stopReconcile = repeat(
    'reconcile',
    async () => {
      const result = await reconcileAll({
        now: new Date(),
        trigger: 'schedule',
        warn: (message, details) => log(`[clock] reconcile: ${message} ${JSON.stringify(details)}`),
      });
      if (result.status === 'done' && (result.run.changed > 0 || result.run.failed > 0)) {
        info(`[clock] reconcile: ${result.run.checked} checked, ${result.run.changed} fixed, ${result.run.failed} failed`);
      }
    },
    log,
    msUntilUtcHour(RECONCILE_HOUR_UTC),
    DAY_MS,
    false,
  );
  const youtubeAt = (minute: number) => msUntilUtcHour(YOUTUBE_JOBS_HOUR_UTC) + minute * 60_000;
  const stopRefresh = repeat(
    'refresh-corpus',
    async () => {
      const result = await refreshNow(new Date());
      if (result.status === 'ran') info(`[clock] ${refreshLine(result)}`);
    },
    log,
    youtubeAt(REFRESH_MINUTE),
    DAY_MS,
    false,
  );
  const stopIngest = repeat(
    'ingest',
    async () => {
      const result = await ingestNow(new Date());
      if (result.status === 'ran' && result.summaries.length > 0) info(`[clock] ${ingestLine(result)}`);
    },
    log,
    youtubeAt(INGEST_MINUTE),
    DAY_MS,
    false,
  );
  // The creators' own channels after the niches, as in the cloud (lib/stack.ts OwnChannelJob).
  const stopOwnChannels = repeat(
    'own-channels',
    async () => {
      const { ownChannelsLine, ownChannelsNow } = await import('#functions/personal/own-channels');
      const result = await ownChannelsNow(new Date());
      if (result.status === 'ran' && result.channels.length > 0) info(`[clock] ${ownChannelsLine(result)}`);
    },
    log,
    msUntilUtcHour(YOUTUBE_JOBS_HOUR_UTC + OWN_CHANNELS_HOURS_AFTER),
    DAY_MS,
    false,
  );
  const stopPerformance = repeat(
    'performance',
    async () => {
      const { performanceLine } = await import('#functions/analytics/job');
      const { performanceNow } = await import('#functions/analytics/jobs');
      const result = await performanceNow(new Date());
      if (result.status === 'ran' && result.videos > 0) info(`[clock] ${performanceLine(result)}`);
    },
    log,
    youtubeAt(PERFORMANCE_MINUTE),
    DAY_MS,
    false,
  );
  const stopPayouts = monthly(
    'payouts',
    async () => {
      const result = await runPayouts({ now: new Date() });
      if (result.status === 'done' && result.report.statements > 0)
        info(`[clock] payouts: ${result.report.statements} statements made, ${result.report.rolledOver} balances rolled over`);
    },
    log,
  );
  return async () => {
    await Promise.all([
      stopKeepAhead(),
      stopDispatch(),
      stopReconcile(),
      stopRefresh(),
      stopIngest(),
      stopOwnChannels(),
      stopPerformance(),
      stopPayouts(),
    ]);
  };
}

/**
 * Runs `job` at every payout time (msUntilPayoutRun), never two at once. Months differ in length
 * and timers cap at about 24.8 days, so each wait is re-armed from the calendar, in steps of a day.
 */
function monthly(name: string, job: () => Promise<void>, log: Log): () => Promise<void> {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const wait = msUntilPayoutRun();
    timer = setTimeout(
      () => {
        if (wait <= DAY_MS && !running) {
          running = job()
            .catch((error: unknown) => log(`[clock] ${name} failed: ${error instanceof Error ? error.message : String(error)}`))
            .finally(() => {
              running = null;
            });
        }
        arm();
      },
      Math.min(wait, DAY_MS) + (wait <= DAY_MS ? 1000 : 0),
    );
    timer.unref();
  };
  arm();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
