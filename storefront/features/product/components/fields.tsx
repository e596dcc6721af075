/**
 * Select, textarea and 1-5 rating fields in the shared FormField's look (cg-field classes):
 * labelled, aria-invalid and described by their message.
 */
import { useId, type FormEvent, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { PRODUCT_TEXT as T } from '../messages';

const fieldId = (raw: string) => `field-${raw.replace(/:/g, '')}`;

interface Described {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <>
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
    </>
  );
}

export function SelectField({ label, error, hint, children, ...select }: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  const id = fieldId(useId());
  return (
    <div className={`cg-field${error ? ' cg-field--invalid' : ''}`}>
      <div className="cg-field__label-row">
        <label className="cg-field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <select {...select} id={id} className="cg-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)}>
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, ...area }: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = fieldId(useId());
  return (
    <div className={`cg-field${error ? ' cg-field--invalid' : ''}`}>
      <div className="cg-field__label-row">
        <label className="cg-field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <textarea {...area} id={id} className="cg-field__input cg-field__textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} />
      <Messages id={id} error={error} hint={hint} />
    </div>
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
  const id = fieldId(useId());
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
