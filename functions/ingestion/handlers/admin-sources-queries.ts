import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { adminSetSourceQueries } from '../routes';
import { saveQueries } from '../admin-sources';

/** Saves a niche's search queries over the version the admin read (409 when someone saved since). */
export const handler = routeHandler(adminSetSourceQueries, async ({ params, body, auth }) => {
  const saved = await saveQueries(params.niche, body.queries, body.version, auth.email ?? auth.userId);
  logger.info('Admin saved the search queries of a niche', { by: auth.userId, niche: params.niche, queries: saved.queries.length });
  return saved;
});
