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

export interface PhraseSection {
  title: string;
  /** On-screen text. */
  text: string;
  /** One or two spoken sentences. */
  voiceover: string;
  visuals: string;
  /** Topic words that make this advice the most relevant pick (matched on word starts). */
  tags?: readonly string[];
}

/**
 * The offline generator's wording for one niche (`content/phrases/<niche>.json`): what to film,
 * the advice that holds for almost any question in the niche, the usual mistakes, myths and
 * caveats. The generator fills in the viewer's topic, so all of it must stay true whatever the
 * topic is: general on purpose, hedged in health and money niches, and free of digits (an idea
 * may only show numbers its comments contain).
 */
export interface NichePhrases {
  /** Health or money: hedged wording only, and a professional named in the caveat. */
  careful: boolean;
  /** What an answer most depends on, as a viewer would say it: "skin type". */
  factor: string;
  /** The longer version for "it depends on …". */
  dependsOn: string;
  /** What the creator shows: "routine", "room", "budget". */
  noun: string;
  shots: {
    /** Where the niche films, for shots built around it: "your bathroom counter". */
    setting: string;
    /** How the viewer's comment appears (green screen over the niche's natural setting). */
    comment: string;
    /** The answer being shown. */
    demo: string;
    /** A before/after or check-in. */
    result: string;
    /** The closing call to comment. */
    cta: string;
  };
  /** One spoken sentence: when to stop and who to ask. */
  caveat: string;
  /** Advice that holds for most questions in the niche, tagged by the topics it fits best. */
  steps: readonly PhraseSection[];
  mistakes: readonly PhraseSection[];
  /** Why something a viewer tried may not have worked (complaints). */
  failReasons: readonly PhraseSection[];
  myths: ReadonlyArray<{ myth: string; fact: string; tags?: readonly string[] }>;
  /** Exactly three things to compare options on. */
  criteria: readonly [string, string, string];
}

/** The phrase bank of every niche without its own file (a niche added before its wording is written). */
export const GENERAL_PHRASES_FILE = '_general.json';

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
function nichesWithFile(kind: 'ideas' | 'examples' | 'phrases'): string[] {
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

let phrased: readonly string[] | undefined;

/** The niches with wording of their own (the rest get the general file's). */
export function phrasedNiches(): readonly string[] {
  phrased ??= nichesWithFile('phrases');
  return phrased;
}

const phrases = new Map<string, NichePhrases>();

/** The offline generator's wording for `niche`: its own file, or the general one. */
export function phrasesFor(niche: string): NichePhrases {
  const file = phrasedNiches().includes(niche) ? `${niche}.json` : GENERAL_PHRASES_FILE;
  let found = phrases.get(file);
  if (!found) {
    found = readJson<NichePhrases>(`phrases/${file}`);
    phrases.set(file, found);
  }
  return found;
}

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
