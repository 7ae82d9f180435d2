import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOT_SEGMENT_MESSAGE, hasDotSegment } from '../../adapters/http/middleware/dot-segments.middleware.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 34, point 3: "/assets/../find", sent as is, passed the request limit as a built file (not counted)
// and was answered as the page /find. Dot segments are refused before the limiter; nothing under /assets/
// is ever a page.

let t: TestApp;
let server: http.Server;
let dist: string;

/** A GET with the path exactly as written: no client resolves its dot segments first. */
function raw(rawPath: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', headers: { 'X-Forwarded-For': '198.51.100.7' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wingshare-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Wingshare</title></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc12345.js'), 'export {};');
  t = await startTestApp({ TRUST_PROXY: 'true', REQUEST_LIMIT_PER_IP: '2' }, { web: { publicDist: dist, adminDist: null } });
  server = http.createServer(t.composed.app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('dot segments and the request limit', () => {
  it('refuses dot segments, plain or encoded, even past the limit, while built files stay uncounted', async () => {
    expect((await raw('/find')).status).toBe(200);
    expect((await raw('/')).status).toBe(200);
    expect((await raw('/find?q=Cessna')).status).toBe(429);
    for (const p of ['/assets/../find?q=Cessna', '/assets/%2e%2e/find', '/assets/.%2E/find', '/media/..%2ffind', '/assets/..\\find', '/admin/assets/../../find', '/assets/./../find']) {
      const res = await raw(p);
      expect(res.status, p).toBe(400);
      expect(res.body, p).toContain(DOT_SEGMENT_MESSAGE.replace(/"/g, '\\"'));
      expect(res.body, p).not.toContain('<div id="root">');
    }
    expect((await raw('/assets/app-abc12345.js')).status).toBe(200);
  });

  it('never answers a page under /assets/', async () => {
    const res = await raw('/assets/find');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('hasDotSegment', () => {
  it.each([
    ['/assets/../find', true], ['/..', true], ['/a/.', true], ['/a/%2E%2e/b', true], ['/a%2F..%2Fb', true], ['/a\\..\\b', true],
    ['/media/photo..jpg', false], ['/blog/...', false], ['/find', false], ['/a/.well-known', false], ['/a/..b', false],
  ])('%s: %s', (p, expected) => {
    expect(hasDotSegment(p)).toBe(expected);
  });
});
