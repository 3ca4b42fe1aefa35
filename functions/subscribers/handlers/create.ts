import { createSubscriber as route } from '../routes';
import { getAmbassador } from '#functions/ambassadors/store';
import { listNiches } from '#functions/niches/store';
import { createSubscriber } from '../store';
import { InvalidInput } from '#functions/platform/errors';
import { routeHandler } from '#functions/platform/http/handler';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sign-up step 1's record: not subscribed, onboarding not completed (docs/product-rules.md#sign-up-checks). */
export const handler = routeHandler(route, async ({ body, auth }) => {
  if (!auth.email) throw new InvalidInput('Sign in again to finish creating your account.');
  const niches = (await listNiches()).filter((n) => n.isActive);
  if (!niches.some((n) => n.niche === body.niche))
    throw new InvalidInput('Please choose one of our niches.', { niche: [`"${body.niche}" is not one of our niches`] });
  if (body.timeZone && !isTimeZone(body.timeZone))
    throw new InvalidInput('Unknown time zone.', { timeZone: [`"${body.timeZone}" is not a time zone`] });
  const now = new Date().toISOString();
  const subscriber = {
    userId: auth.userId,
    email: auth.email,
    firstName: body.firstName,
    lastName: body.lastName,
    niche: body.niche,
    subscribed: false,
    onboardingCompleted: false,
    subscriptionTier: null,
    subscriptionStatus: null,
    subscriptionEnd: null,
    referredBy: body.referredBy ?? null,
    ...(body.referredBy && body.referralSource ? { referralSource: body.referralSource } : {}),
    timeZone: body.timeZone ?? null,
    stripeCustomerId: null,
    testMode: false,
    createdAt: now,
    updatedAt: now,
  };
  // A code that names an ambassador is that ambassador's sign-up, whatever its status now: the
  // conversion at first activation (billing/subscription-sync.ts) credits it the same way.
  const referrer = body.referredBy ? await getAmbassador(body.referredBy) : null;
  await createSubscriber(subscriber, referrer ? { signupOf: referrer.code } : {});
  return { subscriber };
});
