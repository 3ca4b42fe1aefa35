import { updateMyEmailPreferences } from '../routes';
import { getSubscriber } from '#functions/subscribers/store';
import { NotFound } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';
import { changeRecipientSettings } from '../recipient';

/** Settings tab: the daily email on or off, its hour and time zone; `resumeDelivery` after a bounce banner. */
export const handler = routeHandler(updateMyEmailPreferences, async ({ body, auth }) => {
  const { resumeDelivery, ...change } = body;
  const recipient = { type: 'subscriber', userId: auth.userId } as const;
  await changeRecipientSettings(recipient, { ...change, ...(resumeDelivery ? { emailStatus: 'deliverable' as const } : {}) }).catch(
    (error: unknown) => {
      if (error instanceof NotFound)
        throw new NotFound('Finish signing up first: there are no email settings yet.', 'subscriber_not_found');
      throw error;
    },
  );
  const subscriber = await getSubscriber(auth.userId, { consistent: true });
  if (!subscriber) throw new NotFound('Finish signing up first: there are no email settings yet.', 'subscriber_not_found');
  return { subscriber };
});
