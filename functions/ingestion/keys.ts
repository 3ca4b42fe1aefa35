/**
 * Every ingestion item's keys, in one place. Access patterns (docs/data-model.md):
 * - a niche's sources (queries, added videos and channels): one Query of `INGEST_SOURCES`, SK prefix `NICHE#<niche>#`;
 *   every niche's: the whole partition (13 niches, a few items each);
 * - a niche's runs, newest first: Query `INGEST_RUN#<niche>`, descending, Limit 1 for the latest;
 * - the quota used on a Pacific day: GetItem `INGEST_QUOTA` / `DAY#<day>`;
 * - a niche's checkpoint: GetItem; the job's lease: GetItem / conditional Put;
 * - a channel's cached median views: BatchGet by channel id.
 */
/** The jobs that hold a lease: one run of each at a time. */
export type LeaseJob = 'ingest' | 'refresh' | 'own-channels';

export const ingestionKeys = {
  sourcesPartition: () => 'INGEST_SOURCES',
  sourcesOfNiche: (niche: string) => `NICHE#${niche}#`,
  queries: (niche: string) => ({ PK: 'INGEST_SOURCES', SK: `NICHE#${niche}#QUERIES` }),
  video: (niche: string, videoId: string) => ({ PK: 'INGEST_SOURCES', SK: `NICHE#${niche}#VIDEO#${videoId}` }),
  channel: (niche: string, channelId: string) => ({ PK: 'INGEST_SOURCES', SK: `NICHE#${niche}#CHANNEL#${channelId}` }),
  runsPartition: (niche: string) => `INGEST_RUN#${niche}`,
  run: (niche: string, startedAt: string, runId: string) => ({ PK: `INGEST_RUN#${niche}`, SK: `${startedAt}#${runId}` }),
  quota: (pacificDay: string) => ({ PK: 'INGEST_QUOTA', SK: `DAY#${pacificDay}` }),
  checkpoint: (niche: string) => ({ PK: 'INGEST_CHECKPOINT', SK: `NICHE#${niche}` }),
  lease: (job: LeaseJob) => ({ PK: 'INGEST_LEASE', SK: job.toUpperCase() }),
  channelStats: (channelId: string) => ({ PK: `INGEST_CHANNEL#${channelId}`, SK: 'STATS' }),
};
