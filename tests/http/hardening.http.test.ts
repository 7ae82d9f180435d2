import { Jimp } from 'jimp';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, sourceOf } from '../../adapters/http/middleware/security-headers.middleware.js';
import { START_LOADER_SOURCE } from '../../adapters/http/pages/start-after-paint.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

let t: TestApp;
let png: Buffer;
let seq = 0;
const newUser = (extra: Record<string, unknown> = {}) => {
  seq++;
  return { firstname: 'Hana', lastname: 'Pilot', email: `hard${seq}@example.com`, username: `hard_${seq}`, password: 'correct-horse', ...extra };
};

async function signUp(app: TestApp = t, user = newUser()): Promise<{ agent: Agent; token: string; id: number; user: typeof user }> {
  const agent = app.agent();
  const res = await agent.post('/api/user').set(V).send({ user });
  expect(res.status).toBe(201);
  return { agent, token: res.body.token, id: res.body.user.id, user };
}

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('wingshare_session=')) ?? '';

beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_DAYS: '7' });
  png = await new Jimp({ width: 40, height: 30, color: 0x3366ccff }).getBuffer('image/png');
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('send a content security policy that allows the app itself only, and the usual hardening headers', async () => {
    const res = await t.request.get('/api/config').set(V);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    // The app's own files, and one inline script: the rendered pages' start loader, by its hash.
    expect(csp).toContain(`script-src 'self' ${START_LOADER_SOURCE};`);
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("worker-src 'self' blob:"); // the ALTCHA widget's proof-of-work workers
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http: no HSTS
  });

  it('let any site frame the -frame pages, and only those', async () => {
    for (const path of ['/landing-frame', '/map-frame']) {
      const res = await t.request.get(path);
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    expect((await t.request.get('/find')).headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // Other paths ending in -frame are not those two pages (issue 34): the back office's least of all.
    for (const path of ['/admin/users-frame', '/api/user-frame', '/media/x-frame', '/find/map-frame', '/landing-frame-frame', '/xmap-frame']) {
      const res = await t.request.get(path);
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy'], path).not.toContain('frame-ancestors *');
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('keep the unsubscribe page its own stricter policy', async () => {
    const res = await t.request.get('/api/alerts/unsubscribe?token=nope');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('allow the configured tile server, Stripe and reCAPTCHA only when they are configured', () => {
    const base = { publicUrl: 'https://wingshare.example', mapTileUrl: null, wordpressUrl: null, stripe: false, recaptcha: false, dev: false };
    const plain = contentSecurityPolicy(base, "'self'");
    expect(plain).not.toMatch(/stripe|google|gstatic|tile/);
    expect(plain).toContain('upgrade-insecure-requests');
    const full = contentSecurityPolicy(
      { ...base, mapTileUrl: 'https://{a-c}.tile.example.org/{z}/{x}/{y}.png', wordpressUrl: 'https://news.example.com', stripe: true, recaptcha: true },
      "'self'",
    );
    expect(full).toContain("img-src 'self' data: blob: https://*.tile.example.org https://news.example.com https://*.stripe.com;");
    expect(full).toContain(`script-src 'self' ${START_LOADER_SOURCE} https://js.stripe.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;`);
    expect(full).toContain('frame-src \'self\' https://www.youtube-nocookie.com https://player.vimeo.com https://js.stripe.com https://hooks.stripe.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;');
    expect(full).toContain("connect-src 'self' https://*.tile.example.org https://api.stripe.com https://www.google.com/recaptcha/;");
  });

  it('read the source of a tile URL template', () => {
    expect(sourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(sourceOf('https://{s}.basemaps.example.com/{z}/{x}/{y}.png')).toBe('https://*.basemaps.example.com');
    expect(sourceOf('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(sourceOf('https://tiles.{s}.example.com/{z}.png')).toBe('https:');
    expect(sourceOf('javascript:alert(1)')).toBeNull();
  });
});

describe('an https site', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await startTestApp({ PUBLIC_URL: 'https://wingshare.example', MAP_TILE_URL: 'https://{a-c}.tile.example.org/{z}/{x}/{y}.png' });
  });
  afterAll(() => https?.close());

  it('sends HSTS, upgrades insecure requests and allows its tile server', async () => {
    const res = await https.request.get('/api/config').set(V);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
  });

  it('sets Secure cookies even when TLS ends at a proxy the app does not trust', async () => {
    const res = await https.request.post('/api/user').set(V).send({ user: newUser() });
    expect(res.status).toBe(201);
    expect(sessionCookie(res)).toMatch(/; secure/i);
    expect(sessionCookie(res)).toMatch(/; httponly/i);
    expect(sessionCookie(res)).toMatch(/; samesite=lax/i);
  });
});

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, not Secure on plain http, and kept as long as SESSION_MAX_DAYS', async () => {
    const res = await t.request.post('/api/user').set(V).send({ user: newUser() });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).not.toMatch(/; secure/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!);
    expect(Math.abs(expires - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
  });

  it('are Secure behind a trusted proxy that says the request came over https', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const tls = await proxied.request.post('/api/user').set(V).set('X-Forwarded-Proto', 'https').send({ user: newUser() });
      expect(sessionCookie(tls)).toMatch(/; secure/i);
      const plain = await proxied.request.post('/api/user').set(V).set('X-Forwarded-Proto', 'http').send({ user: newUser() });
      expect(sessionCookie(plain)).not.toMatch(/; secure/i);
    } finally {
      await proxied.close();
    }
  });
});

