import { getEmailPreferences } from '../routes';
import { routeHandler } from '#functions/platform/http/handler';
import { preferencesOfRecipient, recipientOfToken } from '../recipient';

/** An unsubscribe link opens the settings too: someone who just left may want a later hour instead. */
export const handler = routeHandler(getEmailPreferences, async ({ query }) => ({
  preferences: await preferencesOfRecipient(await recipientOfToken(query.token, ['preferences', 'unsubscribe'])),
}));
