import {
  ideaDraft,
  MAX_LENGTH_SECONDS,
  MIN_LENGTH_SECONDS,
  VOICEOVER_WORDS_PER_SECOND,
  voiceoverWordBudget,
  type CtaKind,
  type DraftRequest,
  type DraftHook,
  type HookStyle,
  type IdeaDraft,
  type VideoFormat,
} from './draft';
import { classifyHookStyle, hookFailures, HOOK_WORDS } from './hooks';
import type { Insight } from './insight';
import { knowledgeFor, offlineTemplates, offlineWords, type KnowledgeTopic } from './content-files';
import { askTexts, lemmas, matchTopic, rankPoints, type TopicMatch } from './offline/match';
import { capitalised, fill, inline, properCase, tidyComment, wordCount } from './offline/viewer-text';
import { foldText, jaccard, stem } from './text';

/**
 * The offline generator, for when no OpenAI key is set: an idea built from what a creator of the
 * niche knows (content/knowledge/<niche>.json) about the topic the viewers asked, with the
 * wording around it from content/offline/. It opens on the viewer's comment, films the topic's
 * points that fit this ask, closes on the topic's caveat and a call to action, and takes its
 * title and hooks from the points' own content. An insight that matches no topic gets no idea:
 * the generator's filter leaves it for the next insight or a model. Pure and deterministic: every
 * choice is seeded by the insight key, variant, angle and the last attempt's feedback.
 */
export const OFFLINE_GENERATOR = 'offline' as const;

/** Why an insight gets no offline idea: none of the niche's topics matches what its viewers asked. */
export class NoMatchingTopic extends Error {
  constructor(insight: Insight) {
    super(
      `No topic in the ${insight.niche} knowledge matches "${insight.representative.text.slice(0, 80)}": the offline generator only answers asks it knows about.`,
    );
    this.name = 'NoMatchingTopic';
  }
}

const matchOf = (insight: Insight): TopicMatch | null => matchTopic(insight, knowledgeFor(insight.niche).topics, offlineWords().shorthand);

/** The generator's filter: an insight it has knowledge for. */
export const isFilmable = (insight: Insight): boolean => matchOf(insight) !== null;

/** The draft for the request; throws NoMatchingTopic when the knowledge has nothing on the ask. */
export function generateOffline(request: DraftRequest): IdeaDraft {
  const draft = offlineDraft(request);
  if (!draft) throw new NoMatchingTopic(request.insight);
  return draft;
}

/**
 * The draft for the request, or null when the knowledge has nothing on the ask. `loose` builds on
 * the closest topic of the niche instead (null only without knowledge): the local OpenAI emulator
 * stands in for a model, which answers any insight.
 */
export function offlineDraft(request: DraftRequest, { loose = false }: { loose?: boolean } = {}): IdeaDraft | null {
  const { insight } = request;
  const match = loose ? matchTopic(insight, knowledgeFor(insight.niche).topics, offlineWords().shorthand, { loose }) : matchOf(insight);
  return match ? draftOnTopic(request, match) : null;
}

// ---------------------------------------------------------------------------------------------
// What the viewer asked for, and how to film it

export const ASK_SHAPES = ['show', 'myth', 'versus', 'how-to', 'question', 'statement'] as const;
export type AskShape = (typeof ASK_SHAPES)[number];

/** Cues read on the folded representative comment, in this order: the first that matches names the shape. */
const SHAPE_CUES: ReadonlyArray<readonly [AskShape, RegExp]> = [
  [
    'show',
    /\b(?:try|test)(?:ing)? (?:it|this|that|them)\b|\bshow (?:us|me)\b|\bon camera\b|\b(?:does|do) (?:it|this|that|they) (?:actually |really )?work\b/,
  ],
  [
    'myth',
    /\bmyths?\b|\bis (?:it|that) true\b|\btrue that\b|\bi heard\b|\bsupposed to\b|\bor (?:just )?hype\b|\bbad for\b|\bwrong\b|\bi thought\b/,
  ],
  ['versus', /\b(?:vs\.?|versus)\b|\bwhich (?:one|is|are|should|do)\b|\bbetter\b[^?]*\bor\b|\bor\b[^?]*\bbetter\b/],
  [
    'how-to',
    /\bhow (?:do|to|can|should|long|often|much|did|would)\b|\bwhat (?:should|do|can) (?:i|you|u)\b|\btips?\b|\broutine\b|\bversion\b|\bcan (?:you|u) (?:do|make)\b|\bany (?:advice|ideas|modifications)\b/,
  ],
  ['question', /\?/],
];

