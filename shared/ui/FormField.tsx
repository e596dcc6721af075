import type { InputHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldShellProps } from './FieldShell';

export interface FormFieldProps extends FieldShellProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {}

/** A labelled text input with its error message, wired for assistive technology. */
export function FormField({ label, error, hint, labelAside, id, className, ...input }: FormFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell label={label} error={error} hint={hint} labelAside={labelAside} className={className} ids={ids}>
      <input
        {...input}
        id={ids.inputId}
        className="cg-field__input"
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
