import { ValidationError, type AnySchema } from 'yup';

/**
 * Validates form values and returns {field: first message} — the shape react-final-form's
 * `validate` expects. Empty object means valid.
 */
export async function firstErrors(schema: AnySchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values ?? {}, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const out: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const key = e.path ?? '_';
      if (!(key in out)) out[key] = e.message;
    }
    return out;
  }
}
