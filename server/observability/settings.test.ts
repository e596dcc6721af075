import { loadConfig } from '../config';
import { metricsLine } from './metrics-line';

const load = (env: Record<string, string>) => loadConfig({ CG_ROOT: '/tmp', ...env });

describe('logging and metrics settings', () => {
  it('log at info by default, silent only under NODE_ENV=test, LOG_LEVEL otherwise', () => {
    expect(load({}).logLevel).toBe('info');
    expect(load({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(load({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(load({ NODE_ENV: 'test', LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(() => load({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(load({}).logRequests).toBe(false);
    expect(load({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
  });

  it('keep the metrics off unless asked, on loopback when a port is given, behind a real token', () => {
    const off = load({});
    expect(off).toMatchObject({ metricsPort: 0, metricsHost: '127.0.0.1', metricsToken: undefined });
    expect(metricsLine(off)).toMatch(/^Metrics: off \(set METRICS_PORT/);
    const port = load({ METRICS_PORT: '9464' });
    expect(metricsLine(port)).toBe('Metrics: http://127.0.0.1:9464/metrics (METRICS_PORT)');
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(metricsLine(load({ METRICS_TOKEN: 'a'.repeat(24) }))).toContain('/metrics on the store port');
  });
});
