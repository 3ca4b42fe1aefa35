import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#functions/platform/route';
import { adminSources as route } from '#functions/ingestion/routes';
import type { Notice } from '@/components/ui/toast';
import { apiCall, messageOr } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';
import { useErrorNotice } from '@/lib/use-error-notice';

export type SourcesOverview = ResponseOf<typeof route>;
export type NicheSourcesRow = SourcesOverview['niches'][number];
export type IngestRun = NonNullable<NicheSourcesRow['lastRun']>;
export type AddedSource = NicheSourcesRow['videos'][number];

/** GET /api/admin/sources: the day's YouTube quota, and per niche its queries, added sources, last run and supply of asks. */
export function getSources(): Promise<SourcesOverview> {
  return apiCall(route);
}

export const sourcesKey = routeKey(route);

export function sourcesQueryOptions() {
  return queryOptions({ queryKey: sourcesKey, queryFn: getSources });
}

const sourcesFailedNotice = (error: unknown): Notice => ({
  title: 'Failed to load sources',
  description: messageOr(error, 'Please try again.'),
  variant: 'destructive',
});

/** The Sources tab's data; a failed read is announced once. */
export function useSources() {
  const result = useQuery(sourcesQueryOptions());
  useErrorNotice(result.error, sourcesFailedNotice, 'Failed to load sources:');
  return result;
}
