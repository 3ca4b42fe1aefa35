import { PRODUCT_NAME } from '#functions/shared/product';
import { PageStatus } from '../../components/page-status';

/**
 * What the onboarding pages show while their loader decides. Like the guard fallbacks, they sit on
 * the route itself, outside its lazy chunk: a fallback returned by `lazy` would only arrive with
 * the chunk, and the first page load would stay blank until the loader had finished.
 */

export function OnboardingPending() {
  return <PageStatus>Loading...</PageStatus>;
}

/** /onboarding-success while it waits for the payment to be confirmed, up to 30 s (docs/product-rules.md#checkout). */
export function ProcessingSubscription() {
  return (
    <>
      <title>{`Welcome | ${PRODUCT_NAME}`}</title>
      <PageStatus heading>Processing your subscription...</PageStatus>
    </>
  );
}