describe('sessions', () => {
  it('get a new id at login, and the session the browser had is dropped on the server', async () => {
    const { agent, token: before, user } = await signUp();
    const login = await agent.post('/api/auth/local').set(V).send({ user: user.username, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body.token).not.toBe(before);
    expect(sessionCookie(login)).toContain(`wingshare_session=${login.body.token}`);
    expect((await t.request.get('/api/user').set(V).set('Authorization', `Bearer ${before}`)).status).toBe(401);
    expect((await agent.get('/api/user').set(V)).status).toBe(200);
  });

  it('a session planted in the browser before login (fixation) is not the one that logs in', async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const browser = t.agent();
    const login = await browser
      .post('/api/auth/local')
      .set(V)
      .set('Cookie', `wingshare_session=${attacker.token}`)
      .send({ user: victim.user.username, password: victim.user.password });
    expect(login.body.token).not.toBe(attacker.token);
    expect((await browser.get('/api/user').set(V)).body.username).toBe(victim.user.username);
    expect((await t.request.get('/api/user').set(V).set('Authorization', `Bearer ${attacker.token}`)).status).toBe(401);
  });

  it('end at logout on the server: the token no longer works anywhere', async () => {
    const { agent, token } = await signUp();
    const out = await agent.post('/api/auth/logout').set(V);
    expect(out.status).toBe(204);
    expect(sessionCookie(out)).toMatch(/wingshare_session=;/);
    expect((await t.request.get('/api/user').set(V).set('Authorization', `Bearer ${token}`)).status).toBe(401);
    expect(await sql('select 1 from sessions where user_id = (select id from users where username = ?)', [`hard_${seq}`])).toEqual([]);
  });

  it('end after SESSION_IDLE_MINUTES without a request; a request keeps one alive', async () => {
    const alive = await signUp();
    const idle = await signUp();
    await sql("update sessions set last_seen_at = now() - interval '29 minutes' where user_id in (?, ?)", [alive.id, idle.id]);
    expect((await alive.agent.get('/api/user').set(V)).status).toBe(200); // seen again: the idle clock restarts
    const [{ recent }] = await sql<{ recent: boolean }>("select last_seen_at > now() - interval '1 minute' as recent from sessions where user_id = ?", [alive.id]);
    expect(recent).toBe(true);
    await sql("update sessions set last_seen_at = now() - interval '31 minutes' where user_id = ?", [idle.id]);
    const res = await idle.agent.get('/api/user').set(V);
    expect(res.status).toBe(401);
    expect((await alive.agent.get('/api/user').set(V)).status).toBe(200);
  });

  it('end SESSION_MAX_DAYS after login however busy they are', async () => {
    const { agent, id } = await signUp();
    const [row] = await sql<{ days: number }>('select extract(epoch from expires_at - created_at) / 86400 as days from sessions where user_id = ?', [id]);
    expect(Number(row!.days)).toBeCloseTo(7, 2);
    expect((await agent.get('/api/user').set(V)).status).toBe(200);
    const [after] = await sql<{ days: number }>('select extract(epoch from expires_at - created_at) / 86400 as days from sessions where user_id = ?', [id]);
    expect(Number(after!.days)).toBeCloseTo(7, 2); // activity does not extend the absolute end
    await sql("update sessions set expires_at = now() - interval '1 second', last_seen_at = now() where user_id = ?", [id]);
    expect((await agent.get('/api/user').set(V)).status).toBe(401);
  });
});

