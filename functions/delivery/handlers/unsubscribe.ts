import { unsubscribe } from '../routes';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { changeRecipientSettings, recipientOfToken } from '../recipient';

/**
 * RFC 8058: the mailbox provider POSTs `List-Unsubscribe=One-Click` to the URL in the header. The
 * body carries nothing we need (the token in the URL says who), so it is not read. Idempotent: a
 * second POST finds the email already off and answers the same.
 */
export const handler = routeHandler(unsubscribe, async ({ query }) => {
  const recipient = await recipientOfToken(query.token, ['unsubscribe']);
  const preferences = await changeRecipientSettings(recipient, { dailyEmail: false });
  logger.info('Daily email turned off by unsubscribe link', { recipient: recipient.type });
  return { unsubscribed: true as const, email: preferences.email };
});
