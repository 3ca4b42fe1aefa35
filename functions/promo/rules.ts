import { randomInt } from 'node:crypto';

/** What a claim attempt ran into, as read back from the failed transaction. */
export interface ClaimConflict {
  /** The code does not exist in the pool. */
  codeMissing: boolean;
  /** The code exists and already holds an email. */
  codeTaken: boolean;
  /** This email already holds a (any) promo code. */
  emailHasCode: boolean;
}

export type ClaimDecision =
  { kind: 'invalid-code' } | { kind: 'email-already-claimed' } | { kind: 'offer-alternative-or-waitlist' } | { kind: 'retry' };

/**
 * Promo claim outcomes (docs/product-rules.md#promo-codes): an unknown code is refused and nothing
 * changes; a code already holding an email counts as claimed, so the visitor is offered one other
 * free code or, when none remain, put on the waiting list. One code per email, so a replayed claim
 * (or a second code for the same person) is refused rather than handing out the pool twice.
 */
export function decideClaimConflict(conflict: ClaimConflict): ClaimDecision {
  if (conflict.codeMissing) return { kind: 'invalid-code' };
  if (conflict.emailHasCode) return { kind: 'email-already-claimed' };
  if (conflict.codeTaken) return { kind: 'offer-alternative-or-waitlist' };
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
