import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import type { Response, Test } from 'supertest';
import { expect } from 'vitest';
import { seedFirstStart } from '../../adapters/demo/seed.js';
import { startFakeStripe, FAKE_PRICES, type FakeStripe } from '../support/fake-stripe-server.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

export type Agent = ReturnType<TestApp['agent']>;

/** The four callers of the route table: nobody, a pilot, the owner of the resources below, and staff. */
export type Role = 'visitor' | 'user' | 'owner' | 'admin';

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/**
 * The test data of the route-access and fuzz tests: an admin (`boss`), a plain pilot (`maria`, no plan),
 * and an owner with both plans, a listing, a professional profile and a subscription; ids of one record
 * of every back-office resource; makers of throwaway records for the destructive calls.
 */
export interface AccessWorld {
  t: TestApp;
  png: Buffer;
  ids: {
    user: number;
    owner: number;
    share: number;
    instructor: number;
    subscription: string;
    airport: number;
    promotionCode: number;
    outbox: number;
    contactMessage: number;
    blogPost: number;
    blogSlug: string;
    auditEntry: number;
    mediaUrl: string;
    /** An approved booking of the pilot on the owner's listing (the back office's bookings resource). */
    booking: number;
    /** A shown review of the pilot about the owner (the back office's reviews resource). */
    review: number;
    /** The pilot's open claim on the owner's listed aircraft (the back office's aircraft-claims resource). */
    aircraftClaim: number;
    /** A flown booking of the pilot on the owner's listing, with a photo of the Hobbs at check-out (issue 36). */
    flight: number;
    /** A booking the pilot has checked out and not yet in. */
    checkedOut: number;
  };
  /** The signed-in client of a role (the visitor's keeps no cookies). */
  as(role: Role): Agent;
  /** A new client signed in to the same account as the role (a session of its own to drop or replace). */
  asNewSession(role: Role): Promise<Agent>;
  /** A new account standing where the role stands: a pilot, a subscriber to both plans (optionally with a profile), an admin. */
  fresh(role: Role, options?: { profile?: boolean }): Promise<Agent>;
  /** The login of a role's account (the owner's for the visitor). */
  credentials(role: Role): Credentials;
  /** A client of the Stripe-mode app (the webhook), which reads no session. */
  stripeAs(role: Role): Agent;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  unsubscribeToken(): string;
  unique(prefix: string): string;
  /** POST /api/share of a valid rental with one photo and a new tail number. */
  postShare(client: Agent): Test;
  /** POST /api/instructor of a valid profile with a picture. */
  postProfile(client: Agent): Promise<Response>;
  freshShareId(): Promise<number>;
  freshUserId(): Promise<number>;
  freshProfileId(): Promise<number>;
  freshPromotionCodeId(): Promise<number>;
  freshContactMessageId(): Promise<number>;
  freshBlogPostId(): Promise<number>;
  /** A period for a request on the owner's listing that no other call of this world asks for (an hour, days ahead). */
  requestPeriod(): { start: string; end: string };
  /** A request of the pilot (`maria`) on the owner's listing, pending or approved by the owner. */
  freshRequestId(state: 'pending' | 'approved'): Promise<number>;
  /** An active rental of another subscriber than the owner: for the owner's own requests. */
  otherShareId(): Promise<number>;
  /** An approved rental of the pilot on the owner's listing that ended yesterday (issue 16: reviews). */
  freshEndedBookingId(): Promise<number>;
  /** An ended booking both sides reviewed (so both reviews are shown): the pilot's (about the owner) and the owner's. */
  freshShownReviews(): Promise<{ byPilot: number; byOwner: number }>;
  /** A question of the pilot on the owner's listing, unanswered. */
  freshQuestionId(): Promise<number>;
  /**
   * A booking of the pilot on the owner's listing whose period starts within the next two hours (a minute
   * of its own), approved, checked out, flown (checked in) or disputed by the pilot (issue 36).
   */
  freshFlightBookingId(stage: 'approved' | 'checked_out' | 'flown' | 'disputed'): Promise<number>;
  /** POST /api/requests/:id/check-out by `client`, with readings and a photo of the Hobbs. */
  checkOut(client: Agent, bookingId: number): Test;
  /** POST /api/requests/:id/check-in by `client`, with readings, a route and no squawk. */
  checkIn(client: Agent, bookingId: number): Test;
  close(): Promise<void>;
}

