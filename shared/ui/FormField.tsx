import type { InputHTMLAttributes } from 'react';
import { counterShown } from './CharacterCount';
import { FieldShell, useFieldIds, type FieldShellProps } from './FieldShell';

export interface FormFieldProps extends FieldShellProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** With maxLength: count the characters left as the shopper nears the limit. */
  counter?: boolean;
}

/** A labelled text input with its error message, wired for assistive technology. */
export function FormField({ label, error, hint, labelAside, id, className, counter, ...input }: FormFieldProps) {
  const length = String(input.value ?? '').length;
  const max = input.maxLength;
  const count = counter && max !== undefined && counterShown(length, max, false) ? { length, max } : null;
  const ids = useFieldIds({ id, hint, error, count });
  return (
    <FieldShell label={label} error={error} hint={hint} labelAside={labelAside} className={className} ids={ids} count={count}>
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
