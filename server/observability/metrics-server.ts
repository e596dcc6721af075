/**
 * The Prometheus endpoint on its own port (METRICS_PORT, on METRICS_HOST: loopback unless set),
 * apart from the store's: GET /metrics, nothing else. When METRICS_TOKEN is set it is asked for
 * here too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerMatches } from './bearer';
import { METRICS_REFUSED } from './http-metrics';

export interface MetricsServerOptions {
  host: string;
  port: number;
  token?: string;
  contentType: string;
  scrape(): Promise<string>;
  log: { error(obj: object, msg: string): void };
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

const json = (status: number, message: string) => JSON.stringify({ statusCode: status, message });

export async function startMetricsServer({ host, port, token, contentType, scrape, log }: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(json(404, 'Only GET /metrics is served on this port.'));
      return;
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end(json(401, METRICS_REFUSED));
      return;
    }
    scrape().then(
      (text) => res.writeHead(200, { 'content-type': contentType }).end(text),
      (err: unknown) => {
        log.error({ err }, 'Metrics: the scrape failed');
        res.writeHead(503, { 'content-type': 'application/json' }).end(json(503, 'The metrics could not be gathered; the next scrape tries again.'));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
