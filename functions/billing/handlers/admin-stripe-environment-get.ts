import { getStripeEnvironment } from '../routes';
import { configuredEnvironments } from '../stripe-keys';
import { getStripeEnvironmentSetting } from '#functions/shared/settings';
import { routeHandler } from '#functions/platform/http/handler';

export const handler = routeHandler(getStripeEnvironment, async () => ({
  environment: await getStripeEnvironmentSetting(),
  configured: await configuredEnvironments(),
}));
