import { randomInt } from 'node:crypto';

/**
 * What a claim attempt ran into, as read back from the failed transaction. The outcomes keep one
 * name from this rule to the table code, the API (`outcome` or the error `code`) and the page's
 * messages: `invalid_promo_code`, `email_already_claimed`, `already_claimed` (another code is
 * offered, or the visitor is `waitlisted` when none is left).
 */
export interface ClaimConflict {
  /** The code does not exist in the pool. */
  codeMissing: boolean;
  /** The code exists and already holds an email. */
  codeTaken: boolean;
  /** This email already holds a (any) promo code. */
  emailHasCode: boolean;
}

export type ClaimDecision =
  { kind: 'invalid_promo_code' } | { kind: 'email_already_claimed' } | { kind: 'already_claimed' } | { kind: 'retry' };

/**
 * Promo claim outcomes (docs/product-rules.md#promo-codes): an unknown code is refused and nothing
 * changes; a code already holding an email counts as claimed, so the visitor is offered one other
 * free code or, when none remain, put on the waiting list. One code per email, so a replayed claim
 * (or a second code for the same person) is refused rather than handing out the pool twice.
 */
export function decideClaimConflict(conflict: ClaimConflict): ClaimDecision {
  if (conflict.codeMissing) return { kind: 'invalid_promo_code' };
  if (conflict.emailHasCode) return { kind: 'email_already_claimed' };
  if (conflict.codeTaken) return { kind: 'already_claimed' };
  // Nothing we check failed: the transaction lost a race with another one; try again.
  return { kind: 'retry' };
}

/** No 0/O or 1/I/L: codes are read off screens and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PROMO_CODE_PREFIX = 'SPARK-';

export function generatePromoCode(length = 6): string {
  let code = PROMO_CODE_PREFIX;
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
