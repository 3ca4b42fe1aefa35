import { createHash, randomBytes } from 'node:crypto';
import type { AuthContext } from '#functions/platform/http/auth';
import { NotFound } from '#functions/platform/errors';
import { appUrl } from '#functions/platform/http/app-url';
import { getSubscriber } from '#functions/subscribers/store';
import { subscriberHasFeature } from '#functions/subscribers/plan-access';
import { entryView } from './calendar';
import { calendarText, pausedCalendarText } from './ics';
import { localDateOf } from './rules';
import { feedUserOf, getFeedOwner, listAllEntries, replaceFeedSecret, revokeFeedSecret } from './store';

/**
 * The private feed and the exports (docs/product-rules.md#content-calendar). The feed has no route
 * chain to answer 402 for it (a calendar app cannot show one), so it checks the plan itself.
 */

/** Feed secrets: 24 random bytes, as 32 URL-safe characters; only their SHA-256 is stored. */
const FEED_SECRET = /^[A-Za-z0-9_-]{32}$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function feedAddresses(secret: string, origin = appUrl()) {
  const url = `${origin}/api/calendar/feed/${secret}.ics`;
  const webcalUrl = url.replace(/^https?:/, 'webcal:');
  return { url, webcalUrl, googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}` };
}

export async function feedStatus(auth: AuthContext): Promise<{ createdAt: string } | null> {
  const owner = await getFeedOwner(auth.userId);
  return owner ? { createdAt: owner.createdAt } : null;
}

/** A new feed address; the previous one (if any) stops working in the same transaction. */
export async function createFeed(userId: string, now: Date) {
  const secret = randomBytes(24).toString('base64url');
  await replaceFeedSecret(userId, hashOf(secret), await getFeedOwner(userId), now);
  return { ...feedAddresses(secret), createdAt: now.toISOString() };
}

export async function revokeFeed(auth: AuthContext): Promise<boolean> {
  return revokeFeedSecret(auth.userId);
}

const feedNotFound = () => new NotFound('There is no calendar feed at this address.', 'feed_not_found');

/**
 * The feed's text for a secret (with or without `.ics`). Unknown, malformed and revoked secrets are
 * the same 404. A subscriber whose plan lost the calendar gets one event saying how to get it back.
 */
export async function feedText(token: string, now: Date): Promise<string> {
  const secret = token.endsWith('.ics') ? token.slice(0, -4) : token;
  if (!FEED_SECRET.test(secret)) throw feedNotFound();
  const userId = await feedUserOf(hashOf(secret));
  if (!userId) throw feedNotFound();
  const subscriber = await getSubscriber(userId);
  if (!subscriberHasFeature(subscriber, 'calendar')) return pausedCalendarText(localDateOf(now, subscriber?.timeZone), appUrl(), now);
  return calendarText(await listAllEntries(userId), appUrl());
}

export async function exportJson(auth: AuthContext, now: Date): Promise<string> {
  const entries = await listAllEntries(auth.userId);
  return JSON.stringify({ exportedAt: now.toISOString(), entries: entries.map(entryView) }, null, 2);
}

export async function exportIcs(auth: AuthContext): Promise<string> {
  return calendarText(await listAllEntries(auth.userId), appUrl());
}
