import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button, buttonClass } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { EmailField } from '@/components/email-field';
import { notify } from '@/components/ui/toast';
import { signInMessage } from '@/lib/auth-messages';
import { signInWithPassword } from '@/lib/sign-in';
import { notifyInvalid } from '../notify-invalid';
import { signInSchema } from '../validation';

interface SignInFormProps {
  /** What the email field starts with (the link's email, or what another mode had). */
  readonly email: string;
  /** Hands over what the email field holds, for the reset request. */
  readonly onForgotPassword: (email: string) => void;
  /** Called after a successful sign-in; the form stays busy until it settles (the redirect). */
  readonly onSignedIn: () => Promise<void>;
}

export function SignInForm({ email, onForgotPassword, onSignedIn }: SignInFormProps) {
  return (
    <Form
      schema={signInSchema}
      defaultValues={{ email, password: '' }}
      onInvalidValues={notifyInvalid}
      onSubmit={async (values) => {
        const result = await signInWithPassword(values.email, values.password);
        notify(signInMessage(result));
        if (result.status === 'signed-in') await onSignedIn();
      }}
    >
      {({ register, getValues, formState }) => (
        <>
          <EmailField {...register('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" aria-required="true" {...register('password')} />
          <div className="form__row form__row--end">
            <Button variant="link" onClick={() => onForgotPassword(getValues('email'))}>
              Forgot password?
            </Button>
          </div>
          <Button type="submit" block pending={formState.isSubmitting} pendingLabel="Signing In...">
            Sign In
          </Button>
          <div className="divider" role="presentation">
            <span>or</span>
          </div>
          <Link to={paths.onboarding} className={buttonClass({ variant: 'outline', block: true })}>
            Create New Account
          </Link>
          <p className="form__note">New users get a 7-day free trial with full access to all features</p>
        </>
      )}
    </Form>
  );
}
