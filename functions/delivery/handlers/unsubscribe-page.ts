import { unsubscribePage } from '../routes';
import { routeHandler } from '#functions/platform/http/handler';

/**
 * The unsubscribe URL opened in a browser, or fetched by a link scanner: nothing changes on a GET.
 * The page it leads to asks for a click, and that click POSTs.
 */
export const handler = routeHandler(unsubscribePage, async ({ query }) => ({
  location: query.token ? `/unsubscribe?token=${encodeURIComponent(query.token)}` : '/unsubscribe',
}));
