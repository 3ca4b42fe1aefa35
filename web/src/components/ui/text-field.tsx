import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Short help under the input, announced with it. */
  readonly hint?: string;
};

/** A labelled input. Forms use `noValidate` and their own checks, so the spec's messages show. */
export function TextField({ label, value, onValueChange, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
