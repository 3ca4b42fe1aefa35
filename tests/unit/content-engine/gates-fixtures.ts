import type { SourceComment } from '#functions/content-engine/corpus';
import type { IdeaDraft } from '#functions/content-engine/draft';
import type { GateContext } from '#functions/content-engine/gates';
import type { Insight } from '#functions/content-engine/insight';

/** Drafts and insights that read like real ones, for the gates' tests and the generation loop's. */

const comment = (text: string, i: number): SourceComment => ({
  niche: 'fitness',
  platform: 'tiktok',
  commentId: `c${i}`,
  videoUrl: 'https://www.tiktok.com/@softstrongmaya/video/1',
  text,
  author: `@viewer${i}`,
  likes: 40 - i,
  postedAt: '2026-11-01T10:00:00Z',
});

/** Three viewers asking how to train with period cramps, as the starter corpus has them. */
export function insightOf(texts: readonly string[], niche = 'fitness'): Insight {
  const [representative, ...supporting] = texts.map((text, i) => ({ ...comment(text, i), niche }));
  return {
    key: `tiktok#c0`,
    niche,
    representative: representative!,
    supporting,
    askedCount: texts.length,
    totalLikes: 100,
    commentIds: texts.map((_, i) => `tiktok#c${i}`),
    videos: [
      {
        platform: 'tiktok',
        url: 'https://www.tiktok.com/@softstrongmaya/video/1',
        title: 'low impact cardio',
        creator: '@m',
        views: 720_000,
      },
    ],
    score: 10,
    signals: ['question'],
    newestAt: '2026-11-01T10:00:00Z',
  };
}

export const CRAMPS = insightOf([
  'what should i do on my period? cramps so bad i cant even think about cardio',
  'pls do a stretch routine for period cramps 🙏🙏',
  'is it bad to lift heavy with period cramps?? asking for me lol',
]);

export const contextOf = (insight: Insight, more: Partial<GateContext> = {}): GateContext => ({
  niche: insight.niche,
  insight,
  evidence: [insight.representative.text, ...insight.supporting.map((c) => c.text), ...insight.videos.map((v) => v.title)],
  libraryTitles: [],
  earlierTitles: [],
  ...more,
});

/** An answer a creator would film: every section about training through cramps. */
export const GOOD: IdeaDraft = {
  title: 'Training on your period: what to change when cramps hit',
  sub_niche: 'period-training',
  hooks: [
    { style: 'contrarian', text: "Cramps don't mean skipping the gym: drop the weight by a third instead." },
    { style: 'question', text: 'Heavy lifts on day one of your period? Here is what I change.' },
    { style: 'how-to', text: 'Try this five minute stretch flow before your workout when period cramps hit.' },
  ],
  sections: [
    {
      title: 'Lighter, not off',
      text: 'Cramps? Drop the weight by a third',
      voiceover: 'On a bad cramp day, keep the session but take the weight down by about a third and stop two reps early.',
      visuals: 'Side-by-side of the usual plate and the lighter one on the bar.',
    },
    {
      title: 'The stretch flow',
      text: "Child's pose, cat-cow, supine twist",
      voiceover: "For period cramps, a slow child's pose, cat-cow and a supine twist can ease the lower back before you train.",
      visuals: 'Each stretch from the side, on a mat.',
    },
    {
      title: 'Cardio that feels fine',
      text: 'Walk or cycle easy',
      voiceover: 'If cardio sounds awful on your period, an easy walk or a gentle cycle often feels better than sitting still.',
      visuals: 'A walk outside, then an easy spin on a bike.',
    },
    {
      title: 'When to skip it',
      text: 'Pain that stops you: see a doctor',
      voiceover: 'Cramps that stop you from normal life are worth checking with a doctor; training can wait that day.',
      visuals: 'Talk to camera, calm.',
    },
  ],
  why_it_works: ['Three viewers asked the same thing under different videos.', 'Concrete swaps they can try the same day.'],
  format: 'talking-head',
  length_seconds: 40,
  first_frame: 'A heating pad on the gym bench beside a loaded barbell.',
  on_screen_hook: 'Period cramps? Do this instead of skipping',
  rehook: 'The stretch in the middle is the one that helps most.',
  cta: { kind: 'save', text: 'Save this for your next period week.' },
};
