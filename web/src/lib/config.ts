import { appConfig, type AppConfig } from '#functions/shared/app-config';

let pending: Promise<AppConfig> | undefined;

/**
 * The runtime config (/config.json), fetched once and only when something needs auth, so public
 * pages never pay for it. A failed load is forgotten so the next caller can retry.
 */
export function loadConfig(): Promise<AppConfig> {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  return appConfig.parse(await response.json());
}
