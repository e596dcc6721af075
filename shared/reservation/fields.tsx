import { useId, type ChangeEvent, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  error?: string | null;
  id?: string;
}

function useFieldIds(id?: string) {
  const auto = useId().replace(/:/g, '');
  const inputId = id ?? `field-${auto}`;
  return { inputId, errorId: `${inputId}-error` };
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldShellProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  options: SelectOption[];
  /** The first, empty choice ('Select province'). */
  placeholder: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A labelled select with its error message, styled like FormField. */
export function SelectField({ label, error, id, options, placeholder, className, ...select }: SelectFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <div className={`cg-field${error ? ' cg-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="cg-field__label-row">
        <label className="cg-field__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      <select
        {...select}
        id={inputId}
        className="cg-field__input cg-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="cg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextAreaFieldProps extends FieldShellProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** A labelled multi-line input, styled like FormField. */
export function TextAreaField({ label, error, id, className, ...area }: TextAreaFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <div className={`cg-field${error ? ' cg-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="cg-field__label-row">
        <label className="cg-field__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      <textarea
        {...area}
        id={inputId}
        className="cg-field__input cg-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="cg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
