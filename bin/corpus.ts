/**
 * `npm run corpus -- import <file.jsonl>`: adds comments to the corpus the content engine mines
 * (format: corpus/README.md). Every line is checked on its own; a bad line is reported with its
 * number and skipped, the rest import. Safe to run twice: comments are keyed by platform and
 * comment id. `npm run corpus -- stats [niche]` prints what a niche holds (videos, comments by
 * platform, how many were read from YouTube and the oldest such read), the insights mined from it,
 * its distinct asks left and how many comments the mining filter dropped, by reason; `npm run corpus -- filtered
 * <niche>` lists each dropped comment with its reason. See bin/table-target.ts for which table.
 */
import { readFileSync } from 'node:fs';
import { reportFailure } from './table-target';

const USAGE = 'Usage: npm run corpus -- import <file.jsonl> | stats [niche] | filtered <niche>';

async function main(): Promise<number> {
  const [command, arg] = process.argv.slice(2);
  const { listNiches } = await import('#functions/niches/store');
  const niches = await listNiches();
  if (niches.length === 0)
    throw new Error(`No niches in table ${process.env.TABLE_NAME}: start the local stack (npm start) or deploy first.`);
  if (command === 'import' && arg) return importFile(arg, new Set(niches.map((n) => n.niche)));
  if (command === 'filtered' && arg) {
    if (!niches.some((n) => n.niche === arg)) throw new Error(`No niche "${arg}": one of ${niches.map((n) => n.niche).join(', ')}.`);
    return filtered(arg);
  }
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
  const { filterNicheComments, mineInsights } = await import('#functions/content-engine/insights');
  const { nicheAsksLeft } = await import('#functions/content-engine/supply');
  for (const niche of niches) {
    const corpus = await listNicheCorpus(niche);
    const now = new Date();
    const insights = mineInsights(niche, corpus.comments, corpus.videos, now);
    const grouped = insights.filter((i) => i.askedCount > 1).length;
    const reasons = new Map<string, number>();
    for (const { reason } of filterNicheComments(niche, corpus.comments, corpus.videos, now).dropped)
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    const dropped = [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', ');
    const byPlatform = new Map<string, number>();
    for (const comment of corpus.comments) byPlatform.set(comment.platform, (byPlatform.get(comment.platform) ?? 0) + 1);
    const platforms = [...byPlatform].sort(([a], [b]) => a.localeCompare(b)).map(([platform, n]) => `${platform} ${n}`);
    // Read from YouTube's API: kept 30 days unless refreshed, so the oldest read says how current the niche is.
    const fetched = corpus.comments.filter((c) => c.fetchedAt).map((c) => c.fetchedAt!);
    const api = fetched.length ? `; ${fetched.length} read from YouTube, oldest read ${fetched.sort()[0]!.slice(0, 10)}` : '';
    const asksLeft = await nicheAsksLeft(niche, now);
    console.log(
      `${niche.padEnd(14)} ${String(corpus.videos.length).padStart(4)} videos ${String(corpus.comments.length).padStart(5)} comments ${String(insights.length).padStart(4)} insights (${grouped} asked by several viewers); ` +
        `${asksLeft} distinct asks left; comments by platform: ${platforms.join(', ') || 'none'}${api}; filtered: ${dropped || 'none'}`,
    );
  }
  return 0;
}

/** Every comment of the niche the mining filter dropped, by reason, with what decided it: they stay in the corpus. */
async function filtered(niche: string): Promise<number> {
  const { listNicheCorpus } = await import('#functions/content-engine/corpus-store');
  const { filterNicheComments } = await import('#functions/content-engine/insights');
  const corpus = await listNicheCorpus(niche);
  const byKey = new Map(corpus.comments.map((c) => [`${c.platform}#${c.commentId}`, c]));
  const { dropped } = filterNicheComments(niche, corpus.comments, corpus.videos, new Date());
  for (const { commentId, reason, detail } of [...dropped].sort((a, b) => a.reason.localeCompare(b.reason))) {
    const text = byKey.get(commentId)?.text.replace(/\s+/g, ' ') ?? '';
    console.log(
      `${reason.padEnd(15)} ${commentId}  ${JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text)}\n${' '.repeat(16)}${detail}`,
    );
  }
  console.log(`${dropped.length} of ${corpus.comments.length} comments filtered out of mining in ${niche} (kept in the corpus).`);
  return 0;
}

main().then((code) => process.exit(code), reportFailure);
