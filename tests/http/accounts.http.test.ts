import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumanCheck } from '../../application/ports/human-check.js';
import { MESSAGES } from '../../domain/user/account-rules.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '4' });
});
afterAll(() => t?.close());

let seq = 0;
function newUser(extra: Record<string, unknown> = {}) {
  seq++;
  return { firstname: 'Ada', lastname: 'Pilot', email: `ada${seq}@example.com`, username: `ada_${seq}`, password: 'correct-horse', ...extra };
}

async function signUp(user = newUser()) {
  const agent = t.agent();
  const res = await agent.post('/api/user').set(V).field('user', JSON.stringify(user));
  expect(res.status).toBe(201);
  return { agent, user, token: res.body.token as string, profile: res.body.user };
}

const userCount = async () => (await t.request.get('/api/user/count').set(V)).body.count as number;

async function pngBytes(w = 40, h = 30): Promise<Buffer> {
  return new Jimp({ width: w, height: h, color: 0x3366ccff }).getBuffer('image/png');
}

describe('Accept-Version', () => {
  it('answers 400 without the version header and with another version', async () => {
    const missing = await t.request.get('/api/user/count');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('bad_version');
    const other = await t.request.get('/api/user/count').set('Accept-Version', '2.0.0');
    expect(other.status).toBe(400);
  });

  it('lets a browser navigate to social login without it', async () => {
    const res = await t.request.get('/api/auth/google?returnUrl=/find');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not available/);
  });
});

