import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled select with its error message, styled like shared/ui FormField. */
export function SelectField({ label, error, hint, children, className, ...select }: SelectFieldProps) {
  const id = `select-${useId().replace(/:/g, '')}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`cg-field${error ? ' cg-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="cg-field__label-row">
        <label className="cg-field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <select
        {...select}
        id={id}
        className="cg-field__input cg-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="cg-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="cg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
