import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { seedFirstStart } from '../../adapters/demo/seed.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/** Test data for the back-office HTTP tests: the app with the admin `boss` and the demo pilots, signed-in agents, listings and profiles. */
export type Agent = ReturnType<TestApp['agent']>;

export interface BackOfficeWorld {
  t: TestApp;
  admin: Agent;
  /** maria, a demo pilot (not an admin). */
  pilot: Agent;
  png: Buffer;
  airportId: (code: string) => Promise<number>;
  signUp: (options?: { plan?: 'listing' | 'professional'; firstname?: string; lastname?: string; username?: string }) => Promise<{ agent: Agent; id: number; username: string }>;
  createShare: (agent: Agent, extra?: Record<string, unknown>) => Promise<{ id: number; media: { url: string }[] }>;
  createProfile: (agent: Agent, extra?: Record<string, unknown>) => Promise<{ id: number }>;
  /** Files under DATA_DIR/media/<folder>. */
  mediaFiles: (folder: string) => string[];
  sql: <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;
}

let seq = 0;
let tail = 500;

export async function startBackOffice(): Promise<BackOfficeWorld> {
  const t = await startTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password-1', ADMIN_EMAIL: 'staff@wingshare.test' });
  const { users, airports } = t.composed.repositories;
  await RequestContext.create(t.orm.em, () => seedFirstStart({ users, airports, hasher: t.composed.hasher }, t.config));
  const admin = t.agent();
  expect((await admin.post('/api/auth/local').set(V).send({ user: 'boss', password: 'boss-password-1' })).status).toBe(200);
  const pilot = t.agent();
  expect((await pilot.post('/api/auth/local').set(V).send({ user: 'maria', password: 'wingshare-demo' })).status).toBe(200);
  const png = await new Jimp({ width: 900, height: 600, color: 0x3366ccff }).getBuffer('image/png');
  const airportIds = new Map<string, number>();

  const world: BackOfficeWorld = {
    t,
    admin,
    pilot,
    png,
    async airportId(code) {
      if (!airportIds.has(code)) airportIds.set(code, (await t.request.get(`/api/airport?q=${code}`).set(V)).body[0].id);
      return airportIds.get(code)!;
    },
    async signUp(options = {}) {
      seq++;
      const agent = t.agent();
      const username = options.username ?? `member${seq}`;
      const user = { email: `${username}@example.com`, username, password: 'flying-high', firstname: options.firstname ?? 'Pat', lastname: options.lastname ?? `Member${seq}` };
      const res = await agent.post('/api/user').set(V).send({ user });
      expect(res.status).toBe(201);
      if (options.plan) {
        const priceId = options.plan === 'listing' ? 'price_listing_monthly' : 'price_professional_monthly';
        expect((await agent.post('/api/user/subscription').set(V).send({ priceId, paymentMethodId: 'pm_card_visa' })).status).toBe(201);
      }
      return { agent, id: res.body.user.id, username };
    },
    async createShare(agent, extra = {}) {
      const share = {
        type: 'PRIVATE_OWNER_RENTAL', tailNumber: `N${++tail}WS`, title: 'Skyhawk for rent', ratePerHour: 150, description: 'A well kept plane.',
        make: 'Cessna', model: '172S', url: '', airport: await world.airportId('LOU'), media: [{ type: 'image', file: 0 }], defaultMedia: 0, ...extra,
      };
      const res = await agent.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      return res.body;
    },
    async createProfile(agent, extra = {}) {
      const profile = {
        businessName: 'Bluegrass Flight Training', ratePerHour: 65, about: 'CFII.', airport: await world.airportId('LOU'), tags: ['Private'],
        isCommercial: false, isDiscoverable: true, ...extra,
      };
      const res = await agent.post('/api/instructor').set(V).field('instructor', JSON.stringify(profile)).attach('avatar', png, { filename: 'a.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      return res.body;
    },
    mediaFiles(folder) {
      const dir = path.join(t.config.dataDir, 'media', folder);
      return existsSync(dir) ? readdirSync(dir) : [];
    },
    sql: (query, params = []) => t.orm.em.execute(query, params) as never,
  };
  return world;
}

export const ADMIN_RESOURCES = [
  'users', 'instructors', 'shares', 'airports', 'subscriptions', 'promotion-codes', 'outbox', 'contact-messages', 'blog-posts', 'audit-log',
] as const;

/** Every back-office route and method, with an id that exists nowhere (the permission check comes first). */
export function everyAdminRoute(): { method: 'get' | 'post' | 'put' | 'delete'; path: string }[] {
  const routes: { method: 'get' | 'post' | 'put' | 'delete'; path: string }[] = [];
  for (const r of ADMIN_RESOURCES) {
    routes.push(
      { method: 'get', path: `/api/admin/${r}` },
      { method: 'get', path: `/api/admin/${r}/1` },
      { method: 'post', path: `/api/admin/${r}` },
      { method: 'put', path: `/api/admin/${r}/1` },
      { method: 'delete', path: `/api/admin/${r}/1` },
    );
  }
  for (const kind of ['users', 'instructors', 'shares']) routes.push({ method: 'get', path: `/api/admin/export/${kind}` });
  routes.push({ method: 'post', path: '/api/admin/blog-media' }, { method: 'delete', path: '/api/user/1' });
  return routes;
}
