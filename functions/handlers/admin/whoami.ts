import { adminWhoami } from '../../contract/routes-admin';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(adminWhoami, async ({ auth }) => ({
  userId: auth.userId,
  email: auth.email,
  groups: [...auth.groups],
}));
