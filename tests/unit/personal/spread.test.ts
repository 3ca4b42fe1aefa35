import { describe, expect, it } from 'vitest';
import { largestShare, spread, spreadCap } from '#functions/personal/spread';

const key = (candidate: string) => candidate;

describe('the cap on one insight per niche and day', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
    [8, 2],
    [770, 192],
  ])('with %i subscribers is %i', (subscribers, cap) => {
    expect(spreadCap(subscribers)).toBe(cap);
  });

  it('is never below the minimum, whatever the share', () => {
    expect(spreadCap(10, { share: 0.01, minimumPerInsight: 1 })).toBe(1);
    expect(spreadCap(0)).toBe(1);
  });
});

describe('the spread rule', () => {
  it('gives a subscriber their best insight while it is under the cap', () => {
    const picked = spread(['retinol', 'budget'], new Map([['retinol', 1]]), 2, key);

    expect(picked).toEqual({ choice: 'retinol', position: 0, relaxed: false });
  });

  it('moves a subscriber to their next best when their best is at the cap', () => {
    const picked = spread(['retinol', 'budget', 'spf'], new Map([['retinol', 2]]), 2, key);

    expect(picked).toEqual({ choice: 'budget', position: 1, relaxed: false });
  });

  it('gives way when every insight is at the cap, to the best of the least given', () => {
    const given = new Map([
      ['retinol', 3],
      ['budget', 2],
      ['spf', 2],
    ]);

    expect(spread(['retinol', 'budget', 'spf'], given, 2, key)).toEqual({ choice: 'budget', position: 1, relaxed: true });
  });

  it('keeps 8 subscribers with the same taste to at most a quarter each while there are 4 asks', () => {
    const given = new Map<string, number>();
    const cap = spreadCap(8);
    for (let subscriber = 0; subscriber < 8; subscriber++) {
      const { choice } = spread(['a', 'b', 'c', 'd'], given, cap, key)!;
      given.set(choice, (given.get(choice) ?? 0) + 1);
    }

    expect(largestShare(given, 8)).toBe(0.25);
    expect([...given.values()]).toEqual([2, 2, 2, 2]);
  });

  it('has nothing to give from an empty ranking', () => {
    expect(spread([], new Map(), 1, key)).toBeNull();
  });
});
