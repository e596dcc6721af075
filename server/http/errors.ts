import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { INPUT_MESSAGES } from '../../shared/validation/limits';
import { wrongTypeMessage } from '../../shared/validation/locale';
import { databaseUnavailable, isClientGone } from '../db/unavailable';

/** An error whose message is meant for the person who sent the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields of the JSON answer (a stale edit's `changes`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address has a broken %-escape; check the link and try again.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The uploaded file is too large.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the form as multipart/form-data.'],
  FST_FILES_LIMIT: [413, 'Too many files in one request.'],
  FST_PARTS_LIMIT: [413, 'Too many form fields in one request.'],
};

/**
 * A PostgreSQL data exception (SQLSTATE class 22: 22P02 bad text for a type, 22003 number out of
 * range, 22007/22008 bad or impossible date, 22021 NUL or bad UTF-8, 22001 text too long …) means
 * input got past validation: the statement failed, so nothing of it was stored. A backstop only —
 * the input guard and the schemas refuse such values first.
 */
export function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown; routine?: unknown } | null;
  return typeof e?.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && (e.severity !== undefined || e.routine !== undefined);
}

/** A yup message that is still yup's own wording (a schema built without our locale). */
const YUP_TYPE_WORDING = /must be a `(\w+)` type/;

function validationMessage(error: ValidationError): string {
  const message = error.errors[0] ?? error.message;
  const internal = YUP_TYPE_WORDING.exec(message);
  return internal ? wrongTypeMessage(error.path, internal[1]) : message;
}

/** Seconds a client should wait before trying again after a 503 (most database blips last less). */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGES = {
  unreachable: 'The store cannot reach its database just now. Nothing was changed; please try again in a few seconds.',
  // Not "nothing was changed": a COMMIT already sent when the wait ran out may still have been applied.
  timeout: 'The store is answering slowly just now and stopped waiting. Please check and try again in a few seconds.',
} as const;

/**
 * An error that means the database (or this process) could not do the work in time: answered 503
 * with Retry-After, not 500 (nothing is wrong with the request or the code). Null for the rest.
 */
export function unavailableAnswer(error: unknown): { statusCode: 503; message: string; headers: Record<string, string> } | null {
  const kind = (error as FastifyError | null)?.code === 'FST_ERR_HANDLER_TIMEOUT' ? 'timeout' : databaseUnavailable(error);
  if (!kind) return null;
  return { statusCode: 503, message: UNAVAILABLE_MESSAGES[kind], headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } };
}

/** Every error leaves as JSON {statusCode, message}; only a real fault of ours is a 5xx (a database outage is a 503). */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return reply.code(error.statusCode).send({ ...error.extra, statusCode: error.statusCode, message: error.message });
  }
  if (error instanceof ValidationError) {
    return reply.code(422).send({ statusCode: 422, message: validationMessage(error) });
  }
  const unavailable = unavailableAnswer(error);
  if (unavailable) {
    request.log.warn({ err: error }, 'database unavailable: answered 503');
    return reply.code(503).headers(unavailable.headers).send({ statusCode: 503, message: unavailable.message });
  }
  if (isClientGone(error)) {
    // Nobody is listening any more; the work was rolled back. An answer for the record only.
    request.log.info('client left before the answer: the work was rolled back');
    return reply.code(503).headers({ 'retry-after': String(RETRY_AFTER_SECONDS) }).send({ statusCode: 503, message: UNAVAILABLE_MESSAGES.timeout });
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'database refused a value that passed validation');
    return reply.code(400).send({ statusCode: 400, message: INPUT_MESSAGES.dataException });
  }
  const fe = error as FastifyError;
  const known = fe.code ? FRAMEWORK_MESSAGES[fe.code] : undefined;
  if (known) return reply.code(known[0]).send({ statusCode: known[0], message: known[1] });
  if (fe.validation) return reply.code(400).send({ statusCode: 400, message: fe.message });
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return reply.code(fe.statusCode).send({ statusCode: fe.statusCode, message: fe.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .send({ statusCode: 500, message: 'Something went wrong on our side. Please try again in a moment.' });
}
