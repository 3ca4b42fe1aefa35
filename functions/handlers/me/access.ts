import { getSubscriber, type SubscriberRecord } from '../../data/subscribers';
import { getStripeEnvironmentSetting } from '../../data/settings';
import { grantsAccess } from '../../domain/billing';
import { TESTER_GROUP, type AuthContext } from '../http/auth';

/**
 * The caller's subscriber record with `subscribed` saying whether it gives access right now
 * (grantsAccess). Every route that shows or serves paid content reads the record through this.
 * Only a test-mode subscription needs the environment setting, so a live subscriber costs no
 * extra read.
 */
export async function subscriberWithAccess(auth: AuthContext): Promise<SubscriberRecord | null> {
  const record = await getSubscriber(auth.userId);
  if (!record?.subscribed || !record.testMode) return record;
  const setting = await getStripeEnvironmentSetting();
  return { ...record, subscribed: grantsAccess(record, setting, auth.groups.includes(TESTER_GROUP)) };
}
