import { updateEmailPreferences } from '../routes';
import { routeHandler } from '#functions/platform/http/handler';
import { changeRecipientSettings, recipientOfToken } from '../recipient';

export const handler = routeHandler(updateEmailPreferences, async ({ body }) => {
  const { token, ...change } = body;
  return { preferences: await changeRecipientSettings(await recipientOfToken(token, ['preferences', 'unsubscribe']), change) };
});
