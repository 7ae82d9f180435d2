import { Jimp } from 'jimp';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_PLAN_MESSAGES } from '../../domain/subscription/plans.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;
interface View { id: number; first: string; last: string; ratePerHour: number | null; isFavorite: boolean; canEdit: boolean }

let t: TestApp;
let png: Buffer;
const airport: Record<string, number> = {};
let seq = 0;

async function signUp(options: { subscribed?: boolean; first?: string; last?: string; avatar?: boolean } = {}): Promise<Agent> {
  seq++;
  const agent = t.agent();
  const user = { email: `pro${seq}@example.com`, username: `pro${seq}`, password: 'flying-high', firstname: options.first ?? 'Pat', lastname: options.last ?? `Pro${seq}` };
  const res = options.avatar
    ? await agent.post('/api/user').set(V).field('user', JSON.stringify(user)).attach('avatar', png, { filename: 'me.png', contentType: 'image/png' })
    : await agent.post('/api/user').set(V).send({ user });
  expect(res.status).toBe(201);
  if (options.subscribed !== false) {
    const sub = await agent.post('/api/user/subscription').set(V).send({ priceId: 'price_professional_monthly', paymentMethodId: 'pm_card_visa' });
    expect(sub.status).toBe(201);
  }
  return agent;
}

const profile = (extra: Record<string, unknown> = {}) => ({
  businessName: 'Bluegrass Flight Training',
  ratePerHour: '$65',
  about: 'CFII with 3,000 hours. Tailwheel and instrument training.',
  airport: airport.LOU,
  tags: ['Private', 'Instrument'],
  isCommercial: false,
  isDiscoverable: true,
  ...extra,
});

function send(agent: Agent, method: 'post' | 'patch', body: Record<string, unknown>, avatar: Buffer | null = png) {
  const req = agent[method]('/api/instructor').set(V).field('instructor', JSON.stringify(body));
  return avatar ? req.attach('avatar', avatar, { filename: 'pro.png', contentType: 'image/png' }) : req;
}
const create = (agent: Agent, body: Record<string, unknown> = profile(), avatar: Buffer | null = png) => send(agent, 'post', body, avatar);

