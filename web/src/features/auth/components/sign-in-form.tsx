import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TextField } from '@/components/ui/text-field';
import { EmailField } from '@/components/email-field';
import { notify } from '@/components/ui/toast';
import { loadAuth } from '@/lib/load-auth';
import { signInMessage, validationMessage } from '@/lib/auth-messages';
import { validateSignIn } from '@/features/auth/validation';

interface SignInFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onForgotPassword: () => void;
  /** Called after a successful sign-in; the form stays busy until it settles (the redirect). */
  readonly onSignedIn: () => Promise<void>;
}

export function SignInForm({ email, onEmailChange, onForgotPassword, onSignedIn }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = validateSignIn({ email, password });
    if (problem) {
      notify(validationMessage(problem));
      return;
    }
    setPending(true);
    try {
      const result = await loadAuth().then(
        (auth) => auth.signInWithPassword(email.trim(), password),
        (error: unknown) => ({ status: 'failed', failure: { kind: 'unexpected', error } }) as const,
      );
      notify(signInMessage(result));
      if (result.status === 'signed-in') await onSignedIn();
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      <EmailField value={email} onValueChange={onEmailChange} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        aria-required="true"
        value={password}
        onValueChange={setPassword}
      />
      <div className="form__row form__row--end">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          Forgot password?
        </button>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </button>
      <div className="divider" role="presentation">
        <span>or</span>
      </div>
      <Link to={paths.onboarding} className="button button--outline button--block">
        Create New Account
      </Link>
      <p className="form__note">New users get a 7-day free trial with full access to all features</p>
    </form>
  );
}
