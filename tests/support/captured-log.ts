// A logger (server/observability/logger.ts) whose JSON lines a test reads back: `raw` as written,
// `lines` parsed.
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/observability/logger';
import type { LogLevel } from '../../server/observability/log-levels';

export interface CapturedLog {
  logger: Logger;
  lines: Record<string, unknown>[];
  raw: string[];
}

export function capturedLog(level: LogLevel = 'info'): CapturedLog {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(text);
        lines.push(JSON.parse(text) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger({ level, stream }), lines, raw };
}