describe('POST /api/user (sign-up)', () => {
  it('creates the account, logs it in and answers the profile', async () => {
    const { agent, user, profile } = await signUp();
    expect(profile).toMatchObject({ username: user.username, email: user.email, isAdmin: false, isDiscoverable: true, provider: 'local' });
    expect(profile.passwordHash).toBeUndefined();
    const me = await agent.get('/api/user').set(V);
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(user.username);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.request.post('/api/user').set(V).field('user', JSON.stringify(newUser()));
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/wingshare_session=/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });

  it('accepts plain JSON too', async () => {
    const res = await t.request.post('/api/user').set(V).send({ user: newUser() });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ email: '' }, MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
    [{ username: '' }, MESSAGES.usernameRequired],
    [{ username: 'bad name!' }, MESSAGES.usernameInvalid],
    [{ password: '' }, MESSAGES.passwordRequired],
    [{ password: 'short' }, MESSAGES.passwordTooShort],
    [{ airport: 999999 }, MESSAGES.airportRequired],
  ])('refuses %o with the exact message and stores nothing', async (change, message) => {
    const before = await userCount();
    const res = await t.request.post('/api/user').set(V).field('user', JSON.stringify(newUser(change)));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.errors).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('lists every problem at once', async () => {
    const res = await t.request.post('/api/user').set(V).send({ user: { email: 'x', username: '', password: '1' } });
    expect(res.body.errors).toEqual([MESSAGES.emailInvalid, MESSAGES.usernameRequired, MESSAGES.passwordTooShort]);
    expect(res.body.fields).toEqual({
      email: [MESSAGES.emailInvalid],
      username: [MESSAGES.usernameRequired],
      password: [MESSAGES.passwordTooShort],
    });
  });

  it('answers 409 "user already exists" for a taken username or email, in any case', async () => {
    const { user } = await signUp();
    const sameName = await t.request.post('/api/user').set(V).send({ user: newUser({ username: user.username.toUpperCase() }) });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('user already exists');
    expect(sameName.body.errors).toEqual([MESSAGES.usernameTaken]);
    expect(sameName.body.fields).toEqual({ username: [MESSAGES.usernameTaken] });
    const sameEmail = await t.request.post('/api/user').set(V).send({ user: newUser({ email: user.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors).toEqual([MESSAGES.emailTaken]);
    expect(sameEmail.body.fields).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('tells sign-ups racing for one username that the username is taken, not the email (issue 34)', async () => {
    const username = `racer_${++seq}`;
    const racers = Array.from({ length: 6 }, (_, i) => newUser({ username, email: `racer${seq}-${i}@example.com` }));
    const answers = await Promise.all(racers.map((user) => t.request.post('/api/user').set(V).send({ user })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([MESSAGES.usernameTaken]);
      expect(res.body.fields).toEqual({ username: [MESSAGES.usernameTaken] });
    }
  });

  it('tells sign-ups racing for one email that the email is taken', async () => {
    const email = `racer${++seq}@example.com`;
    const racers = Array.from({ length: 6 }, (_, i) => newUser({ email, username: `racer_${seq}_${i}` }));
    const answers = await Promise.all(racers.map((user) => t.request.post('/api/user').set(V).send({ user })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    for (const res of answers.filter((res) => res.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.body.fields).toEqual({ email: [MESSAGES.emailTaken] });
    }
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const before = await userCount();
    const res = await t.request.post('/api/user').set(V).send({ user: newUser({ honeypot: 'bot@spam.com' }) });
    expect(res.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('cannot make itself an admin (no mass assignment)', async () => {
    const { profile } = await signUp(newUser({ isAdmin: true, isInstructor: true, provider: 'google' }));
    expect(profile.isAdmin).toBe(false);
    expect(profile.isInstructor).toBe(false);
    expect(profile.provider).toBe('local');
  });

  it('stores an avatar, scaled and served under /media', async () => {
    const res = await t.request.post('/api/user').set(V)
      .field('user', JSON.stringify(newUser()))
      .attach('avatar', await pngBytes(1200, 900), { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    const url = res.body.user.avatar.url as string;
    expect(url).toMatch(/^\/media\/avatars\/.+\.png$/);
    const img = await t.request.get(url).buffer(true);
    expect(img.status).toBe(200);
    const decoded = await Jimp.read(img.body as Buffer);
    expect(Math.max(decoded.width, decoded.height)).toBeLessThanOrEqual(512);
  });

  it('refuses an avatar that is not a JPEG or PNG, and creates no account', async () => {
    const before = await userCount();
    const res = await t.request.post('/api/user').set(V)
      .field('user', JSON.stringify(newUser()))
      .attach('avatar', Buffer.from('GIF89a not really an image'), { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('unsupported_media');
    expect(res.body.message).toMatch(/JPEG and PNG/);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for a malformed user field', async () => {
    const res = await t.request.post('/api/user').set(V).field('user', '{not json');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatch(/JSON/);
  });
});

describe('human check', () => {
  let strict: TestApp;
  const rejecting: HumanCheck = { kind: 'recaptcha', verify: async (token) => token === 'good-token' };
  beforeAll(async () => {
    strict = await startTestApp({}, { humanCheck: rejecting });
  });
  afterAll(() => strict?.close());

  it('asks for the check when no code is sent', async () => {
    const res = await strict.request.post('/api/user').set(V).send({ user: newUser() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('Must verify with reCAPTCHA');
  });

  it('answers 403 "recaptcha fail" when the check fails, and stores nothing', async () => {
    const res = await strict.request.post('/api/user').set(V).send({ user: newUser({ code: 'bad-token' }) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('recaptcha fail');
    expect((await strict.request.get('/api/user/count').set(V)).body.count).toBe(0);
  });

  it('signs up with a passing code', async () => {
    const res = await strict.request.post('/api/user').set(V).send({ user: newUser({ code: 'good-token' }) });
    expect(res.status).toBe(201);
  });

  it('tells the browser which check to show', async () => {
    const res = await strict.request.get('/api/config').set(V);
    expect(res.body).toMatchObject({ humanCheck: 'recaptcha', social: { google: false, facebook: false } });
  });
});

describe('login, sessions, logout', () => {
  it('logs in with the username or the email and answers a bearer token', async () => {
    const { user } = await signUp();
    for (const login of [user.username, user.email.toUpperCase()]) {
      const res = await t.request.post('/api/auth/local').set(V).send({ user: login, password: user.password });
      expect(res.status).toBe(200);
      expect(res.body.user.username).toBe(user.username);
      const me = await t.agent().get('/api/user').set(V).set('Authorization', `Bearer ${res.body.token}`);
      expect(me.status).toBe(200);
    }
  });

  it('answers 400 "This username or password is not valid" for a wrong password or unknown user', async () => {
    const { user } = await signUp();
    for (const body of [{ user: user.username, password: 'wrong-password' }, { user: 'nobody-here', password: 'whatever1' }]) {
      const res = await t.request.post('/api/auth/local').set(V).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This username or password is not valid');
    }
  });

  it('answers 429 with Retry-After after repeated failures on one account', async () => {
    const { user } = await signUp();
    for (let i = 0; i < 4; i++) {
      expect((await t.request.post('/api/auth/local').set(V).send({ user: user.username, password: 'wrong-password' })).status).toBe(400);
    }
    const blocked = await t.request.post('/api/auth/local').set(V).send({ user: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts failures through the username and through the email toward the same account', async () => {
    const { user } = await signUp();
    for (let i = 0; i < 4; i++) {
      const login = i % 2 ? user.email.toUpperCase() : user.username;
      expect((await t.request.post('/api/auth/local').set(V).send({ user: login, password: 'wrong-password' })).status).toBe(400);
    }
    for (const login of [user.username, user.email]) {
      expect((await t.request.post('/api/auth/local').set(V).send({ user: login, password: user.password })).status).toBe(429);
    }
  });

  it('refuses login bodies of the wrong shape with a 400, never a 500', async () => {
    for (const body of [[1, 2], { user: 42, password: 'x' }, { user: 'a', password: ['x'] }, 'text']) {
      const res = await t.request.post('/api/auth/local').set(V).send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('GET /user answers 401 without a session', async () => {
    const res = await t.request.get('/api/user').set(V);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthenticated');
  });

  it('logout drops the session on the server', async () => {
    const { agent, token } = await signUp();
    expect((await agent.post('/api/auth/logout').set(V)).status).toBe(204);
    expect((await agent.get('/api/user').set(V)).status).toBe(401);
    expect((await t.agent().get('/api/user').set(V).set('Authorization', `Bearer ${token}`)).status).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  it('updates the basic profile', async () => {
    const { agent } = await signUp();
    const airports = (await t.request.get('/api/airport?q=SDF').set(V)).body;
    const res = await agent.patch('/api/user').set(V).field('user', JSON.stringify({
      firstname: 'Grace', bio: 'Tailwheel fan', credentials: ['Private', 'Instrument'], totalHours: '500-1000',
      wantedPlane: 'Cub', mostExpPlane: 'C172', isDiscoverable: false, airport: airports[0].id,
    }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstname: 'Grace', bio: 'Tailwheel fan', credentials: ['Private', 'Instrument'], totalHours: '500-1000',
      wantedPlane: 'Cub', mostExpPlane: 'C172', isDiscoverable: false, airport: { locationId: 'SDF' },
    });
  });

  it.each([
    [{ email: 'nope' }, MESSAGES.emailInvalid],
    [{ email: '' }, MESSAGES.emailRequired],
    [{ password: 'short', confirmPassword: 'short' }, MESSAGES.passwordTooShort],
    [{ password: 'long-enough-1', confirmPassword: 'different-1' }, MESSAGES.passwordMismatch],
    [{ credentials: ['Astronaut'] }, 'Unknown credential: Astronaut'],
    [{ totalHours: '9000' }, 'Total flight hours must be one of 0-500, 500-1000, 1000-3000, 3000+'],
  ])('refuses %o with its message and changes nothing', async (change, message) => {
    const { agent, profile } = await signUp();
    const res = await agent.patch('/api/user').set(V).send({ user: { firstname: 'Changed', ...change } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain(message);
    expect((await agent.get('/api/user').set(V)).body.firstname).toBe(profile.firstname);
  });

  it('answers 409 when the email belongs to someone else', async () => {
    const other = await signUp();
    const { agent, user } = await signUp();
    const res = await agent.patch('/api/user').set(V).send({ user: { email: other.user.email, currentPassword: user.password } });
    expect(res.status).toBe(409);
    expect(res.body.fields).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('changes the password', async () => {
    const { agent, user } = await signUp();
    const res = await agent.patch('/api/user').set(V).send({ user: { password: 'brand-new-pass', currentPassword: user.password } });
    expect(res.status).toBe(200);
    expect((await t.request.post('/api/auth/local').set(V).send({ user: user.username, password: 'brand-new-pass' })).status).toBe(200);
  });

  it('signs out the other sessions when the password changes, and keeps this one', async () => {
    const { agent, user } = await signUp();
    const elsewhere = t.agent();
    expect((await elsewhere.post('/api/auth/local').set(V).send({ user: user.username, password: user.password })).status).toBe(200);
    expect((await elsewhere.get('/api/user').set(V)).status).toBe(200);
    expect((await agent.patch('/api/user').set(V).send({ user: { password: 'brand-new-pass', currentPassword: user.password } })).status).toBe(200);
    expect((await elsewhere.get('/api/user').set(V)).status).toBe(401);
    expect((await agent.get('/api/user').set(V)).status).toBe(200);
  });

  describe('the current password (issue 34)', () => {
    const login = (username: string, password: string) => t.request.post('/api/auth/local').set(V).send({ user: username, password });

    it.each([
      ['a new password', { password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }],
      ['a new email', { email: 'taken-over@example.com' }],
    ])('is asked for %s: 400 beside currentPassword, nothing changed, the owner still signed in', async (_, change) => {
      const { agent: owner, user } = await signUp();
      // Someone holding a session of the account (a stolen cookie, a shared computer), without the password.
      const holder = t.agent();
      expect((await login(user.username, user.password)).status).toBe(200);
      expect((await holder.post('/api/auth/local').set(V).send({ user: user.username, password: user.password })).status).toBe(200);
      for (const currentPassword of [undefined, '', 'not-the-password']) {
        const res = await holder.patch('/api/user').set(V).send({ user: { ...change, firstname: 'Changed', currentPassword } });
        expect(res.status).toBe(400);
        const message = currentPassword === 'not-the-password' ? MESSAGES.currentPasswordWrong : MESSAGES.currentPasswordRequired;
        expect(res.body.message).toBe(message);
        expect(res.body.fields).toEqual({ currentPassword: [message] });
      }
      const me = await owner.get('/api/user').set(V);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: user.email, firstname: 'Ada' });
      expect((await login(user.username, user.password)).status).toBe(200);
    });

    it('changes the email with the current password, and keeps the sessions', async () => {
      const { agent, user } = await signUp();
      const res = await agent.patch('/api/user').set(V).send({ user: { email: `Moved${seq}@Example.com`, currentPassword: user.password } });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(`moved${seq}@example.com`);
      expect(res.body.emailChange).toBeUndefined();
      expect((await agent.get('/api/user').set(V)).status).toBe(200);
    });

    it('mails the old address that the email was changed, the new one partly hidden (issue 34)', async () => {
      const { agent, user } = await signUp();
      const before = (await t.composed.repositories.outbox.list({ q: user.email, sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 10 })).total;
      const res = await agent.patch('/api/user').set(V).send({ user: { email: `elsewhere${seq}@newmail.com`, currentPassword: user.password } });
      expect(res.status).toBe(200);
      const { items, total } = await t.composed.repositories.outbox.list({ q: user.email, sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 1 });
      expect(total).toBe(before + 1);
      const mail = items[0]!;
      expect(mail).toMatchObject({ to: user.email, subject: 'The email address of your Wingshare account was changed' });
      expect(mail.text).toContain(`from ${user.email} to e***@n***.com`);
      expect(mail.text).not.toContain(`elsewhere${seq}`);
      expect(mail.text).toContain('http://wingshare.test/feedback');
    });

    it('is not asked when neither changes (the form sends the same email back)', async () => {
      const { agent, user } = await signUp();
      const res = await agent.patch('/api/user').set(V).send({ user: { email: user.email.toUpperCase(), bio: 'Cub pilot', password: '' } });
      expect(res.status).toBe(200);
      expect(res.body.bio).toBe('Cub pilot');
    });
  });

  describe('a social account changing its email (issue 34)', () => {
    const lastMailTo = async (email: string) =>
      (await t.composed.repositories.outbox.list({ q: email, sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 1 })).items[0];
    const tokenFrom = (text: string) => decodeURIComponent(/confirm-email\?token=([^\s"&]+)/.exec(text)![1]!);
    const socialAccount = async () => {
      const n = ++seq;
      const { token } = await RequestContext.create(t.orm.em, () =>
        t.composed.services.socialLogin.execute({ provider: 'google', providerId: `g-${n}`, email: `social${n}@example.com`, firstname: 'Sol', lastname: 'Lee' }),
      );
      return { bearer: { ...V, Authorization: `Bearer ${token}` }, email: `social${n}@example.com`, n };
    };

    it('mails a link to the current address and changes the address only when it is followed, once', async () => {
      const { bearer, email, n } = await socialAccount();
      const res = await t.request.patch('/api/user').set(bearer).send({ user: { email: `new-social${n}@example.com`, bio: 'Glider pilot' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email, bio: 'Glider pilot', emailChange: { mailedTo: email, email: `new-social${n}@example.com` } });
      const mail = await lastMailTo(email);
      expect(mail).toMatchObject({ to: email, subject: 'Confirm the new email address of your Wingshare account' });
      expect(mail.text).toContain('http://wingshare.test/confirm-email?token=');
      const token = tokenFrom(mail.text);
      expect((await t.request.get('/api/user').set(bearer)).body.email).toBe(email);

      const ok = await t.request.post('/api/user/email/confirm').set(V).send({ token });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: MESSAGES.emailChanged(`new-social${n}@example.com`), email: `new-social${n}@example.com` });
      expect((await t.request.get('/api/user').set(bearer)).body.email).toBe(`new-social${n}@example.com`);
      const again = await t.request.post('/api/user/email/confirm').set(V).send({ token });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual([MESSAGES.emailChangeInvalid]);
    });

    it('lets only the latest link of the account work', async () => {
      const { bearer, email, n } = await socialAccount();
      await t.request.patch('/api/user').set(bearer).send({ user: { email: `first${n}@example.com` } });
      const first = tokenFrom((await lastMailTo(email)).text);
      await t.request.patch('/api/user').set(bearer).send({ user: { email: `second${n}@example.com` } });
      const second = tokenFrom((await lastMailTo(email)).text);
      expect((await t.request.post('/api/user/email/confirm').set(V).send({ token: first })).status).toBe(400);
      expect((await t.request.post('/api/user/email/confirm').set(V).send({ token: second })).status).toBe(200);
      expect((await t.request.get('/api/user').set(bearer)).body.email).toBe(`second${n}@example.com`);
    });

    it('refuses a made-up, missing or malformed token with a 400', async () => {
      for (const body of [{ token: 'made-up' }, {}, { token: 12 }, { token: 'x'.repeat(300) }]) {
        const res = await t.request.post('/api/user/email/confirm').set(V).send(body);
        expect(res.status).toBe(400);
      }
      expect((await t.request.post('/api/user/email/confirm').set(V).send({ token: 'made-up' })).body.message).toBe(MESSAGES.emailChangeInvalid);
    });

    it('answers 409 when the new address was taken in the meantime, and keeps the old one', async () => {
      const { bearer, email, n } = await socialAccount();
      await t.request.patch('/api/user').set(bearer).send({ user: { email: `wanted${n}@example.com` } });
      const token = tokenFrom((await lastMailTo(email)).text);
      await signUp(newUser({ email: `wanted${n}@example.com` }));
      const res = await t.request.post('/api/user/email/confirm').set(V).send({ token });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.emailTaken);
      expect((await t.request.get('/api/user').set(bearer)).body.email).toBe(email);
    });
  });

  it('ignores isAdmin and other fields a user may not set', async () => {
    const { agent } = await signUp();
    const res = await agent.patch('/api/user').set(V).send({ user: { isAdmin: true, isInstructor: true, username: 'root' } });
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(false);
    expect(res.body.username).not.toBe('root');
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request.patch('/api/user').set(V).send({ user: { firstname: 'x' } })).status).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  const login = (username: string, password: string) => t.request.post('/api/auth/local').set(V).send({ user: username, password });

  it('deletes the account and its session, given the current password', async () => {
    const { agent, user } = await signUp();
    expect((await agent.delete('/api/user').set(V).send({ currentPassword: user.password })).status).toBe(204);
    expect((await agent.get('/api/user').set(V)).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(400);
  });

  it('asks a password account for its current password (issue 34): 400 beside it, nothing deleted', async () => {
    const { agent, user } = await signUp();
    for (const [currentPassword, message] of [
      [undefined, MESSAGES.currentPasswordRequiredToDelete],
      ['', MESSAGES.currentPasswordRequiredToDelete],
      ['not-the-password', MESSAGES.currentPasswordWrong],
    ] as const) {
      const res = await agent.delete('/api/user').set(V).send(currentPassword === undefined ? {} : { currentPassword });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fields).toEqual({ currentPassword: [message] });
    }
    expect((await agent.delete('/api/user').set(V)).body.fields).toEqual({ currentPassword: [MESSAGES.currentPasswordRequiredToDelete] });
    expect((await agent.get('/api/user').set(V)).status).toBe(200);
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('counts a wrong current password as a failed login of the account', async () => {
    const { agent, user } = await signUp();
    // LOGIN_LIMIT_PER_ACCOUNT is 4 in these tests.
    for (let i = 0; i < 4; i++) expect((await agent.delete('/api/user').set(V).send({ currentPassword: `wrong-${i}` })).status).toBe(400);
    expect((await agent.delete('/api/user').set(V).send({ currentPassword: user.password })).status).toBe(429);
    expect((await login(user.username, user.password)).status).toBe(429);
    expect((await agent.get('/api/user').set(V)).status).toBe(200);
  });

  it('asks a social account to type its username, and deletes it then', async () => {
    const n = ++seq;
    const { token } = await RequestContext.create(t.orm.em, () =>
      t.composed.services.socialLogin.execute({ provider: 'google', providerId: `g-del-${n}`, email: `leaving${n}@example.com`, firstname: 'Sol', lastname: 'Lee' }),
    );
    const bearer = { ...V, Authorization: `Bearer ${token}` };
    const { username } = (await t.request.get('/api/user').set(bearer)).body as { username: string };
    for (const [confirmUsername, message] of [
      [undefined, MESSAGES.confirmUsernameRequired],
      ['someone-else', MESSAGES.confirmUsernameWrong],
    ] as const) {
      const res = await t.request.delete('/api/user').set(bearer).send(confirmUsername === undefined ? {} : { confirmUsername });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ confirmUsername: [message] });
    }
    expect((await t.request.get('/api/user').set(bearer)).status).toBe(200);
    expect((await t.request.delete('/api/user').set(bearer).send({ confirmUsername: username.toUpperCase() })).status).toBe(204);
    expect((await t.request.get('/api/user').set(bearer)).status).toBe(401);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request.delete('/api/user').set(V)).status).toBe(401);
  });
});

describe('password reset', () => {
  const lastMailTo = async (email: string) => {
    const { items } = await t.composed.repositories.outbox.list({ q: email, sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 1 });
    return items[0];
  };
  const tokenFrom = (text: string) => decodeURIComponent(/reset\?token=([^\s"&]+)/.exec(text)![1]!);

  it('mails a single-use link that sets a new password', async () => {
    const { user } = await signUp();
    expect((await t.request.post('/api/auth/reset/password').set(V).send({ email: user.email })).status).toBe(204);
    const mail = await lastMailTo(user.email);
    expect(mail.subject).toMatch(/Reset your Wingshare password/);
    expect(mail.text).toContain('http://wingshare.test/reset?token=');
    const token = tokenFrom(mail.text);

    const ok = await t.request.post('/api/auth/reset/password/confirm').set(V).send({ token, password: 'a-new-password' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password successfully updated.');
    expect((await t.request.post('/api/auth/local').set(V).send({ user: user.username, password: 'a-new-password' })).status).toBe(200);

    const again = await t.request.post('/api/auth/reset/password/confirm').set(V).send({ token, password: 'another-pass' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toContain(MESSAGES.resetTokenInvalid);
  });

  it('refuses a short new password without spending the token', async () => {
    const { user } = await signUp();
    await t.request.post('/api/auth/reset/password').set(V).send({ email: user.email });
    const token = tokenFrom((await lastMailTo(user.email)).text);
    const res = await t.request.post('/api/auth/reset/password/confirm').set(V).send({ token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain(MESSAGES.passwordTooShort);
    expect((await t.request.post('/api/auth/reset/password/confirm').set(V).send({ token, password: 'long-enough' })).status).toBe(200);
  });

  it('answers 404 "No user found" for an unknown email and 400 for an empty one', async () => {
    const unknown = await t.request.post('/api/auth/reset/password').set(V).send({ email: 'ghost@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No user found');
    const empty = await t.request.post('/api/auth/reset/password').set(V).send({ email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['Please enter your email address']);
  });

  it('refuses a made-up token', async () => {
    const res = await t.request.post('/api/auth/reset/password/confirm').set(V).send({ token: 'made-up', password: 'long-enough' });
    expect(res.status).toBe(400);
  });

  it('spends every outstanding link of the account when one is used (issue 34)', async () => {
    const { user } = await signUp();
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await t.request.post('/api/auth/reset/password').set(V).send({ email: user.email })).status).toBe(204);
      links.push(tokenFrom((await lastMailTo(user.email)).text));
    }
    expect(new Set(links).size).toBe(3);
    const confirm = (token: string, password: string) => t.request.post('/api/auth/reset/password/confirm').set(V).send({ token, password });
    expect((await confirm(links[1]!, 'the-chosen-one')).status).toBe(200);
    for (const token of [links[0]!, links[2]!]) {
      const res = await confirm(token, 'a-thief-s-choice');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MESSAGES.resetTokenInvalid]);
    }
    expect((await t.request.post('/api/auth/local').set(V).send({ user: user.username, password: 'the-chosen-one' })).status).toBe(200);
    // Two of the account's links used at once: one wins.
    const racing: string[] = [];
    for (let i = 0; i < 2; i++) {
      await t.request.post('/api/auth/reset/password').set(V).send({ email: user.email });
      racing.push(tokenFrom((await lastMailTo(user.email)).text));
    }
    const answers = await Promise.all(racing.map((token, i) => confirm(token, `racing-password-${i}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('airports and alerts', () => {
  it('finds an airport by FAA code with or without the leading K, best match first', async () => {
    for (const q of ['SDF', 'ksdf', 'KSDF']) {
      const res = await t.request.get(`/api/airport?q=${q}&simSort=true`).set(V);
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ locationId: 'SDF', city: 'Louisville', state: 'KY' });
    }
  });

  it('finds airports by name and by city', async () => {
    const byName = await t.request.get('/api/airport?q=Bowman').set(V);
    expect(byName.body.map((a: { locationId: string }) => a.locationId)).toContain('LOU');
    const byCity = await t.request.get('/api/airport?q=louisville').set(V);
    expect(byCity.body.map((a: { locationId: string }) => a.locationId)).toEqual(expect.arrayContaining(['SDF', 'LOU']));
  });

  it('puts an exact code or name first, then names and places starting with the text, then the likes', async () => {
    const codes = async (q: string, extra = '') =>
      ((await t.request.get(`/api/airport?q=${encodeURIComponent(q)}${extra}`).set(V)).body as { locationId: string }[]).map((a) => a.locationId);
    // Bowman is the name of LOU (Louisville, KY) and of 3U3 (Anaconda, MT), and D04 is Bowman Municipal in
    // Bowman, ND: the all-letter code (a larger field) comes first; "Bowman Field" is the same name.
    for (const q of ['Bowman', 'bowman', 'Bowman Field', 'BOWMAN AIRPORT']) {
      const found = await codes(q);
      expect(found.slice(0, 3)).toEqual(['LOU', '3U3', 'D04']);
    }
    expect((await codes('SDF'))[0]).toBe('SDF');
    expect((await codes('KSDF'))[0]).toBe('SDF');
    expect((await codes('lou'))[0]).toBe('LOU');
    // A code is exact even where names contain it; without simSort each tier is in code order.
    expect((await codes('Bowman', '&simSort=false')).slice(0, 3)).toEqual(['3U3', 'D04', 'LOU']);
    expect((await codes('Bowm')).slice(0, 3)).toEqual(['LOU', '3U3', 'D04']);
    // The city is as good as the name: the airports of every Louisville.
    expect((await codes('Louisville')).slice(0, 4).sort()).toEqual(['2J3', 'LMS', 'LOU', 'SDF']);
  });

  it('puts the busier airport first among equal matches', async () => {
    const codes = async (q: string) => ((await t.request.get(`/api/airport?q=${q}`).set(V)).body as { locationId: string }[]).map((a) => a.locationId);
    const [montana] = (await t.request.get('/api/airport?q=3U3').set(V)).body;
    const sql = <T = Record<string, unknown>>(text: string, params: unknown[]) => t.orm.em.fork().execute<T[]>(text, params);
    // Pilots on the map at Anaconda, one more than at Bowman Field (where other tests may have signed up).
    const [lou] = await sql<{ n: number }>('select coalesce(sum(shares + instructors + users + professional_pilots), 0)::int as n from search_airports where location_id = ?', ['LOU']);
    await sql(
      `insert into users (username, email, firstname, lastname, airport_id, is_discoverable)
       select 'anaconda' || g, 'anaconda' || g || '@example.com', 'Ana', 'Conda', ?, true from generate_series(0, ?) g`,
      [montana.id, lou!.n],
    );
    try {
      expect((await codes('Bowman')).slice(0, 3)).toEqual(['3U3', 'LOU', 'D04']);
    } finally {
      await sql(`delete from users where username like 'anaconda%'`, []);
    }
    expect((await codes('Bowman'))[0]).toBe('LOU');
  });

  it('answers [] for an empty query and survives odd input', async () => {
    expect((await t.request.get('/api/airport?q=').set(V)).body).toEqual([]);
    expect((await t.request.get(`/api/airport?q=${encodeURIComponent("%_'\\")}`).set(V)).status).toBe(200);
  });

  it('refuses bad query parameters with a message', async () => {
    for (const [query, message] of [
      ['q=SDF&limit=abc', 'limit must be a whole number'],
      ['q=SDF&limit=500', 'limit must be between 1 and 25'],
      ['q=SDF&simSort=maybe', 'simSort must be true or false'],
      [`q=${'x'.repeat(101)}`, 'The airport search may be at most 100 characters long'],
      ['q=a&q=b', 'q must be text'],
    ]) {
      const res = await t.request.get(`/api/airport?${query}`).set(V);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([message]);
    }
  });

  it('follows and unfollows airports', async () => {
    const { agent } = await signUp();
    const [sdf] = (await t.request.get('/api/airport?q=SDF').set(V)).body;
    const followed = await agent.post(`/api/user/favorites/airport/${sdf.id}`).set(V);
    expect(followed.status).toBe(200);
    expect(followed.body.favoriteAirports).toEqual([{ id: sdf.id, locationId: 'SDF', facility: sdf.facility, city: 'Louisville', state: 'KY' }]);
    expect((await agent.post(`/api/user/favorites/airport/${sdf.id}`).set(V)).body.favoriteAirports).toHaveLength(1);
    const unfollowed = await agent.delete(`/api/user/favorites/airport/${sdf.id}`).set(V);
    expect(unfollowed.body.favoriteAirports).toEqual([]);
  });

  it('answers 404 for an unknown airport, 400 for a bad id, 401 for a visitor', async () => {
    const { agent } = await signUp();
    expect((await agent.post('/api/user/favorites/airport/99999999').set(V)).status).toBe(404);
    expect((await agent.post('/api/user/favorites/airport/abc').set(V)).status).toBe(400);
    expect((await t.request.post('/api/user/favorites/airport/1').set(V)).status).toBe(401);
  });
});

describe('GET /api/user/count', () => {
  it('counts users', async () => {
    const before = await userCount();
    await signUp();
    expect(await userCount()).toBe(before + 1);
  });
});

describe('unknown API routes', () => {
  it('answer a JSON 404', async () => {
    const res = await t.request.get('/api/nothing-here').set(V);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});
