/**
 * The server's one logger (pino, the logger Fastify itself uses): JSON lines on stdout, always on.
 * Every line written while a request or a job run is under way carries its id (`reqId`), whoever
 * writes it (a route, the database layer, a payment service): the id comes from the request scope
 * (http/request-scope.ts), not from the logger the caller was handed. Secrets never reach a line
 * (redact.ts); errors are written with their stack.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentScope } from '../http/request-scope';
import type { LogLevel } from './log-levels';
import { redactSecrets, redactUrlSecrets } from './redact';

export type { Logger };

/** Set on the child logger Fastify makes for a request: its lines carry reqId already. */
const CARRIES_REQUEST_ID = Symbol('carriesRequestId');

type MaybeBound = { [CARRIES_REQUEST_ID]?: boolean };

/** The request id of the scope under way, for a line that does not carry it yet. */
export function scopeMixin(_line: object, _level: number, logger?: unknown): { reqId?: string } {
  if ((logger as MaybeBound | undefined)?.[CARRIES_REQUEST_ID]) return {};
  const scope = currentScope();
  return scope ? { reqId: scope.id } : {};
}

/** Fastify's childLoggerFactory: the request's child logger, marked so the mixin does not add its id twice. */
export function requestChildLogger(logger: Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): Logger {
  const child = logger.child(bindings, options);
  (child as MaybeBound)[CARRIES_REQUEST_ID] = true;
  return child;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  hostname?: string;
  ip?: string;
}

const serializers = {
  /** What Fastify's own req serializer writes, the URL's secrets redacted, plus the route pattern. */
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: redactUrlSecrets(req.url ?? ''),
    route: req.routeOptions?.url,
    host: req.hostname,
    remoteAddress: req.ip,
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  /** Type, message, stack, code and causes, with secrets in any of them redacted. */
  err: (err: unknown) => redactSecrets(err instanceof Error ? { ...pino.stdSerializers.errWithCause(err) } : err),
};

export interface LoggerSettings {
  level: LogLevel;
  /** Where lines go; stdout by default (tests pass a stream that keeps them). */
  stream?: DestinationStream;
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: scopeMixin,
    serializers,
    formatters: { log: (line) => redactSecrets(line) },
    hooks: {
      // Messages are strings built by callers (`Nothing at ${url}`): their secrets go too.
      logMethod(args, write) {
        write.apply(this, args.map((arg: unknown) => (typeof arg === 'string' ? redactUrlSecrets(arg) : arg)) as Parameters<typeof write>);
      },
    },
  };
}

export function createLogger({ level, stream }: LoggerSettings): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}
