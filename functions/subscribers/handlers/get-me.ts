import { getMe } from '../routes';
import { routeHandler } from '#functions/platform/http/handler';
import { subscriberWithAccess } from '../access';

export const handler = routeHandler(getMe, async ({ auth }) => ({
  userId: auth.userId,
  email: auth.email,
  groups: [...auth.groups],
  subscriber: await subscriberWithAccess(auth),
}));
