import { describe, expect, it } from 'vitest';
import type { Platform } from '#functions/shared/schemas';
import type { SourceComment, SourceVideo } from '#functions/content-engine/corpus';
import { HOOK_STYLES, ideaDraft, MAX_SECTIONS, MIN_SECTIONS, type DraftRequest, type IdeaDraft } from '#functions/content-engine/draft';
import { classifyHookStyle, validateHooks } from '#functions/content-engine/hooks';
import type { Insight } from '#functions/content-engine/insight';
import { generateOffline, OFFLINE_GENERATOR, readAsk, type AskShape } from '#functions/content-engine/offline-generator';
import { phrasedNiches, phrasesFor } from '#functions/content-engine/content-files';

interface InsightSpec {
  niche: string;
  comment: string;
  supporting?: string[];
  /** Comments in the group; defaults to the comments given. */
  asked?: number;
  videos?: Array<{ title: string; views: number }>;
  signals?: string[];
}

const PLATFORM: Platform = 'tiktok';
const PHRASED_NICHES = phrasedNiches();

/** An insight as insights.ts would mine it: the representative comment first, supporting most liked first. */
function insightOf(spec: InsightSpec): Insight {
  const videos: SourceVideo[] = (spec.videos ?? [{ title: 'What I changed this year', views: 1_200_000 }]).map((video, index) => ({
    platform: PLATFORM,
    url: `https://www.tiktok.com/@creator/video/${spec.niche}${index}`,
    title: video.title,
    creator: '@creator',
    views: video.views,
  }));
  const texts = [spec.comment, ...(spec.supporting ?? [])];
  const comments: SourceComment[] = texts.map((text, index) => ({
    niche: spec.niche,
    platform: PLATFORM,
    commentId: `${spec.niche}-${hashOf(spec.comment)}-${index}`,
    videoUrl: videos[index % videos.length]!.url,
    text,
    author: `@viewer${index}`,
    likes: 900 - index * 100,
    postedAt: '2026-09-01T10:00:00.000Z',
  }));
  const [representative, ...supporting] = comments;
  return {
    key: `${PLATFORM}#${representative!.commentId}`,
    niche: spec.niche,
    representative: representative!,
    supporting,
    askedCount: spec.asked ?? comments.length,
    totalLikes: comments.reduce((sum, c) => sum + c.likes, 0),
    commentIds: comments.map((c) => `${PLATFORM}#${c.commentId}`),
    videos,
    score: 5,
    signals: spec.signals ?? ['question'],
    newestAt: '2026-09-01T10:00:00.000Z',
  };
}

function hashOf(text: string): string {
  let h = 7;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h.toString(36);
}

const NICHE_NAMES: Readonly<Record<string, string>> = {
  skincare: 'Skincare',
  haircare: 'Haircare',
  decor: 'Home Decor',
  fashion: 'Fashion',
  finance: 'Personal Finance',
  fitness: 'Fitness',
  food: 'Food',
  parenting: 'Parenting',
  relationships: 'Relationships',
  selfcare: 'Self-Care',
  sidehustle: 'Side Hustles',
  spirituality: 'Spirituality',
  travel: 'Travel',
};

function requestFor(insight: Insight, overrides: Partial<DraftRequest> = {}): DraftRequest {
  return {
    niche: insight.niche,
    nicheName: NICHE_NAMES[insight.niche] ?? insight.niche,
    insight,
    variant: 'A',
    angle: 0,
    previousTitles: [],
    feedback: [],
    ...overrides,
  };
}

interface Case extends InsightSpec {
  shape: AskShape;
  /** A key word of the viewer's topic that the title and every hook must carry. */
  keyword: string;
}

