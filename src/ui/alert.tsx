import './ui.css';
import type { ReactNode } from 'react';

type AlertProps = {
  /**
   * error: red, announced at once (role=alert); success: green, info: the
   * brand's blue for a hint that is no failure (both polite, role=status).
   */
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  sticky?: boolean;
};

/** A coloured message box for the result of an action. */
export function Alert({ tone, children, sticky = false }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`alert alert--${tone}${sticky ? ' alert--sticky' : ''}`}
    >
      {children}
    </div>
  );
}
