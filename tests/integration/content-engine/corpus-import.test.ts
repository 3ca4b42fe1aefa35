import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '#lib/local/config';
import { useStackTable } from '../../support/data';

const stack = inject('stack');
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'corpus-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let listNicheCorpus: typeof import('#functions/content-engine/corpus-store').listNicheCorpus;
beforeAll(async () => {
  useStackTable(stack);
  ({ listNicheCorpus } = await import('#functions/content-engine/corpus-store'));
});

/** `npm run corpus -- …` as a person runs it, against the test stack's table. */
async function corpus(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'bin/corpus.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, TABLE_NAME: stack.tableName, DYNAMODB_ENDPOINT: stack.dynamodb, AWS_REGION: 'local' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const comment = (id: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    niche: 'decor',
    platform: 'youtube',
    video_url: 'https://www.youtube.com/shorts/impTest0001',
    video_title: 'Renter-friendly kitchen refresh',
    video_creator: '@renter.refresh',
    video_views: 420_000,
    comment_id: id,
    text: 'can you do one on covering ugly laminate countertops without losing the deposit?',
    author: '@kitchen.kay',
    likes: 310,
    posted_at: '2026-11-02T10:00:00Z',
    ...overrides,
  });

describe('npm run corpus -- import', () => {
  it('imports the good lines, reports each bad one by number, and changes nothing on a second run', async () => {
    const prefix = `imp-${randomUUID().slice(0, 8)}`;
    const file = join(dir, `${prefix}.jsonl`);
    writeFileSync(
      file,
      [
        comment(`${prefix}-1`),
        comment(`${prefix}-2`, { platform: 'myspace' }),
        comment(`${prefix}-3`, { likes: 'many' }),
        '{ not json',
        comment(`${prefix}-4`, { text: 'x'.repeat(2001) }),
        comment(`${prefix}-5`, { text: 'pls do the peel and stick countertop vinyl, does it survive hot pans?' }),
        comment(`${prefix}-1`, { likes: 500 }),
      ].join('\n'),
    );

    const first = await corpus('import', file);

    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/Imported 2 comments on 1 videos/);
    expect(first.stderr).toMatch(new RegExp(`${prefix}\\.jsonl:2: skipped: platform`));
    expect(first.stderr).toMatch(/:3: skipped: likes/);
    expect(first.stderr).toMatch(/:4: skipped: Not valid JSON/);
    expect(first.stderr).toMatch(/:5: skipped: text: At most 2000 characters/);
    const ours = (await listNicheCorpus('decor')).comments.filter((c) => c.commentId.startsWith(prefix));
    expect(ours.map((c) => c.commentId).sort()).toEqual([`${prefix}-1`, `${prefix}-5`]);
    expect(ours.find((c) => c.commentId === `${prefix}-1`)!.likes).toBe(500);

    await corpus('import', file);

    const again = (await listNicheCorpus('decor')).comments.filter((c) => c.commentId.startsWith(prefix));
    expect(again).toHaveLength(2);
  });

  it('prints videos, comments and insights per niche', async () => {
    const res = await corpus('stats', 'travel');

    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/travel\s+\d+ videos\s+\d+ comments\s+\d+ insights/);
  });

  it('refuses an unknown command with the usage', async () => {
    const res = await corpus('export');

    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/Usage: npm run corpus -- import <file.jsonl>/);
  });
});