let seq = 0;
let tail = 700;

export async function startAccessWorld(options: { stripe?: boolean } = {}): Promise<AccessWorld> {
  const t = await startTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password-1', ADMIN_EMAIL: 'staff@wingshare.test' });
  const { users, airports } = t.composed.repositories;
  await RequestContext.create(t.orm.em, () => seedFirstStart({ users, airports, hasher: t.composed.hasher }, t.config));
  const login = async (user: string, password: string) => {
    const agent = t.agent();
    expect((await agent.post('/api/auth/local').set(V).send({ user, password })).status).toBe(200);
    return agent;
  };
  const admin = await login('boss', 'boss-password-1');
  const pilot = await login('maria', 'wingshare-demo');
  const png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params) as Promise<T[]>;
  let stripe: { fake: FakeStripe; app: TestApp } | null = null;
  if (options.stripe) {
    const fake = await startFakeStripe();
    const app = await startTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_wingshare', STRIPE_PUBLISHABLE_KEY: 'pk_test_wingshare', STRIPE_WEBHOOK_SECRET: 'whsec_route_access',
        STRIPE_LISTING_PRICE_ID: FAKE_PRICES.listing, STRIPE_PROFESSIONAL_PRICE_ID: FAKE_PRICES.professional,
      },
      { stripeServer: { host: fake.host, port: fake.port, protocol: 'http' } },
    );
    stripe = { fake, app };
  }
  const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;
  const airport = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id as number;
  const signUp = async () => {
    const agent = t.agent();
    const username = unique('member');
    const res = await agent.post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', firstname: 'Pat', lastname: 'Member' } });
    expect(res.status).toBe(201);
    return { agent, id: res.body.user.id as number, username };
  };

  const shareBody = () => ({
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: `N${++tail}RA`, title: 'Skyhawk for rent', ratePerHour: 150, description: 'A well kept plane.',
    make: 'Cessna', model: '172S', url: '', airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
  });
  const postShare = (client: Agent) =>
    client.post('/api/share').set(V).field('share', JSON.stringify({ ...shareBody(), ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
  const postProfile = async (client: Agent) =>
    client.post('/api/instructor').set(V)
      .field('instructor', JSON.stringify({ businessName: 'Bluegrass Flight Training', ratePerHour: 65, about: 'CFII.', airport, tags: ['Private'], isCommercial: false, isDiscoverable: true }))
      .attach('avatar', png, { filename: 'a.png', contentType: 'image/png' });

  const subscribe = async (client: Agent, plan: 'listing' | 'professional') => {
    const res = await client.post('/api/user/subscription').set(V).send({ priceId: `price_${plan}_monthly`, paymentMethodId: 'pm_card_visa' });
    expect(res.status).toBe(201);
    return res.body.subscription.id as string;
  };

  /** A new account of a role; the owner kind subscribes to both plans. */
  const freshAccount = async (role: Exclude<Role, 'visitor'>, profile = false) => {
    const { agent, id, username } = await signUp();
    if (role === 'owner') {
      await subscribe(agent, 'listing');
      await subscribe(agent, 'professional');
      if (profile) expect((await postProfile(agent)).status).toBe(201);
    }
    if (role === 'admin') expect((await admin.put(`/api/admin/users/${id}`).set(V).send({ isAdmin: true })).status).toBe(200);
    return { agent, id, username };
  };

  // The owner: both plans, a listing and a professional profile.
  const ownerAccount = await freshAccount('owner');
  const owner = ownerAccount.agent;
  const subscription = (await owner.get('/api/user').set(V)).body.subscriptions.listing.id as string;
  const listing = await postShare(owner);
  expect(listing.status).toBe(201);
  const profile = await postProfile(owner);
  expect(profile.status).toBe(201);

  const profileOf = async (client: Agent) => (await client.get('/api/user').set(V)).body as { id: number; username: string; email: string };
  const [maria, boss, ownerProfile] = await Promise.all([profileOf(pilot), profileOf(admin), profileOf(owner)]);
  const logins: Record<Exclude<Role, 'visitor'>, Credentials> = {
    user: { username: maria.username, email: maria.email, password: 'wingshare-demo' },
    owner: { username: ownerProfile.username, email: ownerProfile.email, password: 'flying-high' },
    admin: { username: boss.username, email: boss.email, password: 'boss-password-1' },
  };

  // One record of every back-office resource.
  const code = await admin.post('/api/admin/promotion-codes').set(V).send({ code: unique('ROUTE'), percentOff: 10 });
  expect(code.status).toBe(201);
  const slug = unique('route-access-');
  const post = await admin.post('/api/admin/blog-posts').set(V).send({ title: 'Route access', slug, content: '<p>Hi</p>', status: 'published' });
  expect(post.status).toBe(201);
  expect((await t.request.post('/api/auth/reset/password').set(V).send({ email: ownerProfile.email })).status).toBe(204);
  const insertContact = async () =>
    (await sql<{ id: number }>("insert into contact_messages (name, email, reason) values ('Ada', 'ada@example.com', 'Hello') returning id"))[0]!.id;
  const maxId = async (table: string) => Number((await sql<{ id: string }>(`select max(id)::text as id from ${table}`))[0]!.id);

  // Requests: one hour each, two hours apart from three days ahead, never overlapping one another.
  let slot = 0;
  const firstSlot = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000;
  const requestPeriod = () => {
    const start = firstSlot + slot++ * 7_200_000;
    return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() };
  };
  // The default lets a pilot hold three future bookings per listing: room for the route table's many.
  let roomy: Promise<void> | null = null;
  const makeRoom = () => (roomy ??= (async () => {
    expect((await owner.put(`/api/share/${listing.body.id}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
  })());

  let otherShare: Promise<number> | null = null;
  let pastSlot = 0;
  // Flights: periods of a minute, two apart, from an hour ahead (a check-out is taken from 2 hours before the start).
  let flightSlot = 0;
  const flightStart = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
  const checkOut = (client: Agent, bookingId: number) =>
    client.post(`/api/requests/${bookingId}/check-out`).set(V).field('flight', JSON.stringify({ hobbs: 100.0, tach: 80.0, fuelOnBoard: 30.0 }))
      .attach('hobbs', png, { filename: 'hobbs.png', contentType: 'image/png' });
  const checkIn = (client: Agent, bookingId: number) =>
    client.post(`/api/requests/${bookingId}/check-in`).set(V)
      .field('flight', JSON.stringify({ hobbs: 101.5, tach: 81.2, landings: 2, route: ['KLOU', 'KSDF', 'KLOU'], fuel: [], squawks: [] }));

  const world: AccessWorld = {
    t,
    png,
    ids: {
      user: maria.id,
      owner: ownerAccount.id,
      share: listing.body.id,
      instructor: profile.body.id,
      subscription,
      airport,
      promotionCode: code.body.id,
      outbox: await maxId('outbox'),
      contactMessage: await insertContact(),
      blogPost: post.body.id,
      blogSlug: slug,
      auditEntry: await maxId('admin_audit_log'),
      mediaUrl: listing.body.media[0].url,
      booking: 0, // below, once the world can make requests
      review: 0,
      flight: 0, // below, once the world can make requests
      checkedOut: 0,
      aircraftClaim: await (async () => {
        const claim = await pilot.post('/api/tailnumber/claim').set(V).send({ tailNumber: listing.body.tailNumber, message: 'Route access' });
        expect(claim.status, JSON.stringify(claim.body)).toBe(201);
        return claim.body.id as number;
      })(),
    },
    as: (role) => (role === 'visitor' ? t.request : role === 'user' ? pilot : role === 'owner' ? owner : admin),
    async asNewSession(role) {
      if (role === 'visitor') return t.request;
      const agent = t.agent();
      const { username, password } = logins[role];
      expect((await agent.post('/api/auth/local').set(V).send({ user: username, password })).status).toBe(200);
      return agent;
    },
    async fresh(role, opts = {}) {
      if (role === 'visitor') return t.request;
      return (await freshAccount(role, opts.profile)).agent;
    },
    credentials: (role) => logins[role === 'visitor' ? 'owner' : role],
    stripeAs() {
      if (!stripe) throw new Error('start the world with { stripe: true } to call the webhook');
      return stripe.app.request;
    },
    sql,
    unsubscribeToken: () => t.composed.alerts.tokens.issue(ownerAccount.id, airport),
    unique,
    postShare,
    postProfile,
    async freshShareId() {
      const res = await postShare(owner);
      expect(res.status).toBe(201);
      return res.body.id;
    },
    freshUserId: async () => (await signUp()).id,
    requestPeriod,
    async freshRequestId(state) {
      await makeRoom();
      const res = await pilot.post(`/api/share/${listing.body.id}/requests`).set(V).send({ ...requestPeriod(), message: 'Route access' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      if (state === 'approved') expect((await owner.post(`/api/requests/${res.body.id}/approve`).set(V).send({})).status).toBe(200);
      return res.body.id;
    },
    async freshEndedBookingId() {
      const id = await world.freshRequestId('approved');
      // Its hour moved into the past (a free slot of its own, yesterday or before), as if it had been flown.
      const start = new Date(Date.now() - 86_400_000 - ++pastSlot * 7_200_000);
      const end = new Date(start.getTime() + 3_600_000);
      await sql(`update booking_requests set period = tstzrange(?::timestamptz, ?::timestamptz, '[)') where id = ?`, [start, end, id]);
      await sql(`update share_holds set period = tstzrange(?::timestamptz, ?::timestamptz, '[)') where booking_id = ?`, [start, end, id]);
      return id;
    },
    async freshShownReviews() {
      const booking = await world.freshEndedBookingId();
      const byPilot = await pilot.post(`/api/requests/${booking}/review`).set(V).send({ stars: 5, text: 'Route access: fine plane.' });
      expect(byPilot.status, JSON.stringify(byPilot.body)).toBe(201);
      const byOwner = await owner.post(`/api/requests/${booking}/review`).set(V).send({ stars: 4, text: 'Route access: fine pilot.' });
      expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(201);
      return { byPilot: byPilot.body.id as number, byOwner: byOwner.body.id as number };
    },
    async freshQuestionId() {
      const res = await pilot.post(`/api/share/${listing.body.id}/questions`).set(V).send({ text: 'Route access: is it IFR certified?' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    },
    checkOut,
    checkIn,
    async freshFlightBookingId(stage) {
      const id = await world.freshRequestId('approved');
      const start = new Date(flightStart + flightSlot++ * 120_000);
      const end = new Date(start.getTime() + 60_000);
      await sql(`update booking_requests set period = tstzrange(?::timestamptz, ?::timestamptz, '[)') where id = ?`, [start, end, id]);
      await sql(`update share_holds set period = tstzrange(?::timestamptz, ?::timestamptz, '[)') where booking_id = ?`, [start, end, id]);
      if (stage === 'approved') return id;
      const out = await checkOut(pilot, id);
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      if (stage === 'checked_out') return id;
      const back = await checkIn(pilot, id);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      if (stage === 'flown') return id;
      const disputed = await pilot.post(`/api/requests/${id}/dispute`).set(V).send({ reason: 'The tach was misread' });
      expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
      return id;
    },
    otherShareId: () => (otherShare ??= (async () => {
      const res = await postShare((await freshAccount('owner')).agent);
      expect(res.status).toBe(201);
      return res.body.id as number;
    })()),
    async freshProfileId() {
      const agent = (await freshAccount('owner', true)).agent;
      return (await agent.get('/api/instructor/mine').set(V)).body.id;
    },
    async freshPromotionCodeId() {
      const res = await admin.post('/api/admin/promotion-codes').set(V).send({ code: unique('GONE'), percentOff: 5 });
      expect(res.status).toBe(201);
      return res.body.id;
    },
    freshContactMessageId: insertContact,
    async freshBlogPostId() {
      const res = await admin.post('/api/admin/blog-posts').set(V).send({ title: unique('Gone '), content: '<p>x</p>', status: 'draft' });
      expect(res.status).toBe(201);
      return res.body.id;
    },
    async close() {
      await t.close();
      if (stripe) {
        await stripe.app.close();
        await stripe.fake.close();
      }
    },
  };
  world.ids.booking = await world.freshRequestId('approved');
  world.ids.review = (await world.freshShownReviews()).byPilot;
  world.ids.flight = await world.freshFlightBookingId('flown');
  world.ids.checkedOut = await world.freshFlightBookingId('checked_out');
  return world;
}
