import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { adminAddSourceVideo } from '../routes';
import { addVideoByUrl } from '../admin-sources';
import { youtubeResolver } from '../resolve-url';

/** Adds a YouTube video to a niche by its URL, once YouTube confirms it exists. */
export const handler = routeHandler(adminAddSourceVideo, async ({ params, body, auth }) => {
  const now = new Date();
  const result = await addVideoByUrl(params.niche, body.url, auth.email ?? auth.userId, now, () => youtubeResolver(now));
  logger.info('Admin added a video to a niche', { by: auth.userId, niche: params.niche, video: result.source.id, status: result.status });
  return result;
});
