/**
 * Personal ideas: the shapes every part of the feature shares. A personal idea is an ordinary
 * stored idea (functions/shared/schemas.ts `contentIdea`) that belongs to one subscriber: it has an
 * owner, a reason it was chosen and the traits its feedback moves. The keys live in
 * functions/personal/store.ts; the rules (ranking, spread, weights) in their own modules here.
 */

/** How a personal idea came to be: the subscriber's idea of the day, or one of "Ideas from a video". */
export const PERSONAL_KINDS = ['daily', 'video'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

/**
 * The kind of ask an idea answers, read from the viewers' words: "how do i…" is how-to, "why
 * does…" is why, "best … for…" is recommendation, "is it ok/safe to…" is is-it-ok, "x or y" is
 * comparison, "… keeps happening / stopped working" is fix.
 */
export const ASK_KINDS = ['how-to', 'why', 'recommendation', 'is-it-ok', 'comparison', 'fix', 'other'] as const;
export type AskKind = (typeof ASK_KINDS)[number];

/** What a subscriber's feedback on an idea teaches: its topics (the niche's knowledge topic ids), filming format and kind of ask. */
export interface IdeaTraits {
  topics: string[];
  /** The filming plan's format (content-engine/draft.ts VIDEO_FORMATS), null for a library idea without one. */
  format: string | null;
  askKind: AskKind;
}

/** What a subscriber did with an idea. "Filmed it" and "Not for me" replace each other; a repeat is a no-op. */
export const FEEDBACK_ACTIONS = ['filmed', 'not_for_me'] as const;
export type FeedbackAction = (typeof FEEDBACK_ACTIONS)[number];

/**
 * A subscriber's learned weights, each bounded to [-1, 1] (0 = no opinion): per topic id, per
 * format and per kind of ask. Moved by "Filmed it", "Not for me" and the stars (weights.ts).
 */
export interface TasteWeights {
  topics: Record<string, number>;
  formats: Record<string, number>;
  askKinds: Record<string, number>;
}

/** One reason a personal idea was chosen, shown on the card, the idea page and in the email. */
export interface PersonalReason {
  kind: 'own-audience' | 'topic-fit' | 'format' | 'learned' | 'video' | 'niche';
  /** As the creator reads it: "6 viewers on your channel asked this", "Fits your budget skincare focus". */
  text: string;
}

/** What a personal idea carries beyond the idea itself (stored beside it; `reasons` and `kind` reach the subscriber). */
export interface PersonalFacts {
  ownerUserId: string;
  kind: PersonalKind;
  reasons: PersonalReason[];
  /** The insight it was built on (`platform#commentId`). */
  insightKey: string;
  ownAudience: boolean;
  traits: IdeaTraits;
  createdAt: string;
}
