import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '#lib/local/config';
import type { StackInfo } from '#tests/support/local-stack';

export interface NicheFigures {
  niche: string;
  asksBefore: number;
  asksAfter: number;
  commentsAdded: number;
}

export interface IngestBench {
  niches: NicheFigures[];
  seconds: number;
  commentsAdded: number;
  videosFound: number;
  /** Units the run counted in the day's ledger, per bucket, and per method. */
  units: { search: number; reads: number };
  byMethod: Record<string, number>;
  /** DynamoDB items written (a batch counts its items) and write calls, during the run. */
  writes: { items: number; calls: number };
  newAsks: number;
  /** A second run on the same day: what it spent and added (nothing, if the checkpoints hold). */
  rerun: { units: number; commentsAdded: number };
  budget: { reads: number; search: number; reserveShare: number };
  fixtures: { videos: number; comments: number };
}

/** Write commands, by the document client's names and the low-level ones the SDK may report instead. */
const WRITES = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'BatchWriteCommand',
  'TransactWriteCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

function itemsWritten(commandName: string, input: Record<string, unknown>): number {
  if (commandName.startsWith('BatchWrite')) {
    const requests = (input.RequestItems ?? {}) as Record<string, unknown[]>;
    return Object.values(requests).reduce((sum, list) => sum + list.length, 0);
  }
  if (commandName.startsWith('TransactWrite')) return ((input.TransactItems ?? []) as unknown[]).length;
  return 1;
}

/**
 * The ingest job once over the 13 niches, on a throw-away local stack, against the YouTube emulator
 * through the real client: quota units per comment and per new distinct ask, comments per second,
 * DynamoDB writes per comment, and each niche's distinct asks left before and after. Then the same
 * day again, which must add nothing. The emulator's fixtures are the whole world here: a few videos
 * per niche with comment sections written to read like real ones, so the run reads nearly all of it.
 */
export async function ingestBench(stack: StackInfo): Promise<IngestBench> {
  const { useStackTable } = await import('#tests/support/data');
  const { resetYouTube, useStackYouTube, youtubeRequests } = await import('#tests/support/youtube');
  useStackTable(stack);
  useStackYouTube(stack);
  await resetYouTube(stack);
  const { db } = await import('#functions/platform/table/client');
  const { listNiches } = await import('#functions/niches/store');
  const { nicheAsksLeft } = await import('#functions/content-engine/supply');
  const { ingestNow } = await import('#functions/ingestion/jobs');
  const { quotaConfig } = await import('#functions/ingestion/ingestion-files');

  const now = new Date();
  const niches = (await listNiches()).filter((n) => n.isActive).map((n) => n.niche);
  const before = new Map(await Promise.all(niches.map(async (niche) => [niche, await nicheAsksLeft(niche, now)] as const)));

  const writes = { items: 0, calls: 0 };
  const seen = new Set<string>();
  const counter = 'bench-ingest-writes';
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? '';
      seen.add(name);
      if (WRITES.has(name)) {
        writes.calls += 1;
        writes.items += itemsWritten(name, args.input as Record<string, unknown>);
      }
      return next(args);
    },
    { step: 'initialize', name: counter },
  );
  const started = performance.now();
  const result = await ingestNow(now);
  const seconds = (performance.now() - started) / 1000;
  db.middlewareStack.remove(counter);
  if (result.status !== 'ran') throw new Error(`ingest: the run did not run (${result.status})`);
  if (writes.calls === 0) throw new Error(`ingest: no DynamoDB write was counted; commands seen: ${[...seen].join(', ') || 'none'}`);

  const summaries = new Map(result.summaries.map((s) => [s.niche, s]));
  const after = new Map(await Promise.all(niches.map(async (niche) => [niche, await nicheAsksLeft(niche, new Date())] as const)));
  const units = { search: 0, reads: 0 };
  const config = quotaConfig();
  for (const [method, spent] of Object.entries(result.spent)) units[config.costs[method as keyof typeof config.costs].bucket] += spent ?? 0;
  const commentsAdded = result.summaries.reduce((sum, s) => sum + s.commentsAdded, 0);

  const calls = (await youtubeRequests(stack)).length;
  const again = await ingestNow(new Date());
  const rerun =
    again.status === 'ran'
      ? {
          units: Object.values(again.spent).reduce((sum: number, n) => sum + (n ?? 0), 0),
          commentsAdded: again.summaries.reduce((sum, s) => sum + s.commentsAdded, 0),
        }
      : { units: (await youtubeRequests(stack)).length - calls, commentsAdded: 0 };

  return {
    niches: niches.map((niche) => ({
      niche,
      asksBefore: before.get(niche)!,
      asksAfter: after.get(niche)!,
      commentsAdded: summaries.get(niche)?.commentsAdded ?? 0,
    })),
    seconds,
    commentsAdded,
    videosFound: result.summaries.reduce((sum, s) => sum + s.videosFound, 0),
    units,
    byMethod: result.spent as Record<string, number>,
    writes,
    newAsks: niches.reduce((sum, niche) => sum + Math.max(0, after.get(niche)! - before.get(niche)!), 0),
    rerun,
    budget: { reads: config.buckets.reads.dailyLimit, search: config.buckets.search.dailyLimit, reserveShare: config.reserveShare },
    fixtures: catalogueSize(),
  };
}

/** The emulator's whole world: its fixture videos and their comments (replies included). */
function catalogueSize(): { videos: number; comments: number } {
  const dir = join(REPO_ROOT, 'lib', 'local', 'youtube', 'fixtures');
  let videos = 0;
  let comments = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const fixture = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { videos: Array<{ comments?: Array<{ replies?: unknown[] }> }> };
    for (const video of fixture.videos) {
      videos += 1;
      for (const comment of video.comments ?? []) comments += 1 + (comment.replies?.length ?? 0);
    }
  }
  return { videos, comments };
}
