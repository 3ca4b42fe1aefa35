import { describe, expect, it } from 'vitest';
import type { IdeaDraft } from '#functions/content-engine/draft';
import { askWords, gateDraft, gateFeedback, grammarSlips, type GateRule } from '#functions/content-engine/gates';
import { CRAMPS, GOOD, contextOf, insightOf } from '#tests/unit/content-engine/gates-fixtures';

const rulesOf = (draft: IdeaDraft, context = contextOf(CRAMPS)): GateRule[] => [...new Set(gateDraft(draft, context).map((f) => f.rule))];
const failuresOf = (draft: IdeaDraft, rule: GateRule, context = contextOf(CRAMPS)) =>
  gateDraft(draft, context).filter((f) => f.rule === rule);

describe('a draft that answers the ask', () => {
  it('passes every gate', () => {
    expect(gateDraft(GOOD, contextOf(CRAMPS))).toEqual([]);
  });
});

describe('the ask a draft must answer', () => {
  it('puts the words the group shares first, without chat words or the niche name', () => {
    const ask = askWords(CRAMPS, 'fitness');

    expect(ask.key.slice(0, 2)).toEqual(['period', 'cramp']);
    expect(ask.key).not.toContain('pls');
    expect(ask.key).not.toContain('lol');
  });

  it('counts the ask that mining named as said by every viewer', () => {
    const named = {
      ...insightOf(['ok but how do i not die on leg day', 'legs shaking after squats is that normal??']),
      ask: 'leg day soreness',
    };

    expect(askWords(named, 'fitness').key.slice(0, 2)).toEqual(['leg', 'soreness']);
  });
});

describe('the relevance gate', () => {
  it('fails sections from a bank of generic tips that never mention the cramps or the period', () => {
    const bank: IdeaDraft = {
      ...GOOD,
      sections: [
        {
          title: 'Myth vs fact',
          text: 'Myth: lifting makes you bulky',
          voiceover: 'Lifting weights makes you bulky by accident is a myth. Muscle takes years of eating and training for it.',
          visuals: 'Talk to camera.',
        },
        {
          title: 'Recovery is part of it',
          text: 'Rest days and sleep count',
          voiceover: 'Muscles adapt between sessions, not during them. Rest days and sleep are part of the program.',
          visuals: 'A rest day on the calendar.',
        },
        {
          title: 'Program hopping',
          text: 'Mistake: a new plan every week',
          voiceover: 'Switching programs every week means you never stay long enough to see what works.',
          visuals: 'Workout plans swiped through quickly.',
        },
      ],
    };

    const [failure] = failuresOf(bank, 'relevance');

    expect(failure!.reason).toBe(
      'the sections never mention "period" or "cramps", which the viewers asked about; answer their question in the sections',
    );
  });

  it('does not count the comment quoted on screen as an answer', () => {
    const quoted: IdeaDraft = {
      ...GOOD,
      sections: GOOD.sections.map((section, i) => ({
        ...section,
        title: 'Your question',
        text: i === 0 ? '“what should i do on my period? cramps so bad”' : 'Rest well',
        voiceover: 'Keep it simple and rest well.',
      })),
    };

    expect(failuresOf(quoted, 'relevance').map((f) => f.reason)).toEqual([
      'the sections never mention "period" or "cramps", which the viewers asked about; answer their question in the sections',
    ]);
  });

  it('fails when more than half of the sections stray from the ask', () => {
    const straying: IdeaDraft = {
      ...GOOD,
      sections: [
        GOOD.sections[0]!,
        GOOD.sections[1]!,
        { title: 'Sleep', text: 'Eight hours', voiceover: 'Sleep is where muscle is built, so protect it.', visuals: 'A dark bedroom.' },
        { title: 'Protein', text: 'Protein at each meal', voiceover: 'Spread protein over the day.', visuals: 'Three plates.' },
        {
          title: 'Water',
          text: 'A bottle on the bench',
          voiceover: 'Keep a bottle on the bench and sip between sets.',
          visuals: 'A bottle.',
        },
      ],
    };

    expect(failuresOf(straying, 'relevance').map((f) => f.reason)).toEqual([
      expect.stringMatching(/^sections 3, 4, 5 of 5 never mention what the viewers asked about/),
    ]);
  });

  it('reads word forms as one word: "meditate" in the comment, "meditation" in the answer', () => {
    const insight = insightOf(['how do i meditate when my brain wont shut up', 'meditating makes me more anxious??'], 'spirituality');
    const draft: IdeaDraft = {
      ...GOOD,
      sections: GOOD.sections.map((section) => ({
        ...section,
        voiceover: `${section.voiceover} Meditation with a busy brain is still meditation.`,
      })),
    };

    expect(failuresOf(draft, 'relevance', contextOf(insight))).toEqual([]);
  });
});

