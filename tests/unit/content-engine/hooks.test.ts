import { describe, expect, it } from 'vitest';
import {
  BANNED_OPENERS,
  HOOK_WORDS,
  SENSITIVE_NICHES,
  classifyHookStyle,
  hookFeedback,
  validateHooks,
  type HookContext,
} from '#functions/content-engine/hooks';

const skincare: HookContext = {
  niche: 'skincare',
  evidence: [
    'wait so do I put my vitamin c on in the morning or at night?? been doing it at night for a year',
    'My 5-step morning routine for glass skin',
  ],
  sectionCount: 4,
};

/** Three hooks in three styles with nothing invented: the baseline each test changes one hook of. */
const GOOD = [
  'Morning or night? Here is where your vitamin C actually belongs.',
  'I used vitamin C at night for a year before I learned this.',
  'Stop hiding your best serum in your night routine.',
];

/** Errors of one hook when it replaces the third good hook. */
const errorsOf = (hook: string, context: HookContext = skincare) =>
  validateHooks([GOOD[0]!, GOOD[1]!, hook], context).validationDetails[2]!.errors;

describe('a good set of hooks', () => {
  it('passes every rule', () => {
    const result = validateHooks(GOOD, skincare);
    expect(result.validationDetails.map((check) => check.errors)).toEqual([[], [], []]);
    expect(result.validHooks).toEqual(GOOD);
    expect(result.invalidHooks).toEqual([]);
  });

  it('reports each hook with its style, in order', () => {
    expect(validateHooks(GOOD, skincare).validationDetails.map((check) => [check.hook, check.style, check.isValid])).toEqual([
      [GOOD[0], 'question', true],
      [GOOD[1], 'story', true],
      [GOOD[2], 'mistake', true],
    ]);
  });
});

describe('rule 1: word count', () => {
  it(`accepts ${HOOK_WORDS.min} and ${HOOK_WORDS.max} words`, () => {
    expect(errorsOf('Your serum is in the wrong routine.')).toEqual([]);
    expect(errorsOf('Stop hiding your best serum in your night routine when the morning is where it does the most work.')).toEqual([]);
  });

  it('rejects a hook under the minimum, saying how many words it has', () => {
    expect(errorsOf('Stop hiding your serum.')).toEqual(['Too short: 4 words; hooks need 6 to 20.']);
  });

  it('rejects a hook over the maximum', () => {
    const long = 'Stop hiding your best serum in your night routine when the morning is where it does the most work for your skin.';
    expect(errorsOf(long)).toEqual(['Too long: 22 words; hooks need 6 to 20.']);
  });
});

describe('rule 2: banned openers', () => {
  it.each(BANNED_OPENERS.map((opener) => [opener]))('rejects a hook opening with "%s"', (opener) => {
    expect(errorsOf(`${opener} your vitamin C serum is used wrong.`)).toContain(`Starts with "${opener}"; write a different opener.`);
  });

  it('sees through case, curly apostrophes, quotes and emoji before the opener', () => {
    expect(errorsOf('🔥 "HAVE YOU EVER stopped to check your serum routine?"')).toContain(
      'Starts with "Have you ever"; write a different opener.',
    );
    expect(errorsOf('You won’t believe where your vitamin C should go.')).toContain(
      'Starts with "You won\'t believe"; write a different opener.',
    );
  });

  it('allows the same words later in the hook', () => {
    expect(errorsOf('Stop guessing: did you know vitamin C belongs in the morning?')).toEqual([]);
  });
});

describe('rule 3: numbers come from the insight', () => {
  it('accepts a number the comment gives, and the number of sections', () => {
    expect(errorsOf('Stop wasting your 5-step routine on the wrong serum order.')).toEqual([]);
    expect(errorsOf('Stop doing these 4 things with your vitamin C serum.')).toEqual([]);
  });

  it('accepts spelled numbers', () => {
    expect(errorsOf('Stop losing three months of vitamin C to the wrong routine.')).toEqual([]);
  });

  it('accepts a time of day, which claims nothing', () => {
    expect(errorsOf('Stop putting your vitamin C on at 11pm after brushing.')).toEqual([]);
  });

  it.each([
    ['a percentage', 'Stop wasting 80% of your vitamin C serum at night.', '80%'],
    ['a price', 'Stop wasting $60 of vitamin C serum on your night routine.', '$60'],
    ['a thousands suffix', 'Stop being one of the 10k people using vitamin C at night.', '10k'],
    ['a range', 'Stop waiting 3-6 weeks to see your vitamin C work.', '6'],
  ])('rejects %s the insight does not contain', (_, hook, number) => {
    expect(errorsOf(hook)).toContain(
      `Says "${number}", a number the comments and video title don't give; use only their numbers or the number of sections (4).`,
    );
  });

  it('accepts a digit for a number the comment spells out', () => {
    const context = { ...skincare, evidence: ['i tried three serums and none worked'] };
    expect(errorsOf('Stop buying a 3rd serum before fixing your routine order.', context)).toEqual([]);
  });
});

