import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './FormField.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message to show under the input; the input is then aria-invalid and described by it. */
  error?: string | null;
  /** Helper text under the input (also referenced by aria-describedby). */
  hint?: ReactNode;
  /** Something placed at the end of the label row, e.g. a 'Forgot password?' button. */
  labelAside?: ReactNode;
  id?: string;
}

/** A labelled text input with its error message, wired for assistive technology. */
export function FormField({ label, error, hint, labelAside, id, className, ...input }: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId.replace(/:/g, '')}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`cg-field${error ? ' cg-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="cg-field__label-row">
        <label className="cg-field__label" htmlFor={inputId}>
          {label}
        </label>
        {labelAside}
      </div>
      <input
        {...input}
        id={inputId}
        className="cg-field__input"
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="cg-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="cg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
