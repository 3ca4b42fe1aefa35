/** The one door to the auth module: a dynamic import, so Amplify loads only when auth is needed. */
export function loadAuth(): Promise<typeof import('./auth-service')> {
  return import('./auth-service');
}
