import { describe, expect, it } from 'vitest';
import type { SeasonalMoment } from '#functions/year-plan/moments';
import {
  easterSunday,
  filmByDate,
  fitOf,
  monthsFrom,
  nthWeekday,
  occurrencesIn,
  planMonths,
  suggestIdeas,
  windowIn,
  wordsOf,
  type CandidateIdea,
  type MomentTerms,
} from '#functions/year-plan/rules';

const moment = (overrides: Partial<SeasonalMoment> & Pick<SeasonalMoment, 'id' | 'window'>): SeasonalMoment => ({
  name: overrides.id,
  leadWeeks: 3,
  why: 'People search for this before it starts.',
  topics: [],
  keywords: ['placeholder'],
  ...overrides,
});

const sunscreen = moment({
  id: 'sunscreen-season',
  name: 'Sunscreen season',
  window: { kind: 'fixed', start: '05-01', end: '08-31' },
  leadWeeks: 4,
  keywords: ['sunscreen', 'spf', 'white cast'],
  topics: ['choosing-sunscreen'],
});
const holidayTravel = moment({ id: 'holiday-travel', window: { kind: 'fixed', start: '12-10', end: '01-05' }, keywords: ['flight'] });
const thanksgiving = moment({
  id: 'thanksgiving-dinner',
  window: { kind: 'weekday', month: 11, weekday: 'thursday', nth: 4, before: 21, after: 0 },
  keywords: ['turkey'],
});
const ramadan = moment({
  id: 'ramadan-training',
  window: { kind: 'dated', years: { '2027': { start: '02-08', end: '03-09' } } },
  leadWeeks: 2,
  keywords: ['ramadan'],
});

describe('computed dates', () => {
  it('puts Easter Sunday on the published dates of 2026 to 2030', () => {
    expect([2026, 2027, 2028, 2029, 2030].map(easterSunday)).toEqual([
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
      '2030-04-21',
    ]);
  });

  it('finds the 4th Thursday of November, the 2nd Sunday of March and the last Monday of May', () => {
    expect(nthWeekday(2026, 11, 'thursday', 4)).toBe('2026-11-26');
    expect(nthWeekday(2027, 11, 'thursday', 4)).toBe('2027-11-25');
    expect(nthWeekday(2027, 3, 'sunday', 2)).toBe('2027-03-14');
    expect(nthWeekday(2026, 5, 'monday', -1)).toBe('2026-05-25');
  });

  it('opens a Thanksgiving window three weeks before the day and closes it on the day', () => {
    expect(windowIn(thanksgiving.window, 2026)).toEqual({ start: '2026-11-05', end: '2026-11-26' });
  });

  it('runs a window whose end is before its start into the next year', () => {
    expect(windowIn(holidayTravel.window, 2026)).toEqual({ start: '2026-12-10', end: '2027-01-05' });
  });

  it('has no window in a year a dated moment does not list', () => {
    expect(windowIn(ramadan.window, 2027)).toEqual({ start: '2027-02-08', end: '2027-03-09' });
    expect(windowIn(ramadan.window, 2031)).toBeNull();
  });

  it('takes 29 February as the 28th in a year without it', () => {
    expect(windowIn({ kind: 'fixed', start: '02-29', end: '03-05' }, 2027)).toEqual({ start: '2027-02-28', end: '2027-03-05' });
  });
});

describe('film-by dates', () => {
  it('are the lead time in weeks before the window opens, across a month and a year', () => {
    expect(filmByDate('2027-05-01', 4)).toBe('2027-04-03');
    expect(filmByDate('2027-01-05', 2)).toBe('2026-12-22');
    expect(filmByDate('2027-03-14', 0)).toBe('2027-03-14');
  });
});

describe('moments by month', () => {
  it('lists 12 months from any month, across the year end', () => {
    expect(monthsFrom('2026-12')).toEqual([
      '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05',
      '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11',
    ]); // prettier-ignore
  });

  it('shows a window crossing the year end in both months, the second as continuing', () => {
    const months = planMonths([holidayTravel], '2026-12');
    expect(months[0]!.occurrences.map(({ occurrence, continues }) => [occurrence.key, occurrence.start, continues])).toEqual([
      ['holiday-travel@2026', '2026-12-10', false],
    ]);
    expect(months[1]!.occurrences.map(({ occurrence, continues }) => [occurrence.key, continues])).toEqual([['holiday-travel@2026', true]]);
    expect(months[2]!.occurrences).toEqual([]);
  });

  it('shows last year’s window still open in the first month of a January view', () => {
    const [january] = planMonths([holidayTravel], '2027-01');
    expect(january!.occurrences.map(({ occurrence, continues }) => [occurrence.key, occurrence.end, continues])).toEqual([
      ['holiday-travel@2026', '2027-01-05', true],
    ]);
  });

  it('puts each moment in the months its window touches, with its film-by date', () => {
    const months = planMonths([sunscreen, thanksgiving, ramadan], '2027-01');
    const keysOf = (month: string) =>
      months.find((m) => m.month === month)!.occurrences.map(({ occurrence }) => `${occurrence.key} film by ${occurrence.filmBy}`);
    expect(keysOf('2027-02')).toEqual(['ramadan-training@2027 film by 2027-01-25']);
    expect(keysOf('2027-05')).toEqual(['sunscreen-season@2027 film by 2027-04-03']);
    expect(keysOf('2027-08')).toEqual(['sunscreen-season@2027 film by 2027-04-03']);
    expect(keysOf('2027-09')).toEqual([]);
    expect(keysOf('2027-11')).toEqual(['thanksgiving-dinner@2027 film by 2027-10-14']);
  });

  it('orders a month’s moments by when they open', () => {
    const found = occurrencesIn([thanksgiving, holidayTravel], { start: '2026-11-01', end: '2026-12-31' });
    expect(found.map((o) => o.key)).toEqual(['thanksgiving-dinner@2026', 'holiday-travel@2026']);
  });
});

