import { foldText } from './text';

/**
 * Whether a topic, as it will read in a title or a hook ("Quiet apartment workouts", "Layering
 * retinol with vitamin C"), names a specific subject a creator could film. Pure and word-based:
 * it knows nothing of the comment, only the phrase, so the offline generator can apply it where
 * it extracts topics and tests can apply it to what was shipped.
 *
 * A topic fails when it is
 * - adjective-only: "quiet", "whole", "cheapest" (a quality of something the comment never named);
 * - pronoun-led: "you're confused before…", "youre 50", "nobody talks" (a clause, not a subject);
 * - a clause: "son is 14", "kid asked", "legs are shaking" (a finite verb in the head);
 * - verb-led: "feel", "owe more taxes", "weigh 140kg" (the viewer's verb without its subject);
 * - a fragment: "about car leases", "never touch Roth" (led by a preposition or an adverb);
 * - dangling: "training around", "leg press before", "SPF under" (cut before its object);
 * - a bare number: "20kg", "30 days", "900 ambulance bill" (a figure, not a subject);
 * - over-long: more than MAX_TOPIC_WORDS words (a sentence pasted in, not a title);
 * - generic: one broad word of the niche ("skin", "acne", "money", "cardio").
 */
export type TopicProblem =
  'empty' | 'adjective-only' | 'pronoun-led' | 'clause' | 'verb-led' | 'fragment' | 'dangling' | 'bare-number' | 'over-long' | 'generic';

/** Longest topic a title carries whole. */
export const MAX_TOPIC_WORDS = 9;

const PRONOUNS = new Set(
  "i i'm im i've ive me you you're youre you've u he she it it's its we we're they they're them this that these those there there's theres someone somebody nobody noone everyone everybody anyone anybody who whoever why whats what's".split(
    ' ',
  ),
);

/** Words a topic cannot end on: it was cut before its object. "carry on", "check in" are things of their own. */
const DANGLING = new Set(
  'a an the and or but nor already anymore of to in on at by for from with without into onto about as than so if my your our their his her its is are was were be do does did can could should would will like that which who whom when where how also too then very really just around before after under between through during while until since once because against toward towards per vs versus worth off'.split(
    ' ',
  ),
);
const PARTICLE_THINGS = /\b(?:carry|add|check|log|plug|try|walk|drop|sign|pick|hang|top|take|make|roll|slip|pull)[- ]?(?:on|in|off|up)$/i;

/** Words that lead a piece of a sentence, never a subject. */
const FRAGMENT_LEAD = new Set(
  'own about on with of to at by from into for never always already just even still also again once maybe probably'.split(' '),
);
/** Verbs "what to" cannot take: "what to wish you knew" is a question, not a topic. */
const NOT_AFTER_WHAT_TO = new Set('wish think feel mean know say'.split(' '));

/** Describing words: a topic made only of these names no subject. */
const ADJECTIVES = new Set(
  (
    'quiet quieter gentle quick quicker whole full cheap cheaper cheapest lazy safe safer easy easier easiest hard harder weak strong tight loose dry oily greasy ' +
    'own sensitive normal better best worse worst good bad new old big bigger small little long longer short fast slow simple basic real actual natural healthy ' +
    'clean sweaty tired pointless expensive affordable friendly cute cozy modern minimal first second next last same different other more most less enough ' +
    'much many very really super so too always never ever still finally right wrong proper okay ok fine weird possible impossible necessary broke free extra ' +
    'entire general overall specific certain sure true false low high higher lower low-impact perfect ' +
    'amazing awesome great nice cool crazy insane wild obsessed done confused lost stuck scared worried nervous dead shaking sore'
  ).split(' '),
);
const ADJECTIVE_ENDING = /^[a-z-]{4,}(?:ful|ous|less|ive|ible|able|ish)$/;

/** Verbs any comment uses; a topic that starts with one (not as "-ing") lost its subject. */
const VERBS = new Set(
  (
    'feel feels felt watch watched say says said ask asks asked look looks looked talk talks talked click clicks weigh weighs weighed owe owes owed save saves ' +
    'take takes took get gets got go goes went come comes came keep keeps kept want wants wanted need needs needed try tries tried think thinks thought ' +
    'know knows knew wish wishes love loves loved hate hates like likes liked mean means meant supposed seem seems happen happens happened make makes made ' +
    'do does did done have has had put puts use uses used see sees saw seen tell tells told start starts started stop stops stopped help helps helped ' +
    'work works worked activate activates hurt hurts ache aches clog clogs pill pills pilled burned burns spend spends spent eat eats ate sit sits sat ' +
    "signed sign pay pays paid store stores stored wash washes washed fit fits react reacts couldn't can't won't don't doesn't didn't isn't aren't wasn't " +
    'let lets give gives gave find finds found buy buys bought survive survives ruin ruins die dies show shows ride rides stick sticks itch itches frizz frizzes ' +
    'add adds wear wears break breaks clash clashes roll rolls keeps goes comes stay stays turn turns fall falls'
  ).split(' '),
);
/** "-ing" forms that say nothing on their own ("broke watching", "feeling"). */
const EMPTY_GERUNDS = new Set(
  'feeling watching looking saying getting doing making having going trying thinking knowing wanting needing seeing asking telling'.split(
    ' ',
  ),
);
/** Copulas and reporting verbs: with one of these in its head, the topic is a sentence. */
const CLAUSE_VERBS = new Set(
  "is are was were am isn't aren't wasn't weren't asked said says told keeps look looks feel feels seems".split(' '),
);
/** Where a noun phrase's own clause starts: "lips that are always flaky" is fine, its head is "lips". */
const SUBORDINATORS = new Set(
  'that which who when where if whether because once while after before so since until without with for to in on at'.split(' '),
);

