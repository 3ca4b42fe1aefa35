import { joinWaitlist } from '../../contract/routes-waitlist';
import { listNiches } from '../../data/niches';
import { addToWaitlist } from '../../data/waitlist';
import { requireKnownNiche } from '../../domain/leads';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(joinWaitlist, async ({ body }) => {
  const niche = requireKnownNiche(body.niche, await listNiches(), 'niche');
  await addToWaitlist({
    email: body.email,
    niche,
    referredBy: body.referredBy ?? null,
    source: 'landing',
    createdAt: new Date().toISOString(),
  });
  return { status: 'joined' as const };
});
