import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { EmailField } from '@/components/email-field';
import { notify } from '@/components/ui/toast';
import { loadAuth } from '@/lib/load-auth';
import { authMessages, failureMessage, signInMessage, validationMessage } from '@/lib/auth-messages';
import { NEW_PASSWORD_MIN_LENGTH, validateNewPassword } from '@/features/auth/validation';

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
  const [typedEmail, setTypedEmail] = useState('');
  const [typedCode, setTypedCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = validateNewPassword({
      newPassword,
      confirmPassword,
      ...(email === null ? { email: typedEmail } : {}),
      ...(code === null ? { code: typedCode } : {}),
    });
    if (problem) {
      notify(validationMessage(problem));
      return;
    }
    const address = (email ?? typedEmail).trim();
    const confirmationCode = (code ?? typedCode).trim();
    setPending(true);
    try {
      const auth = await loadAuth().catch(() => null);
      if (!auth) {
        notify(authMessages.unexpected);
        return;
      }
      const reset = await auth.confirmNewPassword({ email: address, code: confirmationCode, newPassword });
      if (!reset.ok) {
        notify(failureMessage(reset.failure));
        return;
      }
      const signIn = await auth.signInWithPassword(address, newPassword);
      notify(authMessages.passwordUpdated);
      if (signIn.status === 'signed-in') {
        await onPasswordUpdated();
      } else {
        notify(signInMessage(signIn));
        onSignInNeeded(address);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      {email === null ? (
        <EmailField value={typedEmail} onValueChange={setTypedEmail} />
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
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          aria-required="true"
          value={typedCode}
          onValueChange={setTypedCode}
        />
      ) : null}
      <TextField
        label="New Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        aria-required="true"
        hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters.`}
        value={newPassword}
        onValueChange={setNewPassword}
      />
      <TextField
        label="Confirm Password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        aria-required="true"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? 'Updating...' : 'Update Password'}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onBack} disabled={pending}>
        Back to Sign In
      </button>
    </form>
  );
}