const RELATING = new Set('for on with during in after before without while'.split(' '));

/** Broad words: one of these alone is the niche, not a subject in it. */
const GENERIC = new Set(
  (
    'skin face skincare acne breakouts pimples pores lips eyes hair haircare scalp curls body money finance finances budget budgeting saving savings ' +
    'investing debt taxes credit workout workouts exercise exercises training fitness gym cardio glutes abs legs arms back core strength weight ' +
    'food recipe recipes cooking meals meal dinner baking kids kid baby babies child children toddler toddlers parenting partner relationship relationships ' +
    'dating love marriage travel traveling trip trips vacation outfit outfits clothes style fashion room rooms home house decor routine routines products ' +
    'product tips advice question questions video videos version thing things stuff life time help results progress period periods diet health sleep ' +
    'men women guys girls people stress selfcare self-care spirituality business hustle income job work plan plans swing step steps inch inches min mins minute minutes day days week weeks month months hour hours'
  ).split(' '),
);

/** Numbers that name a thing: workouts ("12-3-30") and accounts ("401k", "529"). */
const NAMED_NUMBER = /^(?:\d+(?:-\d+)+|401k|403b|457b|529)$/i;
const NUMBER = /^[$£€]?\d[\d,.]*(?:k|kg|kgs|lb|lbs|%|yo|yr|yrs|x|min|mins|h|hrs|m)?$/i;

const tokens = (topic: string) =>
  foldText(topic)
    .replace(/[?!.,:;"()]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Every problem that stops the topic from being a title's subject; none means filmable. */
export function topicProblems(topic: string): TopicProblem[] {
  const list = tokens(topic);
  if (list.length === 0) return ['empty'];
  const problems: TopicProblem[] = [];
  const [first] = list as [string, ...string[]];
  const content = list.filter((word) => !DANGLING.has(word) && !['the', 'a', 'an', 'your', 'my', 'our', 'their', 'not'].includes(word));
  const head = headOf(list);
  // An action ("making your room feel cozy", "how to…") may carry a bare verb and end on a description.
  const action = /ing$/.test(first) || /^(?:how|what|when|where|which)$/.test(first);

  // "doing this for women over 50": the thing is still the one under the video.
  if (PRONOUNS.has(first) || (/ing$/.test(first) && /^(?:this|it|that|these|those|them)$/.test(list[1] ?? '')))
    problems.push('pronoun-led');
  if (VERBS.has(first) || (EMPTY_GERUNDS.has(first) && content.length <= 1)) problems.push('verb-led');
  if (FRAGMENT_LEAD.has(first)) problems.push('fragment');
  if (!action && head.some((word) => CLAUSE_VERBS.has(word)) && !PRONOUNS.has(first)) problems.push('clause');
  // "…would be amazing", "…is so hard": the viewer's verdict came along with the topic.
  if (/\b(?:would|will|could|might) be\b|\b(?:is|are) so\b/.test(list.join(' '))) problems.push('clause');
  // A verb in the head that no "to" introduces: "shoulder clicks", "women take creatine", "vaseline clog pores".
  if (!action && head.some((word, index) => index > 0 && VERBS.has(word) && head[index - 1] !== 'to' && head[index - 1] !== 'not'))
    problems.push('clause');
  if (list.some((word, index) => index > 1 && NOT_AFTER_WHAT_TO.has(word) && list[index - 1] === 'to' && list[index - 2] === 'what'))
    problems.push('clause');
  // Ending on a describing word after a noun is a verdict, not a subject: "face mists pointless".
  if (!action && list.length > 1 && (ADJECTIVES.has(list.at(-1)!) || ADJECTIVE_ENDING.test(list.at(-1)!)) && !ADJECTIVES.has(list.at(-2)!))
    problems.push('clause');
  if (DANGLING.has(list.at(-1)!) && !PARTICLE_THINGS.test(foldText(topic).trim())) problems.push('dangling');
  // "12-3-30 treadmill" and "401k" are names; "20kg", "30 days", "$900 bill" are figures.
  if (NUMBER.test(first) && !NAMED_NUMBER.test(first)) problems.push('bare-number');
  if (list.length > MAX_TOPIC_WORDS) problems.push('over-long');
  const described = content.filter((word) => !NUMBER.test(word));
  if (described.length > 0 && described.every((word) => ADJECTIVES.has(word) || ADJECTIVE_ENDING.test(word) || EMPTY_GERUNDS.has(word)))
    problems.push('adjective-only');
  // Nothing but broad words, descriptions and figures: "whole routine", "first workout", "quick 15 min".
  const named = described.filter((word) => !ADJECTIVES.has(word) && !ADJECTIVE_ENDING.test(word));
  // Two broad words a preposition ties together ("workouts on your period") are a subject.
  const tied = list.some((word, index) => index > 0 && index < list.length - 1 && RELATING.has(word));
  if (named.length > 0 && named.every((word) => GENERIC.has(word)) && !tied) problems.push('generic');
  return [...new Set(problems)];
}

/** The noun phrase before its own clause or qualifier: "lips" in "lips that are always flaky". */
function headOf(list: readonly string[]): string[] {
  const cut = list.findIndex((word, index) => index > 0 && SUBORDINATORS.has(word));
  return cut < 0 ? [...list] : list.slice(0, cut);
}

export const isFilmableTopic = (topic: string) => topicProblems(topic).length === 0;
