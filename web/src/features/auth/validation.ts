import * as z from 'zod/mini';

/**
 * The /auth form checks (docs/product-rules.md#sign-in-and-password-reset), as zod schemas for the
 * forms and as plain functions. A form shows one message at a time, the first failing check in the
 * order listed there, as a toast; the message's field is where focus goes.
 */

export const NEW_PASSWORD_MIN_LENGTH = 6;

export const validationMessages = {
  fillAllFields: 'Please fill in all fields',
  emailRequired: 'Please enter your email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters long`,
} as const;

/** The first failing check: its message and the field to fix. */
interface Problem<Field extends string> {
  readonly message: string;
  readonly field: Field;
}

/** Left out (undefined) is not blank: the form did not ask for it. */
function blank(value: string | undefined): boolean {
  return value !== undefined && !value.trim();
}

interface SignInValues {
  readonly email: string;
  readonly password: string;
}

function checkSignIn(input: SignInValues): Problem<keyof SignInValues> | null {
  // A password of spaces is a password: only an empty one counts as missing.
  const empty = blank(input.email) ? 'email' : !input.password ? 'password' : null;
  return empty ? { message: validationMessages.fillAllFields, field: empty } : null;
}

interface ResetRequestValues {
  readonly email: string;
}

function checkResetRequest(input: ResetRequestValues): Problem<keyof ResetRequestValues> | null {
  return blank(input.email) ? { message: validationMessages.emailRequired, field: 'email' } : null;
}

interface NewPasswordValues {
  readonly newPassword: string;
  readonly confirmPassword: string;
  /** Checked only when the form shows it (the reset link usually carries both email and code). */
  readonly email?: string;
  readonly code?: string;
}

/** `email` and `code` count as fields like the two passwords when the form shows them. */
function checkNewPassword(input: NewPasswordValues): Problem<keyof NewPasswordValues> | null {
  const { newPassword, confirmPassword } = input;
  const empty = blank(input.email)
    ? 'email'
    : blank(input.code)
      ? 'code'
      : !newPassword
        ? 'newPassword'
        : !confirmPassword
          ? 'confirmPassword'
          : null;
  if (empty) return { message: validationMessages.fillAllFields, field: empty };
  if (newPassword !== confirmPassword) return { message: validationMessages.passwordsDoNotMatch, field: 'confirmPassword' };
  if (newPassword.length < NEW_PASSWORD_MIN_LENGTH) return { message: validationMessages.passwordTooShort, field: 'newPassword' };
  return null;
}

export function validateSignIn(input: SignInValues): string | null {
  return checkSignIn(input)?.message ?? null;
}

export function validateResetRequest(input: ResetRequestValues): string | null {
  return checkResetRequest(input)?.message ?? null;
}

export function validateNewPassword(input: NewPasswordValues): string | null {
  return checkNewPassword(input)?.message ?? null;
}

/** A schema check that reports the first problem only, on its field. */
function firstProblem<Values>(check: (values: Values) => Problem<string> | null) {
  return z.superRefine<Values>((values, context) => {
    const problem = check(values);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: values });
  });
}

export const signInSchema = z.object({ email: z.string().check(z.trim()), password: z.string() }).check(firstProblem(checkSignIn));

export const resetRequestSchema = z.object({ email: z.string().check(z.trim()) }).check(firstProblem(checkResetRequest));

/** The new-password form asks for the email and the code only when the reset link lacked them. */
export function newPasswordSchema(asks: { readonly email: boolean; readonly code: boolean }) {
  return z
    .object({ email: z.string().check(z.trim()), code: z.string().check(z.trim()), newPassword: z.string(), confirmPassword: z.string() })
    .check(
      firstProblem(({ email, code, newPassword, confirmPassword }) =>
        checkNewPassword({ newPassword, confirmPassword, ...(asks.email ? { email } : {}), ...(asks.code ? { code } : {}) }),
      ),
    );
}
