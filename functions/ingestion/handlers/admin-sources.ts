import { routeHandler } from '#functions/platform/http/handler';
import { adminSources } from '../routes';
import { sourcesOverview } from '../admin-sources';

/** The Sources screen: the day's quota, and per niche its sources, last run and supply of asks. */
export const handler = routeHandler(adminSources, () => sourcesOverview(new Date()));
