import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import { readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoRegistryIfEmpty } from '../../adapters/registry/demo-registry.js';
import { variantUrl } from '../../domain/media/image-sizes.js';
import { OWNERSHIP_MESSAGES } from '../../domain/share/listing-ownership.js';
import { MISSING_PLAN_MESSAGES } from '../../domain/subscription/plans.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

let t: TestApp;
let airportId: number;
let owner: ReturnType<TestApp['agent']>;
let stranger: ReturnType<TestApp['agent']>;
let admin: ReturnType<TestApp['agent']>;
let png: Buffer;
let seq = 0;

async function signUp(subscribed: boolean) {
  seq++;
  const agent = t.agent();
  expect((await agent.post('/api/user').set(V).send({ user: { email: `l${seq}@example.com`, username: `lister${seq}`, password: 'flying-high' } })).status).toBe(201);
  if (subscribed) {
    expect((await agent.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  }
  return agent;
}

beforeAll(async () => {
  t = await startTestApp();
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  png = await new Jimp({ width: 1600, height: 1200, color: 0x3366ccff }).getBuffer('image/png');
  owner = await signUp(true);
  stranger = await signUp(true);
  await RequestContext.create(t.orm.em, () =>
    t.composed.repositories.users.create({
      username: 'boss', email: 'boss@example.com', firstname: 'B', lastname: 'A', provider: 'local', providerId: null,
      passwordHash: null, avatar: null, airportId: null, isDiscoverable: false, bio: '', isAdmin: true,
    }),
  );
  await RequestContext.create(t.orm.em, async () => {
    const boss = await t.composed.repositories.users.findByLogin('boss');
    await t.composed.repositories.users.update(boss!.id, { passwordHash: await t.composed.hasher.hash('boss-password') });
  });
  admin = t.agent();
  expect((await admin.post('/api/auth/local').set(V).send({ user: 'boss', password: 'boss-password' })).status).toBe(200);
});
afterAll(() => t?.close());

let tail = 100;
const nextTail = () => `N${++tail}WS`;

const BASE = { description: 'A well kept plane, hangared.', make: 'Cessna', model: '172S', url: '' };
function valid(type: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const byType: Record<string, Record<string, unknown>> = {
    PRIVATE_OWNER_RENTAL: { tailNumber: nextTail(), title: 'Skyhawk for rent', ratePerHour: '$150' },
    PRIVATE_OWNER_SHARE_PURCHASE: { tailNumber: nextTail(), title: 'Quarter share', cost: 25000, sharePercentOffered: 25 },
    PARTNERSHIP_REQUEST_TO_PURCHASE: { cost: 120000, desiredNumberOfPilots: 3 },
    FBO_RENTAL: { tailNumber: nextTail(), title: 'School 172', businessName: 'Bowman Flight School', ratePerHour: 165 },
    FLIGHT_CLUB: {
      clubName: 'Derby City Flyers', clubRepName: 'Pat Lee', clubMemberSize: 40, clubNumAircrafts: 3,
      clubWebsiteUrl: 'https://derbycity.example', clubEmail: 'club@derbycity.example', clubPhone: '502-555-0100',
    },
  };
  return { type, ...BASE, ...byType[type], airport: airportId, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ...extra };
}

function post(agent: ReturnType<TestApp['agent']>, share: Record<string, unknown>, files: Buffer[] = [png]) {
  let req = agent.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true }));
  for (const [i, f] of files.entries()) req = req.attach('images', f, { filename: `p${i}.png`, contentType: 'image/png' });
  return req;
}

