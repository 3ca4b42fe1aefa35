import { chooseGenerator, JOB_CALL_OPTIONS } from '../../functions/jobs/generator';
import { keepAhead } from '../../functions/jobs/keep-ahead';

/** How often the local clock looks for work. The job is idempotent, so an early look costs a few reads. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * The local stand-in for EventBridge Scheduler: runs the keep-ahead job now and every hour, never
 * two at once. Returns the stop function. Failures are printed and retried on the next tick, as
 * the scheduler's retries would.
 */
export function startClock(log: (line: string) => void = (line) => console.warn(line)): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      const generator = await chooseGenerator(JOB_CALL_OPTIONS);
      const reports = await keepAhead(new Date(), { generator, warn: (message, details) => log(`[clock] ${message} ${JSON.stringify(details)}`) });
      const created = reports.reduce((sum, r) => sum + r.created.length, 0);
      if (created > 0) log(`[clock] keep-ahead: ${created} new ideas (${generator.name})`);
      for (const r of reports) for (const f of r.failed) log(`[clock] keep-ahead: ${r.niche} day ${f.day}${f.variant} failed: ${f.error}`);
    })()
      .catch((error: unknown) => log(`[clock] keep-ahead failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
