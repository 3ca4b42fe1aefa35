import * as z from 'zod/mini';

/**
 * A creator profile (docs/product-rules.md#profile-chat): what the profile chat learns about one
 * subscriber, saved on them and taken by generation as input. Shared by the chat routes, the tester
 * and the data layer.
 */

// A copy of routes.ts's helper: esbuild honours the annotation only within its module.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** The chat's one purpose: every session builds a creator profile. */
export const CHAT_PURPOSES = ['content_profile_creation'] as const;
/** The session list shows at most 10 (docs/product-rules.md#profile-chat). */
export const CHAT_SESSION_LIST_LIMIT = 10;
/** Longer messages are refused (docs/product-rules.md#profile-chat). */
export const CHAT_MESSAGE_MAX_CHARS = 4000;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const list = (max: number) => z.array(text(120)).check(z.minLength(1), z.maxLength(max));

export const creatorProfile = pure(() =>
  z.object({
    userId: z.string(),
    subscriberEmail: z.string(),
    niche: z.string(),
    subNiches: list(8),
    /** Who watches: age, situation, what they struggle with. */
    audience: text(600),
    tone: text(300),
    formats: list(8),
    /** Topics the creator will not make videos about. */
    avoidTopics: z.array(text(120)).check(z.maxLength(12)),
    goals: list(8),
    sessionId: z.string(),
    updatedAt: z.string(),
  }),
);
export type CreatorProfile = z.infer<typeof creatorProfile>;
