import { getBillingConfig } from '../../contract/routes-billing';
import { keysFor } from '../../adapters/stripe-keys';
import { getStripeEnvironmentSetting } from '../../data/settings';
import { effectiveEnvironment, isTestEmail } from '../../domain/billing';
import { routeHandler } from '../http/handler';

/** Spec 7 get-stripe-config: the publishable key and the environment this caller's payments use. */
export const handler = routeHandler(getBillingConfig, async ({ auth }) => {
  const environment = effectiveEnvironment(await getStripeEnvironmentSetting(), auth.email);
  const keys = await keysFor(environment);
  return { publishableKey: keys.publishableKey, environment, testMode: isTestEmail(auth.email) };
});
