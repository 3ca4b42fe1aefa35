import { landingPath, type LandingPath, type SubscriberLookup } from '#functions/subscribers/landing';
import { ApiError } from '../../lib/api-client';
import { fetchMe } from '../../lib/api/get-me';
import { queryClient } from '../../lib/query-client';

/**
 * Reads `me` (into the cache the landing page's own loader then reuses) and applies the landing
 * rules: admins by their group, everyone else by their subscriber record.
 */
export async function resolveLandingPath(): Promise<LandingPath> {
  try {
    const { groups, subscriber } = await fetchMe(queryClient);
    return landingPath(subscriber ? { kind: 'found', subscriber } : { kind: 'not-found' }, groups);
  } catch (error) {
    return landingPath(failedLookup(error));
  }
}

function failedLookup(error: unknown): SubscriberLookup {
  if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
  console.error('Subscriber lookup failed:', error);
  return { kind: 'error' };
}
