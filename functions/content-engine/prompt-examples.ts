import type { ContentIdea } from '#functions/shared/schemas';
import { classifyHookStyle } from './hooks';
import type { Insight } from './insight';
import { EVERYDAY_TOKENS, topicTokens } from './text';

/**
 * Which of the niche's hand-written ideas the model sees as examples. Two ideas of the same niche
 * show the level of detail a creator films (steps, product types, what is on screen) better than
 * any instruction; the ones closest to the viewers' words show it on a neighbouring topic. Pure:
 * the library is passed in.
 */

/** How many library ideas go into the prompt: enough to show the bar, few enough to keep the input small. */
export const PROMPT_EXAMPLE_COUNT = 2;

/**
 * An example whose title is mostly the viewers' own words is the same video: shown to the model
 * it invites a copy, which the repeat gate then rejects. Same threshold as that gate's overlap.
 */
export const COPY_OVERLAP = 0.6;

/** An example as the model reads it: what it says and shows, none of the library's bookkeeping. */
export interface PromptExample {
  title: string;
  hooks: string[];
  sections: Array<{ title: string; text: string; voiceover: string; visuals: string }>;
}

/** The topic words of a text, without the words every comment uses ("really", "help", "tips"). */
function contentTokens(text: string): Set<string> {
  return new Set(topicTokens(text).filter((token) => token.length > 2 && !EVERYDAY_TOKENS.has(token)));
}

/** What the viewers asked, in their words and (when mining named it) in ours. */
export function insightTokens(insight: Pick<Insight, 'ask' | 'representative' | 'supporting'>): Set<string> {
  const texts = [insight.ask ?? '', insight.representative.text, ...insight.supporting.map((comment) => comment.text)];
  return contentTokens(texts.join(' '));
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return shared;
}

function share(of: ReadonlySet<string>, within: ReadonlySet<string>): number {
  if (of.size === 0) return 0;
  let found = 0;
  for (const token of of) if (within.has(token)) found += 1;
  return found / of.size;
}

/**
 * The library ideas closest in topic to the insight, best first: most of the viewers' topic words
 * found in the idea's title, sub-niche and section titles (counted double) and in what its
 * sections say; ties in library order, so the same
 * insight always gets the same examples. An idea whose title the viewers' words nearly spell out
 * is left out (it would be copied), and the two come from different days so they do not show the
 * same topic twice.
 */
export function closestExamples(
  library: readonly ContentIdea[],
  insight: Pick<Insight, 'ask' | 'representative' | 'supporting'>,
  count = PROMPT_EXAMPLE_COUNT,
): ContentIdea[] {
  const asked = insightTokens(insight);
  const ranked = library
    .map((idea, order) => {
      const title = contentTokens(idea.title);
      // What the idea is about counts double; what it says only breaks ties between neighbours.
      const topic = contentTokens([idea.title, idea.subNiche.replace(/-/g, ' '), ...idea.content.sections.map((s) => s.title)].join(' '));
      const body = contentTokens(idea.content.sections.map((s) => `${s.text} ${s.voiceover}`).join(' '));
      const shared = 2 * overlap(topic, asked) + overlap(body, asked);
      return { idea, order, shared, copy: title.size > 0 && share(title, asked) >= COPY_OVERLAP };
    })
    .filter((candidate) => !candidate.copy)
    .sort((a, b) => b.shared - a.shared || a.order - b.order);
  const chosen: ContentIdea[] = [];
  for (const { idea } of ranked) {
    if (chosen.length >= count) break;
    if (chosen.some((taken) => taken.dayNumber === idea.dayNumber)) continue;
    chosen.push(idea);
  }
  return chosen;
}

/**
 * An example trimmed to what the model should learn from. Story hooks are left out: most are a
 * first-person moment of the writer's own ("I wasted my first six months..."), and shown as a
 * model they teach the writer to invent one.
 */
export function promptExample(idea: ContentIdea): PromptExample {
  return {
    title: idea.title,
    hooks: idea.content.hooks.filter((hook) => classifyHookStyle(hook) !== 'story'),
    sections: idea.content.sections.map((section) => ({
      title: section.title,
      text: section.text,
      voiceover: section.voiceover,
      visuals: section.visuals,
    })),
  };
}
