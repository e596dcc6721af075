/**
 * The product page's own form pieces: the enquiry/consultation message and text fields with
 * their limits and the shared character counter, a 1-5 rating
 * field in the shared FormField's look (cg-field classes) and focus-on-invalid for
 * react-final-form submits. Plain select and textarea fields are shared/ui's.
 */
import { useId, type FormEvent } from 'react';
import { Field } from 'react-final-form';
import { FormField, type FormFieldProps } from '../../../../shared/ui/FormField';
import { TextAreaField } from '../../../../shared/ui/TextAreaField';
import { ENQUIRY_MAX_LENGTH } from '../../../../shared/validation/store-messages';
import { shownError } from '../../../../shared/ui/final-form';
import { PRODUCT_TEXT as T } from '../messages';

/** A message of at most ENQUIRY_MAX_LENGTH characters, counted as the shopper types. */
export function MessageField({ name, label }: { name: string; label: string }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <TextAreaField label={label} rows={3} maxLength={ENQUIRY_MAX_LENGTH} {...input} error={shownError(meta)} />}
    </Field>
  );
}

type LimitedFieldProps = { name: string; maxLength: number } & Omit<FormFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'counter'>;

/** A one-line field of at most `maxLength` characters (the schema's limit), counted near the limit. */
export function LimitedField({ name, ...field }: LimitedFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <FormField {...field} counter {...input} error={shownError(meta)} />}
    </Field>
  );
}

/** A 1-5 rating as a radio group (fieldset + legend; arrow keys move between the native radios). */
export function RatingField({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const id = `field-${useId().replace(/:/g, '')}`;
  return (
    <fieldset className={`cg-rating-field${error ? ' cg-field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="cg-field__label">{label}</legend>
      <div className="cg-rating-field__options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cg-rating-field__option">
            <input type="radio" name={name} value={String(n)} checked={value === String(n)} onChange={() => onChange(String(n))} />
            <span className="cg-rating-field__value" aria-hidden="true">
              {n}
              <span className="cg-rating-field__star">★</span>
            </span>
            <span className="cg-visually-hidden">{T.stars(n)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="cg-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Wraps react-final-form's handleSubmit: after a submit that left fields invalid, focus moves to
 * the first of them (on a phone the messages may be out of view).
 */
export function focusFirstInvalidOnSubmit(handleSubmit: (event?: FormEvent<HTMLFormElement>) => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const result = handleSubmit(event);
    setTimeout(() => {
      const bad = form.querySelector<HTMLElement>('[aria-invalid="true"], .cg-field--invalid input');
      if (bad && typeof bad.focus === 'function') bad.focus();
    }, 0);
    return result;
  };
}
