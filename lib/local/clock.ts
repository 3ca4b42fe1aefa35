import { dispatchDaily } from '../../functions/jobs/daily-dispatch';
import { chooseGenerator, JOB_CALL_OPTIONS } from '../../functions/jobs/generator';
import { keepAhead } from '../../functions/jobs/keep-ahead';
import { DISPATCH_WINDOW_MINUTES, windowStart } from '../../functions/domain/delivery';

/** How often the local clock looks for ideas to make. The job is idempotent, so an early look costs a few reads. */
const KEEP_AHEAD_EVERY_MS = 60 * 60 * 1000;
const WINDOW_MS = DISPATCH_WINDOW_MINUTES * 60_000;
/**
 * On start, the windows of the last day are dispatched too: a laptop is not up at 07:00 the way
 * the cloud is, and the sender's once-per-local-date claim keeps a restart from sending twice.
 */
const CATCH_UP_MS = 24 * 60 * 60 * 1000;

type Log = (line: string) => void;

/** Runs `job` now and then every `everyMs`, never two at once; failures are printed and left to the next run. */
function repeat(name: string, job: () => Promise<void>, log: Log, firstDelayMs: number, everyMs: number): () => Promise<void> {
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
  tick();
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}

/**
 * The local stand-in for EventBridge Scheduler: the keep-ahead job now and every hour, and the
 * daily-email dispatcher at every quarter hour of real time (after catching up the last day).
 * Returns the stop function. Failures go to `log` (stderr), news to `info` (stdout).
 */
export function startClock(log: Log = (line) => console.warn(line), info: Log = (line) => console.log(line)): () => Promise<void> {
  const stopKeepAhead = repeat(
    'keep-ahead',
    async () => {
      const generator = await chooseGenerator(JOB_CALL_OPTIONS);
      const reports = await keepAhead(new Date(), { generator, warn: (message, details) => log(`[clock] ${message} ${JSON.stringify(details)}`) });
      const created = reports.reduce((sum, r) => sum + r.created.length, 0);
      if (created > 0) log(`[clock] keep-ahead: ${created} new ideas (${generator.name})`);
      for (const r of reports) for (const f of r.failed) log(`[clock] keep-ahead: ${r.niche} day ${f.day}${f.variant} failed: ${f.error}`);
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
  return async () => {
    await Promise.all([stopKeepAhead(), stopDispatch()]);
  };
}
