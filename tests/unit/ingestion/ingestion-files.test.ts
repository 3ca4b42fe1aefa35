import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '#functions/content-engine/content-files';
import { ingestionFileProblems, quotaConfig, seededQueries } from '#functions/ingestion/ingestion-files';
import { sourceQueries } from '#functions/ingestion/routes';

const FILES = readdirSync(join(contentDir(), 'ingestion')).map((name) => `content/ingestion/${name}`);
const textOf = (path: string) => readFileSync(join(contentDir(), '..', path), 'utf8');
const niches = readdirSync(join(contentDir(), 'ideas')).map((name) => name.replace('.json', ''));

describe('the ingestion files in content/ingestion/', () => {
  it.each(FILES)('%s fits its schema', (path) => {
    expect(ingestionFileProblems(path, textOf(path))).toEqual([]);
  });

  it('seed 3 to 6 queries for every niche of the idea library', () => {
    const seeded = seededQueries().niches;
    expect(Object.keys(seeded).sort()).toEqual(niches.sort());
    for (const niche of niches) expect(seeded[niche]!.length).toBeGreaterThanOrEqual(3);
  });

  it('give search its own small bucket and every other read the shared 10,000 units', () => {
    const quota = quotaConfig();
    expect(quota.costs['search.list'].bucket).toBe('search');
    expect(quota.buckets.reads.dailyLimit).toBe(10_000);
    expect(quota.maxVideoSeconds).toBe(180);
  });
});

describe('a bad ingestion file is reported by field', () => {
  it('a niche seeded with an empty query and a repeated one', () => {
    const file = { niches: { skincare: ['retinol for beginners', '  ', 'Retinol for beginners'] } };
    expect(ingestionFileProblems('content/ingestion/queries.json', JSON.stringify(file))).toEqual([
      'content/ingestion/queries.json: niches.skincare.1: A query is at least 2 characters',
      'content/ingestion/queries.json: niches.skincare: Each query only once',
    ]);
  });

  it('a method with no cost and a reserve of more than half', () => {
    const quota = JSON.parse(textOf('content/ingestion/quota.json')) as Record<string, unknown> & { costs: Record<string, unknown> };
    delete quota.costs['comments.list'];
    quota.reserveShare = 0.8;
    expect(ingestionFileProblems('content/ingestion/quota.json', JSON.stringify(quota))).toEqual([
      'content/ingestion/quota.json: costs.comments.list: Invalid input: expected object, received undefined',
      'content/ingestion/quota.json: reserveShare: Between 0 and 0.5',
    ]);
  });

  it('a file that is not JSON', () => {
    expect(ingestionFileProblems('content/ingestion/quota.json', '{ "costs": ')[0]).toMatch(/^content\/ingestion\/quota.json: Not JSON/);
  });
});

describe('queries an admin saves', () => {
  it('are refused when empty, blank or repeated in another case', () => {
    expect(sourceQueries.safeParse([]).success).toBe(false);
    expect(sourceQueries.safeParse(['   ']).success).toBe(false);
    expect(sourceQueries.safeParse(['glass skin routine', 'Glass skin routine ']).success).toBe(false);
  });

  it('are trimmed and kept when each says something', () => {
    expect(sourceQueries.parse(['  glass skin routine ', 'slugging before and after'])).toEqual([
      'glass skin routine',
      'slugging before and after',
    ]);
  });
});
