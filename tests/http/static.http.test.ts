import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'wingshare-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wingshare</title>');
  t = await startTestApp({}, { web: { publicDist: dist, adminDist: null } });
});
afterAll(() => t?.close());

describe('serving the site beside the API', () => {
  it('answers the app page for client routes (history mode)', async () => {
    const res = await t.request.get('/account/basic');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Wingshare</title>');
  });

  it('answers a JSON 404 for an unknown API path, never the app page', async () => {
    const res = await t.request.get('/api/no-such-thing').set(V);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it('answers a 404 for a missing media file or asset', async () => {
    expect((await t.request.get('/media/shares/nope.png')).status).toBe(404);
    expect((await t.request.get('/assets/missing.js')).status).toBe(404);
  });
});
