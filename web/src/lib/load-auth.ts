/**
 * The one door to the auth module: a dynamic import, so only pages that look up the session load
 * it (and Amplify loads later still, for an operation that needs it: see auth-service.ts).
 */
export function loadAuth(): Promise<typeof import('./auth-service')> {
  return import('./auth-service');
}
