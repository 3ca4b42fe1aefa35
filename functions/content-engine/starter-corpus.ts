import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { parseCorpus, type ParsedCorpus } from './corpus';
import { db, tableName } from '#functions/platform/table/client';
import { putCorpus } from './corpus-store';
import { settingKeys } from '#functions/shared/settings';

/**
 * The starter corpus shipped in `corpus/*.jsonl` (one file per niche, the import format of
 * corpus/README.md). In a Lambda bundle the files sit beside the code (CORPUS_DIR, set by the
 * construct that copies them); from the repository they are found relative to this file.
 */
export function starterCorpusDir(): string {
  return process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../corpus/', import.meta.url));
}

export function readStarterCorpus(knownNiches: ReadonlySet<string>): { parsed: ParsedCorpus; digest: string; files: number } {
  const dir = starterCorpusDir();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  const hash = createHash('sha256');
  const text = files
    .map((name) => {
      const content = readFileSync(join(dir, name), 'utf8');
      hash.update(name).update(content);
      return content.endsWith('\n') ? content : `${content}\n`;
    })
    .join('');
  return { parsed: parseCorpus(text, knownNiches), digest: hash.digest('hex'), files: files.length };
}

const STARTER_CORPUS_SETTING = 'starter_corpus_digest';

/**
 * Loads the starter corpus unless this exact version was loaded before (its digest is recorded),
 * so a restart costs one read instead of ~60 batch writes. Writing it again would change
 * nothing: every item is keyed by platform and comment id.
 */
export async function seedStarterCorpus(knownNiches: ReadonlySet<string>): Promise<{ comments: number; videos: number; loaded: boolean }> {
  const { parsed, digest } = readStarterCorpus(knownNiches);
  if (parsed.rejected.length > 0) {
    throw new Error(
      `The starter corpus has bad lines: ${parsed.rejected
        .slice(0, 3)
        .map((r) => `line ${r.line}: ${r.errors.join(', ')}`)
        .join('; ')}`,
    );
  }
  const key = settingKeys.item(STARTER_CORPUS_SETTING);
  const seen = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (seen.Item?.value === digest) return { comments: parsed.comments.length, videos: parsed.videos.length, loaded: false };
  await putCorpus(parsed.comments, parsed.videos);
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, entity: 'setting', key: STARTER_CORPUS_SETTING, value: digest, updatedAt: new Date().toISOString() },
    }),
  );
  return { comments: parsed.comments.length, videos: parsed.videos.length, loaded: true };
}
