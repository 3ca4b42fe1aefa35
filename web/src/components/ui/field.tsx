import { useId, type AriaAttributes, type ReactNode } from 'react';
import { classNames } from './class-names';
import './field.css';

/** What every labelled control takes besides its element's own attributes. */
export interface FieldOwnProps {
  readonly label: ReactNode;
  /** Short help under the control, announced with it. */
  readonly hint?: ReactNode;
  /** The message to fix the value, e.g. a schema's message; marks the control invalid. */
  readonly error?: string;
  /** Keeps the label for assistive technology only (a one-field form with a placeholder). */
  readonly hideLabel?: boolean;
  /** Label beside the control instead of above it (a toolbar filter). */
  readonly inline?: boolean;
  /** Class of the wrapper (layout in a feature); `className` goes to the control itself. */
  readonly fieldClassName?: string;
}

/** The attributes that tie a control to its label and messages. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: AriaAttributes['aria-invalid'];
}

interface FieldProps extends FieldOwnProps {
  /** A caller's own id for the control; one is made up otherwise. */
  readonly id?: string;
  /** A caller's own descriptions, announced after the error and hint. */
  readonly describedBy?: string;
  readonly invalid?: AriaAttributes['aria-invalid'];
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, error and hint, wired together: the label names the control, the error and hint
 * describe it, and an error sets aria-invalid. The error is not an alert: a form moves focus to its
 * first invalid control, which then reads its message.
 */
export function Field({ id, label, hint, error, hideLabel, inline, fieldClassName, describedBy, invalid, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const description = classNames(error ? errorId : null, hint ? hintId : null, describedBy);
  return (
    <div className={classNames('field', inline && 'field--inline', fieldClassName)}>
      <label className={hideLabel ? 'field__label sr-only' : 'field__label'} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': description || undefined,
        'aria-invalid': error ? true : invalid,
      })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
