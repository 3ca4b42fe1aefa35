import type { DraftRequest } from './draft';
import {
  CTA_KINDS,
  HOOK_COUNT,
  HOOK_STYLES,
  MAX_LENGTH_SECONDS,
  MAX_SECTIONS,
  MIN_LENGTH_SECONDS,
  MIN_SECTIONS,
  VIDEO_FORMATS,
  VOICEOVER_WORDS_PER_SECOND,
  voiceoverWordBudget,
} from './draft';
import { BANNED_OPENERS } from './hooks';
import { ideaLibrary } from './content-files';
import { closestExamples, promptExample, type PromptExample } from './prompt-examples';

/**
 * What the model is told. The instructions are fixed for a given number of candidates (so
 * OpenAI's prompt cache reuses them across every idea); the input is one JSON document, so the
 * model, the logs and the local emulator all read the same facts and nothing is lost in prose.
 */

const budgets = [30, 45, 60].map((seconds) => `${seconds} s = ${voiceoverWordBudget(seconds)} words`).join(', ');

/** The instructions for a call that writes `candidates` ideas at once into `{ "candidates": [...] }`. */
export function ideaInstructions(candidates: number): string {
  const many = candidates > 1;
  return [
    'You write short-form video ideas (TikTok, Reels, Shorts) that a creator in the given niche can film today with a phone.',
    'The input is one JSON document. `insight` is what real viewers asked under videos in this niche: `insight.ask` (when given) names their shared question,',
    '`insight.comment` and `insight.supporting_comments` are their own words, `insight.asked_count` is how many viewers asked it.',
    'The idea must answer exactly that question, so that every one of those viewers feels answered. Do not drift to a neighbouring topic.',
    many
      ? `Write ${candidates} ideas in \`candidates\`. Each is complete on its own and takes a clearly different approach (another format, structure or angle); make every one your best.`
      : 'Write one idea.',
    '',
    'THE ANSWER. Be concrete: the actual steps in order, techniques, product types and ingredients (types, not brands), settings, amounts a professional would',
    'give as general guidance, and the words to say. Well-known general facts are welcome. Never invent statistics, percentages, prices, study results,',
    'expert quotes or results; use a figure only when the comments contain it or it is standard general guidance in the niche.',
    'For health, money and legal topics hedge where it matters ("can help", "for most people") and say once, where it fits, when to ask a doctor,',
    'pharmacist, financial adviser or lawyer. Never promise an outcome.',
    '',
    `HOOKS. Exactly ${HOOK_COUNT} hooks in ${HOOK_COUNT} different styles (${HOOK_STYLES.join(', ')}), each 6 to 20 words, spoken in the first 3 seconds.`,
    'Each names the specific thing the viewers asked about: a hook that would still be true if the topic were swapped for another is too generic.',
    `Never open with ${BANNED_OPENERS.filter((opener) => !/wont /i.test(opener))
      .map((opener) => `"${opener}"`)
      .join(', ')}.`,
    'No numbers in hooks (except how many sections the idea has, or a number the comments contain), and no "studies show", "guaranteed", "overnight", "100%" or "the only way".',
    "A story hook is a fill-in for the creator's own moment, with the part only they can tell in square brackets:",
    '"The first time [you tried it], [what went wrong] and here is what I do now." Never invent a first-person anecdote, a client, a friend or a result:',
    'the creator can only tell a story that happened to them.',
    '',
    `THE VIDEO. ${MIN_SECTIONS} to ${MAX_SECTIONS} sections in the order they are filmed, each with a title, on-screen \`text\` (short), a spoken \`voiceover\``,
    'and `visuals` (what the camera shows: where, what is in hand, what changes on screen).',
    `\`format\`: one of ${VIDEO_FORMATS.join(', ')}, the one that shows this answer best (green-screen-reply puts the comment on screen behind the creator).`,
    `\`length_seconds\`: ${MIN_LENGTH_SECONDS} to ${MAX_LENGTH_SECONDS}, as long as the answer needs and no longer.`,
    `The voiceover lines of all sections together are spoken at ${VOICEOVER_WORDS_PER_SECOND} words a second: between two thirds of and the full`,
    `length_seconds x ${VOICEOVER_WORDS_PER_SECOND} words (${budgets}).`,
    '`first_frame`: the shot on screen before a word is said. `on_screen_hook`: the text over that first frame, at most 60 characters, readable in one second.',
    '`rehook`: one spoken line around the middle that gives a reason to keep watching (what is still to come).',
    `\`cta\`: its \`kind\` (${CTA_KINDS.join(', ')}) and the line that closes the video. Offer only what the creator can deliver:`,
    'comment-keyword when they will reply with something, part-2 when the answer has more to show.',
    'Also a `title` (what the video delivers, in plain words), a kebab-case `sub_niche`, and 2 to 5 short `why_it_works` reasons grounded in the comments.',
    '',
    "`examples` are ideas this niche's editors wrote: match their level of detail and usefulness, never their topic, titles, wording or personal stories.",
    'Plain, specific, friendly language. No hashtags, no emojis in hooks.',
    'variant B is a different angle from variant A on the same insight. When angle > 0 or previous_titles are given, take a clearly different angle from them.',
    'When feedback lists problems with an earlier answer, fix every one of them.',
    'When creator_profile is given, write for that creator: their audience, their tone, one of their formats, toward their goals, within their sub-niches where the insight allows; never touch their avoid_topics.',
  ].join('\n');
}

