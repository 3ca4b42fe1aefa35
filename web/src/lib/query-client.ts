import { QueryClient } from '@tanstack/react-query';
import type { RouteDefinition } from '#functions/platform/route';
import { ApiError } from './api-client';

/**
 * A query's key is the route's name, then what the call sends (params, query), so the key of a
 * cached answer says which API operation produced it. Invalidating `[route.name]` reaches every
 * input of that route (a prefix match).
 */
export function routeKey<R extends RouteDefinition>(
  route: R,
  input?: Record<string, unknown>,
): readonly [R['name'], ...Record<string, unknown>[]] {
  return input === undefined ? [route.name] : [route.name, input];
}

/**
 * 4xx answers are final (the same call gets the same answer); a network failure or a 5xx is
 * worth one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Thirty seconds: switching tabs or coming back from an idea page reuses what was read,
      // while a page opened later reads fresh data.
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache: the provider renders it and the router's loaders read it. */
export const queryClient = createQueryClient();
