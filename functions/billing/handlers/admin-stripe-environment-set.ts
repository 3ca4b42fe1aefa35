import { setStripeEnvironment } from '../routes';
import { configuredEnvironments } from '../stripe-keys';
import { putStripeEnvironmentSetting } from '#functions/shared/settings';
import { InvalidInput } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';

/** Switching to an environment without keys would break every checkout, so it is refused. */
export const handler = routeHandler(setStripeEnvironment, async ({ body, auth }) => {
  const configured = await configuredEnvironments();
  if (!configured[body.environment]) {
    throw new InvalidInput(`No ${body.environment} Stripe keys are configured.`, {
      environment: [`Add the ${body.environment} keys to the Stripe secret first.`],
    });
  }
  await putStripeEnvironmentSetting(body.environment, auth.userId);
  logger.info('Stripe environment switched', { environment: body.environment, by: auth.userId });
  return { environment: body.environment, configured };
});
