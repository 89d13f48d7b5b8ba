import type { ButtonHTMLAttributes } from 'react';
import { useHydrating } from '../kernel/react/hydration';
import { describedByOf } from './form/fieldIds';
import { useReadOnlyControl } from './ReadOnly';

/** Props of {@link Button}: `busy` shows progress and blocks a second submit. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  busy?: boolean;
  /** Text announced while busy, e.g. "Checking your address…". */
  busyLabel?: string;
  /**
   * The button changes data (§6 read-only view: disabled and described by the page's read-only note). A submit button
   * counts as one unless `mutates={false}`; give it to other buttons that send a change (remove, upload, resend…).
   */
  mutates?: boolean;
}

/**
 * A button with a visible and announced busy state; disabled while busy so a form is never sent twice, and in the
 * read-only view (§6) when it changes data. A submit button of a prerendered page is disabled until the page has
 * hydrated (issue 14 §1): before that, the browser would send the form itself — what was typed in the address.
 */
export function Button({ variant = 'primary', busy = false, busyLabel, children, disabled, type = 'button', mutates, ...rest }: ButtonProps) {
  const readOnly = useReadOnlyControl();
  const blocked = readOnly.disabled && (mutates ?? type === 'submit');
  const beforeCode = useHydrating() && type === 'submit';
  return (
    <button
      {...rest}
      type={type}
      className={`btn btn--${variant}`}
      disabled={disabled || busy || blocked || beforeCode}
      aria-describedby={describedByOf(rest['aria-describedby'], blocked && readOnly.noteId)}
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
