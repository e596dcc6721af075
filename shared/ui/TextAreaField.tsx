import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldShellProps } from './FieldShell';

export interface TextAreaFieldProps extends Omit<FieldShellProps, 'labelAside'>, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {}

/** A labelled multi-line input with its hint and error message, styled like FormField. */
export function TextAreaField({ label, error, hint, id, className, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} ids={ids}>
      <textarea
        {...area}
        id={ids.inputId}
        className="cg-field__input cg-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
