/** pino's levels, most to least severe; LOG_LEVEL takes one of them. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/** Levels at which every request gets its line (as with LOG_REQUESTS=1). */
export const logsEveryRequestAt = (level: LogLevel): boolean => level === 'debug' || level === 'trace';
