import { getBillingConfig } from '../routes';
import { keysFor } from '../stripe-keys';
import { getStripeEnvironmentSetting } from '#functions/shared/settings';
import { effectiveEnvironment, isTestEmail } from '../rules';
import { routeHandler } from '#functions/platform/http/handler';

/** The publishable key and the environment this caller's payments use (docs/product-rules.md#stripe-environment). */
export const handler = routeHandler(getBillingConfig, async ({ auth }) => {
  const environment = effectiveEnvironment(await getStripeEnvironmentSetting(), auth.email);
  const keys = await keysFor(environment);
  return { publishableKey: keys.publishableKey, environment, testMode: isTestEmail(auth.email) };
});
