/**
 * application/x-www-form-urlencoded bodies (gateway returns, the sandbox pages' forms) as a
 * plain object of strings; a repeated field keeps its first value. Register inside the plugin
 * that needs it (it stays encapsulated there).
 */
import type { FastifyInstance } from 'fastify';

export function formFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) if (!(k in out)) out[k] = v;
  return out;
}

/** A query string object as Fastify parses it (repeated keys become arrays) → first values only. */
export function firstValues(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return out;
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
    else if (typeof first === 'number' || typeof first === 'boolean') out[k] = String(first);
  }
  return out;
}

export function acceptFormBodies(app: FastifyInstance, bodyLimit = 64 * 1024): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    done(null, formFields(body as string));
  });
}
