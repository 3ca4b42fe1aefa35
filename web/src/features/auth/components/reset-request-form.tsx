import { useState, type FormEvent } from 'react';
import { EmailField } from '@/components/email-field';
import { notify } from '@/components/ui/toast';
import { loadAuth } from '@/lib/load-auth';
import { authMessages, failureMessage, validationMessage } from '@/lib/auth-messages';
import { validateResetRequest } from '@/features/auth/validation';

interface ResetRequestFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onBack: () => void;
  /** The email holds a link and the code; the page moves on to the new-password form. */
  readonly onSent: (email: string) => void;
}

export function ResetRequestForm({ email, onEmailChange, onBack, onSent }: ResetRequestFormProps) {
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = validateResetRequest({ email });
    if (problem) {
      notify(validationMessage(problem));
      return;
    }
    setPending(true);
    try {
      const address = email.trim();
      const result = await loadAuth().then(
        (auth) => auth.requestPasswordReset(address),
        (error: unknown) => ({ ok: false, failure: { kind: 'unexpected', error } }) as const,
      );
      if (!result.ok) {
        notify(failureMessage(result.failure));
        return;
      }
      notify(authMessages.resetEmailSent);
      onSent(address);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      <EmailField value={email} onValueChange={onEmailChange} />
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? 'Sending...' : 'Send Reset Email'}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onBack} disabled={pending}>
        Back to Sign In
      </button>
    </form>
  );
}
