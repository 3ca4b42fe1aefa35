import type { PreSignUpTriggerHandler } from 'aws-lambda';

/**
 * Onboarding goes straight from "Create Account" to "Choose Your Plan" with a session
 * (docs/product-rules.md#sign-up-checks), so accounts are confirmed at sign-up. Payment (Stripe
 * Checkout) is the gate that matters.
 */
export const handler: PreSignUpTriggerHandler = async (event) => {
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
};
