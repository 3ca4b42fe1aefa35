import { adminGenerate } from '../routes';
import { getCreatorProfile } from '#functions/profiles/store';
import { listNiches } from '#functions/niches/store';
import { findSubscriberByEmail } from '#functions/subscribers/store';
import { InvalidInput } from '#functions/platform/errors';
import { chooseGenerator } from '../generator';
import { runGenerationTester } from '../tester';
import { routeHandler } from '#functions/platform/http/handler';

/** Attempts stop starting after this long, so the answer beats API Gateway's 30 s (the route allows 29). */
const BUDGET_MS = 20_000;

/** The creator profile to generate for, when the admin named a subscriber (docs/product-rules.md#generation-tester). */
async function profileFor(email: string | null | undefined) {
  if (!email) return null;
  const subscriber = await findSubscriberByEmail(email);
  if (!subscriber) throw new InvalidInput('No subscriber with this email', { subscriberEmail: ['No subscriber with this email'] });
  const profile = await getCreatorProfile(subscriber.userId);
  if (!profile)
    throw new InvalidInput('This subscriber has no creator profile yet', {
      subscriberEmail: ['This subscriber has no creator profile yet'],
    });
  return profile;
}

/** The generation tester (docs/product-rules.md#generation-tester). */
export const handler = routeHandler(adminGenerate, async ({ body, auth }) => {
  const started = Date.now();
  const [niches, profile] = await Promise.all([listNiches(), profileFor(body.subscriberEmail)]);
  const niche = niches.find((n) => n.niche === body.niche.toLowerCase() && n.isActive);
  if (!niche) throw new InvalidInput('Please select a niche', { niche: [`"${body.niche}" is not one of our niches`] });
  // One request per model call at most 8 s, one retry: a slow answer is logged as a failed attempt, not a hung request.
  const generator = await chooseGenerator({ timeoutMs: 8_000, maxRetries: 1 });
  const results = await runGenerationTester(niche, body.quantity, generator, auth.userId, started + BUDGET_MS, profile);
  const generated = results.filter((r) => r.success).length;
  return {
    success: generated > 0,
    error: generated === results.length ? null : `${results.length - generated} of ${body.quantity} ideas could not be generated`,
    summary: {
      requested_quantity: body.quantity,
      generated_quantity: generated,
      total_processing_time_ms: Date.now() - started,
      niche: niche.niche,
      generator: generator.name,
      profile,
    },
    results,
  };
});
