import { adminIdeaRatings, REPORT_PAGE_SIZE } from '../admin-routes';
import { listIdeaRatings } from '../ratings-store';
import { routeHandler } from '#functions/platform/http/handler';

/** Every rated idea with its average and count, most recently rated first (docs/product-rules.md#feedback-report). */
export const handler = routeHandler(adminIdeaRatings, async ({ query }) =>
  listIdeaRatings({ niche: query.niche, cursor: query.cursor, pageSize: REPORT_PAGE_SIZE }),
);
