import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '#lib/local/youtube/catalogue';
import { FIXTURES_DIR, durationSeconds, fixtureFileSchema, loadFixtures, offsetMs, type FixtureFile } from '#lib/local/youtube/fixtures';

/**
 * The emulator's fixtures are data: this checks each file against its schema and that, together,
 * they give ingestion what it has to cope with on the real API.
 */
const NICHES = readdirSync(join(import.meta.dirname, '../../../content/ideas'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();
const WORDS_DIR = join(FIXTURES_DIR, '..', 'fixture-words');
const files = loadFixtures();
const byNiche = new Map(files.map((file) => [file.niche, file]));
const words = (niche: string) => JSON.parse(readFileSync(join(WORDS_DIR, `${niche}.json`), 'utf8')) as { asks: string[][] };

const commented = (file: FixtureFile) => file.videos.filter((video) => video.comments.length > 0);
const allComments = (file: FixtureFile) =>
  file.videos.flatMap((video) => video.comments.flatMap((comment) => [comment, ...(comment.replies ?? [])]));
const corpusTexts = (niche: string) =>
  new Set(
    readFileSync(join(import.meta.dirname, '../../../corpus', `${niche}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { text: string }).text.trim().toLowerCase()),
  );

describe('the YouTube emulator fixtures', () => {
  it('hold one file per niche of the idea library, each valid against the schema', () => {
    expect(files.map((file) => file.niche)).toEqual(NICHES);
    for (const name of readdirSync(FIXTURES_DIR)) {
      const parsed = fixtureFileSchema.safeParse(JSON.parse(readFileSync(join(FIXTURES_DIR, name), 'utf8')));
      expect(parsed.success, `${name}: ${parsed.error?.issues[0]?.message ?? ''}`).toBe(true);
    }
  });

  it.each(NICHES)('give %s 4-6 channels with 8-15 ordinary uploads each and 6-10 candidate videos with comments', (niche) => {
    const file = byNiche.get(niche)!;

    const uploadsPerChannel = file.channels.map(
      (channel) => file.videos.filter((v) => v.channelId === channel.id && v.comments.length === 0).length,
    );

    expect(file.channels.length).toBeGreaterThanOrEqual(4);
    expect(file.channels.length).toBeLessThanOrEqual(6);
    for (const uploads of uploadsPerChannel) expect(uploads).toBeGreaterThanOrEqual(8);
    for (const uploads of uploadsPerChannel) expect(uploads).toBeLessThanOrEqual(15);
    expect(commented(file).length).toBeGreaterThanOrEqual(6);
    expect(commented(file).length).toBeLessThanOrEqual(10);
  });

  it.each(NICHES)('give %s a video whose comment threads page past 100', (niche) => {
    const threads = Math.max(...byNiche.get(niche)!.videos.map((video) => video.comments.length));

    expect(threads).toBeGreaterThan(100);
  });

  it.each(NICHES)('give %s 20-30 distinct asks, each posted in every phrasing written for it, mostly not in the corpus', (niche) => {
    const { asks } = words(niche);
    const posted = new Set(allComments(byNiche.get(niche)!).map((comment) => comment.text));
    const corpus = corpusTexts(niche);

    expect(asks.length).toBeGreaterThanOrEqual(20);
    expect(asks.length).toBeLessThanOrEqual(30);
    for (const phrasing of asks.flat()) expect(posted, phrasing).toContain(phrasing);
    expect(asks.flat().filter((phrasing) => corpus.has(phrasing.trim().toLowerCase()))).toEqual([]);
  });

  it.each(NICHES)('read like a real comment section in %s: spam, emoji only, other languages, replies, one author twice', (niche) => {
    const file = byNiche.get(niche)!;
    const comments = allComments(file);
    const topLevel = file.videos.flatMap((video) => video.comments);
    const authorsPerVideo = file.videos.map((video) => video.comments.map((comment) => comment.author));

    expect(comments.some((c) => /check my|dm |whatsapp|telegram|bitcoin|link in bio|giveaway/i.test(c.text))).toBe(true);
    expect(comments.some((c) => !/[\p{L}\p{N}]/u.test(c.text))).toBe(true);
    expect(comments.some((c) => /gracias|muito|bahut|merci|danke|alguém|buen/i.test(c.text))).toBe(true);
    expect(topLevel.filter((c) => (c.replies?.length ?? 0) > 0).length).toBeGreaterThan(10);
    expect(topLevel.some((c) => (c.replies?.length ?? 0) > 5)).toBe(true);
    expect(authorsPerVideo.some((authors) => new Set(authors).size < authors.length)).toBe(true);
  });

  it('include, across the set, comments turned off, a deleted video, a private one, one just over 3 minutes and one over 4', () => {
    const videos = files.flatMap((file) => file.videos);

    expect(videos.some((v) => v.commentsDisabled)).toBe(true);
    expect(videos.some((v) => v.deleted)).toBe(true);
    expect(videos.some((v) => v.privacy === 'private')).toBe(true);
    expect(videos.some((v) => durationSeconds(v.duration) > 180 && durationSeconds(v.duration) < 240)).toBe(true);
    expect(videos.some((v) => durationSeconds(v.duration) >= 240)).toBe(true);
  });

  it('include, across the set, a comment at the 10,000-character limit and one with control characters', () => {
    const texts = files.flatMap(allComments).map((comment) => comment.text);

    expect(texts.some((text) => text.length === 10_000)).toBe(true);
    // eslint-disable-next-line no-control-regex
    expect(texts.some((text) => /[\u0000-\u0008\u001b]/.test(text))).toBe(true);
  });

  it('date every comment after its video and every reply after its comment, within the last weeks', () => {
    for (const video of files.flatMap(commented)) {
      expect(offsetMs(video.at)).toBeLessThan(30 * 86_400_000);
      for (const comment of video.comments) {
        expect(offsetMs(comment.at)).toBeLessThanOrEqual(offsetMs(video.at));
        for (const reply of comment.replies ?? []) expect(offsetMs(reply.at)).toBeLessThanOrEqual(offsetMs(comment.at));
      }
    }
  });

  it('load into one catalogue with no id used twice', () => {
    expect(() => new Catalogue(files, Date.now())).not.toThrow();
  });
});
