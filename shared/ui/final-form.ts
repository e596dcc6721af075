import type { FieldMetaState } from 'react-final-form';

/**
 * The message a field shows: after a submit attempt, and — for forms checked on change (the
 * registration form) — as soon as the field has been edited.
 */
export function shownError(meta: FieldMetaState<unknown>, onChange = false): string | null {
  if (!meta.error) return null;
  if (meta.submitFailed || (onChange && meta.modified)) return String(meta.error);
  return null;
}