/** Realistic comment groups: every niche, every ask shape. */
const CASES: readonly Case[] = [
  {
    niche: 'skincare',
    shape: 'how-to',
    keyword: 'retinol',
    comment: 'how do i layer retinol with vitamin c?? 😭 every video says something different',
    supporting: [
      'can u use vit c and retinol together or no',
      'retinol and vitamin c same night??',
      'wait so do i put the vitamin c on first or the retinol',
    ],
    asked: 14,
    videos: [{ title: 'What retinol did to my skin in 12 weeks', views: 1_720_000 }],
  },
  {
    niche: 'skincare',
    shape: 'works-for',
    keyword: 'snail mucin',
    comment: 'does snail mucin actually work for acne prone skin? @glowwithgrace',
    supporting: ['is snail mucin ok for acne prone skin', 'will snail mucin break me out'],
    videos: [{ title: 'I used snail mucin for 30 days', views: 860_000 }],
  },
  {
    niche: 'haircare',
    shape: 'works-for',
    keyword: 'rosemary oil',
    comment: 'does rosemary oil actually work for thinning hair or is it just hype',
    supporting: ['rosemary oil for thinning hair?? anyone seen results', 'my hair is so thin at the front, does rosemary oil help'],
    asked: 23,
    videos: [
      { title: 'Rosemary oil for 6 months: update', views: 2_400_000 },
      { title: 'My hair growth routine', views: 410_000 },
    ],
  },
  {
    niche: 'haircare',
    shape: 'request',
    keyword: 'heatless curls',
    comment: 'part 2 on heatless curls for thick hair please!!',
    supporting: ['need a heatless curls video for thick hair', 'heatless curls never hold on my thick hair'],
    signals: ['request'],
  },
  {
    niche: 'decor',
    shape: 'request',
    keyword: 'kitchen',
    comment: 'can you do a video on how to make a rental kitchen look less dated pls 🙏',
    supporting: ['rental kitchen ideas please, mine is so dated', 'what can you do with an ugly rental kitchen'],
    signals: ['request', 'question'],
    videos: [{ title: 'Renter-friendly bathroom makeover', views: 3_100_000 }],
  },
  {
    niche: 'decor',
    shape: 'how-to',
    keyword: 'cozy',
    comment: 'How do I make my living room feel cozy without spending a lot?',
    supporting: ['my living room feels so cold and empty, how do i make it cozy'],
  },
  {
    niche: 'fashion',
    shape: 'versus',
    keyword: 'wide leg',
    comment: 'straight leg or wide leg jeans for short legs?',
    supporting: ['im 5ft 2, wide leg or straight leg??', 'which jeans for short legs, straight or wide'],
    asked: 9,
    videos: [{ title: 'Jeans that actually fit petite girls', views: 640_000 }],
  },
  {
    niche: 'fashion',
    shape: 'complaint',
    keyword: 'linen pants',
    comment: 'i bought the viral amazon linen pants and they look so cheap on me',
    supporting: ['those linen pants were see through on me', 'the linen pants wrinkled in like 5 minutes'],
    signals: ['complaint'],
  },
  {
    niche: 'finance',
    shape: 'versus',
    keyword: 'student loans',
    comment: 'should i pay off my student loans or invest in my 401k first',
    supporting: ['student loans at 6% or max the 401k match??', 'pay off debt or invest, genuinely torn'],
    asked: 31,
    videos: [{ title: 'How I paid off $40k in 2 years', views: 2_900_000 }],
  },
  {
    niche: 'finance',
    shape: 'confusion',
    keyword: 'emergency fund',
    comment: "i don't understand where to keep an emergency fund",
    supporting: ['where do you even keep your emergency fund', 'emergency fund in savings or investments?'],
    signals: ['confusion', 'question'],
  },
  {
    niche: 'fitness',
    shape: 'complaint',
    keyword: 'treadmill',
    comment: 'i tried the 12-3-30 treadmill workout for a month and my knees hurt so bad',
    supporting: ['12-3-30 made my shins hurt', 'did 12-3-30 for 3 weeks and nothing changed'],
    asked: 6,
    signals: ['complaint'],
    videos: [{ title: '12-3-30 every day for 30 days', views: 5_200_000 }],
  },
  {
    niche: 'fitness',
    shape: 'versus',
    keyword: 'cardio',
    comment: 'is it better to do cardio before or after weights?',
    supporting: ['cardio first or lifting first', 'should cardio be before or after lifting'],
  },
  {
    niche: 'food',
    shape: 'confusion',
    keyword: 'sourdough',
    comment: 'why does my sourdough come out so dense?? i followed the recipe exactly',
    supporting: ['my sourdough is always dense and gummy inside', 'dense sourdough again 😩 what am i doing wrong'],
    asked: 17,
    signals: ['question', 'confusion'],
    videos: [{ title: 'My easy sourdough for beginners', views: 1_050_000 }],
  },
  {
    niche: 'food',
    shape: 'works-for',
    keyword: 'almond flour',
    comment: 'can i use almond flour instead of regular flour in this banana bread?',
    supporting: ['would this work with almond flour', 'gluten free version pls, almond flour?'],
  },
  {
    niche: 'parenting',
    shape: 'how-to',
    keyword: 'sleep',
    comment: 'how do i get my 2 year old to sleep in his own bed',
    supporting: ['my toddler will not sleep in her own bed, help', 'how did you get your toddler to stay in bed'],
    asked: 11,
    videos: [{ title: 'Our toddler bedtime routine', views: 780_000 }],
  },
  {
    niche: 'parenting',
    shape: 'disagreement',
    keyword: 'share',
    comment: "actually you shouldn't force kids to share, my pediatrician said so",
    supporting: ['forcing kids to share just teaches them to resent it', 'disagree, kids need to learn to share'],
    signals: ['disagreement'],
  },
  {
    niche: 'relationships',
    shape: 'disagreement',
    keyword: 'phone',
    comment: "this is terrible advice. you should never go through your partner's phone, that's a trust issue",
    supporting: ['going through his phone is never ok', "checking your partner's phone is a huge red flag"],
    asked: 8,
    signals: ['disagreement'],
    videos: [{ title: 'Signs your partner is hiding something', views: 4_300_000 }],
  },
  {
    niche: 'relationships',
    shape: 'how-to',
    keyword: 'moving in',
    comment: 'how do you bring up moving in together without it being weird',
    supporting: ['how to talk about moving in together', 'when is the right time to bring up moving in'],
  },
  {
    niche: 'selfcare',
    shape: 'confusion',
    keyword: 'morning routine',
    comment: "i don't understand how people have a morning routine when they work at 6am",
    supporting: ['morning routines are not realistic when you start work at 6am', 'how do you have a morning routine with an early shift'],
    signals: ['confusion', 'question'],
  },
  {
    niche: 'selfcare',
    shape: 'request',
    keyword: 'burnout',
    comment: 'could you please make a video about recovering from burnout while still working full time',
    supporting: ['burnout recovery when you cant take time off??', 'need a video on burnout, i am so tired'],
    asked: 12,
    signals: ['request'],
  },
  {
    niche: 'sidehustle',
    shape: 'request',
    keyword: 'commissions',
    comment: 'can you do a video on how to price commissions as a beginner artist',
    supporting: ['how much should i charge for my first art commissions', 'pricing commissions is so confusing'],
    signals: ['request'],
  },
  {
    niche: 'sidehustle',
    shape: 'how-to',
    keyword: 'vinted',
    comment: 'how much can you actually make reselling on vinted? is it worth it',
    supporting: ['is reselling on vinted worth it in 2026', 'how much do you make on vinted a month'],
    asked: 19,
    videos: [{ title: 'I made $500 flipping thrift finds', views: 1_900_000 }],
  },
  {
    niche: 'spirituality',
    shape: 'confusion',
    keyword: '11:11',
    comment: 'what does it mean when you keep seeing 11:11',
    supporting: ['why do i keep seeing 11:11 everywhere', 'seeing 11:11 every day what does it mean'],
    asked: 27,
    signals: ['question', 'confusion'],
  },
  {
    niche: 'spirituality',
    shape: 'request',
    keyword: 'tarot',
    comment: 'pls make a video on how to start tarot as a complete beginner',
    supporting: ['tarot for beginners please', 'where do i even start with tarot'],
    signals: ['request'],
  },
  {
    niche: 'travel',
    shape: 'how-to',
    keyword: 'carry on',
    comment: "what's the best way to pack a carry on for 2 weeks in europe",
    supporting: ['how do you fit 2 weeks into a carry on', 'carry on only for europe, possible??'],
    asked: 15,
    videos: [{ title: 'Packing for 14 days in a carry-on', views: 980_000 }],
  },
  {
    niche: 'travel',
    shape: 'works-for',
    keyword: 'solo',
    comment: 'is it safe to travel solo to mexico city as a woman?',
    supporting: ['solo female travel mexico city, safe?', 'going to cdmx alone next month, any tips'],
  },
];

