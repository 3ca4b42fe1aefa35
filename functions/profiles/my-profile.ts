import { knowledgeFor } from '#functions/content-engine/content-files';
import type { VideoFormat } from '#functions/content-engine/draft';
import { YouTubeUnavailable, type Resolver } from '#functions/ingestion/admin-sources';
import { cachedNiches } from '#functions/niches/store';
import { InvalidInput, NotFound, ServiceUnavailable } from '#functions/platform/errors';
import { getSubscriber } from '#functions/subscribers/store';
import { CHANNEL_NOT_FOUND, CHANNEL_NOT_READ, channelInputOf, handleOf, profileFromInput } from './fields';
import { formatOptions } from './profile-files';
import type { CreatorProfile, CreatorProfileInput, YoutubeChannel } from './schema';
import { getCreatorProfile, putCreatorProfile } from './store';

/**
 * A subscriber's own profile (docs/product-rules.md#your-channel): read with the choices the form
 * offers for their niche, and saved from the Settings form once its channel is found on YouTube.
 */

export const NOT_SIGNED_UP = 'Finish signing up first: there is no profile to save yet.';
export const NO_NICHE = 'Choose your niche first: your profile is about your channel within it.';
const QUOTA_MESSAGE =
  "YouTube's daily quota is used up, so your channel can't be checked until midnight Pacific time. Save without it for now.";
const UNAVAILABLE_MESSAGE = "YouTube did not answer, so your channel couldn't be checked. Please try again in a minute.";

export interface ProfileOptions {
  niche: string | null;
  nicheName: string | null;
  /** The niche's knowledge topics, offered as checkboxes. */
  topics: Array<{ id: string; name: string }>;
  formats: Array<{ id: VideoFormat; label: string; words: string[] }>;
}

async function optionsFor(niche: string | null): Promise<ProfileOptions> {
  const niches = await cachedNiches();
  return {
    niche,
    nicheName: niches.find((n) => n.niche === niche)?.displayName ?? null,
    topics: niche ? knowledgeFor(niche).topics.map(({ id, name }) => ({ id, name })) : [],
    formats: formatOptions().map(({ id, label, words }) => ({ id, label, words: [...words] })),
  };
}

/** The caller's profile (null before they save one) and the choices the form offers them. */
export async function myProfile(userId: string): Promise<{ profile: CreatorProfile | null; options: ProfileOptions }> {
  const [subscriber, profile] = await Promise.all([getSubscriber(userId), getCreatorProfile(userId)]);
  return { profile, options: await optionsFor(subscriber?.niche ?? null) };
}

const sameChannel = (saved: YoutubeChannel | null, ref: NonNullable<ReturnType<typeof channelInputOf>>) =>
  saved !== null &&
  (ref.kind === 'id' ? saved.id === ref.id : saved.handle !== null && saved.handle.toLowerCase() === `@${ref.handle}`.toLowerCase());

/**
 * The channel the creator typed, as YouTube knows it: null when the field is empty, the saved one
 * when it names it again (no lookup), else one `channels.list` call counted in the day's quota.
 */
async function checkedChannel(
  text: string | null,
  saved: YoutubeChannel | null,
  resolver: () => Promise<Resolver>,
): Promise<YoutubeChannel | null> {
  if (text === null || text.trim() === '') return null;
  const ref = channelInputOf(text);
  if (!ref) throw new InvalidInput(CHANNEL_NOT_READ, { youtubeChannel: [CHANNEL_NOT_READ] });
  if (sameChannel(saved, ref)) return saved;
  let found;
  try {
    found = await (await resolver()).channel(ref);
  } catch (error) {
    if (error instanceof YouTubeUnavailable)
      throw new ServiceUnavailable(error.reason === 'quota' ? QUOTA_MESSAGE : UNAVAILABLE_MESSAGE, `youtube_${error.reason}`);
    throw error;
  }
  if (!found) throw new InvalidInput(CHANNEL_NOT_FOUND, { youtubeChannel: [CHANNEL_NOT_FOUND] });
  return { id: found.id, handle: handleOf(found.handle, ref), title: found.title };
}

/** Saves the Settings form: nothing is written unless every field, the channel included, is right. */
export async function saveMyProfile(input: {
  userId: string;
  profile: CreatorProfileInput;
  resolver: () => Promise<Resolver>;
  now: Date;
}): Promise<{ profile: CreatorProfile; options: ProfileOptions }> {
  const [subscriber, saved] = await Promise.all([getSubscriber(input.userId, { consistent: true }), getCreatorProfile(input.userId)]);
  if (!subscriber) throw new NotFound(NOT_SIGNED_UP, 'subscriber_not_found');
  if (!subscriber.niche) throw new InvalidInput(NO_NICHE);
  const youtubeChannel = await checkedChannel(input.profile.youtubeChannel, saved?.youtubeChannel ?? null, input.resolver);
  const profile = profileFromInput(input.profile, {
    userId: subscriber.userId,
    email: subscriber.email,
    niche: subscriber.niche,
    youtubeChannel,
    updatedAt: input.now.toISOString(),
  });
  await putCreatorProfile(profile);
  return { profile, options: await optionsFor(subscriber.niche) };
}
