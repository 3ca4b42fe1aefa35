import * as z from 'zod/mini';
import { emailAddress } from '#functions/shared/schemas';
import { apiErrorCode, type LeadMessage } from './lead-message';

/** The waiting-list messages (docs/product-rules.md#waiting-list). */
export const waitlistMessages = {
  emailRequired: {
    title: 'Email required',
    description: 'Please enter your email to join the waiting list.',
    variant: 'destructive',
  },
  joined: { title: "You're on the list!", description: "We'll notify you when early access opens.", variant: 'default' },
  alreadySignedUp: { title: 'Already signed up', description: "You're already on our waiting list", variant: 'default' },
  failed: { title: 'Something went wrong', description: 'Please try again later', variant: 'destructive' },
} as const satisfies Record<string, LeadMessage>;

export interface WaitlistFailure {
  readonly message: LeadMessage;
  /** A duplicate email is an answer, not a fault: the field is cleared as after success. */
  readonly clearEmail: boolean;
  /** Unexpected failures are logged (docs/product-rules.md#waiting-list). */
  readonly log: boolean;
}

/** What the form does when joining the waiting list throws. */
export function waitlistFailure(error: unknown): WaitlistFailure {
  if (apiErrorCode(error) === 'already_signed_up') {
    return { message: waitlistMessages.alreadySignedUp, clearEmail: true, log: false };
  }
  return { message: waitlistMessages.failed, clearEmail: false, log: true };
}

/** The schema's message for an empty address; the form shows the "Email required" toast for it instead. */
export const EMAIL_MISSING = waitlistMessages.emailRequired.title;

/** The waiting-list form's schema: an address is required, and checked as the server checks it. */
export const waitlistFormSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, EMAIL_MISSING)), emailAddress),
});
