import { adminWhoami } from '../routes';
import { routeHandler } from '#functions/platform/http/handler';

export const handler = routeHandler(adminWhoami, async ({ auth }) => ({
  userId: auth.userId,
  email: auth.email,
  groups: [...auth.groups],
}));
