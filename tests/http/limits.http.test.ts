import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_LIMITS, startTestApp, V, type TestApp } from '../support/test-app.js';

// Each test acts from its own client address (X-Forwarded-For, trusted here), so the per-IP counts of one
// test do not spill into another.
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;

let seq = 0;
const newUser = () => {
  seq++;
  return { firstname: 'Lim', lastname: 'Its', email: `limits${seq}@example.com`, username: `limits_${seq}`, password: 'correct-horse' };
};

/** `since`: when the counted attempts began (the window runs from the first), so a slow machine cannot fail it. */
function expectTooMany(res: { status: number; body: Record<string, unknown>; headers: Record<string, string> }, message: RegExp, windowSeconds: number, since?: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ error: 'too_many_requests', message: expect.stringMatching(message) });
  expect(res.body.errors).toEqual([res.body.message]);
  const retryAfter = Number(res.headers['retry-after']);
  const elapsed = since === undefined ? 0 : Math.ceil((Date.now() - since) / 1000);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 30 - elapsed);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('abuse limits at their real defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...REAL_LIMITS, TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  const signUp = (ip: string, user = newUser()) => t.request.post('/api/user').set(V).set('X-Forwarded-For', ip).send({ user });
  const login = (ip: string, user: string, password: string) =>
    t.request.post('/api/auth/local').set(V).set('X-Forwarded-For', ip).send({ user, password });

  it('login: 25 failed logins per client address in 5 minutes, then 429', async () => {
    const ip = nextIp();
    const since = Date.now();
    for (let i = 0; i < 25; i++) expect((await login(ip, `nobody-${i}`, 'wrong-password')).status).toBe(400);
    expectTooMany(await login(ip, 'nobody-else', 'wrong-password'), /^Too many failed login attempts\. Please wait \d+ (minutes|seconds)/, 300, since);
    expect((await login(nextIp(), 'nobody-else', 'wrong-password')).status).toBe(400); // another address is not held back
  });

  it('login: 25 failed logins per account in an hour, then even the right password waits', async () => {
    const user = newUser();
    expect((await signUp(nextIp(), user)).status).toBe(201);
    const since = Date.now();
    for (let i = 0; i < 25; i++) expect((await login(nextIp(), user.username, 'wrong-password')).status).toBe(400);
    // 60 minutes from the first failed attempt: fewer when 25 password checks took minutes on a busy machine.
    expectTooMany(await login(nextIp(), user.username, user.password), /^Too many failed login attempts\. Please wait (60|5\d) minutes/, 3600, since);
  }, 120_000);

  it('login: successful logins do not count', async () => {
    const ip = nextIp();
    const user = newUser();
    expect((await signUp(ip, user)).status).toBe(201);
    for (let i = 0; i < 26; i++) expect((await login(ip, user.username, user.password)).status).toBe(200);
  }, 120_000);

  it('password reset: 5 requests per email address in 30 minutes, whatever the case or the client address', async () => {
    const reset = (email: string) => t.request.post('/api/auth/reset/password').set(V).set('X-Forwarded-For', nextIp()).send({ email });
    for (const email of ['nobody@limits.test', 'Nobody@Limits.test', ' nobody@limits.test', 'NOBODY@limits.test', 'nobody@limits.test']) {
      expect((await reset(email)).status).toBe(404); // no such user: still a request that counts
    }
    expectTooMany(await reset('nobody@limits.test'), /^Several reset links were sent to this address already/, 1800);
    expect((await reset('somebody@limits.test')).status).toBe(404);
  });

  it('sign-up: 5 accounts per client address in 30 minutes; refused attempts do not count', async () => {
    const ip = nextIp();
    expect((await signUp(ip, { ...newUser(), email: 'not-an-email' })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await signUp(ip)).status).toBe(201);
    expectTooMany(await signUp(ip), /^Several accounts were created from your network already/, 1800);
    expect((await signUp(nextIp())).status).toBe(201);
  }, 60_000);

  it('uploads: 30 requests carrying files per user in 30 minutes; saves without a file do not count', async () => {
    const ip = nextIp();
    const agent = t.agent();
    expect((await agent.post('/api/user').set(V).set('X-Forwarded-For', ip).send({ user: newUser() })).status).toBe(201);
    const png = await new Jimp({ width: 8, height: 8, color: 0x3366ccff }).getBuffer('image/png');
    const save = (withFile: boolean) => {
      const req = agent.patch('/api/user').set(V).set('X-Forwarded-For', ip).field('user', JSON.stringify({ bio: 'Flying' }));
      return withFile ? req.attach('avatar', png, 'me.png') : req;
    };
    expect((await save(false)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await save(true)).status).toBe(200);
    expect((await save(false)).status).toBe(429); // refused before its body is read: it might carry a file
    expectTooMany(await save(true), /^You have uploaded many files in a short time/, 1800);
    expect((await agent.get('/api/user').set(V).set('X-Forwarded-For', ip)).status).toBe(200);
  }, 120_000);

  it('messages and reports (issue 16): 60 messages per user an hour, 20 reports a day; refused input does not count', async () => {
    const ip = nextIp();
    const [writer, reader] = [t.agent(), t.agent()];
    expect((await writer.post('/api/user').set(V).set('X-Forwarded-For', ip).send({ user: newUser() })).status).toBe(201);
    const readerRes = await reader.post('/api/user').set(V).set('X-Forwarded-For', ip).send({ user: newUser() });
    expect(readerRes.status).toBe(201);
    const since = Date.now();
    const first = await writer.post('/api/conversations').set(V).set('X-Forwarded-For', ip).send({ userId: readerRes.body.user.id, text: 'm0' });
    expect(first.status).toBe(201);
    const c = first.body.conversation.id as number;
    const send = (text: string) => writer.post(`/api/conversations/${c}/messages`).set(V).set('X-Forwarded-For', ip).send({ text });
    expect((await send('   ')).status).toBe(400); // not counted
    const ids: number[] = [first.body.items[0].id];
    for (let i = 1; i < 60; i++) {
      const res = await send(`m${i}`);
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    expectTooMany(await send('one too many'), /^You have sent many messages in a short time\. Please wait \d+ (minutes|seconds)/, 3600, since);

    const report = (id: number | string) => reader.post('/api/reports').set(V).set('X-Forwarded-For', nextIp()).send({ kind: 'message', id, reason: 'Spam' });
    expect((await report('x')).status).toBe(400); // not counted
    for (let i = 0; i < 20; i++) expect((await report(ids[i]!)).status).toBe(201);
    expectTooMany(await report(ids[20]!), /^You have sent many reports in a short time\. Please wait \d+ (minutes|seconds)/, 86_400, since);
  }, 120_000);

  it('overall: 200 requests per client address a minute; built assets and media do not count', async () => {
    const ip = nextIp();
    for (let i = 0; i < 200; i++) expect((await t.request.get('/api/config').set(V).set('X-Forwarded-For', ip)).status).toBe(200);
    expectTooMany(await t.request.get('/api/config').set(V).set('X-Forwarded-For', ip), /^Too many requests from your network/, 60);
    expect((await t.request.get('/').set('X-Forwarded-For', ip)).status).toBe(429);
    expect((await t.request.get('/assets/index-abc123.js').set('X-Forwarded-For', ip)).status).toBe(404);
    expect((await t.request.get('/media/avatars/none.png').set('X-Forwarded-For', ip)).status).toBe(404);
    expect((await t.request.get('/api/config').set(V).set('X-Forwarded-For', nextIp())).status).toBe(200);
  });
});