describe('the generic-hook gate', () => {
  const withHook = (text: string): IdeaDraft => ({ ...GOOD, hooks: [GOOD.hooks[0]!, GOOD.hooks[1]!, { style: 'question', text }] });

  it.each([
    'Confused about period cramps? You’re not the only one asking.',
    "What's the part of period cramps nobody explains properly?",
    "A viewer asked about period cramps, so here's my honest reply.",
    'How to get started with period cramps, step by step.',
  ])('fails "%s": it stays true of any topic', (hook) => {
    const [failure] = failuresOf(withHook(hook), 'generic-hook');

    expect(failure!.reason).toBe(
      `"${hook}" would fit any topic: swap the topic and it stays true; say something only this answer says (a step, a fact, a result)`,
    );
  });

  it('fails "Confused about retinol? You\'re not the only one asking." on a skincare ask', () => {
    const insight = insightOf(
      ['is retinol supposed to burn?? first week using it', 'retinol purging or breakout how do u tell'],
      'skincare',
    );
    const draft = withHook("Confused about retinol? You're not the only one asking.");

    expect(failuresOf(draft, 'generic-hook', contextOf(insight))).toHaveLength(1);
  });

  it('passes a hook that says something only this answer says', () => {
    expect(failuresOf(withHook("Cramps don't mean skipping the gym: drop the weight by a third instead."), 'generic-hook')).toEqual([]);
  });
});

describe('the grammar gate', () => {
  it.each([
    ['when I’re sick, train lighter', `"I're"`],
    ["you's going to love this", `"you's"`],
    ['Grab a apple before you train.', '"a apple" (an apple)'],
    ['Keep the the weight light.', '"the the" (a doubled word)'],
    ['Lift lighter. then stretch.', 'a sentence starting in lower case ("then stretch.")'],
    ['Drop the weight (by a third.', 'unbalanced ()'],
    ['Here is what to do about {topic}.', 'a leftover template slot "{topic}"'],
    ['The answer is undefined today.', 'a leftover template slot "undefined"'],
    ['Your guide to [object Object]', 'a leftover template slot "[object Object]"'],
  ])('flags "%s"', (text, slip) => {
    expect(grammarSlips(text, { prose: true })).toContain(slip);
  });

  it.each([
    'Tell them about [the time you trained through cramps] and what you changed.',
    'An hour before, eat a banana. A unique trick: use vitamin A at night.',
    'Had had enough? “pls do a stretch routine” is what they asked. Do it at 7 p.m. before bed.',
  ])('lets "%s" through', (text) => {
    expect(grammarSlips(text, { prose: true })).toEqual([]);
  });

  it('fails a title that ends on a dangling "with" or "the", not one ending on "start with"', () => {
    expect(grammarSlips('Training on your period and what to do with', { endsAPhrase: true })).toEqual([
      'it ends on "with", as if cut off',
    ]);
    expect(grammarSlips('Five stretches for the', { endsAPhrase: true })).toEqual(['it ends on "the", as if cut off']);
    expect(grammarSlips('The weight to start with', { endsAPhrase: true })).toEqual([]);
  });

  it('names the field and the slip in the reason', () => {
    const draft: IdeaDraft = {
      ...GOOD,
      sections: GOOD.sections.map((s, i) => (i === 2 ? { ...s, voiceover: "when I're sick, I walk." } : s)),
    };

    expect(failuresOf(draft, 'grammar').map((f) => f.reason)).toEqual([
      `section 3's voiceover, "when I're sick, I walk.": "I're"; a sentence starting in lower case ("when I're sick, I walk.")`,
    ]);
  });
});

describe('the repeat gate', () => {
  it('fails a title on the topic of a library idea of the niche', () => {
    const context = contextOf(CRAMPS, { libraryTitles: ['What to change in training when period cramps hit'] });

    expect(failuresOf(GOOD, 'repeat', context).map((f) => f.reason)).toEqual([
      `the title "${GOOD.title}" repeats a library idea of the niche, "What to change in training when period cramps hit"; take a different angle on the ask`,
    ]);
  });

  it('fails a title identical to an earlier one once case and punctuation are set aside', () => {
    const context = contextOf(CRAMPS, { earlierTitles: ['training on your period - what to change when cramps hit!'] });

    expect(rulesOf(GOOD, context)).toEqual(['repeat']);
  });

  it('passes a title that shares a word or two with an earlier one', () => {
    const context = contextOf(CRAMPS, { earlierTitles: ['Cardio on your period: the low-impact version'] });

    expect(failuresOf(GOOD, 'repeat', context)).toEqual([]);
  });
});

describe('the length gate', () => {
  it('fails a voiceover far longer than the video has time for', () => {
    const [failure] = failuresOf({ ...GOOD, length_seconds: 15 }, 'length');

    expect(failure!.reason).toMatch(/^the voiceover has \d+ words, more than fit 15 seconds \(38, at most 43\)/);
  });

  it('fails a voiceover too thin for its length', () => {
    const thin = {
      ...GOOD,
      length_seconds: 90,
      sections: GOOD.sections.map((section) => ({ ...section, voiceover: `${section.title} for cramps.` })),
    };

    const [failure] = failuresOf(thin, 'length');

    expect(failure!.reason).toMatch(/^the voiceover has \d+ words, too few for 90 seconds \(225, at least 75\)/);
  });
});

describe('the feedback for the next attempt', () => {
  it('is one plain sentence per failure, naming its gate', () => {
    const feedback = gateFeedback([{ rule: 'repeat', reason: 'the title repeats an earlier idea' }]);

    expect(feedback).toEqual(['repeat: the title repeats an earlier idea']);
  });
});
