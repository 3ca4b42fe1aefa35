import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { changeDeliverySettings, deliveryKeys, type SettingsChange } from '../store';
import { findSubscriberByEmail, subscriberKeys } from '#functions/subscribers/store';
import { logger } from '#functions/platform/logger';

/**
 * SES's bounce and complaint events (configuration set → EventBridge → here). A complaint turns the
 * daily email off; a hard (Permanent) bounce marks the address undeliverable, which takes it out of
 * the send slots and shows the dashboard's banner. A soft bounce is SES's to retry: nothing changes.
 * Idempotent: the same event twice sets the same settings twice.
 */

/** The parts of SES's event detail (the same JSON as its SNS notifications) that matter here. */
export interface SesEventDetail {
  eventType?: string;
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: Array<{ emailAddress?: string }> };
  complaint?: { complainedRecipients?: Array<{ emailAddress?: string }>; complaintFeedbackType?: string };
  mail?: { messageId?: string };
}

export interface SesEvent {
  source?: string;
  'detail-type'?: string;
  detail?: SesEventDetail;
}

export interface SesEventOutcome {
  change: SettingsChange | null;
  recipients: string[];
  updated: number;
}

function changeOf(detail: SesEventDetail): { change: SettingsChange; recipients: string[] } | null {
  if (detail.eventType === 'Complaint' && detail.complaint) {
    return {
      change: { dailyEmail: false },
      recipients: (detail.complaint.complainedRecipients ?? []).flatMap((r) => (r.emailAddress ? [r.emailAddress] : [])),
    };
  }
  if (detail.eventType === 'Bounce' && detail.bounce?.bounceType === 'Permanent') {
    return {
      change: { emailStatus: 'bounced' },
      recipients: (detail.bounce.bouncedRecipients ?? []).flatMap((r) => (r.emailAddress ? [r.emailAddress] : [])),
    };
  }
  return null;
}

/** SES writes addresses as the message had them, sometimes as "Name <address>". */
function bareAddress(recipient: string): string {
  return (/<([^>]+)>/.exec(recipient)?.[1] ?? recipient).trim().toLowerCase();
}

export async function handleSesEvent(event: SesEvent): Promise<SesEventOutcome> {
  const found = event.detail ? changeOf(event.detail) : null;
  if (!found) return { change: null, recipients: [], updated: 0 };
  let updated = 0;
  for (const recipient of found.recipients.map(bareAddress)) {
    const subscriber = await findSubscriberByEmail(recipient);
    // Both may exist (a claimant who subscribed later): the address is what failed, so both change.
    const keys = [...(subscriber ? [subscriberKeys.item(subscriber.userId)] : []), deliveryKeys.promoTrial(recipient)];
    for (const key of keys) if (await changeDeliverySettings(key, found.change)) updated += 1;
  }
  logger.info('SES event applied', {
    eventType: event.detail?.eventType,
    recipients: found.recipients.length,
    updated,
    messageId: event.detail?.mail?.messageId,
  });
  return { change: found.change, recipients: found.recipients.map(bareAddress), updated };
}

export const handler = middy((event: SesEvent) => handleSesEvent(event)).use(injectLambdaContext(logger, { resetKeys: true }));