describe('social login', () => {
  let oauth: Server;
  let social: TestApp;
  beforeAll(async () => {
    oauth = createServer((req, res) => {
      req.resume().on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/token') res.end(JSON.stringify({ access_token: 'at-1', token_type: 'Bearer' }));
        else res.end(JSON.stringify({ sub: 'google-77', name: 'Sol Ace', given_name: 'Sol', family_name: 'Ace', email: 'sol.ace@example.com' }));
      });
    });
    await new Promise<void>((r) => oauth.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(oauth.address() as AddressInfo).port}`;
    social = await startTestApp({}, {
      social: { google: { clientId: 'cid', clientSecret: 'secret', authorizationURL: `${url}/auth`, tokenURL: `${url}/token`, profileURL: `${url}/userinfo` } },
    });
  });
  afterAll(async () => {
    await social?.close();
    await new Promise((r) => oauth?.close(r));
  });

  it('also gives a new session id and drops the one the browser had', async () => {
    const { agent, token: before } = await signUp(social);
    const start = await agent.get('/api/auth/google');
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const back = await agent.get(`/api/auth/google/callback?code=good-code&state=${state}`);
    expect(back.status).toBe(302);
    const after = /wingshare_session=([^;]+)/.exec(sessionCookie(back))?.[1];
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await agent.get('/api/user').set(V)).body.email).toBe('sol.ace@example.com');
    expect((await social.request.get('/api/user').set(V).set('Authorization', `Bearer ${before}`)).status).toBe(401);
  });
});

describe('size limits', () => {
  it('refuse a JSON body over 200 KB with 413 and a message', async () => {
    const res = await t.request.post('/api/auth/local').set(V).send({ user: 'x', password: 'y', padding: 'a'.repeat(210 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large', message: 'The request body is too large (at most 200 KB of JSON)' });
  });

  it('refuse an image over 10 MB with 413', async () => {
    const { agent } = await signUp();
    const res = await agent.patch('/api/user').set(V).field('user', '{}').attach('avatar', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Images must be at most 10 MB');
  });

  it('refuse a form field over 200 KB, too many fields and a second file', async () => {
    const { agent } = await signUp();
    const big = await agent.patch('/api/user').set(V).field('user', JSON.stringify({ bio: 'b'.repeat(201 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('A form field is too large (at most 200 KB)');
    let many = agent.patch('/api/user').set(V).field('user', '{}');
    for (let i = 0; i < 12; i++) many = many.field(`f${i}`, 'x');
    const manyRes = await many;
    expect(manyRes.status).toBe(413);
    expect(manyRes.body.message).toBe('The form has too many or too long fields');
    const twoFiles = await agent.patch('/api/user').set(V).field('user', '{}').attach('avatar', png, 'a.png').attach('avatar', png, 'b.png');
    expect(twoFiles.status).toBe(400);
  });

  it('refuse headers and URLs over 16 KB before the app sees them (431)', async () => {
    const res = await t.request.get(`/api/airport?q=${'a'.repeat(17 * 1024)}`).set(V).ok(() => true).catch((e: { status?: number }) => e);
    expect((res as { status?: number }).status).toBe(431);
  });
});

describe('no mass assignment', () => {
  let victimId: number;
  let airportId: number;
  beforeAll(async () => {
    victimId = (await signUp()).id;
    airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  });

  // What a user must never set about themselves or others, under every spelling a client might try.
  const rogue = () => ({
    id: 999_999,
    uid: 999_999,
    isAdmin: true,
    is_admin: true,
    admin: true,
    roles: ['user', 'instructor', 'admin'],
    isInstructor: true,
    is_instructor: true,
    owner: victimId,
    ownerId: victimId,
    owner_id: victimId,
    userId: victimId,
    user_id: victimId,
    createdAt: '2001-01-01T00:00:00.000Z',
    created_at: '2001-01-01T00:00:00.000Z',
    updatedAt: '2001-01-01T00:00:00.000Z',
    listDate: '2001-01-01T00:00:00.000Z',
    provider: 'google',
    providerId: 'google-1',
    passwordHash: '$argon2id$forged',
    paymentCustomerId: 'cus_forged',
    payment_customer_id: 'cus_forged',
    customerId: 'cus_forged',
    customer: { id: 'cus_forged' },
    subscription: { id: 'sub_forged', status: 'active', priceId: 'price_listing_monthly', currentPeriodEnd: '2099-01-01T00:00:00Z' },
    subscriptions: [{ id: 'sub_forged', status: 'active', priceId: 'price_professional_monthly' }],
    status: 'active',
    currentPeriodEnd: '2099-01-01T00:00:00Z',
    plan: 'professional',
  });

  const userRow = async (id: number) =>
    (await sql<Record<string, unknown>>('select id, username, provider, provider_id, password_hash, is_admin, is_instructor, payment_customer_id, created_at from users where id = ?', [id]))[0]!;
  const subscriptionsOf = async (id: number) => sql<{ id: string; price_id: string; status: string }>('select id, price_id, status from subscriptions where user_id = ?', [id]);

  async function expectPlainUser(id: number) {
    const row = await userRow(id);
    expect(row).toMatchObject({ is_admin: false, is_instructor: false, provider: 'local', provider_id: null });
    expect(row.payment_customer_id).not.toBe('cus_forged');
    expect(String(row.password_hash)).not.toContain('forged');
    expect(new Date(row.created_at as string).getFullYear()).toBeGreaterThan(2020);
    expect(await subscriptionsOf(id)).toEqual([]);
  }

  async function expectVictimUntouched() {
    await expectPlainUser(victimId);
    expect(await sql('select id from shares where owner_id = ?', [victimId])).toEqual([]);
    expect(await sql('select id from instructors where user_id = ?', [victimId])).toEqual([]);
  }

  it('POST /api/user (sign-up) as JSON and as multipart', async () => {
    for (const asForm of [false, true]) {
      const user = { ...rogue(), ...newUser() };
      const req = t.agent().post('/api/user').set(V);
      const res = await (asForm ? req.field('user', JSON.stringify(user)).attach('avatar', png, 'me.png') : req.send({ user }));
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ isAdmin: false, isInstructor: false, roles: ['user'], provider: 'local' });
      expect(res.body.user.id).not.toBe(999_999);
      await expectPlainUser(res.body.user.id);
    }
    await expectVictimUntouched();
  });

  it('PATCH /api/user (profile)', async () => {
    const { agent, id, user } = await signUp();
    const before = await userRow(id);
    for (const body of [{ user: { ...rogue(), username: 'hijacked', bio: 'Still me' } }, { ...rogue(), username: 'hijacked', bio: 'Still me' }]) {
      const res = await agent.patch('/api/user').set(V).send(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, username: user.username, isAdmin: false, isInstructor: false, roles: ['user'], bio: 'Still me' });
    }
    const form = await agent.patch('/api/user').set(V).field('user', JSON.stringify(rogue()));
    expect(form.status).toBe(200);
    expect(await userRow(id)).toEqual(before);
    await expectVictimUntouched();
  });

  it('POST and PATCH /api/share (listings) keep the caller as owner, the id and the list date', async () => {
    const { agent, id } = await signUp();
    expect((await agent.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    const share = {
      ...rogue(),
      type: 'PRIVATE_OWNER_RENTAL',
      tailNumber: 'N77MA',
      title: 'Skyhawk for rent',
      ratePerHour: 150,
      description: 'A well kept plane, hangared.',
      make: 'Cessna',
      model: '172S',
      airport: airportId,
      media: [{ type: 'image', file: 0 }],
      defaultMedia: 0,
    };
    const created = await agent.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', png, 'p.png');
    expect(created.status).toBe(201);
    const shareId = created.body.id as number;
    expect(shareId).not.toBe(999_999);
    const [row] = await sql<{ owner_id: number; list_date: string }>('select owner_id, list_date from shares where id = ?', [shareId]);
    expect(row!.owner_id).toBe(id);
    expect(new Date(row!.list_date).getFullYear()).toBeGreaterThan(2020);

    const updated = await agent.patch(`/api/share/${shareId}`).set(V).field('share', JSON.stringify({ ...share, title: 'Skyhawk, still mine', media: created.body.media }));
    expect(updated.status).toBe(200);
    const [after] = await sql<{ id: number; owner_id: number; list_date: string; title: string }>('select id, owner_id, list_date, title from shares where id = ?', [shareId]);
    expect(after).toMatchObject({ id: shareId, owner_id: id, title: 'Skyhawk, still mine' });
    expect(after!.list_date).toEqual(row!.list_date);
    expect(await subscriptionsOf(id)).toEqual([expect.objectContaining({ price_id: 'price_listing_monthly' })]);
    expect((await userRow(id)).is_admin).toBe(false);
    await expectVictimUntouched();
  });

  it('POST and PATCH /api/instructor keep the profile the caller\'s own', async () => {
    const { agent, id } = await signUp();
    expect((await agent.post('/api/user/subscription').set(V).send({ priceId: 'price_professional_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    const profile = { ...rogue(), businessName: 'Bluegrass Flight Training', ratePerHour: 65, about: 'CFII.', airport: airportId, tags: ['Private'], isCommercial: false, isDiscoverable: true };
    const created = await agent.post('/api/instructor').set(V).field('instructor', JSON.stringify(profile)).attach('avatar', png, 'pro.png');
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(999_999);
    const [row] = await sql<{ id: number; user_id: number; created_at: string }>('select id, user_id, created_at from instructors where id = ?', [created.body.id]);
    expect(row!.user_id).toBe(id);
    expect(new Date(row!.created_at).getFullYear()).toBeGreaterThan(2020);
    const updated = await agent.patch('/api/instructor').set(V).field('instructor', JSON.stringify({ ...profile, businessName: 'Renamed' }));
    expect(updated.status).toBe(200);
    expect(await sql('select id, user_id, business_name from instructors where user_id = ?', [id])).toEqual([{ id: row!.id, user_id: id, business_name: 'Renamed' }]);
    expect((await userRow(id)).is_admin).toBe(false);
    await expectVictimUntouched();
  });

  it('POST /api/user/subscription and /api/user/customer take no status, owner, dates or customer from the body', async () => {
    const { agent, id } = await signUp();
    const sub = await agent.post('/api/user/subscription').set(V).send({ ...rogue(), priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa', discountPercentOff: 100, trialEnd: '2099-01-01T00:00:00Z' });
    expect(sub.status).toBe(201);
    const [row] = await sql<{ user_id: number; discount_percent_off: string | null; current_period_end: string }>(
      'select user_id, discount_percent_off, current_period_end from subscriptions where user_id = ?',
      [id],
    );
    expect(row!.discount_percent_off).toBeNull();
    expect(new Date(row!.current_period_end).getFullYear()).toBeLessThan(2099);
    const customer = await agent.post('/api/user/customer').set(V).send(rogue());
    expect(customer.body.id).not.toBe('cus_forged');
    expect((await userRow(id)).payment_customer_id).toBe(customer.body.id);
    await expectVictimUntouched();
  });
});
