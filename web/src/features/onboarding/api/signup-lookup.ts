import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { signupLookup as route } from '#functions/subscribers/routes';
import { apiCall } from '@/lib/api-client';

export type SignupLookupInput = BodyOf<typeof route>;
export type SignupLookupResult = ResponseOf<typeof route>;

/** POST /api/signup/lookup: sign-up check 4, what is known about an email (rate-limited). Throws the client's ApiError. */
export function signupLookup(body: SignupLookupInput): Promise<SignupLookupResult> {
  return apiCall(route, { body });
}
