import type { Notice } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';

/** The checkout messages (docs/product-rules.md#checkout). */
export const CHECKOUT_ERROR_TITLE = 'Checkout Error';
export const CHECKOUT_DEFAULT_ERROR = 'Failed to start checkout process';
export const STRIPE_CONFIG_ERROR = 'Failed to get Stripe configuration';
export const NO_PUBLISHABLE_KEY = 'No publishable key received from configuration';

/** The plan step could not read its configuration, or it came without a publishable key (docs/product-rules.md#checkout). */
export function checkoutConfigNotice(missingKey: boolean): Notice {
  return { title: CHECKOUT_ERROR_TITLE, description: missingKey ? NO_PUBLISHABLE_KEY : STRIPE_CONFIG_ERROR, variant: 'destructive' };
}

/** "Checkout Error" (docs/product-rules.md#checkout) with the error's message, default "Failed to start checkout process". */
export function checkoutErrorNotice(error: unknown): Notice {
  const message = error instanceof ApiError || error instanceof Error ? error.message : '';
  return { title: CHECKOUT_ERROR_TITLE, description: message || CHECKOUT_DEFAULT_ERROR, variant: 'destructive' };
}

/**
 * The verification gave up after 30 s (docs/product-rules.md#checkout). Not an error: the webhook
 * may simply be late, and the dashboard shows the subscription once it lands.
 */
export const VERIFICATION_TIMEOUT_NOTICE: Notice = {
  title: 'Payment Not Confirmed Yet',
  description:
    "We haven't received confirmation of your payment yet. If you completed checkout, it can take a minute: check your dashboard shortly, or try again.",
  variant: 'default',
};
