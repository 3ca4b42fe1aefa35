import * as z from 'zod/mini';
import type { ContentIdea, IdeaGenerator } from '#functions/shared/schemas';
import { sourceOfInsight, type Insight } from './insight';

/**
 * What a generator writes for one idea: the same shape from OpenAI (as structured output, this
 * schema turned into JSON Schema) and from the offline generator. Keys (niche, day, variant) and
 * the evidence are added by `ideaFromDraft`, never written by the model.
 */

/** The styles a hook can take; an idea's three hooks use three different ones (hooks.ts). */
export const HOOK_STYLES = ['question', 'mistake', 'story', 'how-to', 'contrarian', 'bold-statement'] as const;
export type HookStyle = (typeof HOOK_STYLES)[number];

export const MIN_SECTIONS = 3;
export const MAX_SECTIONS = 5;
export const HOOK_COUNT = 3;

/** How the video is shot; the idea page and the prompt use these names. */
export const VIDEO_FORMATS = [
  'talking-head',
  'green-screen-reply',
  'tutorial',
  'pov',
  'ranking',
  'myth-vs-fact',
  'test-on-camera',
  'before-after',
  'stitch',
  'voiceover-b-roll',
] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** What the video asks the viewer to do at the end. */
export const CTA_KINDS = ['save', 'comment-keyword', 'part-2', 'follow', 'share'] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

export const MIN_LENGTH_SECONDS = 15;
export const MAX_LENGTH_SECONDS = 90;
/** A relaxed speaking pace for short-form voiceover (about 150 words a minute). */
export const VOICEOVER_WORDS_PER_SECOND = 2.5;

/** How many voiceover words fit a video of this length. */
export const voiceoverWordBudget = (lengthSeconds: number) => Math.round(lengthSeconds * VOICEOVER_WORDS_PER_SECOND);

export const draftHook = z.object({
  style: z.enum(HOOK_STYLES),
  text: z.string(),
});
export type DraftHook = z.infer<typeof draftHook>;

export const ideaDraft = z.object({
  title: z.string().check(z.minLength(8), z.maxLength(120)),
  /** kebab-case topic inside the niche, e.g. "oily-skin" (the public idea page's path uses it). */
  sub_niche: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(40)),
  hooks: z.array(draftHook).check(z.length(HOOK_COUNT)),
  sections: z
    .array(z.object({ title: z.string(), text: z.string(), voiceover: z.string(), visuals: z.string() }))
    .check(z.minLength(MIN_SECTIONS), z.maxLength(MAX_SECTIONS)),
  /** Short reasons, one per bullet. */
  why_it_works: z.array(z.string()).check(z.minLength(2), z.maxLength(5)),
  /** The filming plan: how it is shot, how long it runs, what the viewer sees first and last. */
  format: z.enum(VIDEO_FORMATS),
  /** Target length; the voiceover fits voiceoverWordBudget(length_seconds). */
  length_seconds: z.int().check(z.minimum(MIN_LENGTH_SECONDS), z.maximum(MAX_LENGTH_SECONDS)),
  /** The first shot, before a word is said. */
  first_frame: z.string(),
  /** The text on screen in the first frame: short enough to read in a second. */
  on_screen_hook: z.string().check(z.maxLength(60)),
  /** One line around the middle that gives a reason to keep watching. */
  rehook: z.string(),
  cta: z.object({ kind: z.enum(CTA_KINDS), text: z.string() }),
});
export type IdeaDraft = z.infer<typeof ideaDraft>;

/** What a generator is asked for. */
export interface DraftRequest {
  niche: string;
  /** The niche's display name ("Personal Finance"). */
  nicheName: string;
  insight: Insight;
  variant: 'A' | 'B';
  /**
   * 0 the first time this insight is used; n > 0 when a niche ran out of fresh insights and this
   * one is used again: take a different angle from the titles already made from it.
   */
  angle: number;
  /** Titles of ideas already built on this insight (to stay clear of). */
  previousTitles: readonly string[];
  /** Why the last attempt's hooks failed (hooks.ts), fed back so the next attempt fixes them. */
  feedback: readonly string[];
  /** The creator the idea is for (their creator profile), when generating for one subscriber. */
  creator?: CreatorBrief | null;
}

/** What a creator profile tells the writer. Topics to avoid are also kept out of the insights chosen. */
export interface CreatorBrief {
  subNiches: readonly string[];
  audience: string;
  tone: string;
  formats: readonly string[];
  avoidTopics: readonly string[];
  goals: readonly string[];
}

export interface IdeaSlot {
  id: string;
  niche: string;
  dayNumber: number;
  variant: 'A' | 'B';
}

/** The stored idea: the draft's words, the slot's keys and the insight's evidence. */
export function ideaFromDraft(draft: IdeaDraft, slot: IdeaSlot, insight: Insight, generator: IdeaGenerator): ContentIdea {
  return {
    id: slot.id,
    niche: slot.niche,
    subNiche: draft.sub_niche,
    ideaNumber: slot.dayNumber,
    variant: slot.variant,
    dayNumber: slot.dayNumber,
    title: draft.title,
    content: {
      hooks: draft.hooks.map((hook) => hook.text),
      sections: draft.sections,
      why_it_works: draft.why_it_works.join(' • '),
      filming: {
        format: draft.format,
        lengthSeconds: draft.length_seconds,
        firstFrame: draft.first_frame,
        onScreenHook: draft.on_screen_hook,
        rehook: draft.rehook,
        cta: draft.cta,
      },
    },
    source: sourceOfInsight(insight),
    generator,
  };
}
