import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './class-names';
import './button.css';

/** `link` looks like a text link (e.g. "Forgot password?") but stays a button. */
export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'medium' | 'small';

export interface ButtonLook {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Full width of its container. */
  readonly block?: boolean;
  readonly className?: string;
}

/**
 * The classes of a button, for an element that must stay what it is: a router `<Link>` or an
 * `<a href>` styled as a button (`<Link to={paths.onboarding} className={buttonClass({ variant: 'outline' })}>`).
 */
export function buttonClass({ variant = 'primary', size = 'medium', block = false, className }: ButtonLook = {}): string {
  if (variant === 'link') return classNames('link-button', className);
  return classNames('button', `button--${variant}`, size === 'small' && 'button--small', block && 'button--block', className);
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>, ButtonLook {
  /** "button" unless said otherwise, so a button in a form never submits it by accident. */
  readonly type?: 'button' | 'submit' | 'reset';
  /** Its action is under way: disabled, aria-busy, and showing `pendingLabel` if there is one. */
  readonly pending?: boolean;
  /** The words while pending, e.g. "Signing In..." for "Sign In". */
  readonly pendingLabel?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = 'button', pending = false, pendingLabel, disabled, children, ...buttonProps },
  ref,
) {
  return (
    <button
      {...buttonProps}
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
});
