import type { ButtonHTMLAttributes } from 'react';

/** Props of {@link Button}: `busy` shows progress and blocks a second submit. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  busy?: boolean;
  /** Text announced while busy, e.g. "Checking your address…". */
  busyLabel?: string;
}

/** A button with a visible and announced busy state; disabled while busy so a form is never sent twice. */
export function Button({ variant = 'primary', busy = false, busyLabel, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`btn btn--${variant}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span>{busyLabel ?? 'Please wait…'}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
