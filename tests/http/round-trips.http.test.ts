import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessWorld, type AccessWorld, type Agent } from './route-access-world.js';
import { snapshot } from '../support/fuzz-http.js';
import { V } from '../support/test-app.js';

// Issue 12, defect 1: every write accepts back the shapes the API itself answers. The airport object of
// GET /airport and of a ShareView was a 500 on listings (read as a number: id = NaN) and refused on the profile.
let w: AccessWorld;
let sdf: Record<string, unknown>;
let tail = 400;

beforeAll(async () => {
  w = await startAccessWorld();
  sdf = (await w.as('visitor').get('/api/airport?q=SDF').set(V)).body[0];
  expect(sdf).toMatchObject({ locationId: 'SDF', id: expect.any(Number) });
}, 120_000);
afterAll(() => w?.close());

const nextTail = () => `N${++tail}RT`;
const omit = <T extends Record<string, unknown>>(o: T, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

function postShare(client: Agent, share: Record<string, unknown>) {
  return client.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', w.png, { filename: 'p.png', contentType: 'image/png' });
}
const rental = (extra: Record<string, unknown> = {}) => ({
  type: 'PRIVATE_OWNER_RENTAL', tailNumber: nextTail(), title: 'Skyhawk', ratePerHour: 150, description: 'Nice.', make: 'Cessna', model: '172S',
  airport: w.ids.airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ...extra,
});

describe('an airport sent as the object the API answers for one', () => {
  it('is taken by POST /api/share', async () => {
    const res = await postShare(w.as('owner'), rental({ airport: sdf }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.airport).toMatchObject({ id: sdf.id, locationId: 'SDF' });
  });

  it('is taken by PATCH /api/share/:id, the ShareView\'s own airport included', async () => {
    const id = await w.freshShareId();
    const moved = await w.as('owner').patch(`/api/share/${id}`).set(V).send({ share: { airport: sdf } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.airport).toMatchObject({ id: sdf.id, locationId: 'SDF' });
    const again = await w.as('owner').patch(`/api/share/${id}`).set(V).send({ share: { airport: moved.body.airport, title: 'Moved to SDF' } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ title: 'Moved to SDF', airport: { locationId: 'SDF' } });
  });

  it('is taken by PATCH /api/user, and the profile\'s own airport object too', async () => {
    const pilot = await w.fresh('user');
    const res = await pilot.patch('/api/user').set(V).send({ user: { airport: sdf } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.airport).toMatchObject({ id: sdf.id, locationId: 'SDF' });
    const again = await pilot.patch('/api/user').set(V).send({ user: { airport: res.body.airport } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.airport).toMatchObject({ id: sdf.id });
  });

  it('is taken by PATCH /api/instructor and POST /api/instructor', async () => {
    const pro = await w.fresh('owner', { profile: true });
    const res = await pro.patch('/api/instructor').set(V).send({ instructor: { airport: sdf } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.airport).toMatchObject({ id: sdf.id, locationId: 'SDF' });
    const fresh = await w.fresh('owner');
    const created = await fresh.post('/api/instructor').set(V)
      .field('instructor', JSON.stringify({ ratePerHour: 60, about: 'CFI.', airport: sdf, tags: ['Private'] }))
      .attach('avatar', w.png, { filename: 'a.png', contentType: 'image/png' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.airport).toMatchObject({ locationId: 'SDF' });
  });

  it('is taken at sign-up', async () => {
    const username = w.unique('sdfpilot');
    const res = await w.as('visitor').post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', airport: sdf } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.user.airport).toMatchObject({ id: sdf.id, locationId: 'SDF' });
  });

  // Wrong types nested in an otherwise valid airport: a 400 with the field's message, never a 500, nothing stored.
  const WRONG = [{ id: 'x' }, { id: {} }, { id: [] }, { id: [7] }, { id: null }, { id: -3 }, { id: 1.5 }, { id: 987654321 }, {}, [{ id: 1 }], ['1'], true, 'SDF'];
  it.each(WRONG.map((airport) => [JSON.stringify(airport), airport] as const))('refuses airport %s on every write that takes one', async (_label, airport) => {
    const before = await snapshot(w);
    const expect400 = async (call: PromiseLike<{ status: number; body: { errors?: string[] } }>, what: string) => {
      const res = await call;
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors, what).toContain('Please select an airport');
    };
    await expect400(postShare(w.as('owner'), rental({ airport })), 'POST /api/share');
    await expect400(w.as('owner').patch(`/api/share/${w.ids.share}`).set(V).send({ share: { airport } }), 'PATCH /api/share/:id');
    await expect400(w.as('owner').patch('/api/user').set(V).send({ user: { airport } }), 'PATCH /api/user');
    await expect400(w.as('owner').patch('/api/instructor').set(V).send({ instructor: { airport } }), 'PATCH /api/instructor');
    const username = w.unique('wrongairport');
    await expect400(w.as('visitor').post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', airport } }), 'POST /api/user');
    expect(await snapshot(w)).toBe(before);
  });
});

describe('each read written back to its write', () => {
  const volatile = ['updatedAt', 'customer', 'subscriptions', 'plans'];

  it('GET /api/user to PATCH /api/user changes nothing', async () => {
    const pilot = await w.fresh('user');
    expect((await pilot.patch('/api/user').set(V).send({ user: { airport: sdf, credentials: ['Private'], totalHours: '0-500' } })).status).toBe(200);
    const read = (await pilot.get('/api/user').set(V)).body;
    const res = await pilot.patch('/api/user').set(V).send({ user: read });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(omit(res.body, ...volatile)).toEqual(omit(read, ...volatile));
    const multipart = await pilot.patch('/api/user').set(V).field('user', JSON.stringify(read));
    expect(multipart.status, JSON.stringify(multipart.body)).toBe(200);
  });

  it('a ShareView (GET /api/share/mine and GET /api/share?id=) to PATCH /api/share/:id changes nothing', async () => {
    const id = await w.freshShareId();
    const mine = (await w.as('owner').get('/api/share/mine?limit=50').set(V)).body.shares.find((s: { id: number }) => s.id === id);
    const res = await w.as('owner').patch(`/api/share/${id}`).set(V).send({ share: mine });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(omit(res.body, 'updatedAt')).toEqual(omit(mine, 'updatedAt'));
    const one = (await w.as('owner').get(`/api/share?id=${id}`).set(V)).body.shares[0];
    const again = await w.as('owner').patch(`/api/share/${id}`).set(V).field('share', JSON.stringify(one));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(omit(again.body, 'updatedAt')).toEqual(omit(one, 'updatedAt'));
  });

  it('a ShareView to POST /api/share makes the same listing (the aircraft read from its nested object)', async () => {
    const id = await w.freshShareId();
    const view = (await w.as('owner').get(`/api/share?id=${id}`).set(V)).body.shares[0];
    const tailNumber = nextTail();
    const copy = { ...view, tailNumber, aircraft: { ...view.aircraft, tailNumber }, make: undefined, model: undefined, media: [{ type: 'image', file: 0 }] };
    const res = await postShare(w.as('owner'), copy);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.aircraft).toMatchObject({ ...omit(view.aircraft, 'id'), tailNumber });
    expect(res.body).toMatchObject({ title: view.title, airport: { id: view.airport.id }, ratePerHour: view.ratePerHour });
  });

  it('GET /api/instructor/mine and GET /api/instructor/:id to PATCH /api/instructor change nothing', async () => {
    const pro = await w.fresh('owner', { profile: true });
    const mine = (await pro.get('/api/instructor/mine').set(V)).body;
    const res = await pro.patch('/api/instructor').set(V).send({ instructor: mine });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(omit(res.body, 'updatedAt')).toEqual(omit(mine, 'updatedAt'));
    const one = (await pro.get(`/api/instructor/${mine.id}`).set(V)).body;
    expect((await pro.patch('/api/instructor').set(V).field('instructor', JSON.stringify(one))).status).toBe(200);
  });

  it('a subscription of GET /api/user to PATCH /api/user/subscription/:id', async () => {
    const subscriber = await w.fresh('owner');
    const listing = (await subscriber.get('/api/user').set(V)).body.subscriptions.listing;
    const res = await subscriber.patch(`/api/user/subscription/${listing.id}`).set(V).send(listing);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it.each(['users', 'instructors', 'shares', 'airports', 'promotion-codes', 'blog-posts'])('a back-office record to PUT /api/admin/%s/:id', async (resource) => {
    const id = { users: w.ids.user, instructors: w.ids.instructor, shares: w.ids.share, airports: w.ids.airport, 'promotion-codes': w.ids.promotionCode, 'blog-posts': w.ids.blogPost }[resource];
    const record = (await w.as('admin').get(`/api/admin/${resource}/${id}`).set(V)).body;
    const res = await w.as('admin').put(`/api/admin/${resource}/${id}`).set(V).send(record);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(omit(res.body, 'updatedAt')).toEqual(omit(record, 'updatedAt'));
  });
});
