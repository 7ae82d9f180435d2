import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, listenHttp } from '../../../adapters/http/listen.js';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = null;
});

/** One GET on a kept-alive connection: its Connection and Keep-Alive headers. */
async function headersOf(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get({ port, host: '127.0.0.1', path: '/', agent }, resolve).on('error', reject));
    response.resume();
    await once(response, 'end');
    return { connection: response.headers.connection, keepAlive: response.headers['keep-alive'] };
  } finally {
    agent.destroy();
  }
}

describe('listenHttp', () => {
  it('keeps an idle connection open longer than a proxy does (60 s), and tells the client so', async () => {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    server = listenHttp(app, 0, '127.0.0.1');
    await once(server, 'listening');
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
    // Node's default would say timeout=5.
    expect(await headersOf((server.address() as AddressInfo).port)).toEqual({ connection: 'keep-alive', keepAlive: `timeout=${KEEP_ALIVE_MS / 1000}` });
  });
});
