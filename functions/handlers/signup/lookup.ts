import { signupLookup } from '../../contract/routes-subscribers';
import { listNiches } from '../../data/niches';
import { findSubscriberByEmail } from '../../data/subscribers';
import { classifyExisting } from '../../domain/signup';
import { routeHandler } from '../http/handler';

/** Its rate limit (routes.ts) allows a person retrying the form, too few calls to walk a list of emails. */
export const handler = routeHandler(signupLookup, async ({ body }) => {
  const record = await findSubscriberByEmail(body.email);
  const nicheName = record?.niche ? ((await listNiches()).find((n) => n.niche === record.niche)?.displayName ?? null) : null;
  return classifyExisting(record, nicheName);
});
