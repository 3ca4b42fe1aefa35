/**
 * `npm run bench [part...]`: measurements, not pass/fail tests. Parts:
 * - `bundle`: initial JS (gzip) per public route, /auth and the subscriber's pages, production build, in
 *   Chromium, and Lighthouse's LCP of /dashboard signed in;
 * - `lighthouse`: Lighthouse mobile performance of /, /skincare and /promo-code;
 * - `webhook`: Stripe webhook acknowledgement time (p50/p99 over 200 events) through the local gateway;
 * - `ideas`: GET /api/ideas for a subscriber with a year in two niches, first page and a later page: size,
 *   DynamoDB commands per request and latency at 1 and 50 concurrent connections;
 * - `seed`: the seeded idea library's volume and how long the idempotent seed takes;
 * - `generate`: the keep-ahead job making 13 niches x 7 days x 2 variants, offline and through the
 *   real OpenAI client against the local emulator: ideas per second, time per idea, DynamoDB calls per idea;
 * - `lambda`: every Lambda function bundled as deployed, its size and module init time next to the
 *   baseline, and the AWS SDK bundled vs left to the runtime (bench/lambda.ts);
 * - `delivery`: 10,000 subscribers due in one 15-minute window: the dispatcher run and the sending of
 *   every email through the local queue, sender and SES emulator, next to the emulator's raw rate;
 *   where the time goes, and a second dispatcher run that must send nothing (bench/delivery.ts);
 * - `ingest`: the YouTube ingest job over 13 niches against the local YouTube emulator with the real client:
 *   quota units per comment and per new distinct ask, comments per second, DynamoDB writes per comment,
 *   distinct asks left per niche before and after, and what a real day's 10,000 units buy (bench/ingest.ts);
 * - `personal`: the personal ideas job a week ahead for a sample of ~300 subscribers in 13 niches (measured: time,
 *   writer calls and tokens, DynamoDB commands and capacity, the largest share of a niche given one insight a day),
 *   carried to 10,000 subscribers with the Batch API's price (bench/personal.ts).
 * The parts that call the API share one throw-away local stack, started only when one of them is
 * asked for; the web parts build the app and serve web/dist as CloudFront does.
 */
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '#lib/local/config';
import { startTestStack, type StackInfo } from '#tests/support/local-stack';
import { launch } from '#tests/e2e/support/browser';
import { initialJs, signedInState } from './bundle';
import { lighthouse, lighthouseSignedIn } from './lighthouse';
import { deliveryBench } from './delivery';
import { generateBench } from './generate';
import { ingestBench } from './ingest';
import { extrapolate, personalBench, TARGET_SUBSCRIBERS } from './personal';
import { ideasLoad } from './ideas';
import { lambdaBench } from './lambda';
import { webhookAck } from './webhook';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const JS_TARGET_KB = 70;
/** The app's own pages (React, the router, the session): /auth and the subscriber's pages. */
const APP_JS_TARGET_KB = 150;
const SCORE_TARGET = 98;
const LIGHTHOUSE_ROUTES = ['/', '/skincare', '/promo-code'];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Part =
  { stack: true; web: boolean; run: (stack: StackInfo) => Promise<void> } | { stack: false; web: false; run: () => Promise<void> };

