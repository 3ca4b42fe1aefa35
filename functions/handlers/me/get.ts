import { getMe } from '../../contract/routes';
import { getSubscriber } from '../../data/subscribers';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(getMe, async ({ auth }) => ({
  userId: auth.userId,
  email: auth.email,
  groups: [...auth.groups],
  subscriber: await getSubscriber(auth.userId),
}));
