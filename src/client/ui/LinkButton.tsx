import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** Props of {@link LinkButton}: a router link's props plus the button look it takes. */
export interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  variant?: 'primary' | 'secondary' | 'quiet';
  /** Full width (a phone's main action). */
  block?: boolean;
  children: ReactNode;
}

/**
 * A navigation that is a page's main action ("Answer the questions", "Open your tasks"): a link (it goes somewhere;
 * opening it in a new tab works) with the look of a {@link Button} of the same variant, never underlined. Use a plain
 * text link for anything that is not an action.
 */
export function LinkButton({ variant = 'primary', block = false, children, ...rest }: LinkButtonProps) {
  return (
    <Link {...rest} className={`btn btn--${variant}${block ? ' btn--block' : ''}`}>
      {children}
    </Link>
  );
}