describe('rule 4: claims come from the insight', () => {
  it.each([
    ['studies show', 'Stop ignoring what studies show about vitamin C timing.'],
    ['dermatologists', 'Stop ignoring what dermatologists say about vitamin C timing.'],
    ['proven', 'Stop skipping the proven morning slot for vitamin C.'],
    ['instantly', 'Stop waiting: move vitamin C to mornings and glow instantly.'],
    ['the only', 'Stop looking: this is the only serum routine that matters.'],
  ])('rejects "%s" when the insight does not say it', (claim, hook) => {
    expect(errorsOf(hook)).toContain(`Claims "${claim}", which the comments and video title don't say; drop it or say only what they say.`);
  });

  it('accepts a claim the evidence makes', () => {
    const context = { ...skincare, evidence: [...skincare.evidence, 'my dermatologist said vitamin c goes on in the morning'] };
    expect(errorsOf('Stop ignoring what dermatologists say about vitamin C timing.', context)).toEqual([]);
  });

  it('accepts "instantly" and "the only" when they describe, not promise', () => {
    expect(errorsOf("Stop reaching for serum instantly. It's the only step you rush.")).toEqual([]);
  });
});

describe('rule 5: hedged wording where it matters', () => {
  it('lists skincare and finance as sensitive niches', () => {
    expect(SENSITIVE_NICHES.skincare).toBe('health');
    expect(SENSITIVE_NICHES.finance).toBe('money');
  });

  it('rejects an outcome promise in a health niche and says what to write instead', () => {
    expect(errorsOf('Stop guessing, because morning vitamin C will clear your dark spots.')).toContain(
      `Promises "will clear" in a health niche; say 'can help', not 'will clear'.`,
    );
  });

  it('accepts hedged wording in a health niche', () => {
    expect(errorsOf('Stop guessing, because morning vitamin C can help with dark spots.')).toEqual([]);
  });

  it('rejects a money promise in a money niche only', () => {
    const hook = 'Stop waiting: this savings habit is how you get rich slowly.';
    const finance = { niche: 'finance', evidence: ['how do I start saving?'], sectionCount: 3 };
    expect(errorsOf(hook, finance)).toContain(`Promises "get rich" in a money niche; say 'build savings over time', not 'get rich'.`);
    expect(errorsOf(hook, { ...finance, niche: 'travel' })).toEqual([]);
  });

  it('rejects legal certainty in any niche', () => {
    const travel = { niche: 'travel', evidence: ['airline lost my bag what do i do'], sectionCount: 3 };
    expect(errorsOf('Stop arguing at the desk: you can sue the airline for that.', travel)).toContain(
      `Promises "you can sue" as legal certainty; say 'talk to a lawyer about your options', not 'you can sue'.`,
    );
  });
});

describe('rule 6: no two hooks alike', () => {
  it('rejects a later hook that rewords an earlier one', () => {
    const hooks = [
      'Stop putting your vitamin C serum on at night.',
      'Morning or night? Where your vitamin C really goes.',
      'Stop putting vitamin C serum on at night time.',
    ];
    expect(validateHooks(hooks, skincare).validationDetails[2]!.errors).toContain('Too close to hook 1; give it a different angle.');
  });

  it('accepts hooks that share the topic words but say different things', () => {
    const hooks = [
      'Three habits are making your new sweaters look old.',
      'This sweater is five years old. Here is why it still looks new.',
    ];
    const context = { niche: 'fashion', evidence: ['why do my sweaters get pilly after 3 wears?'], sectionCount: 4 };
    expect(validateHooks(hooks, context).validationDetails[1]!.errors).toEqual([]);
  });
});

describe('rule 7: three different styles', () => {
  it.each([
    ['Why does vitamin C work better in the morning?', 'question'],
    ['Is your vitamin C in the right routine', 'question'],
    ['Three vitamin C mistakes that waste your money.', 'mistake'],
    ["Don't put vitamin C on right after retinol.", 'mistake'],
    ['I spent a year using vitamin C at the wrong time.', 'story'],
    ['My skin changed when I moved one serum to mornings.', 'story'],
    ['How to fit vitamin C into a morning routine.', 'how-to'],
    ['Four ways to layer vitamin C without stinging.', 'how-to'],
    ['Unpopular opinion: vitamin C is overrated at night.', 'contrarian'],
    ["Vitamin C at night isn't the mistake everyone says it is.", 'contrarian'],
    ['Vitamin C is the most useful step of a morning routine.', 'bold-statement'],
  ])('reads "%s" as %s', (hook, style) => {
    expect(classifyHookStyle(hook)).toBe(style);
  });

  it('does not read quoted speech as the hook asking a question', () => {
    expect(classifyHookStyle("Asking 'what serum is best?' is the wrong question.")).not.toBe('question');
  });

  it('rejects a hook whose style repeats an earlier one, naming the styles left', () => {
    const hooks = [GOOD[0]!, GOOD[1]!, 'Where does vitamin C go in a routine with retinol?'];
    expect(validateHooks(hooks, skincare).validationDetails[2]!.errors).toEqual([
      'Same style (question) as hook 1; write it as mistake, how-to, contrarian or bold-statement.',
    ]);
  });
});

describe('the result and the feedback', () => {
  const bad = ['Have you ever used vitamin C at night?', GOOD[1]!, 'Stop it now.'];

  it('splits hooks into valid and invalid, in order', () => {
    const result = validateHooks(bad, skincare);
    expect(result.validHooks).toEqual([GOOD[1]]);
    expect(result.invalidHooks).toEqual([bad[0], bad[2]]);
  });

  it('gives one readable line per failure, quoting the hook', () => {
    expect(hookFeedback(validateHooks(bad, skincare))).toEqual([
      'Hook 1 "Have you ever used vitamin C at night?": starts with "Have you ever"; write a different opener.',
      'Hook 3 "Stop it now.": too short: 3 words; hooks need 6 to 20.',
    ]);
  });

  it('gives no feedback when every hook passes', () => {
    expect(hookFeedback(validateHooks(GOOD, skincare))).toEqual([]);
  });
});
