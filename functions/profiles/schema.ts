import * as z from 'zod/mini';
import { VIDEO_FORMATS } from '#functions/content-engine/draft';
import { plainText } from '#functions/shared/schemas';

/**
 * A creator profile (docs/product-rules.md#profile-chat, #your-channel): what a subscriber's ideas
 * should fit, saved on them and read by generation and the personal-idea ranking. Two writers: the
 * profile chat (an admin's, or the subscriber's own), which saves only complete answers, and the
 * Settings form, where every field may be left empty (a half-filled profile still steers ranking).
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

/** Who wrote the profile last: a chat interview or the subscriber's own form in Settings. */
export const PROFILE_SOURCES = ['chat', 'settings'] as const;
export type ProfileSource = (typeof PROFILE_SOURCES)[number];

/** The bounds every writer keeps (the form shows them; the chat's answers are checked against them). */
export const PROFILE_LIMITS = {
  itemChars: 120,
  subNiches: 8,
  audienceChars: 600,
  toneChars: 300,
  formats: VIDEO_FORMATS.length,
  avoidTopics: 12,
  goals: 8,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const list = (max: number) => z.array(text(PROFILE_LIMITS.itemChars)).check(z.minLength(1), z.maxLength(max));

/**
 * The answers a chat interview must give before it saves: every list but topics to avoid has at
 * least one item and every text is non-empty.
 */
export const chatProfileFields = pure(() =>
  z.object({
    subNiches: list(PROFILE_LIMITS.subNiches),
    audience: text(PROFILE_LIMITS.audienceChars),
    tone: text(PROFILE_LIMITS.toneChars),
    formats: list(8),
    avoidTopics: z.array(text(PROFILE_LIMITS.itemChars)).check(z.maxLength(PROFILE_LIMITS.avoidTopics)),
    goals: list(PROFILE_LIMITS.goals),
  }),
);

/** The YouTube channel a subscriber linked, as the API resolved it (checked when saved). */
export const youtubeChannel = pure(() =>
  z.object({
    /** The channel id (`UC…`): what own-audience ingestion reads. */
    id: z.string(),
    /** `@name`, null for the rare channel without a handle. */
    handle: z.nullable(z.string()),
    title: z.string(),
  }),
);
export type YoutubeChannel = z.infer<typeof youtubeChannel>;

const storedList = (max: number) => z.array(z.string().check(z.maxLength(PROFILE_LIMITS.itemChars))).check(z.maxLength(max));

/**
 * A stored profile, as every reader gets it. Lists and texts may be empty (a profile saved from
 * Settings); `formats` holds VIDEO_FORMATS names from Settings and the creator's own words from a
 * chat (functions/profiles/fields.ts `formatIdsOf` reads both). Profiles saved before the Settings
 * form existed carry no `source` or `youtubeChannel`: they read as a chat's, with no channel.
 */
export const creatorProfile = pure(() =>
  z.object({
    userId: z.string(),
    subscriberEmail: z.string(),
    /** The subscriber's niche when the profile was saved. */
    niche: z.string(),
    /** Topics inside the niche: knowledge topic ids (content/knowledge/<niche>.json) and/or free text. */
    subNiches: storedList(PROFILE_LIMITS.subNiches),
    /** Who watches: age, situation, what they struggle with. */
    audience: z.string().check(z.maxLength(PROFILE_LIMITS.audienceChars)),
    tone: z.string().check(z.maxLength(PROFILE_LIMITS.toneChars)),
    formats: storedList(PROFILE_LIMITS.formats),
    /** Topics the creator will not make videos about. */
    avoidTopics: storedList(PROFILE_LIMITS.avoidTopics),
    goals: storedList(PROFILE_LIMITS.goals),
    youtubeChannel: z._default(z.nullable(youtubeChannel), null),
    source: z._default(z.enum(PROFILE_SOURCES), 'chat'),
    /** The chat session that saved it; null when saved from Settings. */
    sessionId: z.nullable(z.string()),
    updatedAt: z.string(),
  }),
);
export type CreatorProfile = z.infer<typeof creatorProfile>;

// ---------------------------------------------------------------------------------------------
// What the Settings form sends (PUT /api/me/profile)

const formText = (max: number, label: string) =>
  z
    .string()
    .check(z.trim(), z.maxLength(max, `${label} is limited to ${max.toLocaleString('en-US')} characters`), plainText({ multiline: true }));
const formItem = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Remove the empty item'),
      z.maxLength(PROFILE_LIMITS.itemChars, `Each item is limited to ${PROFILE_LIMITS.itemChars} characters`),
      plainText(),
    );
const formList = (max: number) => z.array(formItem()).check(z.maxLength(max, `At most ${max} items`));

/**
 * The profile as the subscriber edits it. Every field may be empty. The niche is never sent: it is
 * the subscriber's current one. The channel is what they typed (a handle, a channel URL or an id),
 * checked against YouTube before anything is saved.
 */
export const creatorProfileInput = pure(() =>
  z.strictObject({
    subNiches: formList(PROFILE_LIMITS.subNiches),
    audience: formText(PROFILE_LIMITS.audienceChars, 'Audience'),
    tone: formText(PROFILE_LIMITS.toneChars, 'Tone'),
    formats: z
      .array(z.enum(VIDEO_FORMATS, 'Choose formats from the list'))
      .check(z.maxLength(PROFILE_LIMITS.formats, `At most ${PROFILE_LIMITS.formats} formats`)),
    avoidTopics: formList(PROFILE_LIMITS.avoidTopics),
    goals: formList(PROFILE_LIMITS.goals),
    youtubeChannel: z.nullable(z.string().check(z.trim(), z.maxLength(200, 'That is too long for a YouTube channel'), plainText())),
  }),
);
export type CreatorProfileInput = z.infer<typeof creatorProfileInput>;
