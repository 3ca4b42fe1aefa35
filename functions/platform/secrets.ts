import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * Secrets Manager reads with a per-secret cache. Every route's function checks the origin secret
 * (handlers/http/origin.ts), so this stays small: the SDK client alone, which shares its core with
 * the DynamoDB client the function already carries.
 */

export interface SecretOptions {
  /** Seconds a fetched value is reused before the next call fetches it again. */
  readonly maxAgeSeconds: number;
}

interface Cached {
  readonly value: Promise<string>;
  /** Date.now() after which the value is fetched again. */
  expiresAt: number;
}

// Created on the first fetch, so a function that never reads a secret pays nothing at cold start.
let client: SecretsManagerClient | undefined;
const cache = new Map<string, Cached>();

/**
 * The secret's string value, fetched at most once per `maxAgeSeconds` per warm function.
 * Concurrent first calls share one fetch; a failed fetch is not cached, so the next call retries.
 * A secret stored as binary is decoded as UTF-8.
 */
export function getSecretString(secretId: string, { maxAgeSeconds }: SecretOptions): Promise<string> {
  const now = Date.now();
  const hit = cache.get(secretId);
  if (hit && now < hit.expiresAt) return hit.value;
  const entry: Cached = { value: fetchSecret(secretId), expiresAt: now + maxAgeSeconds * 1000 };
  cache.set(secretId, entry);
  entry.value.catch(() => {
    if (cache.get(secretId) === entry) cache.delete(secretId);
  });
  return entry.value;
}

async function fetchSecret(secretId: string): Promise<string> {
  client ??= new SecretsManagerClient({});
  const { SecretString, SecretBinary } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (SecretString !== undefined) return SecretString;
  if (SecretBinary !== undefined) return new TextDecoder().decode(SecretBinary);
  throw new Error('The secret has no value.');
}

/** Forgets cached values (tests). */
export function clearSecretCache(): void {
  cache.clear();
}

/**
 * A third-party API key: the variable `keyVariable` locally, or the `apiKey` field of the JSON
 * secret named by `arnVariable` in the cloud; null when neither is set. `service` and `example`
 * only shape the message for a secret that is not that JSON.
 */
export async function apiKeyFromEnvOrSecret(
  keyVariable: string,
  arnVariable: string,
  { service, example }: { service: string; example: string },
): Promise<string | null> {
  if (process.env[keyVariable]) return process.env[keyVariable]!;
  const arn = process.env[arnVariable];
  if (!arn) return null;
  const raw = await getSecretString(arn, { maxAgeSeconds: 300 });
  try {
    const key = (JSON.parse(raw) as { apiKey?: unknown }).apiKey;
    return typeof key === 'string' && key.length > 0 ? key : null;
  } catch {
    throw new Error(`The ${service} secret is not JSON like {"apiKey": "${example}"}`);
  }
}