const bundle = async ({ app: appUrl, accounts }: StackInfo) => {
  const { publicPaths } = await import('./public-paths');
  const browser = await launch();
  try {
    const rows = await initialJs(browser, appUrl!, [...(await publicPaths()), '/auth']);
    // The subscriber's pages, opened by a signed-in demo subscriber, once their content shows.
    const storageState = await signedInState(browser, appUrl!, accounts.subscriber.email, accounts.subscriber.password);
    rows.push(...(await initialJs(browser, appUrl!, ['/dashboard'], { storageState, readyText: 'Day ' })));
    rows.push(
      ...(await initialJs(browser, appUrl!, ['/content-idea/skincare-example-1-b'], {
        storageState,
        readyText: 'How This Idea Was Generated',
      })),
    );
    // The ambassador's portal, opened by the seeded ambassador account.
    const ambassadorState = await signedInState(browser, appUrl!, accounts.ambassador.email, accounts.ambassador.password, '**/ambassador');
    rows.push(...(await initialJs(browser, appUrl!, ['/ambassador'], { storageState: ambassadorState, readyText: 'Your referral link' })));
    const appRoutes = new Set(['/auth', '/dashboard', '/content-idea/skincare-example-1-b', '/ambassador']);
    console.log(
      `\nInitial JS per route (production build, gzip on the wire; target <= ${JS_TARGET_KB} KB, the app's pages <= ${APP_JS_TARGET_KB} KB)`,
    );
    for (const row of rows) {
      const flag = row.jsGzipBytes / 1024 <= (appRoutes.has(row.route) ? APP_JS_TARGET_KB : JS_TARGET_KB) ? '' : '  over target';
      console.log(`  ${row.route.padEnd(34)} ${String(row.scripts).padStart(2)} scripts ${kb(row.jsGzipBytes).padStart(7)} KB${flag}`);
    }
    const dashboard = await lighthouseSignedIn(appUrl!, '/dashboard', storageState);
    console.log(`\nLighthouse mobile (simulated throttling), signed in as the demo subscriber; median LCP of ${dashboard.runs} runs`);
    console.log(
      `  ${dashboard.route.padEnd(14)} score ${String(dashboard.score).padStart(3)}   LCP ${dashboard.lcpMs} ms (${dashboard.lcpRangeMs.join('-')})   TBT ${dashboard.tbtMs} ms   CLS ${dashboard.cls}`,
    );
  } finally {
    await browser.close();
  }
};

const lighthouseScores = async ({ app: appUrl }: StackInfo) => {
  console.log(`\nLighthouse mobile performance (target >= ${SCORE_TARGET})`);
  for (const route of LIGHTHOUSE_ROUTES) {
    const r = await lighthouse(appUrl!, route);
    console.log(`  ${route.padEnd(14)} score ${String(r.score).padStart(3)}   LCP ${r.lcpMs} ms   TBT ${r.tbtMs} ms   CLS ${r.cls}`);
  }
};

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

const webhook = async (stack: StackInfo) => {
  const { processed, duplicate } = await webhookAck(stack, 200);
  console.log('\nStripe webhook acknowledgement (local gateway, DynamoDB Local, emulator re-read; sequential)');
  for (const [label, t] of [
    ['processed', processed],
    ['duplicate', duplicate],
  ] as const) {
    console.log(`  ${label.padEnd(10)} n=${t.count}  p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  p99 ${ms(t.p99)}  max ${ms(t.max)}`);
  }
};

const ideas = async (stack: StackInfo) => {
  const r = await ideasLoad(stack);
  const callList = (calls: Record<string, number>) =>
    `${Object.values(calls).reduce((a, b) => a + b, 0)} (${Object.entries(calls)
      .map(([name, n]) => `${n} ${name.replace('Command', '')}`)
      .join(', ')})`;
  console.log(
    `\nGET /api/ideas (local gateway, DynamoDB Local; ${r.shape.ideas} ideas unlocked in ${r.shape.niches} niches, ${r.shape.views} viewed, ${r.shape.ratings} rated; target first page <= 15 KB, <= 4 DynamoDB calls)`,
  );
  console.log(`  first request of the process (niche order not cached yet): DynamoDB ${callList(r.coldCalls)}`);
  for (const page of r.pages) {
    console.log(`  ${page.label}: ${page.cards} cards, ${kb(page.responseBytes)} KB JSON, DynamoDB per request ${callList(page.calls)}`);
    for (const run of page.runs) {
      console.log(
        `    ${String(run.connections).padStart(2)} concurrent: ${run.requests} requests, ${run.errors} errors, p50 ${run.p50} ms  p90 ${run.p90} ms  p99 ${run.p99} ms  max ${run.max} ms  ${run.rps.toFixed(0)} req/s`,
      );
    }
  }
  console.log('  (one machine, 2 cores: DynamoDB Local, the gateway with the handlers and autocannon share them)');
};

