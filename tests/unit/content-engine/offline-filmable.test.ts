import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { Platform } from '#functions/shared/schemas';
import { parseCorpus } from '#functions/content-engine/corpus';
import type { DraftRequest, IdeaDraft } from '#functions/content-engine/draft';
import { topicProblems, type TopicProblem } from '#functions/content-engine/filmable';
import type { Insight } from '#functions/content-engine/insight';
import { mineInsights } from '#functions/content-engine/insights';
import { generateOffline, isFilmable } from '#functions/content-engine/offline-generator';
import { insightsFor } from '#functions/content-engine/generate-idea';
import { chooseGenerator, JOB_CALL_OPTIONS, offlineGenerator } from '#functions/content-engine/generator';

/**
 * "An idea a creator would not film is a bug": every idea the offline generator ships from the
 * starter corpus names a specific subject the viewers asked about, in natural English.
 */
const NOW = new Date('2026-11-24T00:00:00Z');
const CORPUS_DIR = fileURLToPath(new URL('../../../corpus/', import.meta.url));
const NICHES = readdirSync(CORPUS_DIR)
  .filter((name) => name.endsWith('.jsonl'))
  .map((name) => name.replace(/\.jsonl$/, ''))
  .sort();

function minedOf(niche: string): Insight[] {
  const { comments, videos } = parseCorpus(readFileSync(join(CORPUS_DIR, `${niche}.jsonl`), 'utf8'));
  return mineInsights(niche, comments, videos, NOW);
}

const request = (insight: Insight, variant: 'A' | 'B', angle: number): DraftRequest => ({
  niche: insight.niche,
  nicheName: insight.niche,
  insight,
  variant,
  angle,
  previousTitles: [],
  feedback: [],
});

/** Where each title template puts its topic. */
const TITLE_TOPIC: readonly RegExp[] = [
  /^(.+), step by step$/,
  /^(.+): the simple version$/,
  /^(.+): a beginner's plan$/,
  /^(.+): myths? vs (?:fact|what may actually help)$/,
  /^The biggest myth about (.+)$/,
  /^What people get wrong about (.+)$/,
  /^Replying to your (?:question|comment) about (.+)$/,
  /^(.+): my honest answer$/,
  /^Three mistakes (?:to avoid|people make) (?:with|about) (.+)$/,
  /^(.+): mistakes that hold people back$/,
  /^Testing (.+) on camera$/,
  /^(.+): a fair test, filmed$/,
  /^(.+): both sides of the debate$/,
  /^The (.+) debate, explained fairly$/,
  /^Your (.+) questions, answered$/,
  /^(.+), explained simply$/,
];
/** Where the general hooks put it. */
const HOOK_TOPIC: readonly RegExp[] = [
  /^Confused about (.+)\? You're not the only one asking\.$/,
  /^With (.+), it comes down to your .+ more than any trend\.$/,
  /^The biggest myth about (.+) is one you've probably heard\.$/,
  /^Everyone says something different about (.+)\. Here's the myth to drop\.$/,
  /^Unpopular opinion: (.+) is simpler than most videos make it look\.$/,
  /^(.+), step by step: where to start\.$/,
  /^I tested (.+) on camera so you can see what happens\.$/,
  /^How to get started with (.+), step by step\.$/,
];
/** "How to X" topics are actions: the rule reads what is done, and a bare verb may lead it. */
const topicCheck = (topic: string) => {
  const action = topic.replace(/^(?:how|where|when|what) to\s+/i, '');
  if (action === topic) return topicProblems(topic);
  return [
    ...topicProblems(`doing ${action}`).filter((problem) => problem !== 'over-long'),
    ...topicProblems(action).filter((problem) => problem === 'over-long'),
  ];
};

/** Acronyms a viewer may type in lowercase: the title must not. */
const ACRONYMS = ['FHA', 'HOA', 'HSA', 'IRA', 'SPF', 'UGC', 'LLC', 'KP', 'DIY', 'IKEA', 'ETF', 'W-4', 'PCOS', 'ADHD', 'HIIT', 'LED'];

