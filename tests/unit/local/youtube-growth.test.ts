import { describe, expect, it } from 'vitest';
import { ageInDays, figuresAt, growthShare } from '#lib/local/youtube/growth';

const dani = { views: 8400, likes: 610, comments: 14 };

describe("the YouTube emulator's figures over time", () => {
  it("answers the fixture's own figures at the age the video has when the emulator starts", () => {
    expect(figuresAt('dewDani0ily', dani, 5, 5)).toEqual(dani);
  });

  it('grows views, likes and comments with the days since publishing, so day 1, 7 and 30 differ', () => {
    const [day1, day7, day30] = [1, 7, 30].map((day) => figuresAt('dewDani0ily', dani, 5, day));

    expect(day1!.views).toBeLessThan(day7!.views);
    expect(day7!.views).toBeLessThan(day30!.views);
    expect(day1!.likes).toBeLessThan(day30!.likes);
    expect(day1!.comments).toBeLessThanOrEqual(day30!.comments);
  });

  it('gives each video its own curve, the same on every read', () => {
    expect(growthShare('dewDani0ily', 1)).not.toBe(growthShare('dewDaniSpf1', 1));
    expect(figuresAt('dewDani0ily', dani, 5, 12)).toEqual(figuresAt('dewDani0ily', dani, 5, 12));
  });

  it('counts whole days, and none before the video was published', () => {
    const published = '2026-12-01T18:00:00Z';

    expect(ageInDays(published, Date.parse('2026-12-02T17:59:00Z'))).toBe(0);
    expect(ageInDays(published, Date.parse('2026-12-08T18:00:00Z'))).toBe(7);
    expect(ageInDays(published, Date.parse('2026-11-30T00:00:00Z'))).toBe(0);
  });
});
