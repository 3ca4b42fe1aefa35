import { routeHandler } from '#functions/platform/http/handler';
import { myVideoRequest } from '../video-requests';
import { getVideoIdeas } from '../video-routes';

/** One of the caller's requests (the page polls it until its ideas are ready). */
export const handler = routeHandler(getVideoIdeas, async ({ params, auth }) => ({ request: await myVideoRequest(auth, params.requestId) }));
