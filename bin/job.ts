/**
 * `npm run job -- <name>`: runs a job now against the local stack (or, with TABLE_NAME and AWS
 * credentials, a deployed table; see bin/table-target.ts). The local stack also runs them on its
 * own clock; running one twice, or while the clock does, does nothing twice.
 *
 * - `generate`: the keep-ahead job, with OpenAI when OPENAI_API_KEY is set and the offline generator otherwise.
 * - `personal [--niche <id>] [--at <ISO instant>] [--show]`: each subscriber's idea of the day, a week ahead
 *   (after `generate`: it needs the niche's day); `--show` prints every idea made with its reasons.
 * - `daily [--at <ISO instant>]`: the daily-email dispatcher for the 15-minute window of now (or of
 *   that instant); the running stack's sender sends what it queues. Deployed: set EMAIL_QUEUE_URL.
 * - `reconcile`: the nightly Stripe reconciliation: re-reads every customer and fixes records that
 *   drifted. Locally it talks to the running stack's Stripe (the emulator, or real test mode when
 *   STRIPE_SECRET_KEY is set, as for `npm start`). Deployed: set STRIPE_SECRET_ARN.
 * - `payouts [--at <ISO instant>]`: the monthly payout run for the month of now (or of that instant):
 *   a statement per ambassador whose due commissions reach $50; smaller balances roll over.
 * - `ingest [--niche <id>] [--at <ISO instant>]`: reads viral Shorts' comments into the corpus within
 *   the day's YouTube quota, the niches with the fewest distinct asks left first. Locally it talks to
 *   the running stack's YouTube (the emulator, or the real API when YOUTUBE_API_KEY is set, as for
 *   `npm start`). Deployed: set YOUTUBE_SECRET_ARN.
 * - `refresh-corpus [--niche <id>] [--at <ISO instant>]`: re-reads kept YouTube comments due within a
 *   few days and deletes those gone or past their 30 days.
 * - `own-channels [--at <ISO instant>]`: reads subscribers' linked YouTube channels' recent uploads
 *   and comments into their private corpora, renews what is due and deletes what is past 30 days.
 * - `performance [--at <ISO instant>]`: reads posted calendar videos' views, likes and comments at 1,
 *   7 and 30 days after posting (late ones at the next run), recomputes each creator's usual and
 *   uplifts, deletes figures past 30 days and moves the ranking's weights.
 */
import { reportFailure } from './table-target';

const JOBS = ['generate', 'personal', 'daily', 'reconcile', 'payouts', 'ingest', 'refresh-corpus', 'own-channels', 'performance'] as const;
const USAGE = `Usage: npm run job -- <${JOBS.join(' | ')}> (daily, payouts, personal, ingest, refresh-corpus, own-channels and performance take --at <ISO instant>; personal, ingest and refresh-corpus take --niche <id>; personal takes --show)`;

async function generate(): Promise<number> {
  const { chooseGenerator, JOB_CALL_OPTIONS } = await import('#functions/content-engine/generator');
  const { keepAhead } = await import('#functions/content-engine/keep-ahead');
  const generator = await chooseGenerator(JOB_CALL_OPTIONS);
  const reports = await keepAhead(new Date(), {
    generator,
    warn: (message, details) => console.warn(`warning: ${message} ${JSON.stringify(details)}`),
  });
  for (const r of reports) {
    const failed = r.failed.length
      ? `, ${r.failed.length} failed (${r.failed.map((f) => `day ${f.day}${f.variant}: ${f.error}`).join('; ')})`
      : '';
    const done =
      r.created.length + r.skipped + r.failed.length === 0
        ? 'already ahead, nothing to make'
        : `${r.created.length} created, ${r.skipped} skipped (made by another run)`;
    console.log(
      `${r.niche.padEnd(14)} ideas through day ${r.horizon}: ${done}${failed}${r.warnings.length ? `; ${r.warnings.join('; ')}` : ''}`,
    );
  }
  console.log(`Generator: ${generator.name} (${generator.model}).`);
  return reports.some((r) => r.failed.length > 0) ? 1 : 0;
}

