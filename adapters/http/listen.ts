import type { Server } from 'node:http';
import type Koa from 'koa';

/**
 * How long a kept-alive connection may stay idle before the server closes it. Node's default is 5 s, shorter
 * than the clients and proxies that reuse connections: a load balancer keeps one open for 60 s, and a request
 * sent on it just as the server closes it fails with a reset (a 502 behind a proxy; in the browser tests, a
 * request of Playwright's failed with ECONNRESET). Longer than the proxies' 60 s, the server is never the one
 * to close a connection a proxy is about to reuse.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The app on a port: an HTTP server whose kept-alive connections outlast its clients' idle time. */
export function listenHttp(app: Koa, port: number, host: string): Server {
  const server = app.listen(port, host);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A kept-alive connection's next request must be given at least that long for its headers.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
