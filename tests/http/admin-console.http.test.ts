import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../domain/blog/blog-post.js';
import { CONTACT_MESSAGES } from '../../domain/contact/contact-message.js';
import { V } from '../support/test-app.js';
import { startBackOffice, type Agent, type BackOfficeWorld } from './admin-fixtures.js';

// The back office's ra-data-simple-rest contract resource by resource (Content-Range, sort, range, filter,
// getMany, 400s with messages) and the audit trail of every change.
let w: BackOfficeWorld;
let admin: Agent;
let bossId: number;

beforeAll(async () => {
  w = await startBackOffice();
  admin = w.admin;
  bossId = (await admin.get('/api/user').set(V)).body.id;
});
afterAll(() => w?.t.close());

const list = (resource: string, query: Record<string, unknown> = {}) =>
  admin.get(`/api/admin/${resource}`).query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))).set(V);
const pluck = <T>(res: { body: Record<string, unknown>[] }, key: string) => res.body.map((r) => r[key] as T);
const lastAudit = async (resource: string) => (await list('audit-log', { filter: { resource }, sort: ['id', 'DESC'], range: [0, 0] })).body[0];

describe('the list contract, on every resource', () => {
  it.each(['users', 'instructors', 'shares', 'airports', 'subscriptions', 'outbox', 'contact-messages', 'blog-posts', 'audit-log', 'promotion-codes'])(
    '%s answers an array with an exposed Content-Range and refuses bad parameters with a message',
    async (resource) => {
      const res = await list(resource, { range: [0, 4] });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.headers['content-range']).toMatch(new RegExp(`^${resource} 0-\\d+/\\d+$`));
      expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
      for (const [query, message] of [
        [{ filter: '{oops' }, 'The filter parameter must be JSON'],
        [{ filter: '[1]' }, 'The filter parameter must be a JSON object'],
        [{ range: '[3,1]' }, 'The range parameter must be [start, end] with whole numbers, start <= end'],
        [{ range: '[0,99999999999]' }, 'The range parameter must be [start, end] with whole numbers, start <= end'],
        [{ sort: '["password","ASC"]' }, `Cannot sort ${resource} by password`],
        [{ sort: '["id","UP"]' }, resource === 'subscriptions' ? 'Cannot sort subscriptions by id' : 'The sort order must be ASC or DESC'],
      ] as const) {
        const bad = await admin.get(`/api/admin/${resource}`).query(query).set(V);
        expect(bad.status).toBe(400);
        expect(bad.body.message).toContain(message);
      }
    },
  );
});

