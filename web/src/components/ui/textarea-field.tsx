import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { Field, type FieldOwnProps } from './field';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldOwnProps {
  /** The new text on each change; `onChange` (react-hook-form's `register`) is called too. */
  readonly onValueChange?: (value: string) => void;
}

/** A labelled multi-line input that grows by hand (resize: vertical), e.g. the idea feedback form. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  {
    id,
    label,
    hint,
    error,
    hideLabel,
    inline,
    fieldClassName,
    className,
    rows = 4,
    onChange,
    onValueChange,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...textareaProps
  },
  ref,
) {
  return (
    <Field {...{ id, label, hint, error, hideLabel, inline, fieldClassName, describedBy, invalid }}>
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          ref={ref}
          rows={rows}
          className={classNames('field__input field__input--textarea', className)}
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
