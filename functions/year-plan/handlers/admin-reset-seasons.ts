import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { adminResetSeasons } from '../routes';
import { resetSeasons } from '../admin';

/** Puts a niche's shipped moments back (content/seasons), over the version the admin read. */
export const handler = routeHandler(adminResetSeasons, async ({ params, body, auth }) => {
  const saved = await resetSeasons(params.niche, body.version, auth.email ?? auth.userId, new Date());
  logger.info('Admin reset the seasonal moments of a niche', { by: auth.userId, niche: params.niche });
  return saved;
});
