import { adminFeedback, REPORT_PAGE_SIZE } from '../admin-routes';
import { listFeedback } from '../engagement-store';
import { routeHandler } from '#functions/platform/http/handler';

/** The idea feedback subscribers sent (docs/product-rules.md#feedback-report), newest first, each with its idea's average rating. */
export const handler = routeHandler(adminFeedback, async ({ query }) =>
  listFeedback({ niche: query.niche, cursor: query.cursor, pageSize: REPORT_PAGE_SIZE }),
);
