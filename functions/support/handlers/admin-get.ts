import { NotFound } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';
import { adminGetSupportRequest } from '../routes';
import { getSupportThread } from '../store';
import { adminView } from '../views';

/** A request's page: the message, the sender's facts when they sent it, and the thread. */
export const handler = routeHandler(adminGetSupportRequest, async ({ params }) => {
  const thread = await getSupportThread(params.id);
  if (!thread) throw new NotFound('No support request has that id.');
  return { request: adminView(thread) };
});
