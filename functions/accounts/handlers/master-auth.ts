import { createHash, timingSafeEqual } from 'node:crypto';
import { getSecretString } from '#functions/platform/secrets';
import { masterAuth } from '../routes';
import { recordAudit } from '../audit-store';
import { clientIp } from '#functions/platform/http/client-ip';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/** The master secret: a Secrets Manager secret in the cloud, an environment variable locally; usually neither. */
async function masterSecret(): Promise<string | null> {
  if (process.env.MASTER_AUTH_SECRET) return process.env.MASTER_AUTH_SECRET;
  const arn = process.env.MASTER_AUTH_SECRET_ARN;
  if (!arn) return null;
  const value = await getSecretString(arn, { maxAgeSeconds: 300 });
  return value.length > 0 ? value : null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Master sign-in (docs/product-rules.md#master-sign-in). The web sign-in form does not call it.
 * With no master secret configured (the default) it answers `success: false` at once.
 *
 * Every attempt is rate-limited per address by the route table. With a secret configured, each
 * attempt is also written to the audit log. Cognito can only issue a session for a user through that user's own credentials (or
 * custom-auth triggers, which are not part of this stack), so a matching secret is recorded as
 * such but still answers `success: false`: no session is ever created behind the user's back.
 */
export const handler = routeHandler(masterAuth, async ({ body, event }) => {
  const secret = await masterSecret();
  if (!secret) return { success: false };
  const ip = clientIp(event);
  const matched = timingSafeEqual(digest(body.password), digest(secret));
  await recordAudit('master-auth', { email: body.email, ip, userAgent: event.headers?.['user-agent'] ?? null, matched });
  logger.warn('Master sign-in attempt', { email: body.email, ip, matched });
  return { success: false };
});
