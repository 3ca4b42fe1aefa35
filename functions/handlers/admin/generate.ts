import { adminGenerate } from '../../contract/routes';
import { listNiches } from '../../data/niches';
import { InvalidInput } from '../../domain/errors';
import { chooseGenerator } from '../../jobs/generator';
import { runGenerationTester } from '../../jobs/tester';
import { routeHandler } from '../http/handler';

/** Attempts stop starting after this long, so the answer beats API Gateway's 30 s (the route allows 29). */
const BUDGET_MS = 20_000;

/** Spec 7 `generate-content-with-ai`: the generation tester. */
export const handler = routeHandler(adminGenerate, async ({ body, auth }) => {
  const started = Date.now();
  const niche = (await listNiches()).find((n) => n.niche === body.niche.toLowerCase() && n.isActive);
  if (!niche) throw new InvalidInput('Please select a niche', { niche: [`"${body.niche}" is not one of our niches`] });
  // One request per model call at most 8 s, one retry: a slow answer is logged as a failed attempt, not a hung request.
  const generator = await chooseGenerator({ timeoutMs: 8_000, maxRetries: 1 });
  const results = await runGenerationTester(niche, body.quantity, generator, auth.userId, started + BUDGET_MS);
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
    },
    results,
  };
});
