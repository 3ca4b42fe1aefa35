import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The emulator's catalogue: one JSON file per niche in ./fixtures. Times are offsets back from
 * the moment the emulator starts ("-3d", "-5d4h", "-40m"), resolved at start, so the fixtures
 * never go stale: a video is always a few days old, whatever today is.
 */
export const FIXTURES_DIR = join(import.meta.dirname, 'fixtures');
/**
 * Small creators' own channels, written by hand (make-fixtures writes only ./fixtures): a channel a
 * subscriber links to their profile, with uploads whose comments ask things, one with comments
 * off, one private and one older than the 30 days the own-channel job reads.
 */
export const CREATOR_FIXTURES_DIR = join(import.meta.dirname, 'creator-fixtures');

export const OFFSET = /^-(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/;

const offset = z.string().regex(OFFSET, 'an offset back from now such as "-3d", "-2d5h" or "-40m"');
const channelId = z.string().regex(/^UC[A-Za-z0-9_-]{22}$/, 'a channel id: UC and 22 characters');
const videoId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'a video id: 11 characters');
const handle = z.string().regex(/^@[A-Za-z0-9._-]{3,30}$/, 'a handle such as @glowwithmia');
const text = z.string().min(1).max(10_000);

export const replySchema = z.strictObject({
  id: z.string().regex(/^Ug[wxyz][A-Za-z0-9_-]{16}4AaABAg\.[A-Za-z0-9_-]{22}$/, 'a reply id: the parent id, a dot and 22 characters'),
  author: handle,
  authorChannelId: channelId,
  text,
  likes: z.int().min(0),
  at: offset,
});

export const commentSchema = z.strictObject({
  id: z.string().regex(/^Ug[wxyz][A-Za-z0-9_-]{16}4AaABAg$/, 'a comment id shaped like YouTube\u0027s, e.g. UgzAbC...4AaABAg'),
  author: handle,
  authorChannelId: channelId,
  text,
  likes: z.int().min(0),
  at: offset,
  /** Set when the author edited it after posting. */
  edited: offset.optional(),
  replies: z.array(replySchema).optional(),
});

export const videoSchema = z.strictObject({
  id: videoId,
  channelId,
  title: z.string().min(1).max(100),
  description: z.string().max(5000),
  tags: z.array(z.string().min(1)),
  at: offset,
  /** ISO 8601, as contentDetails.duration: PT58S, PT1M12S, PT4M10S. */
  duration: z.string().regex(/^PT(?:\d+H)?(?:\d+M)?(?:\d+S)?$/),
  views: z.int().min(0),
  likes: z.int().min(0),
  language: z.string().min(2).max(5),
  privacy: z.enum(['public', 'unlisted', 'private']),
  commentsDisabled: z.boolean(),
  /** Taken down since it was found: every call answers as for an id that never existed. */
  deleted: z.boolean(),
  comments: z.array(commentSchema),
});

export const channelSchema = z.strictObject({
  id: channelId,
  handle,
  title: z.string().min(1),
  description: z.string(),
  country: z.string().length(2),
  at: offset,
  subscribers: z.int().min(0),
  /** Lifetime views and uploads, as the channel page shows them (more than the fixture lists). */
  views: z.int().min(0),
  videoCount: z.int().min(0),
});

export const fixtureFileSchema = z.strictObject({
  niche: z.string().regex(/^[a-z-]+$/),
  channels: z.array(channelSchema).min(1),
  videos: z.array(videoSchema).min(1),
});

export type FixtureFile = z.infer<typeof fixtureFileSchema>;
export type FixtureVideo = z.infer<typeof videoSchema>;
export type FixtureChannel = z.infer<typeof channelSchema>;
export type FixtureComment = z.infer<typeof commentSchema>;
export type FixtureReply = z.infer<typeof replySchema>;

/** Milliseconds an offset reaches back. */
export function offsetMs(value: string): number {
  const match = OFFSET.exec(value);
  if (!match) throw new Error(`Not a time offset: ${value}`);
  const [, d = '0', h = '0', m = '0'] = match;
  return ((Number(d) * 24 + Number(h)) * 60 + Number(m)) * 60_000;
}

export function fixtureFiles(dir = FIXTURES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** Reads and checks every fixture file; a broken one stops the emulator with its path and the problem. */
export function loadFixtures(dir = FIXTURES_DIR): FixtureFile[] {
  return fixtureFiles(dir).map((path) => {
    const parsed = fixtureFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`YouTube emulator: ${path}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  });
}

/** Seconds in an ISO 8601 duration such as PT1M12S. */
export function durationSeconds(duration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(duration);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}
