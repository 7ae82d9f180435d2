import { RequestContext } from '@mikro-orm/core';
import { expect } from 'vitest';
import { V, type TestApp } from './test-app.js';

/** A signed-in supertest agent of the test app. */
export type Agent = ReturnType<TestApp['agent']>;

export interface Actor {
  agent: Agent;
  id: number;
  username: string;
  email: string;
}

export type Plan = 'listing' | 'professional';

/**
 * Signs a new user up through the API (password `flying-high`, first name Pat), signed in on the agent it
 * answers, and subscribes them to each plan (the fake Stripe's card `pm_card_visa`).
 */
export async function signUpActor(t: TestApp, username: string, lastname: string, plans: readonly Plan[] = []): Promise<Actor> {
  const agent = t.agent();
  const email = `${username}@example.com`;
  const res = await agent.post('/api/user').set(V).send({ user: { username, email, password: 'flying-high', firstname: 'Pat', lastname } });
  expect(res.status).toBe(201);
  for (const plan of plans) {
    expect((await agent.post('/api/user/subscription').set(V).send({ priceId: `price_${plan}_monthly`, paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  }
  return { agent, id: res.body.user.id, username, email };
}

/**
 * Creates a staff account ('boss', password 'boss-password') in the store, as the first start creates the admin,
 * and signs it in on a new agent. `discoverable`: whether it is also on the map as a pilot (default not).
 */
export async function signInNewAdmin(t: TestApp, discoverable = false): Promise<{ agent: Agent; id: number }> {
  const id = await RequestContext.create(t.orm.em, async () =>
    (await t.composed.repositories.users.create({
      username: 'boss', email: 'boss@example.com', firstname: 'B', lastname: 'A', provider: 'local', providerId: null,
      passwordHash: await t.composed.hasher.hash('boss-password'), avatar: null, airportId: null, isDiscoverable: discoverable, bio: '', isAdmin: true,
    })).id,
  );
  const agent = t.agent();
  expect((await agent.post('/api/auth/local').set(V).send({ user: 'boss', password: 'boss-password' })).status).toBe(200);
  return { agent, id };
}

export interface TestListing {
  type: 'PRIVATE_OWNER_RENTAL' | 'FLIGHT_CLUB';
  airportId: number;
  /** The listing's one photo. */
  png: Buffer;
  /** A rental's tail number and title (a club has neither). */
  tailNumber: string;
  title: string;
}

/** Lists a Cessna 172S rental (by the hour, $150) or a flying club through the API; its share id. */
export async function listTestPlane(by: Agent, l: TestListing): Promise<number> {
  const fields = l.type === 'FLIGHT_CLUB'
    ? { clubName: 'Derby City Flyers', clubRepName: 'Pat Lee', clubMemberSize: 40, clubNumAircrafts: 3, clubWebsiteUrl: 'https://derbycity.example', clubEmail: 'club@derbycity.example', clubPhone: '502-555-0100' }
    : { tailNumber: l.tailNumber, title: l.title, ratePerHour: 150 };
  const share = { type: l.type, description: 'A well kept plane.', make: 'Cessna', model: '172S', url: '', airport: l.airportId, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ...fields };
  const res = await by.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', l.png, { filename: 'p.png', contentType: 'image/png' });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Runs SQL on the test app's database, outside any request's identity map. */
export const sqlOf =
  (t: () => TestApp) =>
  <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    t().orm.em.fork().execute<T[]>(query, params);
