import { InvalidLink, verifyLink, type LinkClaims, type LinkPurpose, type Recipient } from '#functions/platform/email/links';
import { changeDeliverySettings, deliveryKeys, type SettingsChange, storedZone } from './store';
import { subscriberKeys } from '#functions/subscribers/store';
import { canonicalZone, DELIVERY_DEFAULTS } from './rules';
import { InvalidInput, NotFound } from '#functions/platform/errors';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailPreferences } from '#functions/shared/schemas';
import { db, tableName } from '#functions/platform/table/client';

/**
 * What the signed-link routes share: the token checked for its purposes, and the recipient's item
 * (a subscriber, or a promo claimant in the email-only trial).
 */
export async function claimsOfToken(token: string, purposes: readonly LinkPurpose[]): Promise<LinkClaims> {
  try {
    return await verifyLink(token, purposes);
  } catch (error) {
    if (error instanceof InvalidLink) throw new InvalidInput(error.message, { token: [error.message] }, 'invalid_link');
    throw error;
  }
}

export async function recipientOfToken(token: string, purposes: readonly LinkPurpose[]): Promise<Recipient> {
  return (await claimsOfToken(token, purposes)).recipient;
}

export function recipientKey(recipient: Recipient): { PK: string; SK: string } {
  return recipient.type === 'subscriber' ? subscriberKeys.item(recipient.userId) : deliveryKeys.promoTrial(recipient.email);
}

function preferencesOf(item: Record<string, unknown>): EmailPreferences {
  return {
    email: String(item.email),
    dailyEmail: typeof item.dailyEmail === 'boolean' ? item.dailyEmail : DELIVERY_DEFAULTS.dailyEmail,
    sendHour: typeof item.sendHour === 'number' ? item.sendHour : DELIVERY_DEFAULTS.sendHour,
    timeZone: storedZone(item.timeZone as string | null | undefined),
    emailStatus: item.emailStatus === 'bounced' ? 'bounced' : 'deliverable',
  };
}

const GONE = 'There is no longer anything sent to this address.';

export async function preferencesOfRecipient(recipient: Recipient): Promise<EmailPreferences> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: recipientKey(recipient), ConsistentRead: true }));
  if (!out.Item) throw new NotFound(GONE, 'recipient_not_found');
  return preferencesOf(out.Item);
}

/** A zone in a change must be one this runtime knows; it is stored under its canonical name. */
export function checkedChange(change: SettingsChange): SettingsChange {
  if (change.timeZone !== undefined && !canonicalZone(change.timeZone)) {
    throw new InvalidInput('Unknown time zone.', { timeZone: [`"${change.timeZone}" is not a time zone`] });
  }
  return change;
}

export async function changeRecipientSettings(recipient: Recipient, change: SettingsChange): Promise<EmailPreferences> {
  const item = await changeDeliverySettings(recipientKey(recipient), checkedChange(change));
  if (!item) throw new NotFound(GONE, 'recipient_not_found');
  return preferencesOf(item);
}
