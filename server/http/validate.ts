import type { FastifyRequest } from 'fastify';
import type { AnyObject, ObjectSchema } from 'yup';
import { INPUT_LIMITS, INPUT_MESSAGES } from '../../shared/validation/limits';
import '../../shared/validation/locale';
import { badRequest } from './errors';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a request body (or query, or params) against a yup schema without casting,
 * so a number where text belongs is refused rather than silently converted. The first
 * failing rule's message (the spec's own wording where it has one; yup's own defaults are
 * replaced by plain sentences in shared/validation/locale.ts) becomes a 422 answer.
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

/**
 * The largest id the database holds. Ids are serial (int4) or bigserial (int8) columns; a value
 * compared with an int4 column must fit int4, and no sequence of ours gets past it, so one range
 * serves both (PostgreSQL would answer 22003 "out of range for type integer" otherwise).
 */
export const MAX_DB_ID = 2_147_483_647;

/** A whole number that fits the id columns. */
export const isDbId = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_DB_ID;

/** A positive integer id from a route parameter (text or number), or a 400 that says what is wrong. */
export function parseId(raw: unknown, what: string): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!/^\d+$/.test(text) || !/[1-9]/.test(text)) throw badRequest(INPUT_MESSAGES.badId(what));
  const n = Number(text);
  if (!isDbId(n)) throw badRequest(INPUT_MESSAGES.idTooLarge(what));
  return n;
}

/** C0 controls and DEL, except tab, line feed and carriage return (text areas send those). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** In a path or query value no control character at all is legitimate. */
const CONTROL_STRICT = /[\u0000-\u001f\u007f]/;

const where = (path: string) => (path ? `"${path}"` : 'The value');

/**
 * The message for text no field of ours accepts (control characters such as NUL, or longer than
 * any field), or null. Multipart readers call it for their fields; the hook below for the rest.
 */
export function textProblem(value: string, path: string, strict = false): string | null {
  if ((strict ? CONTROL_STRICT : CONTROL).test(value)) return INPUT_MESSAGES.controlCharacters(where(path));
  if (value.length > INPUT_LIMITS.textMax) return INPUT_MESSAGES.tooLongAny(where(path), INPUT_LIMITS.textMax);
  return null;
}

/** Walks a parsed body/query/params value; the first problem as a message, or null. */
export function inputProblem(value: unknown, path: string, strict: boolean, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(value, path, strict);
  if (typeof value === 'number') return Number.isFinite(value) ? null : INPUT_MESSAGES.badNumber(where(path));
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= INPUT_LIMITS.depthMax) return INPUT_MESSAGES.tooDeep;
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.listMax) return INPUT_MESSAGES.tooManyItems(where(path), INPUT_LIMITS.listMax);
    for (let i = 0; i < value.length; i++) {
      const p = inputProblem(value[i], `${path}[${i}]`, strict, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > INPUT_LIMITS.keysMax) return INPUT_MESSAGES.tooManyFields(INPUT_LIMITS.keysMax);
  for (const [key, v] of entries) {
    const keyProblem = CONTROL_STRICT.test(key) || key.length > INPUT_LIMITS.keyMax;
    const name = keyProblem ? '' : path ? `${path}.${key}` : key;
    if (keyProblem) return INPUT_MESSAGES.badFieldName;
    const p = inputProblem(v, name, strict, depth + 1);
    if (p) return p;
  }
  return null;
}

/**
 * preValidation hook for every route (server/app.ts): what no route accepts is refused here,
 * once, with a 400 — control characters (NUL among them, which PostgreSQL cannot store), text
 * longer than any field, absurd nesting or lists, non-finite numbers — in the path parameters,
 * the query and a parsed body (JSON or url-encoded). Per-field rules (lengths, shapes, ranges)
 * stay in the shared yup schemas; multipart fields are checked by their reader with textProblem.
 */
export async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  const problem =
    inputProblem(request.params, '', true) ?? inputProblem(request.query, '', true) ?? inputProblem(request.body, '', false);
  if (problem) throw badRequest(problem);
}
