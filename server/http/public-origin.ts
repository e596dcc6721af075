/**
 * The origin a shopper's browser is sent back to after a gateway (and that the sandbox gateways
 * may redirect to).
 *
 * - PUBLIC_URL set: always PUBLIC_URL.
 * - Otherwise: the address the shopper used, when it is one of this server's own loopback names
 *   (localhost, 127.0.0.1, [::1]) on this server's port, read from the request's own Host header
 *   (never X-Forwarded-Host, never an arbitrary name); else the default http://localhost:PORT.
 *
 * Routes that start or finish a payment hand the services `requestConfig(request, config)`: the
 * configuration whose publicUrl is that origin, so every URL built from config.publicUrl
 * (return URLs, the sandbox base, the hand-off page) stays on the shopper's origin.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

type OriginConfig = Pick<ServerConfig, 'publicUrl' | 'port'> & Partial<Pick<ServerConfig, 'publicUrlFromEnv'>>;

export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The port this server answers on: the configured one, or (PORT=0) the socket's. */
function ownPort(config: OriginConfig, request?: Pick<FastifyRequest, 'socket'>): number {
  return config.port || request?.socket?.localPort || 0;
}

/** http://{loopback name}:{port} when `host` (a Host header value) is one of ours, else null. */
export function loopbackOrigin(host: string | undefined, port: number): string | null {
  if (!host || !port) return null;
  const m = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i.exec(host.trim());
  if (!m) return null;
  const hostPort = m[2] === undefined ? 80 : Number(m[2]);
  if (hostPort !== port) return null;
  const name = m[1].toLowerCase();
  return port === 80 ? `http://${name}` : `http://${name}:${port}`;
}

/** Where gateway returns for this request go (see above). No trailing slash. */
export function publicOrigin(request: Pick<FastifyRequest, 'headers' | 'socket'>, config: OriginConfig): string {
  if (config.publicUrlFromEnv) return trimSlash(config.publicUrl);
  const host = request.headers.host;
  return loopbackOrigin(typeof host === 'string' ? host : undefined, ownPort(config, request)) ?? trimSlash(config.publicUrl);
}

/** The configuration with publicUrl set to this request's public origin. */
export function requestConfig<C extends OriginConfig>(request: Pick<FastifyRequest, 'headers' | 'socket'>, config: C): C {
  const publicUrl = publicOrigin(request, config);
  return publicUrl === config.publicUrl ? config : { ...config, publicUrl };
}

/**
 * Whether a URL the sandbox would send the browser to is on this server: PUBLIC_URL's origin, or
 * (without PUBLIC_URL) a loopback name on this server's port, or the configured default origin.
 */
export function isOwnUrl(value: string, config: OriginConfig, request?: Pick<FastifyRequest, 'socket'>): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const configured = new URL(config.publicUrl).origin;
  if (url.origin === configured) return true;
  if (config.publicUrlFromEnv) return false;
  return url.protocol === 'http:' && loopbackOrigin(url.host, ownPort(config, request)) === url.origin;
}

/** The start-up line saying where gateway returns go. */
export function returnOriginLine(config: OriginConfig): string {
  if (config.publicUrlFromEnv) return `Gateway returns: ${trimSlash(config.publicUrl)} (PUBLIC_URL)`;
  const port = config.port;
  const names = LOOPBACK_NAMES.map((n) => `http://${n}:${port}`).join(', ');
  return `Gateway returns: the address the shopper used when it is ${names}; otherwise ${trimSlash(config.publicUrl)} (set PUBLIC_URL to fix one)`;
}