const avatarFiles = () => {
  const dir = path.join(t.config.dataDir, 'media', 'avatars');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const ids = (res: { body: { instructors: View[] } }) => res.body.instructors.map((i) => i.id);

beforeAll(async () => {
  t = await startTestApp();
  for (const code of ['LOU', 'LEX', 'LAX', 'SEA']) airport[code] = (await t.request.get(`/api/airport?q=${code}`).set(V)).body[0].id;
  png = await new Jimp({ width: 800, height: 600, color: 0x3366ccff }).getBuffer('image/png');
});
afterAll(() => t?.close());

describe('POST /api/instructor', () => {
  it('answers 401 to a visitor', async () => {
    const res = await create(t.agent());
    expect(res.status).toBe(401);
  });

  it('needs an active professional subscription (403) and stores nothing', async () => {
    const agent = await signUp({ subscribed: false });
    const before = avatarFiles();
    const res = await create(agent);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden', message: MISSING_PLAN_MESSAGES.professional });
    expect(avatarFiles()).toBe(before);
    expect((await agent.get('/api/user').set(V)).body.isInstructor).toBe(false);
  });

  it('creates the profile with its picture and makes the account an instructor', async () => {
    const agent = await signUp({ first: 'Ann', last: 'Able' });
    const res = await create(agent);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      first: 'Ann', last: 'Able', email: null, businessName: 'Bluegrass Flight Training',
      ratePerHour: 65, tags: ['Private', 'Instrument'], isCommercial: false, isDiscoverable: true, isFavorite: false, canEdit: true,
      airport: { id: airport.LOU, locationId: 'LOU', city: 'Louisville', state: 'KY' }, avatar: { url: expect.stringMatching(/^\/media\/avatars\//), type: 'image' },
    });
    expect(Object.keys(res.body)).not.toContain('profileAvatar');
    const img = await Jimp.read((await t.request.get(res.body.avatar.url).buffer(true)).body as Buffer);
    expect(img.width).toBe(512);
    const me = (await agent.get('/api/user').set(V)).body;
    expect(me).toMatchObject({ isInstructor: true, roles: ['user', 'instructor'] });
    expect((await agent.get('/api/instructor/mine').set(V)).body).toMatchObject({ id: res.body.id, canEdit: true });
  });

  it('allows one profile per account (409), also when two arrive at once', async () => {
    const agent = await signUp();
    const before = avatarFiles();
    const results = await Promise.all([create(agent), create(agent)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('You already have a professional profile');
    expect(avatarFiles()).toBe(before + 3); // the winner's picture (512 px) and its 160 and 320 px copies
    expect((await create(agent)).status).toBe(409);
  });

  it.each([
    ['nothing filled in', { ratePerHour: null, about: '', tags: [], airport: null }, ['Please enter a rate', 'Please fill in the about section', 'Please select an airport', 'Please select at least one tag']],
    ['a rate with cents', { ratePerHour: '$12.50' }, ['Rate must be a positive integer']],
    ['a rate too high', { ratePerHour: 250000 }, ['Rate may be at most $100,000 per hour']],
    ['tags as text', { tags: 'Private' }, ['Tags must be an array of strings']],
    ['an unknown tag', { tags: ['Private', 'Gliders'] }, ['Unknown specialty: Gliders']],
    ['an unknown airport', { airport: 99999999 }, ['Please select an airport']],
    ['texts too long', { businessName: 'x'.repeat(201), about: 'x'.repeat(5001) }, ['Business name may be at most 200 characters long', 'About may be at most 5,000 characters long']],
    ['a role that is not yes or no', { isCommercial: 'pilot' }, ['Please choose Flight Instructor or Commercial Pilot']],
  ] as [string, Record<string, unknown>, string[]][])('refuses %s with the exact messages and stores nothing', async (_label, change, messages) => {
    const agent = await signUp();
    const before = avatarFiles();
    const res = await create(agent, profile(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', errors: messages });
    // Each message under the payload field it is about.
    expect(Object.values(res.body.fields).flat()).toEqual(messages);
    expect(avatarFiles()).toBe(before);
    expect((await agent.get('/api/user').set(V)).body.isInstructor).toBe(false);
  });

  it('asks for an avatar when neither a file nor the account avatar is there', async () => {
    const agent = await signUp();
    const res = await create(agent, profile(), null);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Please select an avatar']);
  });

  it('shows the account avatar when no file is sent (plain JSON works too)', async () => {
    const agent = await signUp({ avatar: true });
    const account = (await agent.get('/api/user').set(V)).body.avatar;
    const res = await agent.post('/api/instructor').set(V).send({ instructor: profile({ businessName: '', ratePerHour: 70 }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ avatar: account, businessName: '', ratePerHour: 70 });
  });

  it('refuses a bad image and a filled honeypot', async () => {
    const agent = await signUp();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const bad = await create(agent, profile(), gif);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('unsupported_media');
    expect((await create(agent, profile({ honeypot: 'http://spam.example' }))).status).toBe(400);
    expect((await agent.get('/api/instructor/mine').set(V)).status).toBe(404);
  });
});

describe('PATCH /api/instructor and GET /api/instructor/mine', () => {
  let owner: Agent;
  let id: number;
  let picture: string;
  beforeAll(async () => {
    owner = await signUp({ first: 'Olive', last: 'Owner' });
    const res = await create(owner);
    id = res.body.id;
    picture = res.body.avatar.url;
  });

  it('answers 401 to a visitor and 404 to an account without a profile', async () => {
    expect((await t.request.patch('/api/instructor').set(V).send({ instructor: { about: 'x' } })).status).toBe(401);
    expect((await t.request.get('/api/instructor/mine').set(V)).status).toBe(401);
    const stranger = await signUp();
    const res = await send(stranger, 'patch', { id, about: 'Taken over' }, null);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You do not have a professional profile');
    expect((await stranger.get('/api/instructor/mine').set(V)).status).toBe(404);
    expect((await owner.get('/api/instructor/mine').set(V)).body.about).not.toBe('Taken over');
  });

  it('lets the owner change what is sent and keeps the rest', async () => {
    const res = await send(owner, 'patch', { ratePerHour: '$1,250', tags: ['jet', 'Turbo'], isCommercial: true }, null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, ratePerHour: 1250, tags: ['Jet', 'Turbo'], isCommercial: true, businessName: 'Bluegrass Flight Training', avatar: { url: picture } });
    const bad = await send(owner, 'patch', { ratePerHour: '', about: ' ' }, null);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Please enter a rate', 'Please fill in the about section']);
    expect((await owner.get('/api/instructor/mine').set(V)).body.ratePerHour).toBe(1250);
  });

  it('replaces the picture and removes the old file', async () => {
    const res = await send(owner, 'patch', {});
    expect(res.status).toBe(200);
    expect(res.body.avatar.url).not.toBe(picture);
    expect((await t.request.get(picture)).status).toBe(404);
    expect((await t.request.get(res.body.avatar.url)).status).toBe(200);
  });

  it('hides an undiscoverable profile from everyone but its owner', async () => {
    expect((await send(owner, 'patch', { isDiscoverable: false }, null)).body.isDiscoverable).toBe(false);
    const other = await signUp({ subscribed: false });
    expect(ids(await other.get('/api/instructor?q=Olive').set(V))).toEqual([]);
    expect(ids(await t.request.get('/api/instructor?q=Olive').set(V))).toEqual([]);
    expect(ids(await owner.get('/api/instructor?q=Olive').set(V))).toEqual([id]);
    expect((await owner.get('/api/instructor/mine').set(V)).body.isDiscoverable).toBe(false);
    expect((await other.post(`/api/instructor/favorite/${id}`).set(V)).status).toBe(404);
    await send(owner, 'patch', { isDiscoverable: true }, null);
    expect(ids(await other.get('/api/instructor?q=Olive').set(V))).toEqual([id]);
  });
});

describe('GET /api/instructor', () => {
  // A fixed set, told apart from the other tests' profiles by the keyword "zulu" in its about text.
  const set: Record<string, number> = {};
  beforeAll(async () => {
    const fixtures: [string, string, Record<string, unknown>][] = [
      ['Lou', 'Local', { airport: airport.LOU, ratePerHour: 50, tags: ['Private'], businessName: 'Derby City Aviation' }],
      ['Lex', 'Nearby', { airport: airport.LEX, ratePerHour: 90, tags: ['Jet', 'Turbo'] }],
      ['Lax', 'Far', { airport: airport.LAX, ratePerHour: 70, tags: ['Instrument'] }],
      ['Sea', 'Farther', { airport: airport.SEA, ratePerHour: 120, tags: ['Sea Plane', 'Private'], about: 'Floatplane ratings. zulu' }],
      ['Hid', 'Den', { airport: airport.LOU, ratePerHour: 40, tags: ['Private'], isDiscoverable: false }],
    ];
    for (const [first, last, extra] of fixtures) {
      const res = await create(await signUp({ first, last }), profile({ about: 'Patient teaching. zulu', ...extra }));
      expect(res.status).toBe(201);
      set[first] = res.body.id;
    }
  });
  const names = (res: { body: { instructors: View[] } }) => res.body.instructors.map((i) => i.first);
  const get = (query: string) => t.request.get(`/api/instructor?q=zulu&${query}`).set(V);

  it('answers discoverable profiles and their count, newest first by default', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Sea', 'Lax', 'Lex', 'Lou']);
    expect(res.body.count).toBe(4);
    expect(res.body.instructors[0]).toMatchObject({ isFavorite: false, canEdit: false, bio: '' });
  });

  it('sorts by distance from lat/lng, by rate and by list date', async () => {
    const lou = '&lat=38.2&lng=-85.7';
    expect(names(await get(`sort=dist&sortDir=asc${lou}`))).toEqual(['Lou', 'Lex', 'Lax', 'Sea']);
    expect(names(await get(`${lou}`))).toEqual(['Lou', 'Lex', 'Lax', 'Sea']); // dist is the default with a position
    expect(names(await get(`sort=dist&sortDir=desc${lou}`))).toEqual(['Sea', 'Lax', 'Lex', 'Lou']);
    expect(names(await get('sort=ratePerHour&sortDir=asc'))).toEqual(['Lou', 'Lax', 'Lex', 'Sea']);
    expect(names(await get('sort=ratePerHour&sortDir=desc'))).toEqual(['Sea', 'Lex', 'Lax', 'Lou']);
    expect(names(await get('sort=listDate&sortDir=asc'))).toEqual(['Lou', 'Lex', 'Lax', 'Sea']);
  });

  it('serves the embeddable home: nearest 4 with fresh=true', async () => {
    const res = await get('lat=38.2&lng=-85.7&sort=dist&sortDir=asc&limit=4&fresh=true&page=3');
    expect(names(res)).toEqual(['Lou', 'Lex', 'Lax', 'Sea']);
  });

  it('filters by keywords over business name, names and about, case-insensitively', async () => {
    expect(names(await t.request.get('/api/instructor?q=zulu%20derby%20city').set(V))).toEqual(['Lou']);
    expect(names(await t.request.get('/api/instructor?q=FLOATPLANE').set(V))).toEqual(['Sea']);
    expect(names(await t.request.get('/api/instructor?q=lex%20nearby').set(V))).toEqual(['Lex']);
    expect(names(await t.request.get('/api/instructor?q=100%25').set(V))).toEqual([]);
  });

  it('filters by any of the comma-joined tags', async () => {
    expect(names(await get('tags=Jet,Instrument&sort=ratePerHour'))).toEqual(['Lax', 'Lex']);
    expect(names(await get('tags=private&sort=ratePerHour'))).toEqual(['Lou', 'Sea']);
    expect(names(await get('tags=Turbo&tags=Sea%20Plane&sort=ratePerHour'))).toEqual(['Lex', 'Sea']);
  });

  it('keeps to a radius in km around lat/lng', async () => {
    expect(names(await get('lat=38.2&lng=-85.7&radius=150'))).toEqual(['Lou', 'Lex']);
    expect(names(await get('lat=38.2&lng=-85.7&radius=2000&sort=ratePerHour'))).toEqual(['Lou', 'Lex']);
  });

  it('pages without repeating or skipping a profile', async () => {
    for (const sort of ['sort=listDate', 'sort=ratePerHour', 'sort=dist&lat=38.2&lng=-85.7']) {
      const pages = await Promise.all([1, 2, 3].map((page) => get(`${sort}&limit=2&page=${page}`)));
      const seen = pages.flatMap(ids);
      expect(seen).toHaveLength(4);
      expect(new Set(seen)).toEqual(new Set([set.Lou, set.Lex, set.Lax, set.Sea]));
      expect(pages.map((p) => p.body.count)).toEqual([4, 4, 4]);
    }
  });

  it('pages by 10 by default and at most 50', async () => {
    const res = await t.request.get('/api/instructor').set(V);
    expect(res.body.count).toBeGreaterThanOrEqual(8);
    expect(res.body.instructors.length).toBe(Math.min(10, res.body.count));
    expect((await t.request.get('/api/instructor?limit=50').set(V)).body.instructors.length).toBe(Math.min(50, res.body.count));
  });

  it.each([
    ['limit=0', 'limit must be between 1 and 50'],
    ['limit=51', 'limit must be between 1 and 50'],
    ['page=0', 'page must be 1 or more'],
    ['sort=price', 'sort must be dist, ratePerHour or listDate'],
    ['sortDir=up', 'sortDir must be asc or desc'],
    ['sort=dist', 'Sorting by distance needs lat and lng'],
    ['lat=38', 'Send lat and lng together'],
    ['lat=95&lng=0', 'lat must be a latitude between -90 and 90'],
    ['radius=50', 'A radius needs lat and lng'],
    ['lat=38&lng=-85&radius=5000', 'radius must be between 1 and 2000 km'],
    ['tags=Gliders', 'Unknown specialty: Gliders'],
    ['fresh=maybe', 'fresh must be true or false'],
    [`q=${'x'.repeat(101)}`, 'q may be at most 100 characters long'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await t.request.get(`/api/instructor?${query}`).set(V);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
  });

  it('needs the version header', async () => {
    expect((await t.request.get('/api/instructor')).status).toBe(400);
  });
});

describe('favourites', () => {
  let pilot: Agent;
  let a: number;
  let b: number;
  beforeAll(async () => {
    pilot = await signUp({ subscribed: false });
    a = (await create(await signUp({ first: 'Fav', last: 'One' }), profile({ about: 'yankee one' }))).body.id;
    b = (await create(await signUp({ first: 'Fav', last: 'Two' }), profile({ about: 'yankee two' }))).body.id;
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request.post(`/api/instructor/favorite/${a}`).set(V)).status).toBe(401);
    expect((await t.request.delete(`/api/instructor/favorite/${a}`).set(V)).status).toBe(401);
    expect((await t.request.get('/api/instructor/favorite').set(V)).status).toBe(401);
  });

  it('adds, lists, marks and removes favourites per user', async () => {
    expect((await pilot.post(`/api/instructor/favorite/${a}`).set(V)).body).toEqual({ instructorId: a, isFavorite: true });
    expect((await pilot.post(`/api/instructor/favorite/${a}`).set(V)).status).toBe(200); // twice is fine
    expect((await pilot.post(`/api/instructor/favorite/${b}`).set(V)).status).toBe(200);
    const favs = await pilot.get('/api/instructor/favorite?limit=1&page=1').set(V);
    expect(favs.body.count).toBe(2);
    expect(favs.body.instructors).toHaveLength(1);
    const all = await pilot.get('/api/instructor/favorite').set(V);
    expect(all.body.instructors.map((i: View) => [i.id, i.isFavorite])).toEqual([[b, true], [a, true]]);
    const listed = (await pilot.get('/api/instructor?q=yankee').set(V)).body.instructors as View[];
    expect(listed.every((i) => i.isFavorite)).toBe(true);
    const otherUser = await signUp({ subscribed: false });
    expect(((await otherUser.get('/api/instructor?q=yankee').set(V)).body.instructors as View[]).some((i) => i.isFavorite)).toBe(false);
    expect((await pilot.delete(`/api/instructor/favorite/${a}`).set(V)).body).toEqual({ instructorId: a, isFavorite: false });
    expect(ids(await pilot.get('/api/instructor/favorite').set(V))).toEqual([b]);
  });

  it('answers 404 for an unknown profile and 400 for a bad id', async () => {
    expect((await pilot.post('/api/instructor/favorite/987654').set(V)).status).toBe(404);
    expect((await pilot.delete('/api/instructor/favorite/987654').set(V)).status).toBe(404);
    const bad = await pilot.post('/api/instructor/favorite/abc').set(V);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Professional id must be a positive whole number']);
  });
});

describe('DELETE /api/instructor (stop being a professional)', () => {
  it('answers 401 to a visitor and 404 without a profile', async () => {
    expect((await t.request.delete('/api/instructor').set(V)).status).toBe(401);
    expect((await (await signUp()).delete('/api/instructor').set(V)).status).toBe(404);
  });

  it('removes the profile, its picture and the favourites of it; the account stays', async () => {
    const pro = await signUp({ first: 'Quit', last: 'Ter' });
    const created = (await create(pro, profile({ about: 'xray' }))).body;
    const fan = await signUp({ subscribed: false });
    await fan.post(`/api/instructor/favorite/${created.id}`).set(V);
    expect((await pro.delete('/api/instructor').set(V)).status).toBe(204);
    expect((await pro.get('/api/user').set(V)).body).toMatchObject({ isInstructor: false, roles: ['user'] });
    expect((await pro.get('/api/instructor/mine').set(V)).status).toBe(404);
    expect((await t.request.get(created.avatar.url)).status).toBe(404);
    expect((await fan.get('/api/instructor/favorite').set(V)).body.count).toBe(0);
    expect((await t.request.get('/api/instructor?q=xray').set(V)).body.count).toBe(0);
    expect((await pro.delete('/api/instructor').set(V)).status).toBe(404);
    // Still subscribed: the profile can be created again.
    expect((await create(pro, profile({ about: 'xray again' }))).status).toBe(201);
  });

  it('keeps the account avatar when the profile showed it', async () => {
    const pro = await signUp({ avatar: true });
    const account = (await pro.get('/api/user').set(V)).body.avatar.url;
    expect((await create(pro, profile(), null)).status).toBe(201);
    expect((await pro.delete('/api/instructor').set(V)).status).toBe(204);
    expect((await t.request.get(account)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('removes the professional profile and its picture', async () => {
    const pro = await signUp();
    const created = (await create(pro, profile({ about: 'whiskey' }))).body;
    expect((await pro.delete('/api/user').set(V).send({ currentPassword: 'flying-high' })).status).toBe(204);
    expect((await t.request.get('/api/instructor?q=whiskey').set(V)).body.count).toBe(0);
    expect((await t.request.get(created.avatar.url)).status).toBe(404);
  });
});

describe('GET /api/instructor/:id', () => {
  it('answers a visible profile, 404 for an unknown one, 400 for a bad id, and does not swallow /favorite', async () => {
    const list = await t.request.get('/api/instructor?limit=1').set(V);
    expect(list.status).toBe(200);
    if (list.body.instructors[0]) {
      const one = await t.request.get(`/api/instructor/${list.body.instructors[0].id}`).set(V);
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(list.body.instructors[0].id);
    }
    expect((await t.request.get('/api/instructor/987654').set(V)).status).toBe(404);
    expect((await t.request.get('/api/instructor/abc').set(V)).status).toBe(400);
    expect((await t.request.get('/api/instructor/favorite').set(V)).status).toBe(401);
  });
});
