import { forwardRef, type InputHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { FieldMessages, useFieldIds, type FieldOwnProps } from './field';
import './field.css';

export interface CheckboxFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>,
    Pick<FieldOwnProps, 'label' | 'hint' | 'error' | 'fieldClassName'> {}

/**
 * A checkbox with its label beside it (the whole label is the click target), and the same error
 * and hint wiring as the other fields. `{...register('dailyEmail')}` works: react-hook-form reads
 * and sets `checked` through the ref.
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, hint, error, fieldClassName, className, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...inputProps },
  ref,
) {
  const { controlId, errorId, hintId, description } = useFieldIds(id, error, hint, describedBy);
  return (
    <div className={classNames('field field--checkbox', fieldClassName)}>
      <div className="field__check">
        <input
          {...inputProps}
          ref={ref}
          id={controlId}
          type="checkbox"
          className={classNames('field__checkbox', className)}
          aria-describedby={description}
          aria-invalid={error ? true : invalid}
        />
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
      </div>
      <FieldMessages errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
});
