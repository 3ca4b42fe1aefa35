import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '#lib/local/config';
import { resetYouTube } from '#tests/support/youtube';

const stack = inject('stack');
const run = promisify(execFile);

/** `npm run job -- …` as an operator runs it, against the test stack's table and YouTube emulator. */
async function job(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'bin/job.ts', ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        TABLE_NAME: stack.tableName,
        DYNAMODB_ENDPOINT: stack.dynamodb,
        AWS_REGION: 'local',
        YOUTUBE_API_URL: stack.youtube!,
        YOUTUBE_API_KEY: stack.youtubeKey!,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeEach(async () => {
  await resetYouTube(stack);
});

describe('npm run job -- ingest / refresh-corpus', () => {
  it('reads a niche and says what it added, without the key', async () => {
    const res = await job('ingest', '--niche', 'sidehustle', '--at', '2026-12-07T18:00:00Z');

    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/sidehustle\s+done: \d+ videos chosen, [1-9]\d* comments added/);
    expect(res.stdout).toMatch(/^Ingest 2026-12-07: 1 of 1 planned niches/m);
    expect(`${res.stdout}${res.stderr}`).not.toContain(stack.youtubeKey!);
  });

  it('refreshes and prints a summary', async () => {
    const res = await job('refresh-corpus', '--niche', 'sidehustle', '--at', '2026-12-08T09:00:00Z');

    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Refresh: \d+ comments renewed, \d+ gone from YouTube and deleted, \d+ expired and deleted/m);
  });

  it('refuses a niche that is not an id, with what it expects', async () => {
    const res = await job('ingest', '--niche', 'Side Hustle!');

    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--niche needs a niche id such as skincare/);
  });
});
