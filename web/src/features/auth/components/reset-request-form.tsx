import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { EmailField } from '@/components/email-field';
import { notify } from '@/components/ui/toast';
import { loadAuth } from '@/lib/load-auth';
import { authMessages, failureMessage } from '@/lib/auth-messages';
import { notifyInvalid } from '../notify-invalid';
import { resetRequestSchema } from '../validation';

interface ResetRequestFormProps {
  readonly email: string;
  /** Hands back what the email field holds. */
  readonly onBack: (email: string) => void;
  /** The email holds a link and the code; the page moves on to the new-password form. */
  readonly onSent: (email: string) => void;
}

export function ResetRequestForm({ email, onBack, onSent }: ResetRequestFormProps) {
  return (
    <Form
      schema={resetRequestSchema}
      defaultValues={{ email }}
      onInvalidValues={notifyInvalid}
      onSubmit={async (values) => {
        const result = await loadAuth().then(
          (auth) => auth.requestPasswordReset(values.email),
          (error: unknown) => ({ ok: false, failure: { kind: 'unexpected', error } }) as const,
        );
        if (!result.ok) {
          notify(failureMessage(result.failure));
          return;
        }
        notify(authMessages.resetEmailSent);
        onSent(values.email);
      }}
    >
      {({ register, getValues, formState }) => (
        <>
          <EmailField {...register('email')} />
          <Button type="submit" block pending={formState.isSubmitting} pendingLabel="Sending...">
            Send Reset Email
          </Button>
          <Button variant="ghost" block disabled={formState.isSubmitting} onClick={() => onBack(getValues('email'))}>
            Back to Sign In
          </Button>
        </>
      )}
    </Form>
  );
}