const seed = async (stack: StackInfo) => {
  const { useStackTable } = await import('#tests/support/data');
  useStackTable(stack);
  const { ideaLibrary } = await import('#functions/content-engine/content-files');
  const { seedReferenceData } = await import('#functions/seed/seed');
  const library = ideaLibrary();
  const ideas = Object.values(library).flat();
  const sizes = ideas.map((idea) => Buffer.byteLength(JSON.stringify(idea)));
  const started = performance.now();
  const counts = await seedReferenceData();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log('\nSeed data (content/)');
  console.log(
    `  ${counts.niches} niches, ${counts.ideas} ideas (${counts.publicIdeas} also public), ${Object.keys(library).length} niches x variants A and B`,
  );
  console.log(
    `  ${kb(sizes.reduce((a, b) => a + b, 0))} KB of idea JSON, ${kb(Math.max(...sizes))} KB largest idea; seed run again (idempotent) in ${seconds} s`,
  );
};

const generate = async (stack: StackInfo) => {
  const runs = await generateBench(stack);
  console.log('\nKeep-ahead job: 13 niches x 7 days x variants A and B (local stack, DynamoDB Local)');
  for (const r of runs) {
    const calls = Object.entries(r.calls)
      .map(([name, n]) => `${n} ${name.replace('Command', '')}`)
      .join(', ');
    console.log(
      `  ${r.generator.padEnd(8)} (${r.model}) ${r.ideas} ideas in ${r.seconds.toFixed(1)} s: ${r.ideasPerSecond.toFixed(1)} ideas/s, ${r.msPerIdea.toFixed(0)} ms per idea; ` +
        `DynamoDB ${r.callsPerIdea.toFixed(2)} calls per idea (${calls})`,
    );
  }
  console.log('  (the openai run is the real client against the local emulator: no network latency, no model time)');
};

/** The targets for 10,000 emails through the local stack: all sent within 60 s, at 80 % or more of the SES emulator's raw rate. */
const DELIVERY_TARGET_SECONDS = 60;
const DELIVERY_TARGET_RAW_SHARE = 0.8;

const delivery = async (stack: StackInfo) => {
  const r = await deliveryBench(stack);
  const n = (value: number) => value.toLocaleString('en-US');
  const perEmail = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
  const share = r.send.perSecond / r.raw.perSecond;
  console.log(
    `\nDaily delivery: ${n(r.subscribers)} subscribers in ${r.zones} zones, all due in the window of ${r.window} ` +
      '(local stack: DynamoDB Local, SQS emulator and its consumer 4 x 10, SES emulator; consumer, sender and both emulators in this one process)',
  );
  console.log(`  seed                ${n(r.subscribers)} subscribers + progress in ${r.seedSeconds.toFixed(1)} s (not measured below)`);
  console.log(
    `  dispatch            ${r.dispatch.seconds.toFixed(2)} s: ${r.dispatch.zonesInUse} zones in use, ${r.dispatch.slots} slots due, ${n(r.dispatch.queued)} messages queued`,
  );
  console.log(
    `  sending             ${n(r.send.emails)} emails (${r.send.meanEmailKb.toFixed(1)} KB HTML + text on average) stored ${r.send.seconds.toFixed(1)} s after the dispatch started: ` +
      `${r.send.perSecond.toFixed(1)} emails/s (target <= ${DELIVERY_TARGET_SECONDS} s${r.send.seconds <= DELIVERY_TARGET_SECONDS ? '' : ': over'})`,
  );
  console.log(
    `  SES emulator raw    ${n(r.raw.sends)} SendEmail of one ${r.raw.emailKb.toFixed(1)} KB daily email, ${r.raw.concurrency} at once, in ${r.raw.seconds.toFixed(2)} s: ${r.raw.perSecond.toFixed(0)} emails/s`,
  );
  console.log(
    `  pipeline / raw      ${(share * 100).toFixed(0)} % (target >= ${DELIVERY_TARGET_RAW_SHARE * 100} %${share >= DELIVERY_TARGET_RAW_SHARE ? '' : ': under'})`,
  );
  console.log(`  dispatcher again    ${r.rerun.seconds.toFixed(1)} s for ${n(r.rerun.queued)} messages settled as already sent`);
  for (const check of r.checks) console.log(`  ${check.ok ? 'ok    ' : 'FAILED'}  ${check.label}`);
  const machine = r.load.machineBusy === null ? 'n/a' : `${(r.load.machineBusy * 100).toFixed(0)} %`;
  console.log(
    `  while sending: this process ${r.load.processCores.toFixed(2)} cores, event loop ${(r.load.eventLoopBusy * 100).toFixed(0)} % busy; ` +
      `machine ${machine} busy of ${r.load.cores} cores (load average ${r.load.loadAverage.map((l) => l.toFixed(2)).join(' ')})`,
  );
  console.log(
    `  main-thread time per email while busy (V8 samples of the sending phase; on a saturated machine this includes waiting for a core), ` +
      `${r.cpuPerEmail.reduce((sum, c) => sum + c.ms, 0).toFixed(2)} ms in all:`,
  );
  for (const c of r.cpuPerEmail) console.log(`    ${perEmail(c.ms)}  ${c.label}`);
  const calls = Object.entries(r.dynamodb.calls)
    .map(([name, count]) => `${(count / r.send.emails).toFixed(2)} ${name}`)
    .join(', ');
  console.log(
    `  DynamoDB per email  ${r.dynamodb.callsPerEmail.toFixed(2)} calls (${calls}), ${r.dynamodb.meanMs.toFixed(1)} ms each as the client sees it (includes waiting for this busy event loop)`,
  );
  if (r.checks.some((check) => !check.ok)) throw new Error('delivery: a correctness check failed (above)');
};

