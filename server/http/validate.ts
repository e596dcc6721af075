import type { AnyObject, ObjectSchema } from 'yup';
import { badRequest } from './errors';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a request body (or query, or params) against a yup schema without casting,
 * so a number where text belongs is refused rather than silently converted. The first
 * failing rule's message (the spec's own wording where it has one) becomes a 422 answer.
 */
export async function parseInput<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  what = 'request body',
): Promise<T> {
  if (input === undefined || input === null) input = {};
  if (!isPlainObject(input)) throw badRequest(`The ${what} must be a JSON object.`);
  return schema.validate(input, { abortEarly: true, strict: true, stripUnknown: false }) as Promise<T>;
}

/** A positive integer id from a route parameter, or a 404 that names what was not found. */
export function parseId(raw: unknown, what: string): number {
  const text = String(raw ?? '');
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw badRequest(`${what} id must be a positive whole number.`);
  return Number(text);
}
