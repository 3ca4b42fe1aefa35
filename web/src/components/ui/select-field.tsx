import { forwardRef, type SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { Field, type FieldOwnProps } from './field';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'>, FieldOwnProps {
  readonly options: readonly SelectOption[];
  /** A first option with the empty value, e.g. "Select your niche"; an empty value reads as not chosen. */
  readonly placeholder?: string;
  /** The new value on each change; `onChange` (react-hook-form's `register`) is called too. */
  readonly onValueChange?: (value: string) => void;
}

/** A labelled native select: the platform's own picker on phones, and `{...register('niche')}` works. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    id,
    label,
    hint,
    error,
    hideLabel,
    inline,
    fieldClassName,
    className,
    options,
    placeholder,
    onChange,
    onValueChange,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...selectProps
  },
  ref,
) {
  return (
    <Field {...{ id, label, hint, error, hideLabel, inline, fieldClassName, describedBy, invalid }}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          ref={ref}
          className={classNames('field__input field__input--select', className)}
          onChange={
            onChange || onValueChange
              ? (event) => {
                  onChange?.(event);
                  onValueChange?.(event.target.value);
                }
              : undefined
          }
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
