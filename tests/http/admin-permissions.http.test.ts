import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V } from '../support/test-app.js';
import { everyAdminRoute, startBackOffice, type BackOfficeWorld } from './admin-fixtures.js';

// Issue 6: "Every admin route, exports included, answers 401 to visitors and 403 to non-admins", whatever
// the method, and a refused call changes nothing.
let w: BackOfficeWorld;
beforeAll(async () => {
  w = await startBackOffice();
});
afterAll(() => w?.t.close());

const routes = everyAdminRoute();
const call = (agent: BackOfficeWorld['admin'] | BackOfficeWorld['t']['request'], r: (typeof routes)[number]) => {
  const req = agent[r.method](r.path).set(V);
  return r.method === 'post' || r.method === 'put' ? req.send({ isAdmin: true, isActive: false, title: 'x', code: 'X1', percentOff: 5 }) : req;
};

describe('back-office permissions', () => {
  it('covers every resource with all five methods, the three exports, blog images and DELETE /user/{id}', () => {
    expect(routes).toHaveLength(10 * 5 + 3 + 2);
  });

  it.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s answers 401 to a visitor', async (_label, route) => {
    const res = await call(w.t.request, route);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'unauthenticated', message: 'Please log in first' });
  });

  it.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s answers 403 to a pilot', async (_label, route) => {
    const res = await call(w.pilot, route);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden', message: 'Only Wingshare staff may do that' });
  });

  it('refuses the exports without the version header too (a download link)', async () => {
    for (const kind of ['users', 'instructors', 'shares']) {
      expect((await w.t.request.get(`/api/admin/export/${kind}`)).status).toBe(401);
      expect((await w.pilot.get(`/api/admin/export/${kind}`)).status).toBe(403);
    }
  });

  it('lets a pilot change nothing: the account to delete is still there, no audit entry was written', async () => {
    const jake = (await w.sql<{ id: number; is_admin: boolean }>("select id, is_admin from users where username = 'jake'"))[0]!;
    expect((await w.pilot.delete(`/api/user/${jake.id}`).set(V)).status).toBe(403);
    expect((await w.pilot.delete(`/api/admin/users/${jake.id}`).set(V)).status).toBe(403);
    expect((await w.pilot.put(`/api/admin/users/${jake.id}`).set(V).send({ isAdmin: true })).status).toBe(403);
    expect(await w.sql("select id, is_admin from users where username = 'jake'")).toEqual([{ id: jake.id, is_admin: false }]);
    expect(await w.sql('select count(*)::int as n from admin_audit_log')).toEqual([{ n: 0 }]);
  });

  it('answers an admin on the same routes (not 401/403 except for read-only resources)', async () => {
    for (const r of routes.filter((x) => x.method === 'get')) {
      const res = await call(w.admin, r);
      expect([200, 404]).toContain(res.status);
    }
  });
});
