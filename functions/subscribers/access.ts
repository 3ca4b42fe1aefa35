import { getSubscriberAndStripeEnvironment, type SubscriberRecord } from './store';
import { grantsAccess } from '#functions/billing/rules';
import { TESTER_GROUP, type AuthContext } from '#functions/platform/http/auth';

/**
 * The caller's subscriber record with `subscribed` saying whether it gives access right now
 * (grantsAccess). Every route that shows or serves paid content reads the record through this.
 * Only a test-mode subscription needs the environment setting; both come in one read, so a
 * test-mode subscriber costs no extra round trip (the dashboard list counts its calls).
 */
export async function subscriberWithAccess(auth: AuthContext): Promise<SubscriberRecord | null> {
  const { subscriber: record, environment } = await getSubscriberAndStripeEnvironment(auth.userId);
  if (!record?.subscribed || !record.testMode) return record;
  return { ...record, subscribed: grantsAccess(record, environment, auth.groups.includes(TESTER_GROUP)) };
}
