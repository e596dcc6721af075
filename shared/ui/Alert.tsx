import type { ReactNode } from 'react';
import { CheckCircleIcon, WarningIcon } from './icons';
import './Alert.css';

export type AlertTone = 'danger' | 'success';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A message box: danger (server errors, shown in red with a warning icon) or success.
 * Danger alerts are role="alert" so they are announced when they appear.
 */
export function Alert({ tone, children, id, className }: AlertProps) {
  const Icon = tone === 'danger' ? WarningIcon : CheckCircleIcon;
  return (
    <div
      id={id}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`cg-alert cg-alert--${tone}${className ? ` ${className}` : ''}`}
    >
      <Icon className="cg-alert__icon" />
      <div className="cg-alert__text">{children}</div>
    </div>
  );
}
