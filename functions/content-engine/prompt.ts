import type { DraftRequest } from './draft';
import { HOOK_STYLES, MAX_SECTIONS, MIN_SECTIONS } from './draft';

/**
 * What the model is told. The instructions are fixed (cacheable by OpenAI's prompt cache); the
 * input is one JSON document, so the model, the logs and the local emulator all read the same
 * facts and nothing is lost in prose.
 */
export const IDEA_INSTRUCTIONS = [
  'You write short-form video ideas (TikTok, Reels, Shorts) for a creator in the given niche.',
  'Each idea answers what real viewers asked in the comments you are given. Build it from that insight only:',
  'never invent statistics, prices, studies or numbers that the comments do not contain.',
  `Write a title, exactly 3 hooks in 3 different styles (${HOOK_STYLES.join(', ')}), ${MIN_SECTIONS} to ${MAX_SECTIONS} sections`,
  '(each with on-screen text, a voiceover line and what to film) and 2 to 5 short reasons why it works.',
  'Hooks: 6 to 20 words, spoken in the first 3 seconds, no "In this video", "Have you ever" or "You won\'t believe".',
  'For health, money and legal topics use hedged wording ("can help", "may", "talk to a professional"), never promises.',
  'Plain, specific, friendly language a creator can film today with a phone. No hashtags, no emojis in hooks.',
  'variant B is a different angle from variant A on the same insight. When angle > 0 or previous_titles are given, take a clearly different angle from them.',
  'When feedback lists problems with earlier hooks, fix every one of them.',
  'When creator_profile is given, write for that creator: their audience, their tone, one of their formats, toward their goals, within their sub-niches where the insight allows; never touch their avoid_topics.',
].join('\n');

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
    comment: string;
    comment_author: string;
    comment_likes: number;
    asked_count: number;
    total_likes: number;
    signals: string[];
    supporting_comments: Array<{ text: string; likes: number }>;
    videos: Array<{ title: string; creator: string; views: number; platform: string }>;
  };
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
      comment: insight.representative.text,
      comment_author: insight.representative.author,
      comment_likes: insight.representative.likes,
      asked_count: insight.askedCount,
      total_likes: insight.totalLikes,
      signals: insight.signals,
      supporting_comments: insight.supporting.slice(0, MAX_PROMPT_QUOTES).map((c) => ({ text: c.text, likes: c.likes })),
      videos: insight.videos.map((v) => ({ title: v.title, creator: v.creator, views: v.views, platform: v.platform })),
    },
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
