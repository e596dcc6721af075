/**
 * A small form hook for the shared screens (storefront and widgets): string values, a
 * synchronous validator giving the first message per field (shared/validation/rules.ts), and
 * the display rule of the storefront's react-final-form forms — a field's message shows after a
 * failed submit (and stays live while the user corrects it), or, for forms checked on change,
 * as soon as the field has been edited. React API only, so it runs on Preact's compat layer.
 */
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FormValues = Record<string, string>;
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  validate: (values: V) => FormErrors<V>;
  onSubmit: (values: V) => void;
  /** Show a field's message once it has been edited, before any submit (registration). */
  validateOnChange?: boolean;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

export interface Form<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  /** A submit was attempted with invalid values (reset by a valid submit). */
  submitFailed: boolean;
  /** The message the field shows now, or null. */
  error(name: keyof V & string): string | null;
  /** name, value and onChange for an input or select. */
  field(name: keyof V & string): FieldProps;
  /** Sets several values at once (counts as editing them). */
  set(patch: Partial<V>): void;
  handleSubmit(event?: FormEvent): void;
}

export function useForm<V extends FormValues>({ initialValues, validate, onSubmit, validateOnChange = false }: UseFormOptions<V>): Form<V> {
  const [values, setValues] = useState<V>(initialValues);
  const [modified, setModified] = useState<Partial<Record<keyof V, true>>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const errors = validate(values);
  // The latest values for handlers created in an earlier render.
  const latest = useRef(values);
  latest.current = values;

  const set = useCallback((patch: Partial<V>) => {
    const next = { ...latest.current, ...patch } as V;
    latest.current = next;
    setValues(next);
    setModified((m) => {
      const out = { ...m };
      for (const key of Object.keys(patch) as (keyof V)[]) out[key] = true;
      return out;
    });
  }, []);

  const error = (name: keyof V & string): string | null => {
    const message = errors[name];
    if (!message) return null;
    return submitFailed || (validateOnChange && modified[name]) ? message : null;
  };

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => set({ [name]: event.currentTarget.value } as Partial<V>),
  });

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const current = latest.current;
    if (Object.keys(validate(current)).length) {
      setSubmitFailed(true);
      return;
    }
    setSubmitFailed(false);
    onSubmit(current);
  };

  return { values, errors, submitFailed, error, field, set, handleSubmit };
}
