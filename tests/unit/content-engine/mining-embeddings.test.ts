import { describe, expect, it } from 'vitest';
import { groupByCosine } from '#functions/content-engine/mining/openai-mining';
import { vectorOf } from '#lib/local/openai/embeddings';

const comments: Record<string, string> = {
  a: 'esim or local sim card for data abroad?',
  b: 'is an esim better than a local sim card when abroad',
  c: 'do you need a visa if you leave the airport on a long layover',
  d: 'which esim or local sim card do you use for data abroad',
};
const vectors = new Map(Object.entries(comments).map(([key, text]) => [key, vectorOf(text)]));

describe('grouping by embeddings', () => {
  it('puts the rewordings of one ask in one group and a different ask in its own', () => {
    const groups = groupByCosine(['a', 'c', 'b', 'd'], vectors);

    expect(groups).toEqual([['a', 'b', 'd'], ['c']]);
  });

  it('leaves out a comment that has no vector', () => {
    const groups = groupByCosine(['a', 'missing'], vectors);

    expect(groups).toEqual([['a']]);
  });
});
