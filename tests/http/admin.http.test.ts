import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jimp } from 'jimp';
import { RequestContext } from '@mikro-orm/core';
import { seedFirstStart } from '../../adapters/demo/seed.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: ReturnType<TestApp['agent']>;
let pilot: ReturnType<TestApp['agent']>;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password-1' });
  const { users, airports } = t.composed.repositories;
  await RequestContext.create(t.orm.em, () => seedFirstStart({ users, airports, hasher: t.composed.hasher }, t.config));
  admin = t.agent();
  expect((await admin.post('/api/auth/local').set(V).send({ user: 'boss', password: 'boss-password-1' })).status).toBe(200);
  pilot = t.agent();
  expect((await pilot.post('/api/auth/local').set(V).send({ user: 'maria', password: 'wingshare-demo' })).status).toBe(200);
});
afterAll(() => t?.close());

describe('/api/admin/users (ra-data-simple-rest)', () => {
  it('answers 401 to visitors and 403 to pilots', async () => {
    expect((await t.request.get('/api/admin/users').set(V)).status).toBe(401);
    const res = await pilot.get('/api/admin/users').set(V);
    expect(res.status).toBe(403);
    expect(res.body.message).toBeTruthy();
  });

  it('lists with range, sort and Content-Range', async () => {
    const res = await admin.get('/api/admin/users').query({ range: '[0,1]', sort: '["username","ASC"]', filter: '{}' }).set(V);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('users 0-1/5');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(['boss', 'jake']);
  });

  it('sorts by id in both directions (newest first is the console default)', async () => {
    const ids = async (order: string) =>
      (await admin.get('/api/admin/users').query({ sort: JSON.stringify(['id', order]) }).set(V)).body.map((u: { id: number }) => u.id);
    const asc = await ids('ASC');
    expect(asc).toEqual([...asc].sort((a: number, b: number) => a - b));
    expect(await ids('DESC')).toEqual([...asc].reverse());
  });

  it('filters by text, by role and by ids (getMany)', async () => {
    const q = await admin.get('/api/admin/users').query({ filter: JSON.stringify({ q: 'natarajan' }) }).set(V);
    expect(q.body.map((u: { username: string }) => u.username)).toEqual(['priya']);
    const role = await admin.get('/api/admin/users').query({ filter: JSON.stringify({ role: 'admin' }) }).set(V);
    expect(role.body.map((u: { username: string }) => u.username)).toEqual(['boss']);
    const ids = role.body.map((u: { id: number }) => u.id);
    const many = await admin.get('/api/admin/users').query({ filter: JSON.stringify({ id: ids }) }).set(V);
    expect(many.body).toHaveLength(1);
  });

  it('answers one record, 404 for an unknown id', async () => {
    const list = await admin.get('/api/admin/users').set(V);
    const one = await admin.get(`/api/admin/users/${list.body[0].id}`).set(V);
    expect(one.status).toBe(200);
    expect(one.body.username).toBe(list.body[0].username);
    expect((await admin.get('/api/admin/users/987654').set(V)).status).toBe(404);
  });

  it('refuses bad list parameters with a message', async () => {
    for (const query of [{ sort: '["passwordHash","ASC"]' }, { range: '[5,1]' }, { filter: '{oops' }, { sort: '["id","SIDEWAYS"]' }]) {
      const res = await admin.get('/api/admin/users').query(query).set(V);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('/api/admin/outbox', () => {
  it('lists the mails the site wrote, admins only', async () => {
    await t.request.post('/api/auth/reset/password').set(V).send({ email: 'maria@demo.wingshare.local' });
    expect((await pilot.get('/api/admin/outbox').set(V)).status).toBe(403);
    const res = await admin.get('/api/admin/outbox').set(V);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ to: 'maria@demo.wingshare.local', kind: 'password_reset', status: 'logged' });
    expect(res.headers['content-range']).toMatch(/^outbox 0-0\/1$/);
  });
});

describe('/api/admin/promotion-codes', () => {
  it('creates, lists, edits and deletes codes; refuses bad input and duplicates', async () => {
    expect((await pilot.post('/api/admin/promotion-codes').set(V).send({ code: 'X', percentOff: 5 })).status).toBe(403);
    const created = await admin.post('/api/admin/promotion-codes').set(V).send({ code: 'spring25', percentOff: 25 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'SPRING25', percentOff: 25, active: true, expiresAt: null });

    const dup = await admin.post('/api/admin/promotion-codes').set(V).send({ code: 'SPRING25', percentOff: 10 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This promotion code already exists');
    const bad = await admin.post('/api/admin/promotion-codes').set(V).send({ code: 'no spaces', percentOff: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'Codes may only contain letters, numbers and dashes, at most 40 characters',
      'Percent off must be a whole number from 1 to 100',
    ]);

    const edited = await admin.put(`/api/admin/promotion-codes/${created.body.id}`).set(V)
      .send({ ...created.body, percentOff: 30, expiresAt: '2030-01-01T00:00:00Z' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ percentOff: 30, expiresAt: '2030-01-01T00:00:00.000Z' });

    const list = await admin.get('/api/admin/promotion-codes').query({ filter: JSON.stringify({ q: 'spring' }) }).set(V);
    expect(list.body.map((c: { code: string }) => c.code)).toEqual(['SPRING25']);
    expect(list.headers['content-range']).toBe('promotion-codes 0-0/1');

    const deleted = await admin.delete(`/api/admin/promotion-codes/${created.body.id}`).set(V);
    expect(deleted.body.code).toBe('SPRING25');
    expect((await admin.get(`/api/admin/promotion-codes/${created.body.id}`).set(V)).status).toBe(404);
  });
});

describe('/api/admin/subscriptions', () => {
  it('lists subscriptions read-only, by plan, with string ids', async () => {
    const sub = await pilot.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' });
    expect(sub.status).toBe(201);
    expect((await pilot.get('/api/admin/subscriptions').set(V)).status).toBe(403);
    const list = await admin.get('/api/admin/subscriptions').query({ filter: JSON.stringify({ plan: 'listing' }) }).set(V);
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: sub.body.subscription.id, username: 'maria', plan: 'listing', status: 'trialing' });
    const one = await admin.get(`/api/admin/subscriptions/${sub.body.subscription.id}`).set(V);
    expect(one.body.username).toBe('maria');
    const many = await admin.get('/api/admin/subscriptions').query({ filter: JSON.stringify({ id: [sub.body.subscription.id] }) }).set(V);
    expect(many.body).toHaveLength(1);
    expect((await admin.delete(`/api/admin/subscriptions/${sub.body.subscription.id}`).set(V)).status).toBe(403);
    expect((await admin.get('/api/admin/subscriptions/bad%20id').set(V)).status).toBe(400);
  });
});

describe('/api/admin/stats (the dashboard\'s figures, issue 12)', () => {
  it('answers 401 to visitors and 403 to pilots', async () => {
    expect((await t.request.get('/api/admin/stats').set(V)).status).toBe(401);
    expect((await pilot.get('/api/admin/stats').set(V)).status).toBe(403);
  });

  it('counts users, listings, professionals, active subscriptions and the mail waiting', async () => {
    const stats = async () => {
      const res = await admin.get('/api/admin/stats').set(V);
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = await stats();
    expect(before.users.total).toBe((await t.request.get('/api/user/count').set(V)).body.count);

    // A new pilot with both plans, a listing (disabled after) and a professional profile; a password-reset mail.
    const owner = t.agent();
    expect((await owner.post('/api/user').set(V).send({ user: { username: 'statsowner', email: 'statsowner@example.com', password: 'flying-high' } })).status).toBe(201);
    for (const plan of ['listing', 'professional']) {
      expect((await owner.post('/api/user/subscription').set(V).send({ priceId: `price_${plan}_monthly`, paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    }
    const png = await new Jimp({ width: 40, height: 30, color: 0x3366ccff }).getBuffer('image/png');
    const airport = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
    const share = (tailNumber: string) => ({
      type: 'PRIVATE_OWNER_RENTAL', tailNumber, title: 'Skyhawk', ratePerHour: 150, description: 'Nice.', make: 'Cessna', model: '172S',
      airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
    });
    const listed = [];
    for (const tail of ['N311ST', 'N312ST']) {
      const res = await owner.post('/api/share').set(V).field('share', JSON.stringify({ ...share(tail), ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      listed.push(res.body.id as number);
    }
    expect((await owner.post(`/api/share/${listed[1]}/disable`).set(V)).status).toBe(200);
    const profile = await owner.post('/api/instructor').set(V)
      .field('instructor', JSON.stringify({ ratePerHour: 60, about: 'CFI.', airport, tags: ['Private'], isDiscoverable: false }))
      .attach('avatar', png, { filename: 'a.png', contentType: 'image/png' });
    expect(profile.status).toBe(201);
    expect((await t.request.post('/api/auth/reset/password').set(V).send({ email: 'statsowner@example.com' })).status).toBe(204);

    const after = await stats();
    expect(after.users).toEqual({ total: before.users.total + 1, joinedRecently: before.users.joinedRecently + 1, discoverable: before.users.discoverable + 1 });
    expect(after.listings).toEqual({ active: before.listings.active + 1, total: before.listings.total + 2 });
    expect(after.professionals).toEqual({ discoverable: before.professionals.discoverable, total: before.professionals.total + 1 });
    expect(after.subscriptions).toEqual({
      active: before.subscriptions.active + 2, listing: before.subscriptions.listing + 1, professional: before.subscriptions.professional + 1,
    });
    expect(after.mail.unsent).toBe(before.mail.unsent + 1);
    expect(after.mail).toMatchObject({ alertsQueued: expect.any(Number), failed: 0 });
    expect(after.contactMessages).toBe(before.contactMessages);
  });
});