describe('abuse limits set by the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', LOGIN_LIMIT_PER_IP: '2', LOGIN_LIMIT_PER_IP_SECONDS: '60', REQUEST_LIMIT_PER_IP: '3' });
  });
  afterAll(() => t?.close());

  it('takes the number and the window from LOGIN_LIMIT_PER_IP and LOGIN_LIMIT_PER_IP_SECONDS', async () => {
    const ip = nextIp();
    const login = () => t.request.post('/api/auth/local').set(V).set('X-Forwarded-For', ip).send({ user: 'nobody', password: 'wrong-password' });
    expect((await login()).status).toBe(400);
    expect((await login()).status).toBe(400);
    expectTooMany(await login(), /Please wait \d+ seconds/, 60);
  });

  it("does not count the load balancer's health checks (GET /api/health), nor refuse them once the address is over", async () => {
    const ip = nextIp();
    const from = (path: string) => t.request.get(path).set(V).set('X-Forwarded-For', ip);
    for (let i = 0; i < 10; i++) expect((await from('/api/health')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await from('/api/config')).status).toBe(200);
    expect((await from('/api/config')).status).toBe(429);
    expect((await from('/api/health')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const from = (ip: string) => t.request.get('/api/config').set(V).set('X-Forwarded-For', ip);
    expect((await from('2001:db8:1:2::1')).status).toBe(200);
    expect((await from('2001:db8:1:2:ffff::9')).status).toBe(200);
    expect((await from('2001:0db8:0001:0002:0:0:0:abcd')).status).toBe(200);
    expect((await from('2001:db8:1:2::2')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(200);
  });

  it('counts only API calls under Vite\'s dev server (npm run dev), whose pages are hundreds of modules', async () => {
    const dev = await startTestApp({ REQUEST_LIMIT_PER_IP: '2' }, {
      web: { publicDist: null, adminDist: null, devMiddleware: async (ctx) => void (ctx.body = 'export {}') },
    });
    try {
      for (let i = 0; i < 20; i++) expect((await dev.request.get(`/src/module-${i}.tsx`)).status).toBe(200);
      expect((await dev.request.get('/api/config').set(V)).status).toBe(200);
      expect((await dev.request.get('/api/config').set(V)).status).toBe(200);
      expect((await dev.request.get('/api/config').set(V)).status).toBe(429);
    } finally {
      await dev.close();
    }
  });

  it('turns a limit off with 0', async () => {
    const open = await startTestApp({ TRUST_PROXY: 'true', REQUEST_LIMIT_PER_IP: '0', SIGNUP_LIMIT_PER_IP: '0' });
    try {
      for (let i = 0; i < 250; i++) expect((await open.request.get('/api/config').set(V).set('X-Forwarded-For', '192.0.2.7')).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
