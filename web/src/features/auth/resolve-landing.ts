import { landingPath, type LandingPath, type SubscriberLookup } from '../../../../functions/domain/landing';
import { ApiError } from '@/lib/api-client';
import { getMe } from '@/lib/api/get-me';

/** Looks the subscriber up through GET /api/me and applies the landing rules. */
export async function resolveLandingPath(): Promise<LandingPath> {
  return landingPath(await lookupSubscriber());
}

async function lookupSubscriber(): Promise<SubscriberLookup> {
  try {
    const { subscriber } = await getMe();
    return subscriber ? { kind: 'found', subscriber } : { kind: 'not-found' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
    console.error('Subscriber lookup failed:', error);
    return { kind: 'error' };
  }
}
