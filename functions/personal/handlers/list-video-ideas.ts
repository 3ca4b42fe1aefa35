import { routeHandler } from '#functions/platform/http/handler';
import { myVideoRequests } from '../video-requests';
import { listVideoIdeas } from '../video-routes';

/** The caller's "Ideas from a video" requests, newest first, with today's count. */
export const handler = routeHandler(listVideoIdeas, async ({ auth }) => myVideoRequests(auth, new Date()));
