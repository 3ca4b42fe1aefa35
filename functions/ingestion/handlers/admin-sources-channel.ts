import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { adminAddSourceChannel } from '../routes';
import { addChannelByUrl } from '../admin-sources';
import { youtubeResolver } from '../resolve-url';

/** Adds a YouTube channel to a niche by its URL (@handle or /channel/UC…), once YouTube confirms it exists. */
export const handler = routeHandler(adminAddSourceChannel, async ({ params, body, auth }) => {
  const now = new Date();
  const result = await addChannelByUrl(params.niche, body.url, auth.email ?? auth.userId, now, () => youtubeResolver(now));
  logger.info('Admin added a channel to a niche', {
    by: auth.userId,
    niche: params.niche,
    channel: result.source.id,
    status: result.status,
  });
  return result;
});
