import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { adminSetSeasons } from '../routes';
import { saveSeasons } from '../admin';

/** Replaces a niche's seasonal moments over the version the admin read (409 when someone saved since). */
export const handler = routeHandler(adminSetSeasons, async ({ params, body, auth }) => {
  const saved = await saveSeasons(params.niche, body.moments, body.version, auth.email ?? auth.userId, new Date());
  logger.info('Admin saved the seasonal moments of a niche', { by: auth.userId, niche: params.niche, moments: saved.moments.length });
  return saved;
});