export function askShape(comment: string): AskShape {
  const folded = foldText(comment);
  return SHAPE_CUES.find(([, cue]) => cue.test(folded))?.[0] ?? 'statement';
}

/** Formats that fit each shape, best first: variant A takes the even places, B the odd ones, each angle moves on. */
const FORMATS: Readonly<Record<AskShape, readonly VideoFormat[]>> = {
  show: ['test-on-camera', 'green-screen-reply', 'voiceover-b-roll'],
  myth: ['myth-vs-fact', 'green-screen-reply', 'talking-head'],
  versus: ['ranking', 'green-screen-reply', 'talking-head'],
  'how-to': ['tutorial', 'green-screen-reply', 'voiceover-b-roll'],
  question: ['green-screen-reply', 'tutorial', 'talking-head'],
  statement: ['talking-head', 'voiceover-b-roll', 'green-screen-reply'],
};

/** Formats viewers keep as a reference: their call to action is to save. */
const REFERENCE_FORMATS: ReadonlySet<VideoFormat> = new Set(['tutorial', 'ranking', 'myth-vs-fact']);

// ---------------------------------------------------------------------------------------------
// The draft

const POINTS_PER_IDEA = 3;

function draftOnTopic(request: DraftRequest, match: TopicMatch): IdeaDraft {
  const { insight, variant, angle } = request;
  const { topic } = match;
  const templates = offlineTemplates();
  const words = offlineWords();
  const properNames = new Set(words.properNames);
  const stopWords = new Set(words.stopWords.map((word) => stem(word.replace(/'/g, ''))));
  const pick = seeded(`${insight.key}|${variant}|${angle}|${request.feedback.join('|')}`);
  const slot = 2 * angle + (variant === 'B' ? 1 : 0);

  const ranked = rankPoints(topic, askTexts(insight), words.shorthand, stopWords);
  const shape = askShape(insight.representative.text);
  const format = FORMATS[shape][slot % FORMATS[shape].length]!;
  const author = insight.representative.author || 'a viewer';
  const base: Record<string, string | number> = {
    topic: properCase(topic.name, words.properNames),
    author,
    count: insight.askedCount,
    keywords: spokenKeywords(match),
  };

  const opening = openingSection(insight, format, base, pick);
  let chosen = choosePoints(ranked, variant, angle);
  // Told that sections miss what the viewers asked: film only the two points that fit their words best.
  if (request.feedback.some((line) => line.startsWith('relevance:'))) chosen = chosen.slice(0, 2);
  const closingFor = (points: readonly number[]) => closing(topic, points, format, base, pick);
  // The voiceover must fit the longest video: drop the last point until it does.
  while (
    chosen.length > 2 &&
    spokenWords([opening, ...chosen.map((i) => topic.points[i]!), closingFor(chosen).section]) > voiceoverWordBudget(MAX_LENGTH_SECONDS)
  )
    chosen = chosen.slice(0, -1);
  const label = templates.pointLabels[format];
  const pointSections = chosen.map((index, n) => {
    const point = topic.points[index]!;
    return { ...point, title: label ? `${fill(label, { n: n + 1 })}${point.title}` : point.title };
  });
  const { section: closingSection, cta } = closingFor(chosen);
  const sections = [opening, ...pointSections, closingSection];

  // A point titled "… then work it in" reads as cut off at the end of a title or hook.
  const dangling = new RegExp(`\\b(?:${words.danglingEndings.join('|')})[.?!]?$`, 'i');
  const chosenTitles = chosen.map((index) => topic.points[index]!.title);
  const endable = chosenTitles.filter((title) => !dangling.test(title));
  const titles = endable.length > 0 ? endable : chosenTitles;
  const evidence = [...askTexts(insight), ...insight.videos.map((video) => video.title)];
  const avoid = [...request.previousTitles, ...request.feedback.flatMap((line) => [...line.matchAll(/"([^"]{8,})"/g)].map((m) => m[1]!))];
  // The point that fits this insight's words best leads the title, so two insights on one topic get different titles.
  // When every point's title was used on this insight before, a point's on-screen line names it afresh.
  const lines = chosen.map((index) => topic.points[index]!.text.replace(/\s*•\s*/g, ', ')).filter((line) => !dangling.test(line));
  const title = writeTitle([titles, lines], base, properNames, avoid, pick);
  // Hooks take the points with words of their own first: one that only repeats the viewers' words
  // ("They're not pimples") would fit any ask, and one cut off ("… work it in") reads unfinished.
  const asked = new Set(askTexts(insight).flatMap((text) => lemmas(text, words.shorthand)));
  const ownWords = (point: string) =>
    lemmas(point, words.shorthand).filter((word) => !asked.has(word) && !stopWords.has(word) && word.length > 2).length;
  const good = (point: string) => !dangling.test(point) && ownWords(point) > 0;
  const unfilmed = topic.points.map((point) => point.title).filter((point) => !chosenTitles.includes(point));
  // Filmed points first; one left for part 2 only before a point that would make a weak hook.
  const hooks = writeHooks(
    [chosenTitles.filter(good), unfilmed.filter(good), chosenTitles.filter((point) => !good(point))],
    base,
    properNames,
    { niche: request.niche, evidence, sectionCount: sections.length },
    pick,
  );
  const spoken = spokenWords(sections);
  const seconds = Math.ceil(spoken / VOICEOVER_WORDS_PER_SECOND / 5) * 5;

  return ideaDraft.parse({
    title,
    sub_niche: topic.id.slice(0, 40).replace(/-+$/, ''),
    hooks,
    sections,
    why_it_works: [
      fill(insight.askedCount > 1 ? templates.reasons.asked[1]! : templates.reasons.asked[0]!, base),
      templates.reasons.format[format] ?? templates.reasons.points[0]!,
      templates.reasons.points[1]!,
    ],
    format,
    length_seconds: Math.min(MAX_LENGTH_SECONDS, Math.max(MIN_LENGTH_SECONDS, seconds)),
    first_frame: fill(templates.firstFrames[format]!, { visuals: topic.points[chosen[0]!]!.visuals }),
    on_screen_hook:
      format === 'green-screen-reply' && topic.name.length < 60 ? `${capitalised(String(base.topic))}?` : topic.points[chosen[0]!]!.title,
    rehook: pick(templates.rehooks),
    cta,
  } satisfies IdeaDraft);
}

/**
 * The points this variant films: A the best-fitting three in order, B the second first and the
 * fourth instead of the third (or the three reordered), and each reuse of the insight starts
 * further down the ranking, so no two ideas on one insight film the same beats in the same order.
 */
export function choosePoints(ranked: readonly number[], variant: 'A' | 'B', angle: number): number[] {
  const start = angle % ranked.length;
  const base = [...ranked.slice(start), ...ranked.slice(0, start)];
  if (variant === 'A') return base.slice(0, POINTS_PER_IDEA);
  return [base[1]!, base[0]!, base[3] ?? base[2]!].slice(0, POINTS_PER_IDEA);
}

type Section = IdeaDraft['sections'][number];

function openingSection(insight: Insight, format: VideoFormat, base: Record<string, string | number>, pick: Pick): Section {
  const templates = offlineTemplates();
  const quote = tidyComment(insight.representative.text, offlineWords().shorthand);
  const voiceover = fill(pick(insight.askedCount > 1 ? templates.opening.several : templates.opening.one), base);
  return {
    title: fill(pick(templates.opening.titles), base),
    text: `"${quote}"`,
    voiceover,
    visuals: templates.commentShots[format] ?? templates.commentShots['talking-head']!,
  };
}

/**
 * The last section: the topic's caveat where it has one, then the call to action. Reference
 * formats ask for a save; otherwise points left for later make it a part 2 (or a keyword to ask
 * for one), and a topic filmed whole asks for a follow.
 */
function closing(topic: KnowledgeTopic, points: readonly number[], format: VideoFormat, base: Record<string, string | number>, pick: Pick) {
  const templates = offlineTemplates();
  const rest = topic.points.length - points.length;
  const kind: Exclude<CtaKind, 'share'> = REFERENCE_FORMATS.has(format)
    ? 'save'
    : rest > 0
      ? points[0]! % 2 === 0
        ? 'part-2'
        : 'comment-keyword'
      : 'follow';
  const text = fill(pick(templates.ctas[kind]), base);
  const section: Section = {
    title: fill(pick(templates.closingTitles), base),
    text,
    voiceover: topic.caveat ? `${topic.caveat} ${text}` : text,
    visuals: 'You to camera, the call to action as a caption at the bottom of the frame.',
  };
  return { section, cta: { kind, text } };
}

function spokenWords(sections: ReadonlyArray<{ voiceover: string }>): number {
  return sections.reduce((count, section) => count + wordCount(section.voiceover), 0);
}

/** Titles sharing this much of their words (Jaccard of stemmed words) say the same thing. */
const SAME_TITLE = 0.5;
const titleWords = (title: string) => new Set(lemmas(title, offlineWords().shorthand));

/**
 * The title: a template around one of the points, clear of the titles to avoid (the insight's
 * earlier ideas, and any title the last attempt's feedback quoted as a repeat).
 */
function writeTitle(
  pools: ReadonlyArray<readonly string[]>,
  base: Record<string, string | number>,
  properNames: ReadonlySet<string>,
  avoid: readonly string[],
  pick: Pick,
): string {
  const taken = avoid.map(titleWords);
  const templates = pick.shuffle(offlineTemplates().titles);
  // The candidate least like any title to avoid: with a long topic name every candidate shares its words.
  const closest = (title: string) => Math.max(0, ...taken.map((words) => jaccard(titleWords(title), words)));
  const all: string[] = [];
  for (const points of pools) {
    const candidates = templates
      .flatMap((template) => points.map((point) => fill(template, { ...base, point: inline(point, properNames), Point: point })))
      .filter((title) => title.length <= 120);
    const clear = candidates.find((title) => closest(title) < SAME_TITLE);
    if (clear) return clear;
    all.push(...candidates);
  }
  return (
    [...all].sort((a, b) => closest(a) - closest(b))[0] ?? fill(templates[0]!, { ...base, point: pools[0]![0]!, Point: pools[0]![0]! })
  );
}

/** Up to two of the viewers' own words the topic matched, as a label: "period, cramps". */
function spokenKeywords(match: TopicMatch): string {
  const kept: string[] = [];
  for (const said of match.said) {
    if (/\b(?:i|me|my|i'm|im)\b/.test(said) || kept.some((other) => other.includes(said) || said.includes(other))) continue;
    kept.push(said);
    if (kept.length === 2) break;
  }
  return properCase(kept.length > 0 ? kept.join(', ') : match.topic.name, offlineWords().properNames);
}

/**
 * Three hooks in three styles, each on a different point where there are enough: templates are
 * tried in a seeded order, each classified as hooks.ts classifies it, and one is kept only when
 * it passes the hook rules beside the ones already kept. The pools of points are tried in order,
 * each point once before any twice.
 */
function writeHooks(
  pools: ReadonlyArray<readonly string[]>,
  base: Record<string, string | number>,
  properNames: ReadonlySet<string>,
  context: Parameters<typeof hookFailures>[1],
  pick: Pick,
): DraftHook[] {
  const kept: Array<{ text: string; style: HookStyle; point: string }> = [];
  const templates = pick.shuffle(offlineTemplates().hooks);
  for (const pool of pools) {
    for (const pass of ['fresh-point', 'any-point'] as const) {
      for (const template of templates) {
        if (kept.length === 3) break;
        for (const point of pool) {
          if (pass === 'fresh-point' && kept.some((hook) => hook.point === point)) continue;
          const text = fill(template, { ...base, point: inline(point, properNames), Point: point });
          const style = classifyHookStyle(text);
          const words = wordCount(text);
          if (kept.some((hook) => hook.style === style) || words < HOOK_WORDS.min || words > HOOK_WORDS.max) continue;
          if (hookFailures([...kept.map((hook) => hook.text), text], context).length > 0) continue;
          kept.push({ text, style, point });
          break;
        }
      }
    }
  }
  return kept.map(({ text, style }) => ({ style, text }));
}

// ---------------------------------------------------------------------------------------------
// Seeded choices

interface Pick {
  <T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a: a stable 32-bit hash of the text, the generator's seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: the same seed makes the same choices, so a draft can be rebuilt from its request. */
function seeded(seedText: string): Pick {
  let state = hash(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (<T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!) as Pick;
  pick.shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return pick;
}
