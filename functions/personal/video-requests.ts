import { ulid } from 'ulid';
import { YouTubeUnavailable } from '#functions/ingestion/admin-sources';
import { ownAudienceConfig } from '#functions/ingestion/own-channel-files';
import { youtubeResolver } from '#functions/ingestion/resolve-url';
import { pacificDay } from '#functions/ingestion/run-store';
import { videoUrl } from '#functions/ingestion/admin-urls';
import { Conflict, InvalidInput, NotFound, ServiceUnavailable, TooManyRequests } from '#functions/platform/errors';
import type { AuthContext } from '#functions/platform/http/auth';
import { subscriberWithAccess } from '#functions/subscribers/access';
import {
  VIDEO_REQUEST_FAILURES,
  VIDEO_REQUEST_URL_MESSAGE,
  dailyLimitMessage,
  mayRequestAnother,
  requestedVideoId,
  secondsUntilPacificMidnight,
} from './video-ideas-rules';
import {
  createVideoRequest,
  getVideoRequest,
  listVideoRequests,
  requestsMadeOn,
  uncountVideoRequest,
  type VideoRequest,
} from './video-ideas-store';
import { queueVideoIdeas } from './video-queue';

/**
 * The request side of "Ideas from a video" (the API routes): check the address, the subscriber and
 * the day's limit, look the video up (one unit of the day's quota: a private, deleted or mistyped
 * video is refused at once, not minutes later), count the request with it, and queue it for the
 * worker (video-ideas.ts). The lookup comes before the count: a video that does not exist costs the
 * subscriber nothing.
 */

export type VideoRequestView = Omit<VideoRequest, 'userId' | 'niche'>;

const view = ({ userId: _owner, niche: _niche, ...rest }: VideoRequest): VideoRequestView => rest;

async function subscriberOf(auth: AuthContext) {
  const subscriber = await subscriberWithAccess(auth);
  if (!subscriber) throw new NotFound('Finish signing up first.', 'subscriber_not_found');
  // 409 as a plan change without a subscription: the caller may use the route, their account is not
  // in a state to (403 means a route that is not theirs at all).
  if (!subscriber.subscribed) throw new Conflict('Ideas from a video come with a subscription.', 'subscription_required');
  if (!subscriber.niche) throw new Conflict('Choose your niche first: ideas are written for it.', 'niche_required');
  return { ...subscriber, niche: subscriber.niche };
}

export async function requestIdeasFromVideo(auth: AuthContext, url: string, now: Date): Promise<VideoRequestView> {
  const videoId = requestedVideoId(url);
  if (!videoId) throw new InvalidInput(VIDEO_REQUEST_URL_MESSAGE, { url: [VIDEO_REQUEST_URL_MESSAGE] });
  const subscriber = await subscriberOf(auth);
  const { perDay } = ownAudienceConfig().videoRequests;
  const day = pacificDay(now);
  const limited = () => new TooManyRequests(secondsUntilPacificMidnight(now), dailyLimitMessage(perDay));
  if (!mayRequestAnother(await requestsMadeOn(auth.userId, day), perDay)) throw limited();

  let found: { id: string; title: string } | null;
  try {
    found = await (await youtubeResolver(now)).video(videoId);
  } catch (error) {
    if (error instanceof YouTubeUnavailable)
      throw new ServiceUnavailable(VIDEO_REQUEST_FAILURES[error.reason === 'quota' ? 'quota' : 'unavailable'], 'youtube_unavailable');
    throw error;
  }
  if (!found) throw new InvalidInput(VIDEO_REQUEST_FAILURES.notFound, { url: [VIDEO_REQUEST_FAILURES.notFound] });

  const request: VideoRequest = {
    id: ulid(now.getTime()),
    userId: auth.userId,
    niche: subscriber.niche,
    url: videoUrl(found.id),
    videoId: found.id,
    videoTitle: found.title,
    status: 'queued',
    message: null,
    ideas: [],
    createdAt: now.toISOString(),
    finishedAt: null,
  };
  if ((await createVideoRequest(request, day, perDay, now)) === 'limit') throw limited();
  try {
    await queueVideoIdeas({ userId: auth.userId, requestId: request.id });
  } catch (error) {
    // Not queued, so never answered: the place in the day is given back before the error shows.
    await uncountVideoRequest(auth.userId, day);
    throw error;
  }
  return view(request);
}

export async function myVideoRequests(
  auth: AuthContext,
  now: Date,
): Promise<{ requests: VideoRequestView[]; perDay: number; usedToday: number }> {
  const [requests, usedToday] = await Promise.all([listVideoRequests(auth.userId), requestsMadeOn(auth.userId, pacificDay(now))]);
  return { requests: requests.map(view), perDay: ownAudienceConfig().videoRequests.perDay, usedToday };
}

/** One of the caller's requests; another subscriber's id is not found (it is looked up in the caller's partition only). */
export async function myVideoRequest(auth: AuthContext, requestId: string): Promise<VideoRequestView> {
  const request = await getVideoRequest(auth.userId, requestId);
  if (!request) throw new NotFound('No such request.', 'video_request_not_found');
  return view(request);
}
