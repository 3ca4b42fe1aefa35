import { describe, expect, it } from 'vitest';
import type { SourceComment } from '#functions/content-engine/corpus';
import { filterNicheComments, mineInsights } from '#functions/content-engine/insights';
import { authorRepeats, reasonToDrop } from '#functions/content-engine/mining/filter';
import { readMiningLexicon } from '#functions/content-engine/mining/lexicon';

const NOW = new Date('2026-12-01T12:00:00Z');
const lexicon = readMiningLexicon();
let nextId = 1;
const comment = (text: string, over: Partial<SourceComment> = {}): SourceComment => ({
  niche: 'fitness',
  platform: 'tiktok',
  commentId: `m${nextId++}`,
  videoUrl: 'https://www.tiktok.com/@fit/video/1',
  text,
  author: `@viewer${nextId}`,
  likes: 40,
  postedAt: '2026-11-28T10:00:00Z',
  ...over,
});

/** The reason the filter gives a comment, or undefined when it may become an insight. */
function reasonFor(text: string): string | undefined {
  const own = comment(text);
  const { dropped } = filterNicheComments('fitness', [own], [], NOW);
  return dropped.find((d) => d.commentId === `tiktok#${own.commentId}`)?.reason;
}

describe('the mining filter keeps real asks', () => {
  it.each([
    'how do u breathe during squats? i hold my breath and get dizzy',
    'pls do a postpartum workout series!! 8 weeks pp, cleared by my doc but scared to start',
    'obsessed with this 😍 can you do a 10 min version for lunch breaks?',
    'how do you not burn out doing a 9-5 AND a side hustle, im exhausted by wednesday',
    'tried this for a week and got 5 new closed comedones, not for me',
    'knee boots for wide calves that arent ugly, help',
    'would love tips for daycare drop off, shes 2 and screams "mama" at the door every day',
    'this is wrong imo, hanging leg raises are terrible for most peoples backs. my physio told me to stop',
    'who else gets shin splints every time they start running again? how do you stop it',
    'is this app a scam? they want my card for a free trial',
    'did my first deadlift today, how do i know if my form was ok?',
    'jab cross combos, how do i stop dropping my guard?',
    'does this work for wide feet with bunions?',
  ])('keeps "%s"', (text) => {
    expect(reasonFor(text)).toBeUndefined();
  });
});

describe('the mining filter drops what asks nothing, with a reason', () => {
  it.each([
    ['spam', 'follow for follow?'],
    ['spam', '💰 made $4,200 this week trading with my coach 💰'],
    ['spam', "who's here in 2026 👇"],
    ['self-promotion', 'check my page for FREE workout plans 💪 link in bio'],
    ['self-promotion', 'follow for daily recipes 🍝🔥'],
    ['spam', 'earn $500/day from your phone, ask me how 💸'],
    ['self-promotion', 'got the same mat on my shop https://myshop.etsy.com/listing/123 love it'],
    ['praise', 'obsessed with this 😍'],
    ['praise', 'the glute lab girls never miss, queen 🔥'],
    ['praise', 'this channel saved my sanity, thank you for the help'],
    ['joke', 'did this in the park and a kid asked me if i was ok'],
    ['joke', 'how are you not dead by 9pm'],
    ['joke', 'who else is broke watching this 😂'],
    ['other-language', '¿se puede hacer esto todos los días? me encanta'],
    ['other-language', 'kann man das auch ohne geräte machen? sehr gut'],
    ['other-language', 'alguien más viendo esto desde México? 🇲🇽'],
    ['other-language', 'alguém do Brasil? 🇧🇷'],
    ['other-language', 'bhai chicken breast hamesha dry kyun ho jata hai? koi tip do'],
    ['self-promotion', 'watch my latest video pls 🥺 it took me 2 weeks to edit'],
    ['spam', 'scam, report it'],
    ['joke', 'who else watched this 3 times and still did nothing'],
    ['joke', "how does this only have a few comments, it's amazing"],
    ['joke', 'did my first real deadlift today, 60kg!!'],
    ['joke', 'why are you exposing me'],
    ['needs-context', "does this change if you're over 40?"],
    ['no-ask', 'my dermatologist said the exact same thing last month'],
    ['needs-context', "what if they're neurodivergent though?"],
    ['joke', 'three under six?? you deserve a medal'],
    ['joke', 'why is this always in every comment section'],
    ['emoji-only', '🔥🔥🔥'],
    ['links-only', 'https://youtu.be/abc123'],
    ['empty', '   '],
    ['too-long', `can you do a video on my knees ${'and my knees hurt when i squat '.repeat(70)}`],
  ])('%s: "%s"', (reason, text) => {
    expect(reasonFor(text)).toBe(reason);
  });

  it('says what decided, in words an admin can read', () => {
    const reason = reasonToDrop('kann man das auch ohne geräte machen? sehr gut', ['question'], lexicon);

    expect(reason).toEqual({ reason: 'other-language', detail: expect.stringContaining('German') });
  });

  it('counts the length of a 2,000-character comment in its reason', () => {
    const reason = reasonToDrop('a'.repeat(2_000), ['question'], lexicon);

    expect(reason).toEqual({ reason: 'too-long', detail: '2,000 characters (at most 1,000)' });
  });

  it('keeps one of an author repeating the same ask, the most liked', () => {
    const first = comment('can you do a hotel room workout with no equipment??', { author: '@gus', likes: 3 });
    const again = comment('can u do a hotel room workout with no equipment', { author: '@gus', likes: 90 });
    const other = comment('can you do a hotel room workout with no equipment??', { author: '@kemi', likes: 1 });

    const dropped = authorRepeats([first, again, other]);

    expect(dropped).toEqual([{ commentId: `tiktok#${first.commentId}`, reason: 'repeat', detail: expect.stringContaining('@gus') }]);
  });

  it('never makes a dropped comment an insight, and keeps it listed', () => {
    const comments = [
      comment('follow for follow?'),
      comment('did this in the park and a kid asked me if i was ok', { likes: 11_767 }),
      comment('¿se puede hacer esto todos los días? me encanta'),
      comment('how do u breathe during squats? i hold my breath and get dizzy'),
    ];

    const insights = mineInsights('fitness', comments, [], NOW);
    const { dropped } = filterNicheComments('fitness', comments, [], NOW);

    expect(insights.map((insight) => insight.representative.text)).toEqual([comments[3]!.text]);
    expect(dropped.map((d) => d.reason).sort()).toEqual(['joke', 'other-language', 'spam']);
  });
});
