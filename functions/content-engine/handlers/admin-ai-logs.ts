import { adminAiLogs } from '../routes';
import { listAiLogs } from '../ai-logs-store';
import { routeHandler } from '#functions/platform/http/handler';

/** AI logs, newest first (docs/product-rules.md#ai-logs): optional niche and parsing filters, 25/50/100 a page (50 by default). */
export const handler = routeHandler(adminAiLogs, async ({ query }) => {
  return listAiLogs({
    niche: query.niche,
    parsingSuccessful: query.parsing_successful === undefined ? undefined : query.parsing_successful === 'true',
    limit: Number(query.limit ?? 50),
    cursor: query.cursor,
  });
});