const caseName = (c: Case) => `${c.niche} ${c.shape}: "${c.comment.slice(0, 50)}"`;

function evidenceOf(insight: Insight): string[] {
  return [insight.representative.text, ...insight.supporting.map((c) => c.text), ...insight.videos.map((v) => v.title)];
}

/** Every piece of text the draft shows or says. */
const allText = (draft: IdeaDraft) =>
  [
    draft.title,
    ...draft.hooks.map((h) => h.text),
    ...draft.sections.flatMap((s) => [s.title, s.text, s.voiceover, s.visuals]),
    ...draft.why_it_works,
  ].join('\n');

/** Numbers as values ("2,746" and "2746" are one number); an "11:11" or "12-3-30" counts each part. */
const numbersIn = (text: string) => [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

describe('generateOffline', () => {
  it('names its generator "offline"', () => {
    expect(OFFLINE_GENERATOR).toBe('offline');
  });

  it('has wording for all thirteen niches', () => {
    expect(new Set(PHRASED_NICHES)).toEqual(new Set(Object.keys(NICHE_NAMES)));
    expect(new Set(CASES.map((c) => c.niche))).toEqual(new Set(PHRASED_NICHES));
  });

  describe.each(CASES)('$niche $shape', (c) => {
    const insight = insightOf(c);
    const drafts = (['A', 'B'] as const).flatMap((variant) =>
      [0, 1, 2].map((angle) => generateOffline(requestFor(insight, { variant, angle }))),
    );

    it('reads the ask shape', () => {
      expect(readAsk(insight).shape, caseName(c)).toBe(c.shape);
    });

    it('fits the draft schema in both variants and every angle', () => {
      for (const draft of drafts) {
        expect(() => ideaDraft.parse(draft)).not.toThrow();
        expect(draft.sections.length).toBeGreaterThanOrEqual(MIN_SECTIONS);
        expect(draft.sections.length).toBeLessThanOrEqual(MAX_SECTIONS);
      }
    });

    it("puts the viewer's key word in the title and every hook", () => {
      for (const draft of drafts) {
        expect(draft.title.toLowerCase(), draft.title).toContain(c.keyword);
        for (const hook of draft.hooks) expect(hook.text.toLowerCase(), hook.text).toContain(c.keyword);
      }
    });

    it('writes hooks that pass the hook rules, in three different styles', () => {
      for (const draft of drafts) {
        const texts = draft.hooks.map((h) => h.text);
        const validation = validateHooks(texts, { niche: c.niche, evidence: evidenceOf(insight), sectionCount: draft.sections.length });
        expect(validation.invalidHooks, JSON.stringify(validation.validationDetails, null, 1)).toEqual([]);
        expect(new Set(texts.map(classifyHookStyle)).size).toBe(3);
        expect(draft.hooks.map((h) => h.style)).toEqual(texts.map(classifyHookStyle));
      }
    });

    it('uses no number the insight does not give', () => {
      const allowed = new Set([
        ...evidenceOf(insight).flatMap(numbersIn),
        insight.askedCount,
        insight.totalLikes,
        insight.representative.likes,
        ...insight.supporting.map((s) => s.likes),
      ]);
      for (const draft of drafts) {
        const invented = numbersIn(allText(draft)).filter((n) => !allowed.has(n) && n !== draft.sections.length);
        expect(invented, allText(draft)).toEqual([]);
      }
    });

    it('quotes the viewer and ends by inviting comments', () => {
      for (const draft of drafts) {
        expect(draft.sections[0]!.text).toContain(insight.representative.text.slice(1, 12));
        expect(draft.sections.at(-1)!.voiceover.toLowerCase()).toMatch(/comment|tell me|ask below/);
      }
    });

    it('speaks one to three sentences per voiceover', () => {
      for (const draft of drafts) {
        for (const section of draft.sections) {
          const sentences = section.voiceover.split(/(?<=[.!?])\s+(?=[A-Z"'‘“])/).filter(Boolean);
          expect(sentences.length, section.voiceover).toBeGreaterThanOrEqual(1);
          expect(sentences.length, section.voiceover).toBeLessThanOrEqual(3);
        }
      }
    });
  });

  it('gives the same draft for the same request', () => {
    for (const c of CASES) {
      const request = requestFor(insightOf(c), { variant: 'B', angle: 1 });
      expect(generateOffline(request)).toEqual(generateOffline({ ...request, insight: insightOf(c) }));
    }
  });

  it('takes a different angle in variant B: another title and another set of sections', () => {
    for (const c of CASES) {
      const insight = insightOf(c);
      const a = generateOffline(requestFor(insight, { variant: 'A' }));
      const b = generateOffline(requestFor(insight, { variant: 'B' }));
      expect(b.title, caseName(c)).not.toBe(a.title);
      expect(b.sections.map((s) => s.title)).not.toEqual(a.sections.map((s) => s.title));
    }
  });

  it('stays clear of every previous title when an insight is used again', () => {
    for (const c of CASES) {
      const insight = insightOf(c);
      const previousTitles: string[] = [];
      for (let angle = 0; angle < 6; angle++) {
        for (const variant of ['A', 'B'] as const) {
          const draft = generateOffline(requestFor(insight, { variant, angle, previousTitles: [...previousTitles] }));
          expect(previousTitles, caseName(c)).not.toContain(draft.title);
          previousTitles.push(draft.title);
        }
      }
    }
  });

  it('picks other hooks when the validator sent feedback about the last ones', () => {
    let changed = 0;
    for (const c of CASES) {
      const insight = insightOf(c);
      const first = generateOffline(requestFor(insight));
      const feedback = [`Hook 1 "${first.hooks[0]!.text}": too close to hook 2; give it a different angle.`];
      const retry = generateOffline(requestFor(insight, { feedback }));
      expect(retry.hooks.map((h) => h.text)).not.toContain(first.hooks[0]!.text);
      if (retry.hooks.map((h) => h.text).join() !== first.hooks.map((h) => h.text).join()) changed++;
      expect(
        validateHooks(
          retry.hooks.map((h) => h.text),
          { niche: c.niche, evidence: evidenceOf(insight), sectionCount: retry.sections.length },
        ).invalidHooks,
      ).toEqual([]);
    }
    expect(changed).toBe(CASES.length);
  });

  it('uses every hook style across the cases', () => {
    const styles = new Set(CASES.flatMap((c) => generateOffline(requestFor(insightOf(c))).hooks.map((h) => h.style)));
    expect(styles).toEqual(new Set(HOOK_STYLES));
  });

  it('names a professional in health and money niches', () => {
    for (const c of CASES.filter((c) => phrasesFor(c.niche).careful)) {
      const text = generateOffline(requestFor(insightOf(c)))
        .sections.map((s) => s.voiceover)
        .join(' ');
      expect(text, caseName(c)).toMatch(/check with a professional/);
    }
  });

  it('makes the sub-niche from the topic words', () => {
    expect(generateOffline(requestFor(insightOf(CASES[0]!))).sub_niche).toBe('layer-retinol-vitamin-c');
    expect(generateOffline(requestFor(insightOf(CASES.find((c) => c.keyword === 'wide leg')!))).sub_niche).toMatch(
      /^straight-leg-vs-wide-leg/,
    );
  });

  it('still writes a valid draft from vague, shouted, odd or claim-laden comments', () => {
    const odd = [
      'how??',
      'first 😍😍😍 this is everything',
      "HOW DO I EVEN START THIS I'M SO LOST",
      'can you do a video on it',
      'this is wrong',
      '¿cómo se hace esto?',
      'does this work for me',
      "i tried it and it didn't work",
      'what about for us',
      'x or y?',
      "does the detox tea actually work? my doctor says it's a miracle cure overnight",
      'how do i get rich with 100% guaranteed returns',
      'can u do a vid on ur morning routine pls',
      `${'so I have been wondering about this for a long time and nobody ever answers it properly, '.repeat(20)}what should I do?`,
    ];
    for (const [index, comment] of odd.entries()) {
      const niche = PHRASED_NICHES[index % PHRASED_NICHES.length]!;
      const insight = insightOf({ niche, comment, signals: ['question'] });
      for (const variant of ['A', 'B'] as const) {
        const draft = generateOffline(requestFor(insight, { variant }));
        expect(() => ideaDraft.parse(draft), comment).not.toThrow();
        const texts = draft.hooks.map((h) => h.text);
        expect(
          validateHooks(texts, { niche, evidence: evidenceOf(insight), sectionCount: draft.sections.length }).invalidHooks,
          comment,
        ).toEqual([]);
        expect(new Set(texts.map(classifyHookStyle)).size).toBe(3);
      }
    }
  });

  it('strips handles, links and emoji from the quote but keeps the words', () => {
    const insight = insightOf({
      niche: 'skincare',
      comment: '@mayaa.k_ does snail mucin actually work for acne prone skin?? 😬 https://example.com/x',
    });
    expect(readAsk(insight).quote).toBe('Does snail mucin actually work for acne prone skin?');
  });
});