describe('matching ideas to a moment', () => {
  const terms: MomentTerms = {
    keywords: sunscreen.keywords,
    topicKeywords: ['greasy', 'burn eyes', 'reapply'],
    topics: new Map([['choosing-sunscreen', 'choosing a sunscreen']]),
  };
  const idea = (id: string, title: string, hooks: string[] = [], extra: Partial<CandidateIdea> = {}): CandidateIdea => ({
    id,
    title,
    hooks,
    kind: 'library',
    ...extra,
  });

  it('reads words in lower case with plurals dropped, whatever the punctuation', () => {
    expect(wordsOf('SUNSCREENS?? white-cast 😭 SPF50')).toEqual(['sunscreen', 'white', 'cast', 'spf50']);
  });

  it('weighs a keyword in the title above one in a hook', () => {
    expect(fitOf(idea('a', 'What the numbers on your sunscreen mean'), terms)).toEqual({ score: 4, matched: ['sunscreen'] });
    expect(fitOf(idea('b', 'Reapply without ruining makeup', ['ur spf is basically gone by lunch lol']), terms)).toEqual({
      score: 4,
      matched: ['spf', 'reapply'],
    });
  });

  it('finds a creator’s own idea built on the moment’s topic even without its words', () => {
    const own = idea('own', 'The one I wear every day', ['my holy grail for oily skin'], {
      kind: 'personal',
      topics: ['choosing-sunscreen'],
    });
    expect(fitOf(own, terms)).toEqual({ score: 4, matched: ['choosing a sunscreen'] });
  });

  it('does not match a word inside another word', () => {
    expect(fitOf(idea('c', 'Spfx makeup looks for Halloween', ['sunscreenish vibes']), terms).score).toBe(0);
  });
});

describe('suggestions', () => {
  const termsOf = (m: SeasonalMoment): MomentTerms => ({ keywords: m.keywords, topicKeywords: [], topics: new Map() });
  const [summer] = occurrencesIn([sunscreen], { start: '2027-05-01', end: '2027-05-31' });
  const [autumnSpf] = occurrencesIn(
    [moment({ id: 'after-summer-spf', window: { kind: 'fixed', start: '09-01', end: '10-31' }, keywords: ['spf', 'sunscreen'] })],
    { start: '2027-09-01', end: '2027-09-30' },
  );
  const candidates: CandidateIdea[] = [
    { id: 'i1', title: 'What the numbers on your sunscreen mean', hooks: [], kind: 'library' },
    { id: 'i2', title: 'Reapply SPF without ruining makeup', hooks: ['sunscreen over foundation?? 😩'], kind: 'library' },
    { id: 'i3', title: 'No white cast: sunscreens for deep skin', hooks: [], kind: 'library' },
    { id: 'i4', title: 'Why your sunscreen pills under makeup', hooks: [], kind: 'library' },
    { id: 'i5', title: 'Double cleanse or not?', hooks: ['do i rlly need 2 cleansers'], kind: 'library' },
  ];

  it('gives a moment at most three ideas, the best fits first', () => {
    const found = suggestIdeas([summer!], candidates, { scheduled: new Set(), termsOf });
    expect(found.get('sunscreen-season@2027')!.map((s) => s.ideaId)).toEqual(['i3', 'i2', 'i1']);
  });

  it('leaves out ideas already on the calendar', () => {
    const found = suggestIdeas([summer!], candidates, { scheduled: new Set(['i2', 'i3']), termsOf });
    expect(found.get('sunscreen-season@2027')!.map((s) => s.ideaId)).toEqual(['i1', 'i4']);
  });

  it('never suggests one idea for two moments of the same view, the sooner film-by picking first', () => {
    const found = suggestIdeas([autumnSpf!, summer!], candidates, { scheduled: new Set(), termsOf });
    const summerIds = found.get('sunscreen-season@2027')!.map((s) => s.ideaId);
    const autumnIds = found.get('after-summer-spf@2027')!.map((s) => s.ideaId);
    expect(summerIds).toEqual(['i3', 'i2', 'i1']);
    expect(autumnIds).toEqual(['i4']);
  });

  it('suggests nothing that only shares a word with the niche', () => {
    const found = suggestIdeas([summer!], [candidates[4]!], { scheduled: new Set(), termsOf });
    expect(found.get('sunscreen-season@2027')).toEqual([]);
  });

  it('needs more than one everyday topic word: "greasy" alone does not make a sunscreen idea', () => {
    const withTopicWords = (m: SeasonalMoment): MomentTerms => ({
      keywords: m.keywords,
      topicKeywords: ['greasy', 'burn eyes'],
      topics: new Map(),
    });
    const greasy: CandidateIdea = {
      id: 'g',
      title: 'Greasy roots by noon? Try this',
      hooks: ['my hair is so greasy omg'],
      kind: 'library',
    };
    expect(suggestIdeas([summer!], [greasy], { scheduled: new Set(), termsOf: withTopicWords }).get('sunscreen-season@2027')).toEqual([]);
  });

  it('reads "taxes" and "stories" as "tax" and "story"', () => {
    expect(wordsOf('Taxes, STORIES and boxes')).toEqual(['tax', 'story', 'and', 'box']);
  });
});
