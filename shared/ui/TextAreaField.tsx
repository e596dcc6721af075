import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldShellProps } from './FieldShell';

export interface TextAreaFieldProps extends Omit<FieldShellProps, 'labelAside'>, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {}

/**
 * A labelled multi-line input with its hint and error message, styled like FormField. With
 * maxLength it counts the characters left as the shopper types.
 */
export function TextAreaField({ label, error, hint, id, className, ...area }: TextAreaFieldProps) {
  const max = area.maxLength;
  const count = max !== undefined ? { length: String(area.value ?? '').length, max } : null;
  const ids = useFieldIds({ id, hint, error, count });
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} ids={ids} count={count}>
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
