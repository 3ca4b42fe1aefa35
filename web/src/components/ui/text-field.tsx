import { forwardRef, type InputHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { Field, type FieldOwnProps } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldOwnProps {
  /** The new text on each change; `onChange` (react-hook-form's `register`) is called too. */
  readonly onValueChange?: (value: string) => void;
}

/**
 * A labelled input. Controlled with `value` and `onValueChange`, or uncontrolled with
 * `{...register('email')}` (the ref reaches the input). Forms use `noValidate` and their own
 * checks, so the promised messages show word for word, passed in as `error`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    hint,
    error,
    hideLabel,
    inline,
    fieldClassName,
    className,
    onChange,
    onValueChange,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...inputProps
  },
  ref,
) {
  return (
    <Field {...{ id, label, hint, error, hideLabel, inline, fieldClassName, describedBy, invalid }}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          ref={ref}
          className={classNames('field__input', className)}
          onChange={
            onChange || onValueChange
              ? (event) => {
                  onChange?.(event);
                  onValueChange?.(event.target.value);
                }
              : undefined
          }
        />
      )}
    </Field>
  );
});
