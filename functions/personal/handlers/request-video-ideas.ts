import { routeHandler } from '#functions/platform/http/handler';
import { requestIdeasFromVideo } from '../video-requests';
import { requestVideoIdeas } from '../video-routes';

/** "Ideas from a video": the request is checked, counted and queued; the ideas follow within minutes. */
export const handler = routeHandler(requestVideoIdeas, async ({ body, auth }) => ({
  request: await requestIdeasFromVideo(auth, body.url, new Date()),
}));
