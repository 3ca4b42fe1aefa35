import { requestCaller } from '#functions/ingestion/request-caller';
import { youtubeKey } from '#functions/ingestion/youtube-client';
import { YoutubeError } from '#functions/ingestion/youtube-errors';
import { videoIdOf, videoUrl } from '#functions/ingestion/admin-urls';
import { InvalidInput, ServiceUnavailable } from '#functions/platform/errors';
import { getCreatorProfile } from '#functions/profiles/store';
import type { AuthContext } from '#functions/platform/http/auth';
import { entryView, notScheduled, timeZoneOf } from './calendar';
import type { CalendarEntryView } from './routes';
import { localDateOf, postedOn, POSTED_URL_MESSAGE } from './rules';
import { getEntry, writePosted } from './store';

/**
 * Checking the video a creator says they posted: its address names a YouTube video, YouTube has it,
 * and it is on the channel their profile links (when it links one): the analytics compare a
 * creator's videos with their own usual views, so another channel's video would mislead them.
 */

export const POSTED_VIDEO_NOT_FOUND = 'We could not find that video on YouTube';
export const POSTED_YOUTUBE_QUOTA =
  "We've used today's YouTube allowance, so the video cannot be checked. Try again tomorrow; nothing was saved.";
export const POSTED_YOUTUBE_DOWN = "YouTube isn't answering right now. Try again in a few minutes; nothing was saved.";

export function otherChannelMessage(channel: { title: string; handle: string | null }): string {
  const name = channel.handle ? `@${channel.handle.replace(/^@/, '')}` : channel.title;
  return `That video is on another channel. Link a video from ${name}, the channel in your profile: your analytics compare your own videos.`;
}

export interface PostedVideo {
  url: string;
  videoId: string;
  channelId: string;
}

const refuse = (message: string) => new InvalidInput(message, { url: [message] });

/**
 * The posted video for an address, looked up with one `videos.list` unit counted in the day's quota
 * ledger. Refusals are field errors on `url`; YouTube out of quota or not answering is a 503.
 */
export async function lookUpPostedVideo(
  url: string,
  linkedChannel: { id: string; title: string; handle: string | null } | null,
  now: Date,
): Promise<PostedVideo> {
  const id = videoIdOf(url);
  if (!id) throw refuse(POSTED_URL_MESSAGE);
  const key = await youtubeKey();
  if (!key) throw new ServiceUnavailable(POSTED_YOUTUBE_DOWN, 'youtube_unavailable');
  const caller = await requestCaller(key, now);
  let item: { id?: string | null; snippet?: { channelId?: string | null } | null } | undefined;
  try {
    const data = await caller.call('videos.list', (api) => api.videos.list({ id: [id], part: ['snippet'] }));
    item = data.items?.[0];
  } catch (error) {
    if (!(error instanceof YoutubeError)) throw error;
    if (error.reason === 'videoNotFound') throw refuse(POSTED_VIDEO_NOT_FOUND);
    const quota = error.reason === 'quotaExceeded' || error.reason === 'rateLimitExceeded' || error.reason === 'budgetSpent';
    throw new ServiceUnavailable(quota ? POSTED_YOUTUBE_QUOTA : POSTED_YOUTUBE_DOWN, 'youtube_unavailable');
  }
  const channelId = item?.snippet?.channelId;
  if (!item?.id || !channelId) throw refuse(POSTED_VIDEO_NOT_FOUND);
  if (linkedChannel && linkedChannel.id !== channelId) throw refuse(otherChannelMessage(linkedChannel));
  return { url: videoUrl(item.id), videoId: item.id, channelId };
}

/** Posted with the video's address: checked on YouTube (and against the linked channel) before anything is written. */
export async function postEntry(auth: AuthContext, ideaId: string, url: string, now: Date): Promise<CalendarEntryView> {
  const current = await getEntry(auth.userId, ideaId);
  if (!current) throw notScheduled();
  const [timeZone, profile] = await Promise.all([timeZoneOf(auth), getCreatorProfile(auth.userId)]);
  const video = await lookUpPostedVideo(url, profile?.youtubeChannel ?? null, now);
  const postOn = postedOn(current.postOn, localDateOf(now, timeZone));
  if (current.status === 'posted' && current.videoId === video.videoId && current.postOn === postOn) return entryView(current);
  return entryView(await writePosted(current, { ...video, postOn }, now));
}
