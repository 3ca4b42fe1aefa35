import { updateNiche } from '../../contract/routes';
import { listNiches } from '../../data/niches';
import { changeNiche, getSubscriber } from '../../data/subscribers';
import { InvalidInput, NotFound } from '../../domain/errors';
import { routeHandler } from '../http/handler';

/**
 * Spec 8 "Niche Updated": the new niche's ideas come within 24 hours, so its progress starts at
 * day 0 now and the daily unlock opens day 1; a niche the subscriber had before keeps its days.
 */
export const handler = routeHandler(updateNiche, async ({ body, auth }) => {
  const subscriber = await getSubscriber(auth.userId, { consistent: true });
  if (!subscriber) throw new NotFound('Create your account first.', 'no_subscriber');
  const niches = (await listNiches()).filter((n) => n.isActive);
  if (!niches.some((n) => n.niche === body.niche)) throw new InvalidInput('Please choose one of our niches.', { niche: [`"${body.niche}" is not one of our niches`] });
  if (body.niche === subscriber.niche) throw new InvalidInput('That is already your niche.', { niche: ['Choose a different niche'] });
  await changeNiche(subscriber, body.niche);
  return { subscriber: { ...subscriber, niche: body.niche }, previousNiche: subscriber.niche };
});
