import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ReadRouting } from '../../../application/ports/read-routing.js';
import { readRoutingMiddleware } from '../../../adapters/http/middleware/read-routing.middleware.js';

/** The routing rules of the API (issue 43), on a bare Koa app: what is offered to a replica, what counts as a write, by whom. */
function appRecording(signedIn: number | null) {
  const calls: { publicRead: string[][]; wrote: string[][] } = { publicRead: [], wrote: [] };
  const routing: ReadRouting = {
    publicRead: async (readers, read) => {
      calls.publicRead.push([...readers]);
      return read();
    },
    wrote: async (writers) => {
      calls.wrote.push([...writers]);
    },
  };
  const app = new Koa();
  app.proxy = true;
  app.use(async (ctx, next) => {
    ctx.state.auth = { user: signedIn === null ? null : { id: signedIn }, token: null };
    await next();
  });
  app.use(readRoutingMiddleware(routing, () => undefined));
  app.use(async (ctx) => {
    if (ctx.path === '/api/fails') throw new Error('after a write, perhaps');
    ctx.body = { ok: true };
  });
  app.silent = true;
  return { request: supertest(app.callback()), calls };
}

describe('which API reads a replica may serve', () => {
  it.each([
    '/api/search?lat=38&lng=-85', '/api/search/count', '/api/airport/shares', '/api/share', '/api/share?id=12', '/api/instructor', '/api/instructor/7',
  ])('GET %s: a public read, keyed by the visitor\'s address', async (url) => {
    const { request, calls } = appRecording(null);
    expect((await request.get(url).set('X-Forwarded-For', '10.1.1.1')).status).toBe(200);
    expect(calls).toEqual({ publicRead: [['ip:10.1.1.1']], wrote: [] });
  });

  it.each([
    '/api/user', '/api/share/mine', '/api/share/favorite', '/api/share/12/qualification', '/api/instructor/mine', '/api/requests', '/api/user/payments', '/api/groups',
  ])('GET %s: the reader\'s own things, from the primary', async (url) => {
    const { request, calls } = appRecording(5);
    await request.get(url);
    expect(calls).toEqual({ publicRead: [], wrote: [] });
  });

  it("a signed-in reader is known by his account too: his writes through any address count", async () => {
    const { request, calls } = appRecording(5);
    await request.get('/api/search').set('X-Forwarded-For', '10.1.1.2');
    expect(calls.publicRead).toEqual([['ip:10.1.1.2', 'user:5']]);
  });

  it.each(['post', 'patch', 'put', 'delete'] as const)('%s: a write, noted for its writer after it is answered, even when it failed', async (method) => {
    const { request, calls } = appRecording(5);
    await request[method]('/api/share').set('X-Forwarded-For', '10.1.1.3');
    await request[method]('/api/fails').set('X-Forwarded-For', '10.1.1.3');
    expect(calls).toEqual({ publicRead: [], wrote: [['ip:10.1.1.3', 'user:5'], ['ip:10.1.1.3', 'user:5']] });
  });
});
