import { useId, type ReactNode } from 'react';
import { CharacterCount } from './CharacterCount';
import './FormField.css';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldShellProps {
  label: string;
  /** The message to show under the control; the control is then aria-invalid and described by it. */
  error?: string | null;
  /** Helper text under the control (also referenced by aria-describedby). */
  hint?: ReactNode;
  /** Something placed at the end of the label row, e.g. a 'Forgot password?' button. */
  labelAside?: ReactNode;
  id?: string;
  className?: string;
}

/** A length-limited field's count: what it holds now and its limit (shown under the control). */
export interface FieldCount {
  length: number;
  max: number;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  countId: string;
  /** The control's aria-describedby: the hint, the count and the message, when shown. */
  describedBy: string | undefined;
}

/** The control's id (given, or generated) and the ids of its hint and message. */
export function useFieldIds({ id, hint, error, count }: Pick<FieldShellProps, 'id' | 'hint' | 'error'> & { count?: FieldCount | null }): FieldIds {
  const autoId = useId();
  const inputId = id ?? `field-${autoId.replace(/:/g, '')}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;
  const describedBy = [hint ? hintId : null, count ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, countId, describedBy };
}

/** The cg-field frame around a control: label row, the control, hint, count and message. */
export function FieldShell({
  label,
  error,
  hint,
  labelAside,
  className,
  ids,
  count,
  children,
}: Omit<FieldShellProps, 'id'> & { ids: FieldIds; count?: FieldCount | null; children: ReactNode }) {
  return (
    <div className={`cg-field${error ? ' cg-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="cg-field__label-row">
        <label className="cg-field__label" htmlFor={ids.inputId}>
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={ids.hintId} className="cg-field__hint">
          {hint}
        </p>
      ) : null}
      {count ? <CharacterCount id={ids.countId} length={count.length} max={count.max} /> : null}
      {error ? (
        <p id={ids.errorId} className="cg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