const ingest = async (stack: StackInfo) => {
  const r = await ingestBench(stack);
  const units = r.units.search + r.units.reads;
  const n = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(
    `\nIngest: one run over ${r.niches.length} niches against the YouTube emulator (${r.fixtures.videos} fixture videos, channels' ordinary ` +
      `uploads included; ${n(r.fixtures.comments)} comments and replies), the real client, DynamoDB Local`,
  );
  console.log(
    `  run                 ${r.seconds.toFixed(1)} s: ${r.videosFound} videos chosen, ${n(r.commentsAdded)} comments added, ${n(r.commentsAdded / r.seconds, 1)} comments/s`,
  );
  console.log(
    `  quota               ${units} units (${r.units.search} search, ${r.units.reads} reads: ` +
      `${Object.entries(r.byMethod)
        .map(([method, spent]) => `${method} ${spent}`)
        .join(', ')})`,
  );
  console.log(
    `  units per comment   ${n(units / Math.max(1, r.commentsAdded), 3)} (reads only ${n(r.units.reads / Math.max(1, r.commentsAdded), 3)})`,
  );
  console.log(
    `  new distinct asks   ${r.newAsks}: ${n(r.units.reads / Math.max(1, r.newAsks), 1)} read units and ${n(r.units.search / Math.max(1, r.newAsks), 2)} searches per ask`,
  );
  console.log(
    `  DynamoDB writes     ${n(r.writes.items)} items in ${n(r.writes.calls)} calls: ${n(r.writes.items / Math.max(1, r.commentsAdded), 2)} items per comment`,
  );
  console.log(`  same day again      ${r.rerun.units} units, ${r.rerun.commentsAdded} comments added`);
  console.log('  distinct asks left per niche, before -> after (comments added)');
  for (const niche of r.niches)
    console.log(
      `    ${niche.niche.padEnd(14)} ${String(niche.asksBefore).padStart(3)} -> ${String(niche.asksAfter).padStart(3)}   (${niche.commentsAdded})`,
    );
  // A real day: what is left of the budget after the reserve, split evenly, at this run's cost per ask.
  const readsPerNiche = (r.budget.reads * (1 - r.budget.reserveShare)) / r.niches.length;
  const searchesPerNiche = (r.budget.search * (1 - r.budget.reserveShare)) / r.niches.length;
  const readsPerAsk = r.units.reads / Math.max(1, r.newAsks);
  const searchesPerAsk = r.units.search / Math.max(1, r.newAsks);
  const byReads = readsPerNiche / readsPerAsk;
  const bySearches = searchesPerAsk > 0 ? searchesPerNiche / searchesPerAsk : Infinity;
  console.log(
    `  a real day          ${n(r.budget.reads)} read units and ${r.budget.search} searches, ${r.budget.reserveShare * 100} % kept back: ` +
      `${n(readsPerNiche)} reads and ${n(searchesPerNiche, 1)} searches per niche; at this run's cost that is ` +
      `${n(byReads, 0)} asks by reads, ${n(bySearches, 0)} by searches: about ${n(Math.min(byReads, bySearches), 0)} new distinct asks per niche per day`,
  );
  console.log(
    '  (the emulator is a small, well-asked world: real comment sections are longer and noisier, so a real unit buys fewer asks)',
  );
};

