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
 * The ids that tie a control to its error and hint, and its aria-describedby: the error first, then
 * the hint, then the caller's own descriptions. Shared by every field block.
 */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode, describedBy: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  return { controlId, errorId, hintId, description: classNames(error ? errorId : null, hint ? hintId : null, describedBy) || undefined };
}

/** A field's error and hint, under its control. */
export function FieldMessages({ errorId, error, hintId, hint }: { errorId: string; error?: string; hintId: string; hint?: ReactNode }) {
  return (
    <>
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
    </>
  );
}

/**
 * Label, control, error and hint, wired together: the label names the control, the error and hint
 * describe it, and an error sets aria-invalid. The error is not an alert: a form moves focus to its
 * first invalid control, which then reads its message.
 */
export function Field({ id, label, hint, error, hideLabel, inline, fieldClassName, describedBy, invalid, children }: FieldProps) {
  const { controlId, errorId, hintId, description } = useFieldIds(id, error, hint, describedBy);
  return (
    <div className={classNames('field', inline && 'field--inline', fieldClassName)}>
      <label className={hideLabel ? 'field__label sr-only' : 'field__label'} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': description,
        'aria-invalid': error ? true : invalid,
      })}
      <FieldMessages errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
}
