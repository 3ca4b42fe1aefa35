import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '#functions/platform/route';
import { adminAiLogs as route } from '#functions/content-engine/routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type AiLogsQuery = QueryOf<typeof route>;
export type AiLogPage = ResponseOf<typeof route>;
export type AiLog = AiLogPage['logs'][number];

/** GET /api/admin/ai-logs: one page of OpenAI logs, newest first. Throws the client's ApiError. */
export function listAiLogs(query: AiLogsQuery): Promise<AiLogPage> {
  return apiCall(route, { query });
}

export function aiLogsQueryOptions(query: AiLogsQuery) {
  return queryOptions({ queryKey: routeKey(route, query), queryFn: () => listAiLogs(query) });
}

/** The toast of a failed read: the title says which list, the text why. */
const logsFailedNotice = (error: unknown): Notice => ({
  title: 'Failed to fetch OpenAI logs',
  description: messageOr(error, 'Please try again.'),
  variant: 'destructive',
});

/**
 * One page under the given filters. The page shown stays while the next one loads, so "Next page"
 * does not blank the list; `isPlaceholderData` says the rows are the previous page's.
 */
export function useAiLogs(query: AiLogsQuery) {
  const result = useQuery({ ...aiLogsQueryOptions(query), placeholderData: keepPreviousData });
  useErrorNotice(result.error, logsFailedNotice, 'Failed to fetch OpenAI logs:');
  return result;
}
