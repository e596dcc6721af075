import type { DbLog } from './types';

const line = (obj: object, msg: string) => {
  const detail = JSON.stringify(obj);
  return detail === '{}' ? msg : `${msg} ${detail}`;
};

/** Until the server's logger exists (start-up) or when none is given (scripts, tests): the console. */
export const consoleDbLog: DbLog = {
  info: (obj, msg) => console.log(line(obj, msg)),
  warn: (obj, msg) => console.warn(line(obj, msg)),
  error: (obj, msg) => console.error(line(obj, msg)),
};

/** host:port/database of a connection string, without the user or password: what a log line may show. */
export function describeUrl(connectionString: string): string {
  try {
    const u = new URL(connectionString);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'the configured server';
  }
}

export const errorText = (err: unknown): string =>
  err instanceof Error ? err.message || (err as { code?: string }).code || err.name : String(err);
