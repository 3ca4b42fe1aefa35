import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './ui/text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/**
 * The account email, as the /auth and sign-up forms ask for it: controlled with `value` and
 * `onValueChange`, or registered with `{...field('email')}`.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(props, ref) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      aria-required="true"
      {...props}
      ref={ref}
    />
  );
});
