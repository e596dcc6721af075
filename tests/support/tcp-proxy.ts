// A TCP proxy on 127.0.0.1 in front of a database server, for fault tests: stop() is the server
// going away (listening ends, open connections are cut), start() is it coming back on the same port.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Listens (again) on `port`. */
  start(): Promise<void>;
  /** Stops listening and cuts every open connection. */
  stop(): Promise<void>;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const s = createServer((inbound) => {
        const outbound = connect(targetPort, targetHost);
        for (const sock of [inbound, outbound]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => undefined);
        }
        inbound.pipe(outbound).pipe(inbound);
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve(s));
    });
  const first = await listen(0);
  const port = (first.address() as AddressInfo).port;
  server = first;
  const proxy: TcpProxy = {
    port,
    async start() {
      if (!server) server = await listen(port);
    },
    async stop() {
      const s = server;
      server = null;
      for (const sock of sockets) sock.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
  };
  return proxy;
}
