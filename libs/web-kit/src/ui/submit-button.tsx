import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children'
> {
  /** True while the form's request runs: the button says `busyText` and cannot be pressed. */
  busy: boolean;
  /** What the button says while busy, e.g. 'Logging in...'. */
  busyText: string;
  /** What the button says otherwise, e.g. 'Login'. */
  children: ReactNode;
}

/**
 * A form's submit button. While busy it reads `busyText`, is disabled (a second press would
 * send the form twice) and `aria-busy`, and shows a spinner hidden from screen readers.
 */
export function SubmitButton({
  busy,
  busyText,
  children,
  disabled,
  className,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      {...button}
      type="submit"
      className={className ? `button ${className}` : 'button'}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? busyText : children}
    </button>
  );
}
