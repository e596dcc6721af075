import type { ServerConfig } from '../config';

/** Where the Prometheus endpoint is, for the start-up log (off unless METRICS_PORT or METRICS_TOKEN is set). */
export function metricsLine(config: Pick<ServerConfig, 'metricsPort' | 'metricsHost' | 'metricsToken'>): string {
  const places: string[] = [];
  if (config.metricsPort) places.push(`http://${config.metricsHost}:${config.metricsPort}/metrics (METRICS_PORT${config.metricsToken ? ', token' : ''})`);
  if (config.metricsToken) places.push('/metrics on the store port with Authorization: Bearer <METRICS_TOKEN>');
  return places.length ? `Metrics: ${places.join('; ')}` : 'Metrics: off (set METRICS_PORT for a port on loopback, or METRICS_TOKEN for /metrics behind a token)';
}
