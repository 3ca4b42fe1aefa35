import { ApiError } from './api-client';

/**
 * A signed email link the API refused: forged, altered, expired or cut short (400, 401, 403, 404,
 * 410). Sending it again cannot help, unlike a network failure, a 5xx or a rate limit.
 */
export function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}
