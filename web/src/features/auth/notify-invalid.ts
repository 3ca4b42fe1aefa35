import type { FieldErrors, FieldValues } from 'react-hook-form';
import { notify } from '../../components/ui/toast';
import { validationMessage } from '../../lib/auth-messages';

/** The /auth forms show their schema's message as a toast (docs/product-rules.md#sign-in-and-password-reset), not beside the field. */
export function notifyInvalid<Values extends FieldValues>(errors: FieldErrors<Values>): void {
  const message = Object.values(errors)
    .map((error) => (error as { message?: unknown } | undefined)?.message)
    .find((text): text is string => typeof text === 'string' && text !== '');
  if (message) notify(validationMessage(message));
}
