import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentIdea } from '#functions/shared/schemas';
import { exampleIdeaId, ideaOfDayId, ideasOfDays, type IdeaDay } from './daily-ideas';

/**
 * The content written by people, read from the data files in `content/` (format:
 * content/README.md; checked by tests/unit/content-engine/content-data.test.ts against content-schemas.ts). Read
 * with `fs` at run time, never imported, so no function carries it in its code: a Lambda that
 * needs it gets the folder beside its bundle (`assets: ['content']`, lib/constructs/function.ts).
 * Each file is read once per process, on first use.
 */

/** `content/ideas/<niche>.json`: the niche's library, by day (ids and numbers derived, daily-ideas.ts). */
export interface IdeaFile {
  days: IdeaDay[];
}

/** `content/examples/<niche>.json`: ideas also published on the public example pages, by day. */
export interface ExamplesFile {
  /** The topic of each example (day) number. */
  topics: Record<string, string>;
  days: IdeaDay[];
}

/** A topic of `content/knowledge/<niche>.json`: what a creator of the niche knows about one thing viewers ask. */
export interface KnowledgeTopic {
  id: string;
  /** Lower case, a noun phrase that reads inside a sentence: "training around your period and cycle". */
  name: string;
  /** Lower-case phrases a viewer's comment would use, matched word by word in order. */
  keywords: readonly string[];
  /** Filmable beats, already hedged: each can be a section as written. */
  points: ReadonlyArray<{ title: string; text: string; voiceover: string; visuals: string }>;
  caveat?: string;
}

export interface KnowledgeFile {
  topics: readonly KnowledgeTopic[];
}

/** `content/offline/words.json`: how the offline generator reads and quotes viewers' words. */
export interface OfflineWords {
  /** Phone shorthand and dropped apostrophes, written out when a comment is quoted ("u" is "you"). */
  shorthand: Readonly<Record<string, string>>;
  /** Names and acronyms as they are written: the knowledge's lower-case topic names are cased by it ("an LLC", "Roth"). */
  properNames: readonly string[];
  /** Words that say nothing about the topic, left out when a comment's words are compared with a point's. */
  stopWords: readonly string[];
  /** Words a title or hook cannot end on ("… with"): a point titled so is not set at the end of one. */
  danglingEndings: readonly string[];
}

/**
 * `content/offline/templates.json`: the offline generator's wording around the knowledge. Slots:
 * {topic} / {Topic} (the topic's name), {point} / {Point} (a chosen point's title), {author},
 * {keywords} (the viewers' words the topic matched), {count} (how many viewers asked).
 */
export interface OfflineTemplates {
  titles: readonly string[];
  /** Hooks in every style; the generator classifies each as hooks.ts does and takes three styles. */
  hooks: readonly string[];
  /** The opening section that answers the comment, for one asker and for several. */
  opening: { titles: readonly string[]; one: readonly string[]; several: readonly string[] };
  rehooks: readonly string[];
  closingTitles: readonly string[];
  ctas: Readonly<Record<'save' | 'comment-keyword' | 'part-2' | 'follow', readonly string[]>>;
  /** The first shot, by video format. */
  firstFrames: Readonly<Record<string, string>>;
  /** The comment on screen, by video format (the opening section's visuals). */
  commentShots: Readonly<Record<string, string>>;
  /** A prefix for each point's title in formats that count their beats ("Step {n}: "). */
  pointLabels: Readonly<Record<string, string>>;
  reasons: { asked: readonly string[]; format: Readonly<Record<string, string>>; points: readonly string[] };
}

let dir: string | undefined;

/**
 * The `content/` folder: CONTENT_DIR when set, otherwise the first folder holding `content/ideas`
 * on the way up from this module. That is the repository when run from source, and the bundle's
 * own folder (`/var/task`) in a Lambda function, wherever this module sits.
 */
