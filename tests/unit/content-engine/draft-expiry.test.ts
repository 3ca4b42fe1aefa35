import { describe, expect, it } from 'vitest';
import { DRAFT_RETENTION_DAYS, draftExpiresAt } from '#functions/content-engine/generation-store';
import type { IdeaSource } from '#functions/shared/schemas';

const NOW = new Date('2026-12-07T12:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

const source = (over: Partial<IdeaSource> = {}): IdeaSource => ({
  comment: 'how do i know if its fungal acne?? tiny itchy bumps all over my forehead',
  commentAuthor: '@bumpy.bex',
  commentLikes: 210,
  videoTitle: 'the acne type nobody talks about',
  videoCreator: '@drdewy',
  videoViews: 1_400_000,
  platform: 'youtube',
  ...over,
});

describe("a tester draft's lifetime", () => {
  it('is the retention period when it quotes nothing from the YouTube API', () => {
    expect(draftExpiresAt({ source: source({ platform: 'tiktok' }) }, NOW)).toBe(
      seconds('2026-12-07T12:00:00Z') + DRAFT_RETENTION_DAYS * 86_400,
    );
  });

  it('ends when the first of its YouTube quotes may no longer be kept', () => {
    const draft = {
      source: source({
        quotedUntil: '2027-01-05T08:00:00.000Z',
        supportingComments: [
          { comment: 'fungal acne vs hormonal?', commentAuthor: '@k', commentLikes: 3, quotedUntil: '2027-01-02T08:00:00.000Z' },
        ],
      }),
    };

    expect(draftExpiresAt(draft, NOW)).toBe(seconds('2027-01-02T08:00:00.000Z'));
  });

  it('never outlives the retention period, whatever a quote says', () => {
    expect(draftExpiresAt({ source: source({ quotedUntil: '2028-01-01T00:00:00.000Z' }) }, NOW)).toBe(
      seconds('2026-12-07T12:00:00Z') + DRAFT_RETENTION_DAYS * 86_400,
    );
  });
});