async function personal(args: readonly string[]): Promise<number> {
  const parsed = youtubeJobArgs(args);
  if (!parsed) return 2;
  const { chooseGenerator, JOB_CALL_OPTIONS } = await import('#functions/content-engine/generator');
  const { keepPersonalAhead } = await import('#functions/personal/personal-job');
  const { listNiches } = await import('#functions/niches/store');
  const generator = await chooseGenerator(JOB_CALL_OPTIONS);
  const niches = (await listNiches()).filter((n) => n.isActive && (!parsed.niches || parsed.niches.includes(n.niche)));
  const reports = await keepPersonalAhead(parsed.at, {
    generator,
    niches,
    batch: generator.name === 'openai',
    warn: (message, details) => console.warn(`warning: ${message} ${JSON.stringify(details)}`),
  });
  for (const r of reports) {
    if (r.subscribers === 0) continue;
    const share = Math.max(0, ...Object.values(r.largestShare));
    console.log(
      `${r.niche.padEnd(14)} ${r.subscribers} subscribers (at most ${r.cap} a day on one insight): ${r.made.length} made, ${r.existing} already made, ` +
        `${r.waiting} waiting for their batch, ${r.leftToShared} left to the shared idea, ${r.claimedElsewhere} being made by another run; largest share ${Math.round(share * 100)} %` +
        `${r.stopped ? `; stopped (${r.stopped}), the next run goes on` : ''}${r.warnings.length ? `; ${r.warnings.join('; ')}` : ''}`,
    );
    if (args.includes('--show'))
      for (const m of r.made)
        console.log(`  day ${m.day} for ${m.userId}: ${m.title}\n    why: ${m.reasons.map((x) => x.text).join(' | ')}`);
  }
  console.log(`Generator: ${generator.name} (${generator.model}).`);
  return reports.some((r) => r.failed.length > 0) ? 1 : 0;
}

async function daily(args: readonly string[]): Promise<number> {
  const atIndex = args.indexOf('--at');
  const at = atIndex >= 0 ? new Date(args[atIndex + 1] ?? '') : new Date();
  if (Number.isNaN(at.getTime())) {
    console.error(`--at needs an ISO instant such as 2026-11-24T07:00:00Z, got ${JSON.stringify(args[atIndex + 1] ?? '')}`);
    return 2;
  }
  if (!process.env.EMAIL_QUEUE_URL) {
    // The local stack's queue (lib/local/email.ts) on its SQS emulator.
    const { LOCAL_EMAIL_QUEUE } = await import('#lib/local/email');
    const { ACCOUNT_ID } = await import('#lib/local/sqs');
    process.env.SQS_ENDPOINT ??= `http://127.0.0.1:${process.env.SQS_PORT ?? 9324}`;
    process.env.EMAIL_QUEUE_URL = `${process.env.SQS_ENDPOINT}/${ACCOUNT_ID}/${LOCAL_EMAIL_QUEUE}`;
  }
  const { dispatchDaily } = await import('#functions/delivery/dispatch');
  const report = await dispatchDaily(at);
  console.log(
    `Window ${report.window}: ${report.slots} send slots due across ${report.zones} time zones in use; ${report.queued} emails queued.` +
      (report.queued > 0 ? ' The sender sends each once per local date (the mail viewer shows them).' : ''),
  );
  return 0;
}

/**
 * The Stripe settings `npm start` gives its functions: real test-mode keys from the environment,
 * or the emulator's keys kept in .local/stripe/keys.json with the emulator's price ids.
 */
