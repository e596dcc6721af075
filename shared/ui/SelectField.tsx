import type { SelectHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldShellProps } from './FieldShell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<FieldShellProps, 'labelAside'>, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  options: readonly SelectOption[];
  /** The first, empty choice ('Select province'); none when left out. */
  placeholder?: string;
}

/** A labelled select with its hint and error message, styled like FormField. */
export function SelectField({ label, error, hint, id, className, options, placeholder, ...select }: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} ids={ids}>
      <select
        {...select}
        id={ids.inputId}
        className="cg-field__input cg-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
