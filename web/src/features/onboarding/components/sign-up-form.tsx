import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignUpForm as SignUpFields } from '#functions/subscribers/signup';
import { authPath } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { EmailField } from '@/components/email-field';
import { UNEXPECTED_ERROR, checkNotice, signUpErrorNotice } from '../messages';
import { normalizeEmail, submitSignUp } from '../sign-up';
import { NicheSelect } from '@/components/niche-select';

interface SignUpFormProps {
  /** The email of a session already open in this browser whose subscriber record is missing. */
  readonly sessionEmail: string | null;
  /** The account and its subscriber record exist and the person is signed in with this email. */
  readonly onAccountReady: (email: string) => void;
}

/** Step 1 of /onboarding: "Create Account". */
export function SignUpForm({ sessionEmail, onAccountReady }: SignUpFormProps) {
  const navigate = useNavigate();
  const [fields, setFields] = useState<SignUpFields>({
    firstName: '',
    lastName: '',
    email: sessionEmail ?? '',
    password: '',
    confirmPassword: '',
    niche: '',
  });
  const [pending, setPending] = useState(false);
  const [resumedEmail, setResumedEmail] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const set = (name: keyof SignUpFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    let keepPending = false;
    try {
      const outcome = await submitSignUp(fields, { resumedEmail, sessionEmail });
      switch (outcome.kind) {
        case 'invalid':
          notify(checkNotice(outcome.message));
          break;
        case 'sign-in': {
          notify(checkNotice(outcome.message));
          // The form stays busy until the redirect, so the same email is not submitted again.
          keepPending = true;
          const email = normalizeEmail(fields.email);
          redirect.current = setTimeout(() => void navigate(authPath({ email })), outcome.redirectAfterMs);
          break;
        }
        case 'resume':
          // Every check's message, this one included, has the destructive style
          // (docs/product-rules.md#sign-up-checks).
          notify(checkNotice(outcome.message));
          setResumedEmail(normalizeEmail(fields.email));
          setFields((current) => ({
            ...current,
            firstName: outcome.prefill.firstName || current.firstName,
            niche: outcome.prefill.niche ?? current.niche,
          }));
          break;
        case 'error':
          notify(signUpErrorNotice(outcome.description));
          break;
        case 'created':
          keepPending = true;
          onAccountReady(normalizeEmail(fields.email));
          break;
      }
    } catch (error) {
      console.error('Sign-up failed unexpectedly:', error);
      notify(signUpErrorNotice(error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR));
    } finally {
      if (!keepPending) setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      <div className="onboarding-form__names">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          aria-required="true"
          value={fields.firstName}
          onValueChange={set('firstName')}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          aria-required="true"
          value={fields.lastName}
          onValueChange={set('lastName')}
        />
      </div>
      <EmailField value={fields.email} onValueChange={set('email')} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        aria-required="true"
        hint="At least 8 characters, with a letter and a number."
        value={fields.password}
        onValueChange={set('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        aria-required="true"
        value={fields.confirmPassword}
        onValueChange={set('confirmPassword')}
      />
      <NicheSelect value={fields.niche} onValueChange={set('niche')} />
      <Button type="submit" block pending={pending} pendingLabel="Creating Account...">
        Create Account
      </Button>
    </form>
  );
}
