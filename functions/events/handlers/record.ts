import { recordEvents } from '../routes';
import { putUserEvents } from '../store';
import { EVENT_LIMITS, redactPageUrl } from '../rules';
import { tokenInBodyRouteHandler } from '#functions/platform/http/token-in-body';

/**
 * user_events (docs/product-rules.md#event-tracking). The user id and email are the verified
 * token's, the user agent the request header's; nothing in the body can say whose events these are.
 */
export const handler = tokenInBodyRouteHandler(recordEvents, async ({ body, auth, event }) => {
  const userAgent = event.headers?.['user-agent']?.slice(0, EVENT_LIMITS.userAgentChars) || null;
  await putUserEvents(
    body.events.map((tracked) => ({
      userId: auth.userId,
      email: auth.email,
      sessionId: body.sessionId,
      type: tracked.type,
      at: tracked.at,
      pageUrl: redactPageUrl(tracked.pageUrl),
      data: tracked.data ?? null,
      userAgent,
    })),
  );
  return { recorded: body.events.length };
});
