/**
 * The logging options every Fastify app of this server is built with: the process's logger,
 * request child loggers the scope mixin knows about, and a line per request only when asked for
 * (LOG_REQUESTS=1 or LOG_LEVEL=debug). Without it the apps still log errors, 5xx answers
 * (http-logging.ts) and whatever the code logs.
 */
import { LogController, type FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import { logsEveryRequestAt, type LogLevel } from './log-levels';
import { requestChildLogger, type Logger } from './logger';

export interface RequestLogging {
  level: LogLevel;
  logRequests: boolean;
}

export const logsEveryRequest = ({ level, logRequests }: RequestLogging): boolean => logRequests || logsEveryRequestAt(level);

export function fastifyLogging(logger: Logger, settings: RequestLogging) {
  return {
    loggerInstance: logger as FastifyBaseLogger,
    childLoggerFactory: (parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
      requestChildLogger(parent as Logger, bindings, options) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(settings) }),
  };
}
