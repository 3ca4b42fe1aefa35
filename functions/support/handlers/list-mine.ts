import { routeHandler } from '#functions/platform/http/handler';
import { subscriberWithAccess } from '#functions/subscribers/access';
import { listMySupportRequests } from '../routes';
import { accountFacts, isPriority } from '../rules';
import { listSenderThreads } from '../store';
import { senderView } from '../views';

/** The caller's own requests, newest first, with the replies; and whether a new one would be priority. */
export const handler = routeHandler(listMySupportRequests, async ({ auth }) => {
  const [threads, record] = await Promise.all([listSenderThreads(auth.userId), subscriberWithAccess(auth)]);
  return { requests: threads.map(senderView), priority: isPriority(accountFacts({ auth, record })) };
});