function problemsOf(draft: IdeaDraft, insight: Insight): string[] {
  const problems: string[] = [];
  const check = (where: string, text: string, patterns: readonly RegExp[]) => {
    for (const pattern of patterns) {
      const topic = text.match(pattern)?.[1];
      if (topic) for (const problem of topicCheck(topic)) problems.push(`${where} "${text}": topic "${topic}" is ${problem}`);
    }
  };
  const { title } = draft;
  check('title', title, TITLE_TOPIC);
  for (const hook of draft.hooks) check('hook', hook.text, HOOK_TOPIC);
  if (/^Replying to your (?:question|comment) about \S+$/.test(title)) problems.push(`title "${title}" replies about one word`);
  if (/^[$£€]?\d/.test(title) && !/^(?:\d+(?:-\d+)+|\d{4}s)\b/.test(title)) problems.push(`title "${title}" opens on a bare number`);
  if (/^(?:Can|Could|Would|Will) you (?:do|make|come|fix|react|show|film|try)\b/.test(title))
    problems.push(`title "${title}" is a request to the creator`);
  if (/\b(?:you're|youre|i'm|im) (?:confused|so|lost)\b/i.test(title))
    problems.push(`title "${title}" quotes the viewer's state as its subject`);
  if (/\b(?:and|or|to|of|with|for|so|not|the|a)\?/.test(title)) problems.push(`title "${title}" asks a question cut mid-clause`);
  const group = [insight.representative.text, ...insight.supporting.map((c) => c.text)].join(' ');
  for (const acronym of ACRONYMS) {
    const typed = new RegExp(`(?<![\\p{L}-])${acronym.replace('-', '-?')}(?![\\p{L}])`, 'iu');
    if (!typed.test(group)) continue;
    // The viewer's own words, quoted, stay as they typed them.
    for (const text of [title, ...draft.hooks.map((h) => h.text.replace(/"[^"]*"/g, '""'))]) {
      const found = text.match(new RegExp(`(?<![\\p{L}-])${acronym}(?![\\p{L}])`, 'iu'))?.[0];
      if (found && found !== acronym) problems.push(`"${text}" writes ${acronym} as "${found}"`);
    }
  }
  if (title.split(/\s+/).length > 18) problems.push(`title "${title}" is over 18 words`);
  return problems;
}

describe('the filmability rule (topicProblems)', () => {
  it.each([
    ['quiet', 'adjective-only'],
    ['whole routine', 'generic'],
    ['quick 15 min', 'generic'],
    ['training around', 'dangling'],
    ['leg press before', 'dangling'],
    ['SPF under', 'dangling'],
    ["you're confused before moisturizer", 'pronoun-led'],
    ['youre 50', 'pronoun-led'],
    ['nobody talks', 'pronoun-led'],
    ['doing this for women over 50', 'pronoun-led'],
    ['son is 14', 'clause'],
    ['kid asked', 'clause'],
    ['shoulder clicks', 'clause'],
    ['face mists pointless', 'clause'],
    ['what to wish you knew before your first apartment', 'clause'],
    ['owe more taxes', 'verb-led'],
    ['about car leases', 'fragment'],
    ['never touch Roth', 'fragment'],
    ['20kg', 'bare-number'],
    ['21 yr old', 'bare-number'],
    ['900 ambulance bill', 'bare-number'],
    ['not upgrading everything once you move out and finally have your own', 'over-long'],
    ['skin', 'generic'],
    ['acne', 'generic'],
    ['glutes', 'generic'],
    ['broke watching', 'adjective-only'],
  ] as const)('"%s" is %s', (topic, problem: TopicProblem) => {
    expect(topicProblems(topic)).toContain(problem);
  });

  it.each([
    'apartment-friendly workouts',
    'workouts for seniors',
    'FHA vs conventional loans',
    'preventing razor bumps on your legs',
    "telling if it's fungal acne",
    '12-3-30 treadmill',
    'layering retinol with vitamin C',
    'a carry on',
    'making your living room feel cozy',
    'milia',
    'HSA',
  ])('"%s" is filmable', (topic) => {
    expect(topicProblems(topic)).toEqual([]);
  });
});

describe('every idea the offline generator ships from the starter corpus', () => {
  it('has all thirteen niches', () => {
    expect(NICHES).toHaveLength(13);
  });

  it.each(NICHES)('%s: keeps enough insights to stay a week ahead without reusing one', (niche) => {
    expect(insightsFor(offlineGenerator, minedOf(niche)).length).toBeGreaterThanOrEqual(14);
  });

  it.each(NICHES)('%s: names a specific subject in natural English, in every title and hook', (niche) => {
    const problems = insightsFor(offlineGenerator, minedOf(niche)).flatMap((insight) =>
      (['A', 'B'] as const).flatMap((variant) =>
        [0, 1].flatMap((angle) => problemsOf(generateOffline(request(insight, variant, angle)), insight)),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('leaves the insights for a model untouched', async () => {
    const mined = minedOf('fitness');
    vi.stubEnv('OPENAI_API_KEY', 'test-key-not-sent');
    try {
      const model = await chooseGenerator(JOB_CALL_OPTIONS);
      expect(model.name).toBe('openai');
      expect(insightsFor(model, mined)).toEqual(mined);
      expect(insightsFor(offlineGenerator, mined).length).toBeLessThan(mined.length);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

/** The titles the generation tester once showed (brief h5), from their own comments. */
describe('regressions from the generation tester', () => {
  const PLATFORM: Platform = 'tiktok';
  const insightOf = (niche: string, text: string, supporting: string[] = []): Insight => {
    const comments = [text, ...supporting].map((t, index) => ({
      niche,
      platform: PLATFORM,
      commentId: `${niche}-${index}-${t.length}`,
      videoUrl: `https://www.tiktok.com/@c/video/${niche}`,
      text: t,
      author: `@v${index}`,
      likes: 100 - index,
      postedAt: '2026-10-01T10:00:00.000Z',
    }));
    return {
      key: `${PLATFORM}#${comments[0]!.commentId}`,
      niche,
      representative: comments[0]!,
      supporting: comments.slice(1),
      askedCount: comments.length,
      totalLikes: 200,
      commentIds: comments.map((c) => `${PLATFORM}#${c.commentId}`),
      videos: [{ platform: PLATFORM, url: `https://www.tiktok.com/@c/video/${niche}`, title: 'My routine', creator: '@c', views: 900_000 }],
      score: 5,
      signals: ['request', 'question'],
      newestAt: '2026-10-01T10:00:00.000Z',
    };
  };
  const titles = (insight: Insight) => (['A', 'B'] as const).map((variant) => generateOffline(request(insight, variant, 0)).title);

  it.each([
    [
      'fitness',
      'finally something quiet!! more apartment friendly workouts pls, no jumping jacks no burpees',
      /apartment-friendly workouts/i,
    ],
    ['fitness', 'can you do one for seniors? my grandma (71) wants to stay strong and keep her balance', /workouts for seniors/i],
    ['fitness', 'what should i do on my period? cramps so bad i cant even think about cardio', /period/i],
    ['finance', 'can you do one on fha vs conventional loans? is putting 3.5% down a bad idea', /FHA/],
    ['skincare', 'how do i stop getting razor bumps on my legs, i exfoliate and still get them', /razor bumps/i],
    ['skincare', 'how do i know if its fungal acne?? tiny itchy bumps all over my forehead, all the same size', /fungal acne/i],
  ])('%s: "%s" becomes a filmable idea', (niche, comment, expected) => {
    const insight = insightOf(niche, comment);
    expect(isFilmable(insight)).toBe(true);
    for (const title of titles(insight)) {
      expect(title).toMatch(expected);
      expect(problemsOf(generateOffline(request(insight, 'A', 0)), insight)).toEqual([]);
    }
    expect(titles(insight).join('\n')).not.toMatch(/Stopping getting|Knowing if its|Fha\b|What to do on your period: myths/);
  });

  it.each([
    ['finance', 'who else is broke watching this 😂'],
    ['finance', 'why is car insurance $240/month for a 21 yr old, is that normal'],
    ['finance', 'got a surprise $900 ambulance bill my first month on my own, do i have to pay it all at once??'],
    ['finance', 'how do you not upgrade everything once you move out and finally have your own money'],
    ['fitness', 'do u change your training around your cycle? i feel so weak the week before my period'],
    ['fitness', 'my glutes just dont activate?? i feel everything in my hamstrings'],
    ['skincare', 'pls do a pregnancy safe version, had to stop my retinol and my skin is freaking out'],
    ['skincare', 'im confused, do you put the lactic acid on before or after moisturizer? you said both?'],
  ])('%s: "%s" ships no idea with a topic it never named', (niche, comment) => {
    const insight = insightOf(niche, comment);
    const shipped = insightsFor(offlineGenerator, [insight]);
    for (const kept of shipped)
      for (const variant of ['A', 'B'] as const) expect(problemsOf(generateOffline(request(kept, variant, 0)), kept)).toEqual([]);
    expect(shipped.flatMap(titles).join('\n')).not.toMatch(
      /^(?:Training around|Glutes|Broke watching|21 yr old|900 ambulance bill|Refund|Replying to your question about skin)\b|You're confused/m,
    );
  });

  it('never asks the creator in its title ("Can you do the bumpy arm thing?")', () => {
    const insight = insightOf('skincare', 'can u do the bumpy arm thing (kp) next, kp girlies need help too 🙏');
    for (const title of titles(insight)) expect(title).not.toMatch(/^Can you do/);
  });
});
