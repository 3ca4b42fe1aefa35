import { updateNiche } from '../routes';
import { listNiches } from '#functions/niches/store';
import { listProgress } from '#functions/ideas/progress-store';
import { changeNiche, getSubscriber } from '../store';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { daysUnlocked } from '#functions/ideas/rules';
import { routeHandler } from '#functions/platform/http/handler';

/**
 * "Niche Updated" promises the new niche's ideas within 24 hours
 * (docs/product-rules.md#niche-change), so its progress starts at day 0 now and the next 07:00
 * opens day 1; the niche left keeps the days it reached.
 */
export const handler = routeHandler(updateNiche, async ({ body, auth }) => {
  const subscriber = await getSubscriber(auth.userId, { consistent: true });
  if (!subscriber) throw new NotFound('Create your account first.', 'no_subscriber');
  const niches = (await listNiches()).filter((n) => n.isActive);
  if (!niches.some((n) => n.niche === body.niche))
    throw new InvalidInput('Please choose one of our niches.', { niche: [`"${body.niche}" is not one of our niches`] });
  if (body.niche === subscriber.niche) throw new InvalidInput('That is already your niche.', { niche: ['Choose a different niche'] });
  const progress = await listProgress(auth.userId);
  const previous = subscriber.niche ? progress.find((p) => p.niche === subscriber.niche) : undefined;
  const now = new Date();
  const left = previous ? { niche: previous.niche, days: daysUnlocked(previous, now, subscriber.timeZone) } : null;
  const resumeDays = progress.find((p) => p.niche === body.niche)?.contentDaysUnlocked ?? 0;
  await changeNiche(subscriber, body.niche, left, now, resumeDays);
  return { subscriber: { ...subscriber, niche: body.niche }, previousNiche: subscriber.niche };
});
