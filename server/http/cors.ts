/**
 * CORS for the API: the origins in CORS_ORIGINS (comma-separated) plus the demo partner site
 * (http://localhost:{demoPort}, http://127.0.0.1:{demoPort}) may call /api/ from the browser.
 * No credentials (the API uses bearer tokens, not cookies). Other paths are left alone: the
 * widget files answer `Access-Control-Allow-Origin: *` themselves (static-site.ts).
 *
 * Registered on the root instance (it does not encapsulate), before the API routes.
 */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

export interface ApiCorsOptions {
  /** Allowed origins; default corsOrigins(app.config, process.env). */
  origins?: readonly string[];
  /** Path prefix the policy applies to; default '/api'. */
  prefix?: string;
}

/** Normalises 'https://Shop.example.com/' → 'https://shop.example.com'; null for junk. */
function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function corsOrigins(config: Pick<ServerConfig, 'demoPort'>, env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((value) => {
      const origin = normaliseOrigin(value);
      if (!origin) throw new Error(`CORS_ORIGINS: "${value}" is not an http(s) origin`);
      return origin;
    });
  const demo = [`http://localhost:${config.demoPort}`, `http://127.0.0.1:${config.demoPort}`];
  return [...new Set([...listed, ...demo])];
}

const apiCors: FastifyPluginAsync<ApiCorsOptions> = async (app: FastifyInstance, opts: ApiCorsOptions) => {
  const origins = new Set(opts.origins ?? corsOrigins(app.config));
  const prefix = opts.prefix ?? '/api';
  const policy: FastifyCorsOptions = {
    origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'X-Requested-With'],
    credentials: false,
    maxAge: 600,
  };
  const off: FastifyCorsOptions = { origin: false };
  // The staff API (/api/admin/) is for the shop's own origin only: no partner site may call it.
  const staff = `${prefix}/admin`;
  const isStaff = (url: string) => url === staff || url.startsWith(`${staff}/`) || url.startsWith(`${staff}?`);
  const applies = (req: FastifyRequest) =>
    !isStaff(req.url) && (req.url === prefix || req.url.startsWith(`${prefix}/`) || req.url.startsWith(`${prefix}?`));
  await app.register(fastifyCors, {
    delegator: (req, cb) => cb(null, applies(req) ? policy : off),
  });
};

// Like fastify-plugin: the hooks land on the instance it is registered on, not a child.
(apiCors as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default apiCors;
