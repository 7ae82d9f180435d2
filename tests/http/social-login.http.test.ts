import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/** A local server speaking the OAuth 2 endpoints Google's strategy calls: token and userinfo. */
let oauth: Server;
let oauthUrl: string;
const tokenRequests: string[] = [];
let t: TestApp;

beforeAll(async () => {
  oauth = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/token') {
        tokenRequests.push(body);
        res.end(JSON.stringify(body.includes('code=good-code') ? { access_token: 'at-1', token_type: 'Bearer' } : { error: 'invalid_grant' }));
      } else if (req.url?.startsWith('/userinfo')) {
        res.end(JSON.stringify({ sub: 'google-42', name: 'Pat Lee', given_name: 'Pat', family_name: 'Lee', email: 'pat.lee@example.com', email_verified: true }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((r) => oauth.listen(0, '127.0.0.1', r));
  oauthUrl = `http://127.0.0.1:${(oauth.address() as AddressInfo).port}`;
  t = await startTestApp({}, {
    social: {
      google: { clientId: 'cid', clientSecret: 'secret', authorizationURL: `${oauthUrl}/auth`, tokenURL: `${oauthUrl}/token`, profileURL: `${oauthUrl}/userinfo` },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => oauth?.close(r));
});

/** Starts a login in this browser; answers the state the provider would send back. */
async function start(browser: ReturnType<TestApp['agent']>, returnUrl = '/') {
  const res = await browser.get(`/api/auth/google?returnUrl=${encodeURIComponent(returnUrl)}`);
  expect(res.status).toBe(302);
  return new URL(res.headers.location as string).searchParams.get('state')!;
}

describe('Google login through koa-passport', () => {
  it('redirects to the provider with the client id and the callback URL', async () => {
    const res = await t.request.get('/api/auth/google?returnUrl=%2Faccount%2Fbasic');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${oauthUrl}/auth`);
    expect(location.searchParams.get('client_id')).toBe('cid');
    expect(location.searchParams.get('redirect_uri')).toBe('http://wingshare.test/api/auth/google/callback');
    expect(String(res.headers['set-cookie'])).toContain('wingshare_return=%2Faccount%2Fbasic');
    const state = location.searchParams.get('state');
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(String(res.headers['set-cookie'])).toContain(`wingshare_oauth_state=${state}`);
  });

  it('comes back logged in, on the return path, with a new account', async () => {
    const browser = t.agent();
    const state = await start(browser, '/account/basic');
    const back = await browser.get(`/api/auth/google/callback?code=good-code&state=${state}`);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe('/account/basic');
    const me = await browser.get('/api/user').set(V);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ provider: 'google', email: 'pat.lee@example.com', firstname: 'Pat', lastname: 'Lee' });
    expect(tokenRequests.at(-1)).toContain('client_secret=secret');
  });

  it('keeps odd characters of the return path intact', async () => {
    const browser = t.agent();
    const state = await start(browser, '/find?q=a;b c');
    const back = await browser.get(`/api/auth/google/callback?code=good-code&state=${state}`);
    expect(back.headers.location).toBe('/find?q=a;b%20c');
  });

  it('never follows a return URL to another site', async () => {
    const browser = t.agent();
    const state = await start(browser, 'https://evil.example/');
    const back = await browser.get(`/api/auth/google/callback?code=good-code&state=${state}`);
    expect(back.headers.location).toBe('/');
  });

  it('refuses a callback whose state was not issued to this browser (login CSRF), before asking the provider', async () => {
    const attacker = t.agent();
    const attackerState = await start(attacker);
    const victim = t.agent();
    await start(victim);
    const tokenCalls = tokenRequests.length;
    for (const query of [`code=good-code&state=${attackerState}`, 'code=good-code', 'code=good-code&state=']) {
      const back = await victim.get(`/api/auth/google/callback?${query}`);
      expect(back.status).toBe(302);
      expect(decodeURIComponent(back.headers.location as string)).toContain('was not started in this browser');
      expect(String(back.headers['set-cookie'] ?? '')).not.toMatch(/wingshare_session=[^;]/);
    }
    // A browser that never started a login gets the same answer.
    expect(decodeURIComponent((await t.agent().get(`/api/auth/google/callback?code=good-code&state=${attackerState}`)).headers.location as string))
      .toContain('was not started in this browser');
    expect(tokenRequests.length).toBe(tokenCalls);
    expect((await victim.get('/api/user').set(V)).status).toBe(401);
  });

  it('sends the browser home with a message when the provider refuses', async () => {
    const browser = t.agent();
    const state = await start(browser);
    const back = await browser.get(`/api/auth/google/callback?code=bad-code&state=${state}`);
    expect(back.status).toBe(302);
    expect(back.headers.location).toMatch(/^\/\?loginError=/);
  });

  it('keeps Facebook off when it is not configured', async () => {
    expect((await t.request.get('/api/auth/facebook')).status).toBe(404);
    expect((await t.request.get('/api/config').set(V)).body.social).toEqual({ google: true, facebook: false });
  });
});
