import { signupLookup } from '../routes';
import { listNiches } from '#functions/niches/store';
import { findSubscriberByEmail } from '../store';
import { classifyExisting } from '../signup';
import { routeHandler } from '#functions/platform/http/handler';

/** Its rate limit (routes.ts) allows a person retrying the form, too few calls to walk a list of emails. */
export const handler = routeHandler(signupLookup, async ({ body }) => {
  const record = await findSubscriberByEmail(body.email);
  const nicheName = record?.niche ? ((await listNiches()).find((n) => n.niche === record.niche)?.displayName ?? null) : null;
  return classifyExisting(record, nicheName);
});
