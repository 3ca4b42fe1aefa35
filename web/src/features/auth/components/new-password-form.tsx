import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { EmailField } from '@/components/email-field';
import { notify } from '@/components/ui/toast';
import { loadAuth } from '@/lib/load-auth';
import { authMessages, failureMessage, signInMessage } from '@/lib/auth-messages';
import { signInWithPassword } from '@/lib/sign-in';
import { notifyInvalid } from '../notify-invalid';
import { NEW_PASSWORD_MIN_LENGTH, newPasswordSchema } from '../validation';

interface NewPasswordFormProps {
  /** From the reset link or the reset request; when null the form asks for it. */
  readonly email: string | null;
  /** From the reset link; when null (code typed from the email) the form asks for it. */
  readonly code: string | null;
  readonly onBack: () => void;
  /** Password changed and the user signed in with it. */
  readonly onPasswordUpdated: () => Promise<void>;
  /** Password changed but signing in with it failed; the user can sign in by hand. */
  readonly onSignInNeeded: (email: string) => void;
}

export function NewPasswordForm({ email, code, onBack, onPasswordUpdated, onSignInNeeded }: NewPasswordFormProps) {
  const schema = useMemo(() => newPasswordSchema({ email: email === null, code: code === null }), [email, code]);
  return (
    <Form
      schema={schema}
      defaultValues={{ email: '', code: '', newPassword: '', confirmPassword: '' }}
      onInvalidValues={notifyInvalid}
      onSubmit={async (values) => {
        const address = email?.trim() ?? values.email;
        const confirmationCode = code?.trim() ?? values.code;
        const auth = await loadAuth().catch(() => null);
        if (!auth) {
          notify(authMessages.unexpected);
          return;
        }
        const reset = await auth.confirmNewPassword({ email: address, code: confirmationCode, newPassword: values.newPassword });
        if (!reset.ok) {
          notify(failureMessage(reset.failure));
          return;
        }
        const signIn = await signInWithPassword(address, values.newPassword);
        notify(authMessages.passwordUpdated);
        if (signIn.status === 'signed-in') {
          await onPasswordUpdated();
        } else {
          notify(signInMessage(signIn));
          onSignInNeeded(address);
        }
      }}
    >
      {({ register, formState }) => (
        <>
          {email === null ? (
            <EmailField {...register('email')} />
          ) : (
            <>
              <p className="form__context">
                Resetting the password for <strong>{email}</strong>
              </p>
              {/* Lets password managers file the new password under the right account. */}
              <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            </>
          )}
          {code === null ? (
            <TextField
              label="Reset code"
              type="text"
              autoComplete="one-time-code"
              inputMode="numeric"
              aria-required="true"
              {...register('code')}
            />
          ) : null}
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters.`}
            {...register('newPassword')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            {...register('confirmPassword')}
          />
          <Button type="submit" block pending={formState.isSubmitting} pendingLabel="Updating...">
            Update Password
          </Button>
          <Button variant="ghost" block disabled={formState.isSubmitting} onClick={onBack}>
            Back to Sign In
          </Button>
        </>
      )}
    </Form>
  );
}
