import type { ExistingSubscriber } from '#functions/shared/schemas';

/**
 * The sign-up checks, in the promised order and words (docs/product-rules.md#sign-up-checks).
 * Check 4 (the existing-subscriber lookup) needs the server, so the checks come in two halves
 * around it.
 */
export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  niche: string;
}

export interface SignUpMessage {
  readonly title: string;
  readonly description: string;
}

export const MIN_SIGN_UP_PASSWORD = 8;

export const SIGN_UP_MESSAGES = {
  firstName: { title: 'First Name Required', description: 'Please enter your first name.' },
  lastName: { title: 'Last Name Required', description: 'Please enter your last name.' },
  email: { title: 'Email Required', description: 'Please enter your email address.' },
  accountExists: { title: 'Account Exists', description: 'An active account with this email already exists. Please sign in instead.' },
  password: { title: 'Password Required', description: 'Please create a password.' },
  passwordShort: { title: 'Password Too Short', description: `Password must be at least ${MIN_SIGN_UP_PASSWORD} characters long.` },
  passwordWeak: { title: 'Password Too Weak', description: 'Password must contain at least one letter and one number.' },
  confirm: { title: 'Password Confirmation Required', description: 'Please confirm your password.' },
  niche: { title: 'Content Niche Required', description: 'Please tell us your content niche.' },
  mismatch: { title: 'Password Mismatch', description: 'Please make sure your passwords match.' },
  alreadyRegistered: { title: 'Account Already Exists', description: 'This email is already registered. Redirecting you to login...' },
} as const satisfies Record<string, SignUpMessage>;

/** The failures that are not one of the checks (docs/product-rules.md#sign-up-checks). */
export const SIGN_UP_ERROR_TITLE = 'Sign Up Error';
export const NO_USER_DATA = 'No user data returned from signup';

export function subscriberFailedText(message: string): string {
  return `Failed to create subscriber record: ${message}`;
}

/** Redirect to /auth 2 s after an "exists" message (docs/product-rules.md#sign-up-checks). */
export const EXISTING_ACCOUNT_REDIRECT_MS = 2000;

/** Checks 1-3: what must be there before the email can be looked up. */
export function checkBeforeLookup(form: Pick<SignUpForm, 'firstName' | 'lastName' | 'email'>): SignUpMessage | null {
  if (!form.firstName.trim()) return SIGN_UP_MESSAGES.firstName;
  if (!form.lastName.trim()) return SIGN_UP_MESSAGES.lastName;
  if (!form.email.trim()) return SIGN_UP_MESSAGES.email;
  return null;
}

export type LookupDecision =
  | { kind: 'continue' }
  | { kind: 'sign-in'; message: SignUpMessage; redirectAfterMs: number }
  | { kind: 'resume'; message: SignUpMessage; prefill: { firstName: string; niche: string | null } };

/** Check 4. */
export function decideLookup(existing: ExistingSubscriber): LookupDecision {
  switch (existing.status) {
    case 'none':
      return { kind: 'continue' };
    case 'active':
      return { kind: 'sign-in', message: SIGN_UP_MESSAGES.accountExists, redirectAfterMs: EXISTING_ACCOUNT_REDIRECT_MS };
    case 'incomplete':
      return {
        kind: 'resume',
        message: {
          title: 'Welcome Back!',
          description: `We found your account for ${existing.nicheName ?? existing.niche ?? 'your'} content. Let's complete your subscription.`,
        },
        prefill: { firstName: existing.firstName, niche: existing.niche },
      };
  }
}

/**
 * Subscribed now, or once (onboarding completes with the first access and stays so after a
 * subscription ends): a working account, not an abandoned sign-up
 * (docs/product-rules.md#landing-after-sign-in, sign-up check 4).
 */
export function hasFinishedSignUp(record: { readonly subscribed: boolean; readonly onboardingCompleted: boolean }): boolean {
  return record.subscribed || record.onboardingCompleted;
}

/**
 * What the public lookup reveals about a stored subscriber. "Active" covers a paying subscriber
 * and one who finished onboarding (they have a working account and should sign in); only an
 * abandoned sign-up is offered the chance to resume.
 */
export function classifyExisting(
  record: { subscribed: boolean; onboardingCompleted: boolean; firstName: string; niche: string | null } | null,
  nicheName: string | null,
): ExistingSubscriber {
  if (!record) return { status: 'none' };
  if (hasFinishedSignUp(record)) return { status: 'active' };
  return { status: 'incomplete', firstName: record.firstName, niche: record.niche, nicheName };
}

/** Checks 5-10. */
export function checkAfterLookup(form: Pick<SignUpForm, 'password' | 'confirmPassword' | 'niche'>): SignUpMessage | null {
  if (!form.password) return SIGN_UP_MESSAGES.password;
  if (form.password.length < MIN_SIGN_UP_PASSWORD) return SIGN_UP_MESSAGES.passwordShort;
  if (!/\p{L}/u.test(form.password) || !/\p{N}/u.test(form.password)) return SIGN_UP_MESSAGES.passwordWeak;
  if (!form.confirmPassword) return SIGN_UP_MESSAGES.confirm;
  if (!form.niche.trim()) return SIGN_UP_MESSAGES.niche;
  if (form.password !== form.confirmPassword) return SIGN_UP_MESSAGES.mismatch;
  return null;
}