export function contentDir(): string {
  if (process.env.CONTENT_DIR) return process.env.CONTENT_DIR;
  if (dir) return dir;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let at = start; ; at = dirname(at)) {
    if (existsSync(join(at, 'content', 'ideas'))) return (dir = join(at, 'content'));
    if (dirname(at) === at) throw new Error(`No content/ideas folder in ${start} or above it: set CONTENT_DIR to the content folder.`);
  }
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(contentDir(), path), 'utf8')) as T;
}

/** The niches with a file in `content/<kind>/`, in alphabetical order. */
function nichesWithFile(kind: 'ideas' | 'examples' | 'knowledge'): string[] {
  const folder = join(contentDir(), kind);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

let examples: ReadonlyMap<string, readonly ContentIdea[]> | undefined;

function examplesByNiche(): ReadonlyMap<string, readonly ContentIdea[]> {
  examples ??= new Map(
    nichesWithFile('examples').map((niche) => [
      niche,
      ideasOfDays(niche, readJson<ExamplesFile>(`examples/${niche}.json`).days, exampleIdeaId),
    ]),
  );
  return examples;
}

/** A niche's public example ideas (`content/examples/<niche>.json`), if it has any. */
export function exampleIdeas(niche: string): readonly ContentIdea[] {
  return examplesByNiche().get(niche) ?? [];
}

let library: Readonly<Record<string, readonly ContentIdea[]>> | undefined;

/**
 * Every idea the seed loads, by niche: the niche's public examples, then its library file (two
 * weeks of daily ideas in variants A and B; skincare's first week is its examples).
 */
export function ideaLibrary(): Readonly<Record<string, readonly ContentIdea[]>> {
  library ??= Object.fromEntries(
    nichesWithFile('ideas').map((niche) => [
      niche,
      [...exampleIdeas(niche), ...ideasOfDays(niche, readJson<IdeaFile>(`ideas/${niche}.json`).days, ideaOfDayId)],
    ]),
  );
  return library;
}

let publicIds: ReadonlySet<string> | undefined;

/** The examples are also published on the public idea page; the rest is for subscribers only. */
export function publicIdeaIds(): ReadonlySet<string> {
  publicIds ??= new Set([...examplesByNiche().values()].flat().map((idea) => idea.id));
  return publicIds;
}

const knowledge = new Map<string, KnowledgeFile>();

/** What a creator of `niche` knows (`content/knowledge/<niche>.json`); no topics for a niche without a file. */
export function knowledgeFor(niche: string): KnowledgeFile {
  let found = knowledge.get(niche);
  if (!found) {
    found = nichesWithFile('knowledge').includes(niche) ? readJson<KnowledgeFile>(`knowledge/${niche}.json`) : { topics: [] };
    knowledge.set(niche, found);
  }
  return found;
}

let words: OfflineWords | undefined;
let templates: OfflineTemplates | undefined;

export const offlineWords = (): OfflineWords => (words ??= readJson<OfflineWords>('offline/words.json'));
export const offlineTemplates = (): OfflineTemplates => (templates ??= readJson<OfflineTemplates>('offline/templates.json'));

/**
 * `content/gates.json`: the words the gates (gates.ts) judge generated drafts with. Wording, so it
 * is kept with the content rather than in code.
 */
export interface GateWords {
  /** Words that stay true of any topic in a hook ("confused", "nobody explains", "honest reply"). */
  genericHookWords: readonly string[];
  /** Words viewers add to any request ("pls", "omg", "tutorial"): never what they asked about. */
  chatWords: readonly string[];
  /** Words every idea of a niche uses ("skin" in skincare): they show no topic. */
  nicheWords: Readonly<Record<string, readonly string[]>>;
  /** A title or hook ending in one of these was cut off ("… with", "… the"). */
  danglingEndings: readonly string[];
  /** Verbs a preposition may end a phrase after ("the amount you start with", "what to pair it with"). */
  phrasalVerbs: readonly string[];
  /** Words people do double on purpose ("had had", "bye bye"). */
  doubledWordsAllowed: readonly string[];
}

export const GATE_WORDS_FILE = 'gates.json';

let gateWordList: GateWords | undefined;

export function gateWords(): GateWords {
  gateWordList ??= readJson<GateWords>(GATE_WORDS_FILE);
  return gateWordList;
}