const mediaFiles = () => {
  const dir = path.join(t.config.dataDir, 'media', 'shares');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const getShare = (agent: ReturnType<TestApp['agent']> | TestApp['request'], id: number) => agent.get(`/api/share?id=${id}`).set(V);

describe('POST /api/share', () => {
  // Each type's rules are checked without a server (tests/unit/application/shares.test.ts). Here: the two types
  // without a tail number (stored as null: two of them do not collide on the unique index); rentals are listed
  // throughout this file.
  it.each(['PARTNERSHIP_REQUEST_TO_PURCHASE', 'FLIGHT_CLUB'])(
    'lists a %s with a photo, scaled to 1024 px',
    async (type) => {
      const res = await post(owner, valid(type));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ type, isActive: true, canEdit: true, airport: { locationId: 'LOU' } });
      expect(res.body.media).toHaveLength(1);
      const img = await t.request.get(res.body.media[0].url).buffer(true);
      const decoded = await Jimp.read(img.body as Buffer);
      expect([decoded.width, decoded.height]).toEqual([1024, 768]);
    },
  );

  it('parses the rate and keeps the aircraft details', async () => {
    const res = await post(owner, valid('PRIVATE_OWNER_RENTAL', { ratePerHour: '$1,250 / hr', year: '2005', categories: 'Land, IFR , land', tags: ['Single Engine'] }));
    expect(res.status).toBe(201);
    expect(res.body.ratePerHour).toBe(1250);
    expect(res.body.aircraft).toMatchObject({ make: 'Cessna', model: '172S', year: 2005, tags: ['Single Engine'] });
    expect(res.body.aircraft.categories).toEqual(['Land', 'IFR']);
  });

  it('needs an active listing subscription', async () => {
    const unsubscribed = await signUp(false);
    const before = mediaFiles();
    const res = await post(unsubscribed, valid('PRIVATE_OWNER_RENTAL'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MISSING_PLAN_MESSAGES.listing);
    expect(mediaFiles()).toBe(before);
  });

  it('answers 401 to a visitor', async () => {
    expect((await post(t.agent(), valid('PRIVATE_OWNER_RENTAL'))).status).toBe(401);
  });

  // One request for the rule; each type's messages are checked without a server (tests/unit/application/shares.test.ts).
  it('refuses an incomplete listing with the spec messages, storing nothing', async () => {
    const before = mediaFiles();
    const res = await post(owner, valid('PRIVATE_OWNER_RENTAL', { title: '', ratePerHour: '', tailNumber: '' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(expect.arrayContaining(["Please enter your aircraft's tail number", 'Please add a title', 'Please enter a rate']));
    expect(mediaFiles()).toBe(before);
  });

  it('keeps video links with their ids and turns photos as asked', async () => {
    const share = valid('PRIVATE_OWNER_RENTAL', {
      media: [{ type: 'image', file: 0, rotate: 90 }, { type: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3' }, { type: 'vimeo', url: 'https://vimeo.com/76979871' }],
    });
    const res = await post(owner, share);
    expect(res.status).toBe(201);
    expect(res.body.media.map((m: { type: string; videoId?: string }) => [m.type, m.videoId ?? null])).toEqual([['image', null], ['youtube', 'dQw4w9WgXcQ'], ['vimeo', '76979871']]);
    const decoded = await Jimp.read((await t.request.get(res.body.media[0].url).buffer(true)).body as Buffer);
    expect([decoded.width, decoded.height]).toEqual([768, 1024]);
  });

  it('refuses bad images with a 400 and stores nothing, not even the good ones', async () => {
    const before = mediaFiles();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const bomb = Buffer.from(png); // a PNG header claiming 30000 x 30000 pixels
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    for (const bad of [gif, bomb, png.subarray(0, 200)]) {
      const res = await post(owner, valid('PRIVATE_OWNER_RENTAL', { media: [{ type: 'image', file: 0 }, { type: 'image', file: 1 }] }), [png, bad]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(mediaFiles()).toBe(before);
  });

  it('says which field each message is about (fields), next to the list (errors)', async () => {
    const res = await post(owner, valid('FLIGHT_CLUB', { clubEmail: 'join@derbycity', description: '', airport: 99999999 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Please add a description', 'A club email address is required', 'Please select an airport']);
    expect(res.body.fields).toEqual({
      description: ['Please add a description'],
      clubEmail: ['A club email address is required'],
      airport: ['Please select an airport'],
    });
    const none = await post(owner, valid('PRIVATE_OWNER_RENTAL', { media: [] }), []);
    expect(none.body.fields).toEqual({ media: ['Please add media'] });
  });

  it('refuses a tail number another listing has, also when two arrive at once', async () => {
    const first = valid('PRIVATE_OWNER_RENTAL');
    expect((await post(owner, first)).status).toBe(201);
    const again = await post(stranger, { ...valid('PRIVATE_OWNER_RENTAL'), tailNumber: String(first.tailNumber).toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Tail number already in use.');
    expect(again.body.fields).toEqual({ tailNumber: ['Tail number already in use.'] });

    const before = mediaFiles();
    const racing = valid('PRIVATE_OWNER_RENTAL');
    const results = await Promise.all([post(owner, racing), post(owner, racing)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    // The winner's photo and its 160, 320, 640 and 800 px copies; the loser's were removed again.
    expect(mediaFiles()).toBe(before + 5);
  });

  it('stores nothing when the honeypot is filled', async () => {
    const res = await post(owner, valid('PRIVATE_OWNER_RENTAL', { honeypot: 'http://spam.example' }));
    expect(res.status).toBe(400);
  });
});

describe('owner, stranger, admin', () => {
  let id: number;
  let photo: string;
  beforeAll(async () => {
    const res = await post(owner, valid('PRIVATE_OWNER_RENTAL'));
    id = res.body.id;
    photo = res.body.media[0].url;
  });

  it('lets the owner and an admin edit, and refuses a stranger (403) and a visitor (401)', async () => {
    const patch = (agent: ReturnType<TestApp['agent']>, share: Record<string, unknown>) =>
      agent.patch(`/api/share/${id}`).set(V).field('share', JSON.stringify(share));
    expect((await patch(stranger, { title: 'Mine now' })).status).toBe(403);
    expect((await t.agent().patch(`/api/share/${id}`).set(V).send({ share: { title: 'x' } })).status).toBe(401);
    const edited = await patch(owner, { title: 'Skyhawk, freshly annualled' });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Skyhawk, freshly annualled');
    expect(edited.body.media).toHaveLength(1); // what was not sent is kept
    expect((await patch(admin, { title: 'Checked by staff' })).body.title).toBe('Checked by staff');
    const bad = await patch(owner, { title: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('Please add a title');
    expect((await getShare(owner, id)).body.shares[0].title).toBe('Checked by staff');
  });

  it('replaces the photos on edit and removes the dropped file', async () => {
    const res = await owner.patch(`/api/share/${id}`).set(V)
      .field('share', JSON.stringify({ media: [{ type: 'image', file: 0 }], defaultMedia: 0 }))
      .attach('images', png, { filename: 'new.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.media[0].url).not.toBe(photo);
    expect((await t.request.get(photo)).status).toBe(404);
    for (const width of [160, 320, 640, 800]) expect((await t.request.get(variantUrl(photo, width))).status).toBe(404);
    const foreign = await owner.patch(`/api/share/${id}`).set(V).field('share', JSON.stringify({ media: [{ type: 'image', url: '/media/avatars/x.png' }] }));
    expect(foreign.status).toBe(400);
  });

  it('disables and enables: hidden from others while disabled', async () => {
    expect((await stranger.post(`/api/share/${id}/disable`).set(V)).status).toBe(403);
    const off = await owner.post(`/api/share/${id}/disable`).set(V);
    expect(off.body.isActive).toBe(false);
    expect((await getShare(t.request, id)).body.count).toBe(0);
    expect((await getShare(stranger, id)).body.count).toBe(0);
    expect((await getShare(owner, id)).body.shares[0].isActive).toBe(false);
    expect((await getShare(admin, id)).body.count).toBe(1);
    expect((await owner.get('/api/share/mine').set(V)).body.shares.map((s: { id: number }) => s.id)).toContain(id);
    expect((await stranger.post(`/api/share/favorite/${id}`).set(V)).status).toBe(404);
    const on = await owner.post(`/api/share/${id}/enable`).set(V);
    expect(on.body.isActive).toBe(true);
    expect((await getShare(t.request, id)).body.count).toBe(1);
    expect((await owner.post('/api/share/987654/enable').set(V)).status).toBe(404);
  });

  it('keeps favourites per user', async () => {
    expect((await t.request.post(`/api/share/favorite/${id}`).set(V)).status).toBe(401);
    expect((await stranger.post(`/api/share/favorite/${id}`).set(V)).body).toEqual({ shareId: id, isFavorite: true });
    const favs = await stranger.get('/api/share/favorite').set(V);
    expect(favs.body.shares.map((s: { id: number; isFavorite: boolean }) => [s.id, s.isFavorite])).toEqual([[id, true]]);
    expect((await getShare(stranger, id)).body.shares[0].isFavorite).toBe(true);
    expect((await getShare(owner, id)).body.shares[0].isFavorite).toBe(false);
    await stranger.delete(`/api/share/favorite/${id}`).set(V);
    expect((await stranger.get('/api/share/favorite').set(V)).body.count).toBe(0);
  });

  it('refuses the owner\'s own listing as a favourite, with a message saying where it is (issue 12)', async () => {
    const res = await owner.post(`/api/share/favorite/${id}`).set(V);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'conflict', message: 'Your own listing cannot be one of your favorites: you find it under My Planes.' });
    expect((await owner.get('/api/share/favorite').set(V)).body.count).toBe(0);
    expect((await getShare(owner, id)).body.shares[0].isFavorite).toBe(false);
    expect((await admin.post(`/api/share/favorite/${id}`).set(V)).status).toBe(200); // staff may keep anyone's
    expect((await owner.delete(`/api/share/favorite/${id}`).set(V)).status).toBe(200); // removing stays possible
  });

  it('lets only the owner or an admin delete, and removes the photos', async () => {
    expect((await stranger.delete(`/api/share/${id}`).set(V)).status).toBe(403);
    const { url, variants } = (await getShare(owner, id)).body.shares[0].media[0];
    expect(variants).toHaveLength(4);
    for (const copy of variants) expect((await t.request.get(copy.url)).status).toBe(200);
    expect((await owner.delete(`/api/share/${id}`).set(V)).status).toBe(204);
    expect((await getShare(owner, id)).body.count).toBe(0);
    expect((await t.request.get(url)).status).toBe(404);
    for (const copy of variants) expect((await t.request.get(copy.url)).status).toBe(404);
    expect((await owner.delete(`/api/share/${id}`).set(V)).status).toBe(404);
  });
});

// Issue 13: a card about 300 px wide loads a copy near that width, not the 1,024 px photo.
describe('the narrower copies of a listing photo', () => {
  type Photo = { type: string; url: string; width?: number; height?: number; variants?: { url: string; width: number }[] };
  const photoOf = async (id: number): Promise<Photo> => (await getShare(t.request, id)).body.shares[0].media[0];

  it('stores 160, 320, 640 and 800 px copies beside the 1,024 px photo, and answers them with its size', async () => {
    const res = await post(owner, valid('PRIVATE_OWNER_RENTAL'));
    expect(res.status).toBe(201);
    const photo = res.body.media[0] as Photo;
    expect(photo).toEqual({
      type: 'image', url: photo.url, videoId: null, width: 1024, height: 768,
      variants: [160, 320, 640, 800].map((width) => ({ url: photo.url.replace(/\.png$/, `-${width}w.png`), width })),
    });
    for (const copy of photo.variants!) {
      const got = await t.request.get(copy.url).buffer(true);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      const decoded = await Jimp.read(got.body as Buffer);
      expect([decoded.width, decoded.height]).toEqual([copy.width, (copy.width * 3) / 4]);
    }
    expect(await photoOf(res.body.id)).toEqual(photo);
    const found = await t.request.get('/api/search').query({ lat: 38.2277, lng: -85.6638, radius: 50_000, limit: 100, searchTypes: 'share' }).set(V);
    const card = (found.body.results as { id: number; data: { media: Photo[] } }[]).find((r) => r.id === res.body.id);
    expect(card?.data.media[0]).toEqual(photo);
  });

  it('gives a photo stored before copies were made its copies, once (npm run media:variants, and at start)', async () => {
    const res = await post(owner, valid('PRIVATE_OWNER_RENTAL'));
    const photo = res.body.media[0] as Photo;
    // As the photos stored before issue 13 are: the file alone, no size recorded.
    for (const copy of photo.variants!) rmSync(path.join(t.config.dataDir, copy.url));
    await t.orm.em.fork().execute('delete from media_images where url = ?', [photo.url]);
    expect(await photoOf(res.body.id)).toEqual({ type: 'image', url: photo.url, videoId: null });
    for (const copy of photo.variants!) expect((await t.request.get(copy.url)).status).toBe(404);

    const backfill = () => RequestContext.create(t.orm.em, () => t.composed.makeImageVariants.execute());
    expect(await backfill()).toEqual({ made: 1, missing: 0, unreadable: 0, stopped: false });
    expect(await photoOf(res.body.id)).toEqual(photo);
    for (const copy of photo.variants!) {
      const decoded = await Jimp.read((await t.request.get(copy.url).buffer(true)).body as Buffer);
      expect(decoded.width).toBe(copy.width);
    }
    expect(await backfill()).toEqual({ made: 0, missing: 0, unreadable: 0, stopped: false });
  });
});

describe('GET /api/share', () => {
  it('pages, sorts by rate and by distance, and answers a fence', async () => {
    const res = await t.request.get('/api/share?limit=2&page=1&sortBy=ratePerHour&sortDir=desc').set(V);
    expect(res.status).toBe(200);
    expect(res.body.shares.length).toBeLessThanOrEqual(2);
    expect(res.body.count).toBeGreaterThan(2);
    const near = await t.request.get('/api/share?sortBy=dist&sortDir=asc&lat=38.2&lng=-85.7').set(V);
    expect(near.body.fence).toEqual({ lat: 38.2, lng: -85.7 });
    const byType = await t.request.get('/api/share?type=FLIGHT_CLUB').set(V);
    expect(byType.body.shares.every((s: { type: string }) => s.type === 'FLIGHT_CLUB')).toBe(true);
  });

  // One request per layer that refuses (the query DTO, the route's pair check); every message of the DTO and of
  // the use case is checked without a server (tests/unit/adapters/query-parsing.test.ts, application/shares.test.ts).
  it.each([
    ['limit=0', 'limit must be between 1 and 50'],
    ['lat=38', 'Send lat and lng together'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await t.request.get(`/api/share?${query}`).set(V);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
  });
});

describe('GET /api/tailnumber/search', () => {
  it('answers the three messages of the spec', async () => {
    const empty = await t.request.get('/api/tailnumber/search?tailNumber=').set(V);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter your tail number.');
    const used = valid('PRIVATE_OWNER_RENTAL');
    await post(owner, used);
    const inUse = await t.request.get(`/api/tailnumber/search?tailNumber=${used.tailNumber}`).set(V);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('Tail number already in use.');
    const unknown = await t.request.get('/api/tailnumber/search?tailNumber=N99999').set(V);
    expect(unknown.status).toBe(404);
    await RequestContext.create(t.orm.em, () => loadDemoRegistryIfEmpty(t.orm));
    const known = await t.request.get('/api/tailnumber/search?tailNumber=172sp').set(V);
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ tailNumber: 'N172SP', make: expect.stringMatching(/cessna/i), year: 2005 });
    // Issue 15: the aircraft classes the registry can tell, to prefill (multi-engine from the engine count).
    expect(known.body.classes).toEqual({ multiEngine: false });
    await t.orm.em.fork().execute(`insert into registry_aircraft (tail_number, make, model, aircraft_type, engines) values ('N58TW', 'BEECH', '58', '5', 2)`);
    expect((await t.request.get('/api/tailnumber/search?tailNumber=N58TW').set(V)).body.classes).toEqual({ multiEngine: true });
    expect(unknown.body.message).toBe('Your tail number was not found in our database which connects directly to the FAA\u2019s Registration system, please enter the details about your aircraft below.');
  });
});

describe('GET /api/tailnumber/lookup', () => {
  it('answers already listed and not in the registry as outcomes (200), an empty tail number as 400', async () => {
    const empty = await t.request.get('/api/tailnumber/lookup?tailNumber=%20').set(V);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter your tail number.');
    const used = valid('PRIVATE_OWNER_RENTAL');
    const created = (await post(owner, used)).body;
    const inUse = await t.request.get(`/api/tailnumber/lookup?tailNumber=${used.tailNumber}`).set(V);
    expect(inUse.status).toBe(200);
    expect(inUse.body).toEqual({ status: 'in_use', message: 'Tail number already in use.' });
    const own = await t.request.get(`/api/tailnumber/lookup?tailNumber=${used.tailNumber}&exceptShare=${created.id}`).set(V);
    expect(own.body.status).not.toBe('in_use');
    const unknown = await t.request.get('/api/tailnumber/lookup?tailNumber=N99998').set(V);
    expect(unknown.status).toBe(200);
    expect(unknown.body.status).toBe('not_found');
    expect(unknown.body.message).toMatch(/^Your tail number was not found/);
    await RequestContext.create(t.orm.em, () => loadDemoRegistryIfEmpty(t.orm));
    const known = await t.request.get('/api/tailnumber/lookup?tailNumber=172sp').set(V);
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ status: 'found', aircraft: { tailNumber: 'N172SP', year: 2005 } });
  });
});

describe('deleting the account', () => {
  it('removes its listings and photos and frees the tail number', async () => {
    const leaving = await signUp(true);
    const share = valid('PRIVATE_OWNER_RENTAL');
    const created = (await post(leaving, share)).body;
    expect((await leaving.delete('/api/user').set(V).send({ currentPassword: 'flying-high' })).status).toBe(204);
    expect((await getShare(admin, created.id)).body.count).toBe(0);
    expect((await t.request.get(created.media[0].url)).status).toBe(404);
    expect((await post(owner, { ...valid('PRIVATE_OWNER_RENTAL'), tailNumber: share.tailNumber })).status).toBe(201);
  });
});

describe('who may list an aircraft (issue 34, trust)', () => {
  const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
  const postAs = (agent: ReturnType<TestApp['agent']>, share: Record<string, unknown>) =>
    agent.post('/api/share').set(V).field('share', JSON.stringify(share)).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
  const claim = (agent: ReturnType<TestApp['agent']> | TestApp['request'], body: Record<string, unknown>) => agent.post('/api/tailnumber/claim').set(V).send(body);
  const staffMails = async () => (await sql<{ n: string }>(`select count(*) as n from outbox where kind = 'aircraft_claim'`))[0]!.n;

  it('refuses a new listing unless the lister confirms he owns the aircraft or may list it, and stores when he did', async () => {
    const before = await sql<{ n: string }>('select count(*) as n from shares');
    for (const confirmation of [{}, { ownershipConfirmed: false }, { ownershipConfirmed: 'yes' }]) {
      const res = await postAs(owner, { ...valid('PRIVATE_OWNER_RENTAL'), ...confirmation });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ ownershipConfirmed: [OWNERSHIP_MESSAGES.confirm] });
    }
    expect(await sql('select count(*) as n from shares')).toEqual(before);
    const res = await postAs(owner, { ...valid('PRIVATE_OWNER_RENTAL'), ownershipConfirmed: true });
    expect(res.status).toBe(201);
    const [row] = await sql<{ confirmed: Date | null }>('select ownership_confirmed_at as confirmed from shares where id = ?', [res.body.id]);
    expect(row!.confirmed).not.toBeNull();
    // An edit asks nothing of it again.
    expect((await owner.patch(`/api/share/${res.body.id}`).set(V).field('share', JSON.stringify({ title: 'Skyhawk, annualled' }))).status).toBe(200);
  });

  it('shows a host card (first name, photo, member since, rating as a host) rather than the registry\'s legal name', async () => {
    const named = t.agent();
    expect((await named.post('/api/user').set(V).send({ user: { email: 'host@example.com', username: 'hosting', password: 'flying-high', firstname: 'Tom', lastname: 'Registry-Smith' } })).status).toBe(201);
    expect((await named.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    const listed = await post(named, valid('PRIVATE_OWNER_RENTAL', { regOwner: 'SKYHAWK HOLDINGS LLC' }));
    expect(listed.status).toBe(201);
    const [joined] = await sql<{ at: Date }>("select created_at as at from users where username = 'hosting'");
    for (const viewer of [t.request, stranger]) {
      const [shown] = (await getShare(viewer, listed.body.id)).body.shares;
      expect(shown.host).toEqual({ id: shown.owner.id, firstName: 'Tom', avatarUrl: null, memberSince: new Date(joined!.at).toISOString(), rating: null });
      expect(JSON.stringify(shown.host)).not.toContain('Registry-Smith');
    }
    expect(listed.body.host).toMatchObject({ firstName: 'Tom' });
  });

  it('"This is my plane": a claim on a listed tail number reaches staff once, and the claimant is told what follows', async () => {
    const tailNumber = nextTail();
    const listed = await post(owner, valid('PRIVATE_OWNER_RENTAL', { tailNumber }));
    expect(listed.status).toBe(201);
    const mails = await staffMails();
    expect((await claim(t.request, { tailNumber })).status).toBe(401);
    expect((await claim(stranger, { tailNumber: 'N12#4' })).body.fields).toEqual({ tailNumber: ['A tail number is N followed by at most 5 letters and digits (for example N172SP)'] });
    expect((await claim(stranger, { tailNumber, message: 'x'.repeat(1001) })).body.fields).toEqual({ message: [OWNERSHIP_MESSAGES.claimMessageTooLong] });
    expect((await claim(stranger, { tailNumber: 'N1Q' })).body).toMatchObject({ message: OWNERSHIP_MESSAGES.claimNotListed });
    expect((await claim(stranger, { tailNumber: 'N1Q' })).status).toBe(404);
    const own = await claim(owner, { tailNumber });
    expect([own.status, own.body.message]).toEqual([409, OWNERSHIP_MESSAGES.claimOwnListing]);
    expect(await staffMails()).toBe(mails);

    const res = await claim(stranger, { tailNumber: tailNumber.toLowerCase(), message: 'I bought it in May; the registration is being updated.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ tailNumber, status: 'open', message: OWNERSHIP_MESSAGES.claimReceived });
    expect(Number(await staffMails())).toBe(Number(mails) + 1);
    const [mail] = await sql<{ to: string; subject: string; text: string }>(`select recipient as "to", subject, text from outbox where kind = 'aircraft_claim' order by id desc limit 1`);
    expect(mail).toMatchObject({ to: t.config.admin.email, subject: `Aircraft claim: ${tailNumber}` });
    expect(mail!.text).toContain(`/admin/aircraft-claims/${res.body.id}/show`);
    expect(mail!.text).toContain('I bought it in May');
    // Asking again finds the open claim: no second claim, no second mail.
    expect((await claim(stranger, { tailNumber })).body.id).toBe(res.body.id);
    expect(Number(await staffMails())).toBe(Number(mails) + 1);

    // Staff read it in the back office and decide; the audit trail says so.
    const filter = encodeURIComponent(JSON.stringify({ tailNumber, status: 'open' }));
    const list = await admin.get(`/api/admin/aircraft-claims?filter=${filter}`).set(V);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: res.body.id, tailNumber, status: 'open', share: expect.objectContaining({ id: listed.body.id }), claimant: expect.objectContaining({ username: `lister2` }) })]);
    expect((await stranger.get('/api/admin/aircraft-claims').set(V)).status).toBe(403);
    const got = (await admin.get(`/api/admin/aircraft-claims/${res.body.id}`).set(V)).body;
    expect((await admin.put(`/api/admin/aircraft-claims/${res.body.id}`).set(V).send({ ...got, status: 'lost' })).body.fields.status).toHaveLength(1);
    const decided = await admin.put(`/api/admin/aircraft-claims/${res.body.id}`).set(V).send({ ...got, status: 'upheld' });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'upheld', handledAt: expect.any(String) });
    const [entry] = (await admin.get(`/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'aircraft-claims' }))}`).set(V)).body;
    expect(entry).toMatchObject({ recordId: String(res.body.id), label: 'Upheld' });
  });
});
