/**
 * `npm run corpus -- import <file.jsonl>`: adds comments to the corpus the content engine mines
 * (format: corpus/README.md). Every line is checked on its own; a bad line is reported with its
 * number and skipped, the rest import. Safe to run twice: comments are keyed by platform and
 * comment id. `npm run corpus -- stats [niche]` prints what a niche holds and the insights mined
 * from it. See bin/table-target.ts for which table.
 */
import { readFileSync } from 'node:fs';
import { reportFailure } from './table-target';

const USAGE = 'Usage: npm run corpus -- import <file.jsonl> | stats [niche]';

async function main(): Promise<number> {
  const [command, arg] = process.argv.slice(2);
  const { listNiches } = await import('#functions/niches/store');
  const niches = await listNiches();
  if (niches.length === 0)
    throw new Error(`No niches in table ${process.env.TABLE_NAME}: start the local stack (npm start) or deploy first.`);
  if (command === 'import' && arg) return importFile(arg, new Set(niches.map((n) => n.niche)));
  if (command === 'stats') return stats(arg ? niches.filter((n) => n.niche === arg).map((n) => n.niche) : niches.map((n) => n.niche));
  console.error(USAGE);
  return 2;
}

async function importFile(path: string, known: ReadonlySet<string>): Promise<number> {
  const { parseCorpus } = await import('#functions/content-engine/corpus');
  const { putCorpus } = await import('#functions/content-engine/corpus-store');
  const parsed = parseCorpus(readFileSync(path, 'utf8'), known);
  for (const { line, errors } of parsed.rejected) console.error(`${path}:${line}: skipped: ${errors.join('; ')}`);
  if (parsed.duplicates.length > 0)
    console.error(
      `${parsed.duplicates.length} lines repeat a comment read earlier in the file (the later line is kept): lines ${parsed.duplicates.slice(0, 10).join(', ')}${parsed.duplicates.length > 10 ? ', …' : ''}`,
    );
  await putCorpus(parsed.comments, parsed.videos);
  console.log(
    `Imported ${parsed.comments.length} comments on ${parsed.videos.length} videos into ${process.env.TABLE_NAME}; skipped ${parsed.rejected.length} bad lines.`,
  );
  return parsed.rejected.length > 0 ? 1 : 0;
}

async function stats(niches: readonly string[]): Promise<number> {
  const { listNicheCorpus } = await import('#functions/content-engine/corpus-store');
  const { mineInsights } = await import('#functions/content-engine/insights');
  for (const niche of niches) {
    const corpus = await listNicheCorpus(niche);
    const insights = mineInsights(niche, corpus.comments, corpus.videos, new Date());
    const grouped = insights.filter((i) => i.askedCount > 1).length;
    console.log(
      `${niche.padEnd(14)} ${String(corpus.videos.length).padStart(4)} videos ${String(corpus.comments.length).padStart(5)} comments ${String(insights.length).padStart(4)} insights (${grouped} asked by several viewers)`,
    );
  }
  return 0;
}

main().then((code) => process.exit(code), reportFailure);
