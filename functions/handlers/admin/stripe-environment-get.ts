import { getStripeEnvironment } from '../../contract/routes-billing';
import { configuredEnvironments } from '../../adapters/stripe-keys';
import { getStripeEnvironmentSetting } from '../../data/settings';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(getStripeEnvironment, async () => ({
  environment: await getStripeEnvironmentSetting(),
  configured: await configuredEnvironments(),
}));