/** The instructions of a one-idea call, as the emulator tests and older callers send them. */
export const IDEA_INSTRUCTIONS = ideaInstructions(1);

/** The input document, snake_case like the rest of what the model reads. */
export interface PromptPayload {
  task: 'content_idea';
  niche: string;
  niche_name: string;
  variant: 'A' | 'B';
  angle: number;
  previous_titles: string[];
  feedback: string[];
  insight: {
    key: string;
    /** The group's shared question in one line, when mining named it. */
    ask: string | null;
    comment: string;
    comment_author: string;
    comment_likes: number;
    asked_count: number;
    total_likes: number;
    signals: string[];
    supporting_comments: Array<{ text: string; likes: number }>;
    videos: Array<{ title: string; creator: string; views: number; platform: string }>;
  };
  /** Two of the niche's hand-written ideas, closest in topic but not the same topic. */
  examples: PromptExample[];
  /** Only when generating for one subscriber's creator profile. */
  creator_profile?: {
    sub_niches: string[];
    audience: string;
    tone: string;
    formats: string[];
    avoid_topics: string[];
    goals: string[];
  };
}

/** Supporting quotes sent to the model: enough to see the pattern, bounded so the prompt stays small. */
const MAX_PROMPT_QUOTES = 8;

/** The niche's library ideas to show, read from content/ideas at run time. */
function examplesFor(request: DraftRequest): PromptExample[] {
  const library = ideaLibrary()[request.niche] ?? [];
  return closestExamples(library, request.insight).map(promptExample);
}

export function promptPayload(request: DraftRequest): PromptPayload {
  const { insight } = request;
  return {
    task: 'content_idea',
    niche: request.niche,
    niche_name: request.nicheName,
    variant: request.variant,
    angle: request.angle,
    previous_titles: [...request.previousTitles],
    feedback: [...request.feedback],
    insight: {
      key: insight.key,
      ask: insight.ask ?? null,
      comment: insight.representative.text,
      comment_author: insight.representative.author,
      comment_likes: insight.representative.likes,
      asked_count: insight.askedCount,
      total_likes: insight.totalLikes,
      signals: insight.signals,
      supporting_comments: insight.supporting.slice(0, MAX_PROMPT_QUOTES).map((c) => ({ text: c.text, likes: c.likes })),
      videos: insight.videos.map((v) => ({ title: v.title, creator: v.creator, views: v.views, platform: v.platform })),
    },
    examples: examplesFor(request),
    ...(request.creator
      ? {
          creator_profile: {
            sub_niches: [...request.creator.subNiches],
            audience: request.creator.audience,
            tone: request.creator.tone,
            formats: [...request.creator.formats],
            avoid_topics: [...request.creator.avoidTopics],
            goals: [...request.creator.goals],
          },
        }
      : {}),
  };
}
