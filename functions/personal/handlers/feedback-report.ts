import { adminNicheTaste } from '../feedback-admin-routes';
import { getNicheTaste } from '../feedback-store';
import { routeHandler } from '#functions/platform/http/handler';

/** What one niche's subscribers film and reject, per topic, format and kind of ask. */
export const handler = routeHandler(adminNicheTaste, async ({ query }) => ({
  niche: query.niche,
  traits: await getNicheTaste(query.niche),
}));
