import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentIdea } from '#functions/shared/schemas';
import { useStackTable } from '../../support/data';

/**
 * The quotes of YouTube comments kept in stored ideas, refreshed as the refresh job does after it
 * re-read the corpus: renewed from a comment still current, emptied when the comment is gone.
 */
const stack = inject('stack');

let ideas: typeof import('#functions/ideas/store');
let corpus: typeof import('#functions/content-engine/corpus-store');
let quotes: typeof import('#functions/ingestion/idea-quotes');

beforeAll(async () => {
  useStackTable(stack);
  ideas = await import('#functions/ideas/store');
  corpus = await import('#functions/content-engine/corpus-store');
  quotes = await import('#functions/ingestion/idea-quotes');
});

const NOW = new Date();
const NICHE = 'quotes-check';
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

/**
 * An idea quoting two YouTube comments whose quotes ran out yesterday, in a niche of this file's own,
 * so no other test meets it (a niche's latest day is what the keep-ahead job reads).
 */
function ideaQuoting(representative: string, supporting: string, dayNumber: number): ContentIdea {
  return {
    id: `quotes-check-${randomUUID()}`,
    niche: NICHE,
    subNiche: 'budget',
    ideaNumber: dayNumber,
    variant: 'B',
    dayNumber,
    title: 'Packing a carry-on for two weeks',
    content: {
      hooks: ['Two weeks, one carry-on.'],
      sections: [{ title: 'Roll', text: 'Roll it', voiceover: 'Roll it', visuals: 'Bag' }],
      why_it_works: 'x',
    },
    source: {
      comment: 'how do u fit 2 weeks in a carry on?? i cant even fit a weekend',
      commentAuthor: '@nomad.nia',
      commentLikes: 210,
      commentId: representative,
      quotedUntil: inDays(-1),
      videoTitle: 'carry-on only for 14 days',
      videoCreator: '@lighttraveler',
      videoViews: 880_000,
      platform: 'youtube',
      supportingComments: [
        { comment: 'what about shoes though', commentAuthor: '@sam', commentLikes: 12, commentId: supporting, quotedUntil: inDays(-1) },
      ],
      askedCount: 5,
      totalLikes: 402,
    },
    generator: 'offline',
  };
}

describe('refreshing the YouTube quotes of stored ideas', () => {
  it('renews a quote the refresh kept current and empties one the corpus no longer has', async () => {
    const kept = `UgzCarryOn${randomUUID().slice(0, 8)}`;
    const gone = `UgzShoes${randomUUID().slice(0, 8)}`;
    await corpus.putCorpus(
      [
        {
          niche: NICHE,
          platform: 'youtube',
          source: 'youtube',
          commentId: kept,
          videoId: 'lightTrav01',
          videoUrl: 'https://www.youtube.com/watch?v=lightTrav01',
          text: 'how do u fit 2 weeks in a carry on?? (edit: i did it!!)',
          author: '@nomad.nia',
          likes: 260,
          postedAt: inDays(-40),
          fetchedAt: inDays(-2),
          refreshBy: inDays(28),
        },
      ],
      [],
    );
    const idea = ideaQuoting(kept, gone, 1);
    await ideas.putIdea(idea, { public: false });

    const report = await quotes.refreshIdeaQuotes(NOW, [NICHE]);

    const stored = (await ideas.getIdea(idea.id))!;
    expect(report.ideasChanged).toBeGreaterThanOrEqual(1);
    expect(stored.source).toMatchObject({
      comment: 'how do u fit 2 weeks in a carry on?? (edit: i did it!!)',
      commentLikes: 260,
      quotedUntil: inDays(28),
    });
    expect(stored.source.supportingComments).toEqual([]);
    expect([stored.source.askedCount, stored.source.totalLikes, stored.title]).toEqual([5, 402, 'Packing a carry-on for two weeks']);
  });

  it('removes the words, author and likes of a quote whose comment is gone, and changes nothing on a second run', async () => {
    const idea = ideaQuoting(`UgzGone${randomUUID().slice(0, 8)}`, `UgzGone2${randomUUID().slice(0, 8)}`, 2);
    await ideas.putIdea(idea, { public: false });

    await quotes.refreshIdeaQuotes(NOW, [NICHE]);
    const again = await quotes.refreshIdeaQuotes(NOW, [NICHE]);

    const stored = (await ideas.getIdea(idea.id))!;
    expect([stored.source.comment, stored.source.commentAuthor, stored.source.commentLikes]).toEqual(['', '', 0]);
    expect(again.ideasChanged).toBe(0);
  });
});