describe('/api/admin/airports', () => {
  it('filters by text and state, sorts, pages with Content-Range and answers getMany', async () => {
    const ky = await list('airports', { filter: { state: 'ky', q: 'louisville' }, sort: ['locationId', 'ASC'], range: [0, 1] });
    expect(ky.status).toBe(200);
    expect(pluck(ky, 'locationId')).toEqual(['LOU', 'SDF']);
    const total = Number(ky.headers['content-range'].split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(ky.headers['content-range']).toBe(`airports 0-1/${total}`);
    const next = await list('airports', { filter: { state: 'KY', q: 'louisville' }, sort: ['locationId', 'ASC'], range: [1, 1] });
    expect(pluck(next, 'locationId')).toEqual(['SDF']);
    expect(next.headers['content-range']).toBe(`airports 1-1/${total}`);

    const desc = await list('airports', { filter: { state: 'KY', q: 'louisville' }, sort: ['locationId', 'DESC'] });
    expect(pluck<string>(desc, 'locationId')).toEqual([...pluck<string>(desc, 'locationId')].sort().reverse());

    const lou = ky.body[0];
    expect(lou).toMatchObject({ locationId: 'LOU', city: 'Louisville', state: 'KY', shareCount: 0, lat: expect.any(Number), lng: expect.any(Number) });
    const many = await list('airports', { filter: { id: [lou.id, ky.body[1].id] } });
    expect(pluck(many, 'id').sort()).toEqual([lou.id, ky.body[1].id].sort());
    expect(many.headers['content-range']).toBe('airports 0-1/2');

    expect((await list('airports', { filter: { state: 'Kentucky' } })).body.message).toBe('The state filter must be a two-letter code such as KY');
    expect((await list('airports', { filter: { q: 42 } })).body.message).toBe('The q filter must be text');
    expect((await list('airports', { filter: { q: 'x'.repeat(201) } })).body.message).toBe('The q filter may be at most 200 characters');
  });

  it('corrects name, city and state with messages, and audits before and after', async () => {
    const id = await w.airportId('LOU');
    const bad = await admin.put(`/api/admin/airports/${id}`).set(V).send({ facility: '', city: 7, state: 'Kentucky' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Please enter the airport name', 'The city must be text of at most 100 characters', 'The state must be a two-letter code such as KY']);

    const res = await admin.put(`/api/admin/airports/${id}`).set(V).send({ id, locationId: 'XXX', facility: 'Bowman Field Airport', city: 'Louisville', state: 'ky', shareCount: 99 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, locationId: 'LOU', facility: 'Bowman Field Airport', state: 'KY' });
    // The map's copy (maria, a discoverable demo pilot, is based there) follows.
    expect(await w.sql('select facility from search_airports where airport_id = ?', [id])).toEqual([{ facility: 'Bowman Field Airport' }]);
    const audit = await lastAudit('airports');
    expect(audit).toMatchObject({ action: 'update', actorId: bossId, actorUsername: 'boss', recordId: String(id), after: { facility: 'Bowman Field Airport' } });
    expect(audit.before.facility).not.toBe('Bowman Field Airport');
    expect(new Date(audit.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await admin.delete(`/api/admin/airports/${id}`).set(V)).status).toBe(403);
    expect((await admin.put('/api/admin/airports/99999999').set(V).send({ facility: 'X' })).status).toBe(404);
  });
});

describe('/api/admin/shares', () => {
  let owner: { agent: Agent; id: number; username: string };
  let shares: { id: number; media: { url: string }[] }[];

  beforeAll(async () => {
    owner = await w.signUp({ plan: 'listing', username: 'shareowner' });
    shares = [
      await w.createShare(owner.agent, { title: 'Bravo Skyhawk', tailNumber: 'N111AB', ratePerHour: 120 }),
      await w.createShare(owner.agent, { title: 'Alpha Archer', tailNumber: 'N222CD', ratePerHour: 180, make: 'Piper', model: 'PA-28' }),
      await w.createShare(owner.agent, { title: 'Charlie Cub', tailNumber: 'N333EF', ratePerHour: 95 }),
    ];
  });

  it('lists every listing with its owner, airport and media; sorts by title and rate; pages', async () => {
    const byTitle = await list('shares', { sort: ['title', 'ASC'], range: [0, 1], filter: { ownerId: owner.id } });
    expect(pluck(byTitle, 'title')).toEqual(['Alpha Archer', 'Bravo Skyhawk']);
    expect(byTitle.headers['content-range']).toBe('shares 0-1/3');
    expect(byTitle.body[0]).toMatchObject({
      tailNumber: 'N222CD', type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 180, isActive: true, ownerId: owner.id, ownerUsername: 'shareowner',
      airport: { locationId: 'LOU', state: 'KY' }, media: [{ type: 'image', url: expect.stringMatching(/^\/media\/shares\//) }],
    });
    expect(new Date(byTitle.body[0].listDate).toISOString()).toBe(byTitle.body[0].listDate);
    const byRate = await list('shares', { sort: ['ratePerHour', 'DESC'], filter: { ownerId: owner.id } });
    expect(pluck(byRate, 'ratePerHour')).toEqual([180, 120, 95]);
    const lastPage = await list('shares', { sort: ['ratePerHour', 'DESC'], filter: { ownerId: owner.id }, range: [2, 9] });
    expect(pluck(lastPage, 'ratePerHour')).toEqual([95]);
    expect(lastPage.headers['content-range']).toBe('shares 2-2/3');
  });

  it('filters by tail number, owner username, type and isActive; getMany by ids', async () => {
    expect(pluck(await list('shares', { filter: { q: 'n333' } }), 'title')).toEqual(['Charlie Cub']);
    expect((await list('shares', { filter: { q: 'shareown' } })).headers['content-range']).toBe('shares 0-2/3');
    expect((await list('shares', { filter: { type: 'FLIGHT_CLUB', ownerId: owner.id } })).body).toEqual([]);
    const many = await list('shares', { filter: { id: [shares[0]!.id, shares[2]!.id] }, sort: ['id', 'ASC'] });
    expect(pluck(many, 'id')).toEqual([shares[0]!.id, shares[2]!.id]);
    expect((await list('shares', { filter: { isActive: 'maybe' } })).body.message).toBe('The isActive filter must be true or false');
    expect((await list('shares', { filter: { type: 'GLIDER' } })).status).toBe(400);
    expect((await list('shares', { filter: { ownerId: 'me' } })).body.message).toBe('The ownerId filter must be a positive whole number');
  });

  it('disables and enables (PUT reads only isActive), audited with before and after', async () => {
    const id = shares[0]!.id;
    const wrong = await admin.put(`/api/admin/shares/${id}`).set(V).send({ isActive: 'no' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('isActive must be true or false');

    const off = await admin.put(`/api/admin/shares/${id}`).set(V).send({ id, isActive: false, title: 'Hacked', ownerId: 1 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, isActive: false, title: 'Bravo Skyhawk', ownerId: owner.id });
    expect(pluck(await list('shares', { filter: { isActive: false, ownerId: owner.id } }), 'id')).toEqual([id]);
    expect((await w.t.request.get(`/api/share?id=${id}`).set(V)).body.shares).toEqual([]); // gone from the public site

    const audit = await lastAudit('shares');
    expect(audit).toMatchObject({ action: 'update', resource: 'shares', recordId: String(id), actorUsername: 'boss', before: { isActive: true }, after: { isActive: false } });

    const on = await admin.put(`/api/admin/shares/${id}`).set(V).send({ isActive: true });
    expect(on.body.isActive).toBe(true);
  });

  it('deletes a listing with its photos and answers the deleted record', async () => {
    const share = shares[2]!;
    const file = path.basename(share.media[0]!.url);
    expect(w.mediaFiles('shares')).toContain(file);
    const res = await admin.delete(`/api/admin/shares/${share.id}`).set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: share.id, title: 'Charlie Cub' });
    expect(await w.sql('select id from shares where id = ?', [share.id])).toEqual([]);
    expect(w.mediaFiles('shares')).not.toContain(file);
    expect(await lastAudit('shares')).toMatchObject({ action: 'delete', recordId: String(share.id), before: { title: 'Charlie Cub' }, after: null });
    expect((await admin.get(`/api/admin/shares/${share.id}`).set(V)).status).toBe(404);
  });

  it('keeps the change and the photos when the audit entry cannot be written (one transaction)', async () => {
    const share = shares[1]!;
    const file = path.basename(share.media[0]!.url);
    await w.sql('alter table admin_audit_log rename to admin_audit_log_away');
    try {
      const put = await admin.put(`/api/admin/shares/${share.id}`).set(V).send({ isActive: false });
      expect(put.status).toBe(500);
      const del = await admin.delete(`/api/admin/shares/${share.id}`).set(V);
      expect(del.status).toBe(500);
    } finally {
      await w.sql('alter table admin_audit_log_away rename to admin_audit_log');
    }
    expect(await w.sql('select is_active from shares where id = ?', [share.id])).toEqual([{ is_active: true }]);
    expect(w.mediaFiles('shares')).toContain(file);
  });
});

describe('/api/admin/instructors', () => {
  let pros: { id: number; userId: number }[];

  beforeAll(async () => {
    pros = [];
    for (const [firstname, rate] of [['Zoe', 90], ['Adam', 60]] as const) {
      const pro = await w.signUp({ plan: 'professional', firstname, lastname: 'Teach' });
      const profile = await w.createProfile(pro.agent, { ratePerHour: rate });
      pros.push({ id: profile.id, userId: pro.id });
    }
  });

  it('lists profiles with their account; sorts by name and rate; filters by text and active', async () => {
    const byName = await list('instructors', { sort: ['name', 'ASC'] });
    expect(pluck(byName, 'name')).toEqual(['Adam Teach', 'Zoe Teach']);
    expect(byName.headers['content-range']).toBe('instructors 0-1/2');
    expect(byName.body[0]).toMatchObject({ userId: pros[1]!.userId, ratePerHour: 60, businessName: 'Bluegrass Flight Training', isDiscoverable: true, airport: { locationId: 'LOU' } });
    expect(pluck(await list('instructors', { sort: ['ratePerHour', 'DESC'] }), 'ratePerHour')).toEqual([90, 60]);
    expect(pluck(await list('instructors', { filter: { q: 'zoe teach' } }), 'id')).toEqual([pros[0]!.id]);
    expect((await list('instructors', { filter: { active: false } })).body).toEqual([]);
  });

  it('hides a profile from the map (PUT reads only isDiscoverable) and removes one, keeping the account', async () => {
    const [zoe, adam] = pros as [{ id: number; userId: number }, { id: number; userId: number }];
    expect((await admin.put(`/api/admin/instructors/${zoe.id}`).set(V).send({ isDiscoverable: 'hidden' })).body.message).toBe('isDiscoverable must be true or false');
    const hidden = await admin.put(`/api/admin/instructors/${zoe.id}`).set(V).send({ isDiscoverable: false, ratePerHour: 1 });
    expect(hidden.body).toMatchObject({ isDiscoverable: false, ratePerHour: 90 });
    expect(pluck(await list('instructors', { filter: { active: false } }), 'id')).toEqual([zoe.id]);
    expect(await lastAudit('instructors')).toMatchObject({ action: 'update', before: { isDiscoverable: true }, after: { isDiscoverable: false } });

    const removed = await admin.delete(`/api/admin/instructors/${adam.id}`).set(V);
    expect(removed.body).toMatchObject({ id: adam.id, name: 'Adam Teach' });
    expect(await w.sql('select id from instructors where id = ?', [adam.id])).toEqual([]);
    expect(await w.sql('select is_instructor from users where id = ?', [adam.userId])).toEqual([{ is_instructor: false }]);
  });
});

describe('/api/admin/users', () => {
  it('edits only isAdmin and isDiscoverable, with messages for wrong types and for dropping one\'s own admin role', async () => {
    const member = await w.signUp({ username: 'promoteme' });
    const wrong = await admin.put(`/api/admin/users/${member.id}`).set(V).send({ isAdmin: 'yes', isDiscoverable: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(['isAdmin must be true or false', 'isDiscoverable must be true or false']);

    const res = await admin.put(`/api/admin/users/${member.id}`).set(V).send({ isAdmin: true, isDiscoverable: false, email: 'stolen@example.com', username: 'renamed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.id, username: 'promoteme', email: 'promoteme@example.com', isAdmin: true, isDiscoverable: false, roles: ['user', 'admin'] });
    expect(pluck(await list('users', { filter: { role: 'admin' }, sort: ['username', 'ASC'] }), 'username')).toEqual(['boss', 'promoteme']);

    const audit = await lastAudit('users');
    expect(audit).toMatchObject({
      action: 'update', recordId: String(member.id), actorId: bossId,
      before: { id: member.id, username: 'promoteme', isAdmin: false, isDiscoverable: true, roles: ['user'] },
      after: { isAdmin: true, isDiscoverable: false, roles: ['user', 'admin'] },
    });
    expect(audit.before).not.toHaveProperty('email');

    const self = await admin.put(`/api/admin/users/${bossId}`).set(V).send({ isAdmin: false });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot take away your own admin role; ask another admin to do it.');
    expect((await list('users', { filter: { role: 'superuser' } })).body.message).toBe('The role filter must be one of user, instructor, admin');
  });

  it('searches by name, email and username', async () => {
    expect(pluck(await list('users', { filter: { q: 'ALVAREZ' } }), 'username')).toEqual(['maria']);
    expect(pluck(await list('users', { filter: { q: 'jake@demo' } }), 'username')).toEqual(['jake']);
    expect(pluck(await list('users', { filter: { q: 'pri' } }), 'username')).toEqual(['priya']);
  });
});

describe('deleting a user (console and DELETE /api/user/{id})', () => {
  async function richUser(username: string) {
    const u = await w.signUp({ plan: 'listing', username });
    expect((await u.agent.post('/api/user/subscription').set(V).send({ priceId: 'price_professional_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    const share = await w.createShare(u.agent, { title: `${username} plane` });
    const profile = await w.createProfile(u.agent);
    const other = await w.signUp({ plan: 'listing' });
    const othersShare = await w.createShare(other.agent);
    expect((await u.agent.post(`/api/share/favorite/${othersShare.id}`).set(V)).status).toBeLessThan(300);
    expect((await other.agent.post(`/api/share/favorite/${share.id}`).set(V)).status).toBeLessThan(300);
    expect((await u.agent.post(`/api/user/favorites/airport/${await w.airportId('SDF')}`).set(V)).status).toBe(200);
    await w.sql('insert into blog_posts (title, slug, author_id) values (?, ?, ?)', [`${username} post`, `${username}-post`, u.id]);
    return { ...u, share, profile };
  }

  const rowsOf = async (id: number, shareId: number, profileId: number) => ({
    users: await w.sql('select id from users where id = ?', [id]),
    shares: await w.sql('select id from shares where owner_id = ? or id = ?', [id, shareId]),
    shareFavorites: await w.sql('select 1 from share_favorites where user_id = ? or share_id = ?', [id, shareId]),
    followedAirports: await w.sql('select 1 from user_favorite_airports where user_id = ?', [id]),
    profile: await w.sql('select id from instructors where id = ? or user_id = ?', [profileId, id]),
    sessions: await w.sql('select 1 from sessions where user_id = ?', [id]),
    subscriptions: await w.sql('select status from subscriptions where user_id = ?', [id]),
    searchEntries: await w.sql('select kind from search_entries where (kind = 0 and entity_id = ?) or (kind = 1 and entity_id = ?) or (kind = 2 and entity_id = ?)', [shareId, profileId, id]),
  });

  it('removes the account, its listings and photos, favourites, followed airports, profile, sessions; ends subscriptions first', async () => {
    const u = await richUser('goner');
    const photo = path.basename(u.share.media[0]!.url);
    const before = await rowsOf(u.id, u.share.id, u.profile.id);
    expect(before.shares).toHaveLength(1);
    expect(before.shareFavorites).toHaveLength(2);
    expect(before.subscriptions).toHaveLength(2);
    expect(before.sessions.length).toBeGreaterThan(0);

    const res = await admin.delete(`/api/admin/users/${u.id}`).set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: u.id, username: 'goner' });
    expect(await rowsOf(u.id, u.share.id, u.profile.id)).toEqual({
      users: [], shares: [], shareFavorites: [], followedAirports: [], profile: [], sessions: [], subscriptions: [], searchEntries: [],
    });
    expect(w.mediaFiles('shares')).not.toContain(photo);
    expect(await w.sql('select author_id from blog_posts where slug = ?', ['goner-post'])).toEqual([{ author_id: null }]);
    const sandbox = await w.sql<{ status: string }>(
      'select s.status from sandbox_subscriptions s join sandbox_customers c on c.id = s.customer_id where c.email = ?', ['goner@example.com']);
    expect(sandbox.map((s) => s.status)).toEqual(['canceled', 'canceled']);
    expect((await u.agent.get('/api/user').set(V)).status).toBe(401);
    expect(await lastAudit('users')).toMatchObject({ action: 'delete', recordId: String(u.id), before: { username: 'goner', isInstructor: true }, after: null });
  });

  it('DELETE /api/user/{id} does the same and answers 204; 400, 404 and one\'s own account with messages', async () => {
    const u = await richUser('alsogone');
    const res = await admin.delete(`/api/user/${u.id}`).set(V);
    expect(res.status).toBe(204);
    expect(await rowsOf(u.id, u.share.id, u.profile.id)).toMatchObject({ users: [], shares: [], profile: [], sessions: [] });
    expect(await lastAudit('users')).toMatchObject({ action: 'delete', recordId: String(u.id), before: { username: 'alsogone' } });

    const again = await admin.delete(`/api/user/${u.id}`).set(V);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('No user with that id');
    const bad = await admin.delete('/api/user/abc').set(V);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('User id must be a positive whole number');
    for (const path of [`/api/user/${bossId}`, `/api/admin/users/${bossId}`]) {
      const self = await admin.delete(path).set(V);
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('You cannot delete your own account here; use Delete Account on your profile.');
    }
    expect((await admin.get('/api/user').set(V)).status).toBe(200);
  });
});

describe('/api/admin/blog-posts', () => {
  const post = (body: Record<string, unknown>) => admin.post('/api/admin/blog-posts').set(V).send(body);

  it('creates a post with a slug from the title, sanitised HTML and the author', async () => {
    const res = await post({
      title: 'Flying the Cirrus SR22: a first look!',
      content: '<h2 style="text-align: center; color: red">Hello</h2><p onclick="steal()">Text <a href="javascript:alert(1)">bad</a> '
        + '<a href="https://example.com" target="_blank">good</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">'
        + '<img src="data:image/png;base64,AAAA"><table><tr><td>1</td></tr></table><iframe src="https://evil.example"></iframe>',
      excerpt: 'First look', seoTitle: 'SR22', seoDescription: 'A review', status: 'draft',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Flying the Cirrus SR22: a first look!', slug: 'flying-the-cirrus-sr22-a-first-look', status: 'draft', publishedAt: null,
      authorId: bossId, authorUsername: 'boss', featuredImageUrl: null, excerpt: 'First look', seoTitle: 'SR22', seoDescription: 'A review',
    });
    expect(res.body.content).toBe(
      '<h2 style="text-align:center">Hello</h2><p>Text <a>bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a></p>'
      + '<img src="x" /><img /><table><tr><td>1</td></tr></table>',
    );
    expect(await lastAudit('blog-posts')).toMatchObject({ action: 'create', recordId: String(res.body.id), before: null, after: { slug: 'flying-the-cirrus-sr22-a-first-look' } });

    const twin = await post({ title: 'Flying the Cirrus SR22: a first look!' });
    expect(twin.body.slug).toBe('flying-the-cirrus-sr22-a-first-look-2');
    const taken = await post({ title: 'Another', slug: 'flying-the-cirrus-sr22-a-first-look' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(BLOG_MESSAGES.slugTaken);
  });

  it('publishes now when no date is given, keeps what an edit does not send, refuses bad input', async () => {
    const created = await post({ title: 'Spring fly-in', status: 'published', featuredImageUrl: '/media/blog/cover.jpg', content: '<p>Join us</p>' });
    expect(created.status).toBe(201);
    expect(Date.now() - new Date(created.body.publishedAt).getTime()).toBeLessThan(60_000);

    const edited = await admin.put(`/api/admin/blog-posts/${created.body.id}`).set(V).send({ title: 'Spring fly-in 2027', publishedAt: '2027-04-01T15:00:00Z' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Spring fly-in 2027', slug: 'spring-fly-in', content: '<p>Join us</p>', status: 'published', publishedAt: '2027-04-01T15:00:00.000Z', featuredImageUrl: '/media/blog/cover.jpg' });
    expect(await lastAudit('blog-posts')).toMatchObject({ action: 'update', before: { title: 'Spring fly-in' }, after: { title: 'Spring fly-in 2027' } });

    const bad = await post({ title: 'x'.repeat(201), slug: 'Not A Slug', status: 'live', publishedAt: 'soon', featuredImageUrl: 'javascript:alert(1)', content: 5, excerpt: 'x'.repeat(1001) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      BLOG_MESSAGES.titleTooLong, BLOG_MESSAGES.slugInvalid, 'The content must be text', BLOG_MESSAGES.excerptTooLong,
      BLOG_MESSAGES.featuredImageInvalid, BLOG_MESSAGES.statusInvalid, BLOG_MESSAGES.publishedAtInvalid,
    ]);
    expect((await post({ title: '' })).body.message).toBe('Please enter a title');
    expect((await post({ title: '!!!' })).body.message).toBe(BLOG_MESSAGES.slugUnmakeable);
    expect((await post({ title: 'Huge', content: 'x'.repeat(150_001) })).body.message).toBe(BLOG_MESSAGES.contentTooLong);
    expect((await admin.post('/api/admin/blog-posts').set(V).send({ title: 'Too big', content: 'x'.repeat(300_000) })).status).toBe(413); // over the 200 KB JSON limit
  });

  it('filters by status and text, sorts by title, answers getMany, deletes', async () => {
    const published = await list('blog-posts', { filter: { status: 'published' } });
    expect(pluck(published, 'title')).toEqual(['Spring fly-in 2027']);
    const byTitle = await list('blog-posts', { filter: { q: 'cirrus' }, sort: ['title', 'ASC'] });
    expect(byTitle.headers['content-range']).toBe('blog-posts 0-1/2');
    expect(pluck(byTitle, 'slug')).toEqual(['flying-the-cirrus-sr22-a-first-look', 'flying-the-cirrus-sr22-a-first-look-2']);
    const ids = pluck<number>(byTitle, 'id');
    expect(pluck(await list('blog-posts', { filter: { id: ids } }), 'id').sort()).toEqual([...ids].sort());
    expect((await list('blog-posts', { filter: { status: 'archived' } })).body.message).toBe('The status filter must be one of draft, published');

    const gone = await admin.delete(`/api/admin/blog-posts/${ids[1]}`).set(V);
    expect(gone.body.slug).toBe('flying-the-cirrus-sr22-a-first-look-2');
    expect((await admin.get(`/api/admin/blog-posts/${ids[1]}`).set(V)).status).toBe(404);
  });

  it('stores a featured image through the media pipeline (POST /api/admin/blog-media)', async () => {
    const res = await admin.post('/api/admin/blog-media').set(V).attach('file', w.png, { filename: 'cover.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/media\/blog\/[0-9a-f-]+\.png$/);
    expect(existsSync(path.join(w.t.config.dataDir, res.body.url))).toBe(true);
    expect(await lastAudit('blog-media')).toMatchObject({ action: 'create', recordId: res.body.url, after: { url: res.body.url } });

    const notImage = await admin.post('/api/admin/blog-media').set(V).attach('file', Buffer.from('hello'), { filename: 'x.png', contentType: 'image/png' });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error).toBe('unsupported_media');
    const wrongField = await admin.post('/api/admin/blog-media').set(V).attach('image', w.png, { filename: 'cover.png', contentType: 'image/png' });
    expect(wrongField.body.message).toBe('Send one JPEG or PNG image in the form field "file"');
    expect((await admin.post('/api/admin/blog-media').set(V).send({})).body.message).toBe('Send one JPEG or PNG image in the form field "file"');
  });
});

describe('contact messages', () => {
  const send = (body: Record<string, unknown>) => w.t.request.post('/api/contact').set(V).send(body);

  it('stores a message from the public form and mails staff; the honeypot stores nothing', async () => {
    const res = await send({ name: 'Rita Renter', email: 'Rita@Example.com', phone: '502-555-0101', reason: 'Do you list gliders?' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_MESSAGES.thanks });
    expect((await send({ name: 'Bot', email: 'bot@example.com', reason: 'spam', website: 'http://spam.example' })).status).toBe(204);

    const bad = await send({ name: '', email: 'nope', reason: 'x'.repeat(5001), phone: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Please enter your name', 'Please enter a valid email address', CONTACT_MESSAGES.phoneInvalid, CONTACT_MESSAGES.reasonTooLong]);

    const inbox = await list('contact-messages');
    expect(inbox.headers['content-range']).toBe('contact-messages 0-0/1');
    expect(inbox.body[0]).toMatchObject({ name: 'Rita Renter', email: 'rita@example.com', phone: '502-555-0101', reason: 'Do you list gliders?' });
    const mail = (await list('outbox', { filter: { q: 'Contact form' } })).body[0];
    expect(mail).toMatchObject({ to: 'staff@wingshare.test', kind: 'contact_message', subject: 'Contact form: Rita Renter' });
    expect(mail.text).toContain('Do you list gliders?');
  });

  it('filters, sorts, reads one and deletes', async () => {
    await send({ name: 'Sam Seller', email: 'sam@example.com', reason: 'Selling my share' });
    const newest = await list('contact-messages', { sort: ['createdAt', 'DESC'] });
    expect(pluck(newest, 'name')).toEqual(['Sam Seller', 'Rita Renter']);
    expect(pluck(await list('contact-messages', { sort: ['id', 'ASC'] }), 'name')).toEqual(['Rita Renter', 'Sam Seller']);
    expect(pluck(await list('contact-messages', { filter: { q: 'gliders' } }), 'name')).toEqual(['Rita Renter']);
    const id = newest.body[0].id;
    expect((await admin.get(`/api/admin/contact-messages/${id}`).set(V)).body.name).toBe('Sam Seller');
    expect((await admin.put(`/api/admin/contact-messages/${id}`).set(V).send({ name: 'x' })).status).toBe(403);
    expect((await admin.delete(`/api/admin/contact-messages/${id}`).set(V)).body.name).toBe('Sam Seller');
    expect(await lastAudit('contact-messages')).toMatchObject({ action: 'delete', recordId: String(id), before: { name: 'Sam Seller' } });
    expect((await list('contact-messages')).headers['content-range']).toBe('contact-messages 0-0/1');
  });

  it('takes at most 10 messages an hour from one address (refused input does not count)', async () => {
    // Taken so far from this address: Rita, the honeypot and Sam.
    for (let i = 0; i < 7; i++) expect((await send({ name: `Fan ${i}`, email: 'fan@example.com', reason: 'Great site' })).status).toBe(201);
    const refused = await send({ name: 'Fan 8', email: 'fan@example.com', reason: 'Great site' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have sent several messages already. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await w.sql("select count(*)::int as n from contact_messages where name like 'Fan %'")).toEqual([{ n: 7 }]);
  });
});

describe('/api/admin/audit-log', () => {
  it('lists every change newest first, filters by resource, action and actor, and is read-only', async () => {
    const all = await list('audit-log', { sort: ['id', 'DESC'], range: [0, 999] });
    const total = Number(all.headers['content-range'].split('/')[1]);
    expect(total).toBe(all.body.length);
    expect(pluck<number>(all, 'id')).toEqual([...pluck<number>(all, 'id')].sort((a, b) => b - a));
    expect(new Set(pluck(all, 'resource'))).toEqual(new Set(['airports', 'shares', 'instructors', 'users', 'blog-posts', 'blog-media', 'contact-messages']));

    const deletes = await list('audit-log', { filter: { action: 'delete', resource: 'users' } });
    expect(deletes.body).toHaveLength(2);
    expect((await list('audit-log', { filter: { actorId: bossId } })).headers['content-range']).toBe(`audit-log 0-${Math.min(total, 25) - 1}/${total}`);
    expect((await list('audit-log', { filter: { actorId: 99999 } })).body).toEqual([]);
    expect(pluck(await list('audit-log', { filter: { q: 'contact' } }), 'resource')).toEqual(['contact-messages']);

    const one = await admin.get(`/api/admin/audit-log/${all.body[0].id}`).set(V);
    expect(one.body).toEqual(all.body[0]);
    expect((await admin.post('/api/admin/audit-log').set(V).send({ action: 'create' })).status).toBe(403);
    expect((await admin.delete(`/api/admin/audit-log/${all.body[0].id}`).set(V)).status).toBe(403);
  });
});