async function useLocalStripe(): Promise<void> {
  if (process.env.STRIPE_CONFIG_JSON || process.env.STRIPE_SECRET_ARN) return;
  if (process.env.STRIPE_SECRET_KEY) {
    // With STRIPE_SECRET_KEY set this only checks and reads the variables: no emulator starts.
    const { startLocalStripe } = await import('#lib/local/stripe');
    Object.assign(process.env, (await startLocalStripe({ port: 0, webhookUrl: '' })).env);
    return;
  }
  const { readFileSync, existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { DEFAULT_DATA_DIR, portsFromEnv } = await import('#lib/local/config');
  const file = join(process.env.LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR, 'stripe', 'keys.json');
  if (!existsSync(file)) throw new Error(`No local Stripe keys in ${file}: run \`npm start\` once first.`);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const { EMULATOR_PRICE_IDS } = await import('#lib/local/stripe');
  const sandbox = { ...saved, prices: EMULATOR_PRICE_IDS };
  process.env.STRIPE_CONFIG_JSON = JSON.stringify({ sandbox });
  process.env.STRIPE_API_URL ??= `http://127.0.0.1:${portsFromEnv().stripe}`;
}

async function reconcile(): Promise<number> {
  await useLocalStripe();
  const { reconcileAll } = await import('#functions/billing/reconcile');
  const result = await reconcileAll({
    now: new Date(),
    trigger: 'manual',
    warn: (message, details) => console.warn(`warning: ${message} ${JSON.stringify(details)}`),
  });
  if (result.status === 'busy') {
    console.log(
      `Another reconciliation is running (${result.heldBy ?? 'unknown run'}, since ${result.since ?? 'unknown'}); this one did nothing.`,
    );
    return 0;
  }
  const { run } = result;
  console.log(`Reconciliation ${run.id}: ${run.checked} subscribers checked against Stripe, ${run.changed} fixed, ${run.failed} failed.`);
  for (const change of run.changes) console.log(`  ${change.email}: ${change.fields.join(', ')}`);
  return run.failed > 0 ? 1 : 0;
}

async function payouts(args: readonly string[]): Promise<number> {
  const atIndex = args.indexOf('--at');
  const at = atIndex >= 0 ? new Date(args[atIndex + 1] ?? '') : new Date();
  if (Number.isNaN(at.getTime())) {
    console.error(`--at needs an ISO instant such as 2026-12-01T06:00:00Z, got ${JSON.stringify(args[atIndex + 1] ?? '')}`);
    return 2;
  }
  const { runPayouts } = await import('#functions/ambassadors/payouts');
  const { formatCents } = await import('#functions/ambassadors/commission');
  const result = await runPayouts({ now: at });
  if (result.status === 'busy') {
    console.log(
      `Another payout run is going (${result.heldBy ?? 'unknown run'}, since ${result.since ?? 'unknown'}); this one did nothing.`,
    );
    return 0;
  }
  const { report } = result;
  console.log(
    `Payouts for ${at.toISOString().slice(0, 7)}: ${report.ambassadors} ambassadors, ${report.statements} statements made (${formatCents(report.totalCents)}), ` +
      `${report.rolledOver} balances under the minimum rolled over. Admins mark statements paid under /api/admin/payouts.`,
  );
  return 0;
}

/**
 * The YouTube settings `npm start` gives its functions: the real API when YOUTUBE_API_KEY is set,
 * otherwise the emulator's key and URL that npm start kept in .local/youtube/key.json.
 */
async function useLocalYoutube(): Promise<void> {
  if (process.env.YOUTUBE_API_KEY || process.env.YOUTUBE_SECRET_ARN) return;
  const { readFileSync, existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { DEFAULT_DATA_DIR, portsFromEnv } = await import('#lib/local/config');
  const file = join(process.env.LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR, 'youtube', 'key.json');
  if (!existsSync(file)) throw new Error(`No local YouTube key in ${file}: run \`npm start\` once first, or set YOUTUBE_API_KEY.`);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { apiKey?: string; url?: string };
  if (!saved.apiKey) throw new Error(`${file} holds no key: restart \`npm start\`.`);
  process.env.YOUTUBE_API_KEY = saved.apiKey;
  process.env.YOUTUBE_API_URL ??= saved.url ?? `http://127.0.0.1:${portsFromEnv().youtube}/`;
}

/** `--at` and `--niche`, checked; null (after printing why) when either is wrong. */
function youtubeJobArgs(args: readonly string[]): { at: Date; niches?: string[] } | null {
  const atIndex = args.indexOf('--at');
  const at = atIndex >= 0 ? new Date(args[atIndex + 1] ?? '') : new Date();
  if (Number.isNaN(at.getTime())) {
    console.error(`--at needs an ISO instant such as 2026-12-08T09:00:00Z, got ${JSON.stringify(args[atIndex + 1] ?? '')}`);
    return null;
  }
  const nicheIndex = args.indexOf('--niche');
  if (nicheIndex < 0) return { at };
  const niche = args[nicheIndex + 1] ?? '';
  if (!/^[a-z0-9-]{2,40}$/.test(niche)) {
    console.error(`--niche needs a niche id such as skincare, got ${JSON.stringify(niche)}`);
    return null;
  }
  return { at, niches: [niche] };
}

async function ingest(args: readonly string[]): Promise<number> {
  const parsed = youtubeJobArgs(args);
  if (!parsed) return 2;
  await useLocalYoutube();
  const { ingestLine, ingestNow } = await import('#functions/ingestion/jobs');
  const result = await ingestNow(parsed.at, parsed.niches ? { niches: parsed.niches } : {});
  if (result.status === 'ran') {
    for (const s of result.summaries) {
      const skipped = s.errors.length ? `; skipped: ${s.errors.map((e) => `${e.videoId ?? ''} ${e.reason}`.trim()).join(', ')}` : '';
      console.log(`${s.niche.padEnd(14)} ${s.status}: ${s.videosFound} videos chosen, ${s.commentsAdded} comments added${skipped}`);
    }
    const skippedNiches = result.planned.length - result.summaries.length;
    if (skippedNiches > 0) console.log(`${skippedNiches} planned niches not reached (${result.stoppedBy}); the next run resumes them.`);
  }
  console.log(ingestLine(result));
  return result.status === 'ran' && result.summaries.some((s) => s.status === 'failed') ? 1 : 0;
}

async function refreshCorpus(args: readonly string[]): Promise<number> {
  const parsed = youtubeJobArgs(args);
  if (!parsed) return 2;
  await useLocalYoutube();
  const { refreshLine, refreshNow } = await import('#functions/ingestion/jobs');
  const result = await refreshNow(parsed.at, parsed.niches ? { niches: parsed.niches } : {});
  if (result.status === 'ran')
    for (const r of result.niches)
      if (r.renewed + r.gone + r.expired + r.videosRenewed + r.videosDeleted > 0)
        console.log(
          `${r.niche.padEnd(14)} ${r.renewed} renewed, ${r.gone} gone, ${r.expired} expired; videos ${r.videosRenewed} renewed, ${r.videosDeleted} deleted`,
        );
  console.log(refreshLine(result));
  return 0;
}

async function ownChannels(args: readonly string[]): Promise<number> {
  const parsed = youtubeJobArgs(args);
  if (!parsed) return 2;
  await useLocalYoutube();
  const { ownChannelsLine, ownChannelsNow } = await import('#functions/personal/own-channels');
  console.log(ownChannelsLine(await ownChannelsNow(parsed.at)));
  return 0;
}

async function performance(args: readonly string[]): Promise<number> {
  const parsed = youtubeJobArgs(args);
  if (!parsed) return 2;
  if (parsed.niches) {
    console.error('performance reads every posted video: it takes --at, not --niche');
    return 2;
  }
  await useLocalYoutube();
  const { performanceLine } = await import('#functions/analytics/job');
  const { performanceNow } = await import('#functions/analytics/jobs');
  console.log(performanceLine(await performanceNow(parsed.at)));
  return 0;
}

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  if (name === 'generate') return generate();
  if (name === 'personal') return personal(args);
  if (name === 'daily') return daily(args);
  if (name === 'reconcile') return reconcile();
  if (name === 'payouts') return payouts(args);
  if (name === 'ingest') return ingest(args);
  if (name === 'refresh-corpus') return refreshCorpus(args);
  if (name === 'own-channels') return ownChannels(args);
  if (name === 'performance') return performance(args);
  console.error(USAGE);
  return 2;
}

main().then((code) => process.exit(code), reportFailure);
