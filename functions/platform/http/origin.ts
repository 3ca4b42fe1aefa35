import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getSecretString } from '../secrets';
import { Forbidden } from '../errors';

/** The header CloudFront adds to every API request (lib/constructs/web.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Seconds a fetched value is reused: one Secrets Manager call per warm function and window. */
const CACHE_SECONDS = 300;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Refuses a request that did not come through CloudFront. An HTTP API has no resource policy, so
 * its execute-api endpoint answers anyone; CloudFront adds `x-origin-verify` with a generated
 * secret (ARN in ORIGIN_VERIFY_SECRET_ARN), and a caller going around it cannot know the value.
 * That matters beyond access: the client address (client-ip.ts) is read from a header only
 * CloudFront sets, so this check must run before anything keyed on the address.
 *
 * Without ORIGIN_VERIFY_SECRET_ARN (the local stack, which has no CloudFront) it does nothing.
 */
export async function assertViaCloudFront(event: APIGatewayProxyEventV2): Promise<void> {
  const arn = process.env.ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) return;
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent) throw new Forbidden();
  const expected = await getSecretString(arn, { maxAgeSeconds: CACHE_SECONDS });
  // A misconfiguration, not the caller's fault: a 500 (whose message is never shown).
  if (expected.length === 0) throw new Error('The origin-verify secret is empty or not a string.');
  // Equal-length digests, so neither the length nor the content leaks through timing.
  if (!timingSafeEqual(digest(sent), digest(expected))) throw new Forbidden();
}
