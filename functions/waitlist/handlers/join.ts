import { joinWaitlist } from '../routes';
import { listNiches } from '#functions/niches/store';
import { addToWaitlist } from '../store';
import { requireKnownNiche } from '#functions/shared/leads';
import { routeHandler } from '#functions/platform/http/handler';

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
