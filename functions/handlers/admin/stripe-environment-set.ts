import { setStripeEnvironment } from '../../contract/routes-billing';
import { configuredEnvironments } from '../../adapters/stripe-keys';
import { putStripeEnvironmentSetting } from '../../data/settings';
import { InvalidInput } from '../../domain/errors';
import { routeHandler } from '../http/handler';
import { logger } from '../http/logger';

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