const personal = async (stack: StackInfo) => {
  const { estimatedCostUsd } = await import('#functions/content-engine/openai-client');
  const { BATCH_PRICE_FACTOR } = await import('#functions/personal/batch');
  const r = await personalBench(stack);
  const x = extrapolate(r, (model, input, output) => estimatedCostUsd(model, input, output) * BATCH_PRICE_FACTOR);
  const n = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const commands = Object.entries(r.commands)
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${(count / Math.max(1, r.subscriberDays)).toFixed(2)} ${name.replace(/Command$/, '')}`)
    .join(', ');
  console.log(
    `\nPersonal ideas a week ahead, measured on ${r.sampleSubscribers} subscribers in ${r.niches} niches (local stack; writer ${r.model} through the real client against the emulator)`,
  );
  console.log(
    `  measured  ${n(r.subscriberDays)} subscriber-days: ${n(r.ideasMade)} personal ideas, ${n(r.leftToShared)} left to the shared idea, in ${n(r.seconds, 1)} s (${n(x.secondsPerSubscriberDay * 1000, 1)} ms per subscriber-day)`,
  );
  console.log(
    `  measured  writer calls ${n(r.writerCalls)} (${x.callsPerSubscriberDay.toFixed(2)} per subscriber-day), tokens in ${n(x.inputTokensPerSubscriberDay)} / out ${n(x.outputTokensPerSubscriberDay)} per subscriber-day (emulator's count); live judge calls ${n(r.judgeCalls)} (none in the batch round)`,
  );
  console.log(
    `  measured  DynamoDB per subscriber-day: ${x.commandsPerSubscriberDay.toFixed(2)} commands (${commands}); ${x.readUnitsPerSubscriberDay.toFixed(2)} RCU, ${x.writeUnitsPerSubscriberDay.toFixed(2)} WCU`,
  );
  console.log(
    `  measured  largest share of a niche's subscribers given one insight on a day: ${(x.maxShare * 100).toFixed(1)} % at most, ${(x.meanShare * 100).toFixed(1)} % on average (${r.shares.length} niche-days)`,
  );
  console.log(
    `  computed  per subscriber-month (30 days): ${n(x.callsPerSubscriberMonth, 1)} batch requests, ${n(x.tokensPerSubscriberMonth)} tokens, $${x.dollarsPerSubscriberMonth.toFixed(4)} at ${r.model} Batch prices (half the live price)`,
  );
  console.log(
    `  computed  ${n(TARGET_SUBSCRIBERS)} subscribers: $${n(x.dollarsPerMonthAtTarget, 2)} a month; a first week for all at once ${n(TARGET_SUBSCRIBERS * 7)} subscriber-days in ${x.batchesForWeekAtTarget} batches, ` +
      `${n(x.weekAtTargetSeconds / 60, 1)} min of this machine's job time at the sample's rate (model time is the Batch API's, within 24 h)`,
  );
};

const PARTS: Record<string, Part> = {
  bundle: { stack: true, web: true, run: bundle },
  lighthouse: { stack: true, web: true, run: lighthouseScores },
  webhook: { stack: true, web: false, run: webhook },
  ideas: { stack: true, web: false, run: ideas },
  seed: { stack: true, web: false, run: seed },
  generate: { stack: true, web: false, run: generate },
  lambda: { stack: false, web: false, run: lambdaBench },
  delivery: { stack: true, web: false, run: delivery },
  ingest: { stack: true, web: false, run: ingest },
  personal: { stack: true, web: false, run: personal },
};

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  for (const name of requested) {
    if (!PARTS[name]) throw new Error(`Unknown bench part "${name}". Parts: ${Object.keys(PARTS).join(', ')}`);
  }
  const parts = (requested.length ? requested : Object.keys(PARTS)).map((name) => PARTS[name]!);
  for (const part of parts) if (!part.stack) await part.run();
  const stackParts = parts.filter((part) => part.stack);
  if (stackParts.length === 0) return;
  const web = stackParts.some((part) => part.web);
  if (web) execFileSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const { info, stop } = await startTestStack({ web: web ? 'dist' : false, demoData: true });
  try {
    for (const part of stackParts) await part.run(info);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
