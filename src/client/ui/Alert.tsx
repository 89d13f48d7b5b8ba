import type { ReactNode } from 'react';

/** Props of {@link Alert}. `tone` error is announced at once (role alert); info/success politely (role status). */
export interface AlertProps {
  tone?: 'error' | 'info' | 'success' | 'warning';
  title?: string;
  children: ReactNode;
}

/** A message box for server errors, notices and confirmations. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
