/**
 * `npm run eval [-- options]`: generates ideas for every niche of the starter corpus the way the
 * keep-ahead job would (in process, no table, no stack) and prints what a creator would notice:
 * asks left, gate failures, repeated hook openings and title templates, repeated sections and,
 * with a key and a judge, the rubric scores. docs/content-engine.md#evaluating-ideas-npm-run-eval.
 *
 *   --days <n>        days per niche (default 14)          --niche <id>     one niche (repeat or comma-separate)
 *   --json <file>     write the figures as JSON            --compare <file> print before -> now against a saved --json
 *   --now <iso>       the instant insights are mined at (default: the day after the corpus's newest comment)
 *   --show <n>        print n ideas per niche verbatim     --ideas <file>   write every idea made as JSON
 *
 * The generator: offline by default; OpenAI (through `chooseGenerator`) when OPENAI_API_KEY is set,
 * at OPENAI_BASE_URL when that is set too (the local emulator), with OPENAI_MODEL honoured.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ContentIdea } from '#functions/shared/schemas';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const USAGE =
  'Usage: npm run eval -- [--days 14] [--niche fitness] [--json out.json] [--compare bench/baseline/eval-before.json] [--now 2026-11-12T00:00:00Z] [--show 3] [--ideas ideas.json]';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        days: { type: 'string', default: '14' },
        niche: { type: 'string', multiple: true },
        json: { type: 'string' },
        compare: { type: 'string' },
        now: { type: 'string' },
        show: { type: 'string', default: '0' },
        ideas: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const days = Number(args.days);
  const show = Number(args.show);
  if (!Number.isInteger(days) || days < 1 || days > 365 || !Number.isInteger(show) || show < 0) {
    console.error(`--days must be a whole number from 1 to 365 and --show 0 or more.\n${USAGE}`);
    return 2;
  }

  const { parseCorpus } = await import('#functions/content-engine/corpus');
  const { starterCorpusDir } = await import('#functions/content-engine/starter-corpus');
  const { ideaLibrary } = await import('#functions/content-engine/content-files');
  const { APPROVED_NICHES } = await import('#functions/seed/seed-data');
  const { chooseGenerator, offlineGenerator, JOB_CALL_OPTIONS } = await import('#functions/content-engine/generator');
  const { simulateNiche, summarise, mergeRuns, formatNiche, formatTable, formatComparison } = await import('#bench/eval');

  const dir = starterCorpusDir();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  const wanted = (args.niche ?? []).flatMap((value) => value.split(',')).map((value) => value.trim());
  const available = files.map((name) => name.slice(0, -'.jsonl'.length));
  const unknown = wanted.filter((niche) => !available.includes(niche));
  if (unknown.length > 0) {
    console.error(`No corpus file for ${unknown.join(', ')} in ${dir}; niches: ${available.join(', ')}`);
    return 2;
  }
  // Every file is read, so the default instant is the same whichever niches run (one niche compares with the baseline).
  const everyCorpus = available.map((niche) => ({ niche, parsed: parseCorpus(readFileSync(join(dir, `${niche}.jsonl`), 'utf8')) }));
  const corpora = everyCorpus.filter(({ niche }) => wanted.length === 0 || wanted.includes(niche));

  const now = args.now ? new Date(args.now) : dayAfterNewest(everyCorpus.flatMap(({ parsed }) => parsed.comments.map((c) => c.postedAt)));
  if (Number.isNaN(now.getTime())) {
    console.error(`--now must be an ISO 8601 instant such as 2026-11-12T00:00:00Z.\n${USAGE}`);
    return 2;
  }
  // Only an explicit key switches to OpenAI: a shell with OPENAI_SECRET_ARN set must not spend on a cloud secret.
  const generator = process.env.OPENAI_API_KEY ? await chooseGenerator(JOB_CALL_OPTIONS) : offlineGenerator;
  console.log(
    `Generator: ${generator.name} (${generator.model}${process.env.OPENAI_BASE_URL && generator.name === 'openai' ? ` at ${process.env.OPENAI_BASE_URL}` : ''}); ${days} days x variants A and B per niche; insights mined at ${now.toISOString()}\n`,
  );

  const library = ideaLibrary();
  const runs = [];
  for (const { niche, parsed } of corpora) {
    const started = Date.now();
    const run = await simulateNiche({
      niche,
      nicheName: APPROVED_NICHES.find((approved) => approved.niche === niche)?.displayName ?? niche,
      comments: parsed.comments.filter((comment) => comment.niche === niche),
      videos: parsed.videos,
      library: library[niche] ?? [],
      generator,
      days,
      now,
    });
    if (parsed.rejected.length > 0) run.warnings.push(`${parsed.rejected.length} corpus lines rejected (npm run corpus explains each).`);
    runs.push(run);
    console.log(`${formatNiche(summarise(run))}\n  (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    for (const made of run.made.slice(0, show)) console.log(`${ideaText(made)}\n`);
  }

  const report = {
    version: 1 as const,
    measuredAt: new Date().toISOString(),
    now: now.toISOString(),
    days,
    generator: generator.name,
    model: generator.model,
    niches: runs.map(summarise),
    totals: summarise(mergeRuns(runs)),
  };
  console.log(formatNiche(report.totals));
  console.log(`\n${formatTable(report.niches, report.totals)}`);

  if (args.json) {
    writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nFigures written to ${args.json}`);
  }
  if (args.ideas) {
    const ideas = runs.flatMap((run) =>
      run.made.map(({ comments, idea, askedCount, angle, judge }) => ({ askedCount, angle, comments, judge, idea })),
    );
    writeFileSync(args.ideas, `${JSON.stringify(ideas, null, 2)}\n`);
    console.log(`${ideas.length} ideas written to ${args.ideas}`);
  }
  if (args.compare) {
    let before;
    try {
      before = JSON.parse(readFileSync(args.compare, 'utf8'));
    } catch (error) {
      console.error(`Cannot read ${args.compare} as a saved --json report: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    console.log(`\nBefore (${args.compare}) -> now\n${formatComparison(before, report)}`);
  }
  return 0;
}

/** The day after the newest comment, at 00:00 UTC: a fixed instant for a given corpus, so runs compare. */
function dayAfterNewest(instants: readonly string[]): Date {
  const newest = Math.max(...instants.map((instant) => Date.parse(instant)).filter(Number.isFinite));
  const day = Number.isFinite(newest) ? new Date(newest) : new Date();
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1));
}

/** An idea as a creator reads it on the idea page. */
function ideaText(made: { day: number; variant: string; askedCount: number; idea: ContentIdea }): string {
  const { idea } = made;
  return [
    `  --- ${idea.niche} day ${made.day} ${made.variant} (asked by ${made.askedCount}): ${idea.title}`,
    `  comment: "${idea.source.comment}"`,
    ...idea.content.hooks.map((hook) => `  hook: ${hook}`),
    ...idea.content.sections.map(
      (section, index) =>
        `  ${index + 1}. ${section.title}\n     text: ${section.text}\n     voiceover: ${section.voiceover}\n     visuals: ${section.visuals}`,
    ),
    `  why it works: ${idea.content.why_it_works}`,
  ].join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
