import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { contentDir } from '#functions/content-engine/content-files';

/**
 * What a creator's own audience costs us, as data (content/ingestion/own-audience.json, read at run
 * time): how much of a linked channel the daily job reads, and how many "Ideas from a video"
 * requests a subscriber may make a day and what each reads. Every page is a unit of the day's
 * YouTube quota, shared with the niche ingest.
 */
export const OWN_AUDIENCE_FILE = 'ingestion/own-audience.json';

const positiveInt = (max: number) =>
  z.number().check(z.int('Must be a whole number'), z.gt(0, 'Must be more than 0'), z.lte(max, `At most ${max}`));

export const ownAudienceFile = z.strictObject({
  channel: z.strictObject({
    /** Uploads older than this are not read (the policy keeps comments 30 days: older videos' asks are stale too). */
    uploadsDays: positiveInt(30),
    /** The newest uploads read per channel a day: each costs a commentThreads page. */
    videosPerChannel: positiveInt(50),
    commentPagesPerVideo: positiveInt(5),
  }),
  videoRequests: z.strictObject({
    /** Requests a subscriber may make per Pacific quota day. */
    perDay: positiveInt(20),
    /** commentThreads pages (100 threads each) read for one request. */
    commentPages: positiveInt(5),
    ideasPerRequest: positiveInt(5),
  }),
});
export type OwnAudienceConfig = z.output<typeof ownAudienceFile>;

let config: OwnAudienceConfig | undefined;

export const ownAudienceConfig = (): OwnAudienceConfig =>
  (config ??= ownAudienceFile.parse(JSON.parse(readFileSync(join(contentDir(), OWN_AUDIENCE_FILE), 'utf8'))));
