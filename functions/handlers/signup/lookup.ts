import { signupLookup } from '../../contract/routes';
import { listNiches } from '../../data/niches';
import { hitRateLimit } from '../../data/rate-limit';
import { findSubscriberByEmail } from '../../data/subscribers';
import { classifyExisting } from '../../domain/signup';
import { clientIp } from '../http/client-ip';
import { routeHandler } from '../http/handler';

/** Enough for a person retrying a form, too few to walk a list of emails. */
const LOOKUPS_PER_WINDOW = 20;
const WINDOW_SECONDS = 10 * 60;

export const handler = routeHandler(signupLookup, async ({ body, event }) => {
  await hitRateLimit('signup-lookup', clientIp(event), LOOKUPS_PER_WINDOW, WINDOW_SECONDS);
  const record = await findSubscriberByEmail(body.email);
  const nicheName = record?.niche ? ((await listNiches()).find((n) => n.niche === record.niche)?.displayName ?? null) : null;
  return classifyExisting(record, nicheName);
});
