import type { VideoFormat } from '#functions/content-engine/draft';
import { channelRefOf, type ChannelRef } from '#functions/ingestion/admin-urls';
import type { CreatorProfile, CreatorProfileInput, YoutubeChannel } from './schema';
import type { FormatOption } from './profile-files';

/**
 * The profile's field rules (docs/product-rules.md#your-channel), pure: reading what a creator
 * types for their channel, reading formats in a creator's own words, and the profile the Settings
 * form saves.
 */

export const CHANNEL_NOT_FOUND = "We couldn't find that YouTube channel";
export const CHANNEL_NOT_READ = 'Enter your channel as @handle, a youtube.com/@handle or youtube.com/channel/… URL, or its id';

const CHANNEL_ID_ONLY = /^UC[A-Za-z0-9_-]{22}$/;
const LOOKS_LIKE_URL = /[/.]/;

/**
 * The channel a creator means: `@name`, `name`, a channel URL (`youtube.com/@name`,
 * `youtube.com/channel/UC…`, with or without https://) or a bare channel id. The URL forms are read
 * by the admin's add-by-URL rule, so both accept exactly the same addresses.
 */
export function channelInputOf(text: string): ChannelRef | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  if (CHANNEL_ID_ONLY.test(trimmed)) return { kind: 'id', id: trimmed };
  if (trimmed.startsWith('@') || !LOOKS_LIKE_URL.test(trimmed)) {
    const handle = trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
    return channelRefOf(`https://www.youtube.com/${encodeURIComponent(handle).replace(/^%40/, '@')}`);
  }
  return channelRefOf(trimmed);
}

/** The handle YouTube gives back (`customUrl`, "@name"), as we show it; null when it has none. */
export function handleOf(customUrl: string | null | undefined, ref: ChannelRef): string | null {
  const raw = customUrl?.trim() || (ref.kind === 'handle' ? ref.handle : '');
  if (!raw) return null;
  return raw.startsWith('@') ? raw : `@${raw}`;
}

const fold = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&/]+/gu, ' ')
    .trim()} `;

/**
 * The filming formats a list names: a format's id as the form sends it, or a creator's own words
 * for it ("green screen replies", "GRWM", "tutorials") as a chat saves them. Each format once, in
 * the form's order; words that name none are left out.
 */
export function formatIdsOf(items: readonly string[], options: readonly FormatOption[]): VideoFormat[] {
  const found = new Set<VideoFormat>();
  for (const item of items) {
    const exact = options.find((option) => option.id === item.trim().toLowerCase());
    if (exact) {
      found.add(exact.id);
      continue;
    }
    const folded = fold(item);
    for (const option of options) {
      const names = [option.label, ...option.words].map((name) => fold(name));
      // "tutorials" names "tutorial": a trailing s is allowed on the last word.
      if (names.some((name) => folded.includes(name) || folded.includes(`${name.trimEnd()}s `))) found.add(option.id);
    }
  }
  return options.map((option) => option.id).filter((id) => found.has(id));
}

/**
 * The profile's topics split into the niche's knowledge topic ids (chosen from the list) and the
 * creator's own words (typed in).
 */
export function splitSubNiches(subNiches: readonly string[], topicIds: readonly string[]): { topicIds: string[]; ownWords: string[] } {
  const known = new Set(topicIds);
  return {
    topicIds: subNiches.filter((item) => known.has(item)),
    ownWords: subNiches.filter((item) => !known.has(item)),
  };
}

/** Each item once (compared without case), in the order given. */
export function uniqueItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The profile the Settings form saves: the subscriber's current niche, their checked channel, no chat session. */
export function profileFromInput(
  input: CreatorProfileInput,
  meta: { userId: string; email: string; niche: string; youtubeChannel: YoutubeChannel | null; updatedAt: string },
): CreatorProfile {
  return {
    userId: meta.userId,
    subscriberEmail: meta.email.toLowerCase(),
    niche: meta.niche,
    subNiches: uniqueItems(input.subNiches),
    audience: input.audience,
    tone: input.tone,
    formats: [...new Set(input.formats)],
    avoidTopics: uniqueItems(input.avoidTopics),
    goals: uniqueItems(input.goals),
    youtubeChannel: meta.youtubeChannel,
    source: 'settings',
    sessionId: null,
    updatedAt: meta.updatedAt,
  };
}
