import type { Response, Test } from 'supertest';
import { expect } from 'vitest';
import { listTestPlane } from '../support/http-actors.js';
import { V } from '../support/test-app.js';
import type { AccessWorld, Role } from './route-access-world.js';

/**
 * Who may call each route: the data behind the table of docs/security.md ("Route access"). The HTTP test
 * route-access.http.test.ts checks that the two agree, that every route the app's routers register is
 * here, and calls every row as a visitor, a pilot, the owner of the resource and an admin.
 */
export type Access =
  /** Anyone, visitors included. */
  | 'public'
  /** Any signed-in account, acting on its own data: 401 for visitors. */
  | 'user'
  /** A signed-in account with the plan the route needs (listing or professional): 401 visitors, 403 without the plan, admins included. */
  | 'subscriber'
  /** Only the account that owns the resource: 401 visitors, 403 everyone else, admins included. */
  | 'owner'
  /** The owner of the resource or an admin: 401 visitors, 403 others (404 when they cannot see it). */
  | 'owner-or-admin'
  /** Admins only: 401 visitors, 403 other accounts. */
  | 'admin'
  /** Registered by the back office's shared helper for a resource that has no such operation: 401 visitors, 403 everyone else. */
  | 'nobody'
  /** Stripe only: the Stripe-Signature of the raw body must verify (400 otherwise); no session is read. */
  | 'signed-webhook'
  /** Whoever holds the HMAC-signed token from an email link (400 otherwise); no session is read. */
  | 'token-link'
  /** Only the pilot who sent the request: 401 visitors, 403 its owner and admins, 404 anyone else. */
  | 'requester'
  /** The request's pilot, the listing's owner or an admin: 401 visitors, 404 anyone else. */
  | 'party'
  /** Only the two sides: the request's pilot and the listing's owner, or a conversation's two members: 401 visitors, 404 anyone else, admins included. */
  | 'participant'
  /** Only the side a review is about: 401 visitors, 403 anyone else, admins included. */
  | 'reviewed'
  /** A page outside /api for the request's pilot, the listing's owner or an admin: the same 404 page for anyone else, visitors included. */
  | 'party-page'
  /** The request's pilot or the listing's owner, either side alone: 401 visitors, 403 admins, 404 anyone else. */
  | 'pilot-or-owner'
  /** The listing's owner, an admin, or a pilot who flew the aircraft on the site (the world's pilot did): 401 visitors, 403 anyone else. */
  | 'owner-or-flown'
  /** A member of the group (from a request: the listing's owner), its owner or treasurer for a change: 401 visitors, 404 anyone else, admins included. */
  | 'member';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteAccess {
  method: Method;
  /** The path template as the router registers it (`:id` parameters). */
  path: string;
  access: Access;
  /** Served by a middleware mounted before the routers, so not in any router's stack. */
  middleware?: true;
  /**
   * The request the given role makes: a real call the role is expected to succeed at when the rule allows
   * it (the right ids, a valid body); destructive calls act on throwaway records (w.fresh*).
   */
  sample: (w: AccessWorld, role: Role) => PromiseLike<Response>;
  /** Statuses an allowed caller gets other than 2xx (e.g. 404 for a feature this test app has off). */
  ok?: Partial<Record<Role, number[]>> | number[];
}

const ROLES: Role[] = ['visitor', 'user', 'owner', 'admin'];

/** What a role gets from a route by its access rule: allowed, or refused with this status. */
export function expectedFor(row: RouteAccess, role: Role): { allowed: true } | { allowed: false; status: number } {
  const refuse = (status: number) => ({ allowed: false as const, status });
  switch (row.access) {
    case 'public':
    case 'token-link':
      return { allowed: true };
    case 'signed-webhook':
      return refuse(400); // the sample sends no signature, whoever calls
    case 'user':
      return role === 'visitor' ? refuse(401) : { allowed: true };
    case 'subscriber':
    case 'owner':
      return role === 'visitor' ? refuse(401) : role === 'owner' ? { allowed: true } : refuse(403);
    case 'owner-or-admin':
      return role === 'visitor' ? refuse(401) : role === 'user' ? refuse(403) : { allowed: true };
    case 'admin':
      return role === 'visitor' ? refuse(401) : role === 'admin' ? { allowed: true } : refuse(403);
    case 'nobody':
      return refuse(role === 'visitor' ? 401 : 403);
    case 'requester':
      return role === 'visitor' ? refuse(401) : role === 'user' ? { allowed: true } : refuse(403);
    case 'party':
      return role === 'visitor' ? refuse(401) : { allowed: true };
    case 'participant':
      return role === 'visitor' ? refuse(401) : role === 'admin' ? refuse(404) : { allowed: true };
    case 'reviewed':
      return role === 'visitor' ? refuse(401) : role === 'admin' ? refuse(403) : { allowed: true };
    case 'pilot-or-owner':
      return role === 'visitor' ? refuse(401) : role === 'admin' ? refuse(403) : { allowed: true };
    case 'party-page':
      return role === 'visitor' ? refuse(404) : { allowed: true };
    case 'owner-or-flown':
      return role === 'visitor' ? refuse(401) : { allowed: true };
    case 'member':
      return role === 'visitor' ? refuse(401) : role === 'owner' ? { allowed: true } : refuse(404);
  }
}

export function allowedStatuses(row: RouteAccess, role: Role): number[] | null {
  if (!row.ok) return null;
  return Array.isArray(row.ok) ? row.ok : (row.ok[role] ?? null);
}

export const ALL_ROLES = ROLES;

const json = (req: Test, body: unknown) => req.set(V).send(body as object);

/** A listing's billing rules as PUT /api/share/:id/billing takes them (issue 36). */
export const BILLING_RULES = {
  basis: 'hobbs', wet: true, rateCents: 15_000, dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 }, fuel: { rule: 'none' }, fees: [],
};
const share = (w: AccessWorld) => w.ids.share;

/** The ra-data-simple-rest resources; each router registers all five methods (docs/api.md "Back office"). */
const ADMIN_RESOURCES: {
  name: string;
  /** Operations the resource has (the others answer 403 to admins too). */
  has: ('create' | 'update' | 'delete')[];
  id: (w: AccessWorld) => string | number | Promise<string | number>;
  create?: (w: AccessWorld) => Record<string, unknown>;
  update?: (w: AccessWorld) => Record<string, unknown>;
  /** A throwaway record to delete. */
  disposable?: (w: AccessWorld) => Promise<string | number>;
}[] = [
  {
    name: 'users', has: ['update', 'delete'], id: (w) => w.ids.user,
    update: () => ({ isDiscoverable: true }), disposable: (w) => w.freshUserId(),
  },
  {
    name: 'instructors', has: ['update', 'delete'], id: (w) => w.ids.instructor,
    update: () => ({ isDiscoverable: true }), disposable: (w) => w.freshProfileId(),
  },
  {
    name: 'shares', has: ['update', 'delete'], id: share,
    update: () => ({ isActive: true }), disposable: (w) => w.freshShareId(),
  },
  {
    name: 'airports', has: ['update'], id: (w) => w.ids.airport,
    update: () => ({ facility: 'Bowman Field', city: 'Louisville', state: 'KY' }),
  },
  { name: 'subscriptions', has: [], id: (w) => w.ids.subscription },
  {
    name: 'promotion-codes', has: ['create', 'update', 'delete'], id: (w) => w.ids.promotionCode,
    create: (w) => ({ code: w.unique('CODE'), percentOff: 10 }), update: () => ({ percentOff: 20 }),
    disposable: (w) => w.freshPromotionCodeId(),
  },
  { name: 'outbox', has: [], id: (w) => w.ids.outbox },
  { name: 'bookings', has: ['update'], id: (w) => w.ids.booking, update: () => ({ state: 'cancelled', reason: 'Listing under review' }) },
  { name: 'flights', has: [], id: (w) => w.ids.flight },
  { name: 'payments', has: [], id: (w) => paidRequestId(w) },
  { name: 'reviews', has: ['update'], id: (w) => w.ids.review, update: () => ({ hidden: false }) },
  { name: 'aircraft-claims', has: ['update'], id: (w) => w.ids.aircraftClaim, update: () => ({ status: 'open' }) },
  {
    name: 'contact-messages', has: ['delete'], id: (w) => w.ids.contactMessage,
    disposable: (w) => w.freshContactMessageId(),
  },
  {
    name: 'blog-posts', has: ['create', 'update', 'delete'], id: (w) => w.ids.blogPost,
    create: (w) => ({ title: w.unique('Post'), content: '<p>Hello</p>', status: 'draft' }), update: () => ({ excerpt: 'Checked' }),
    disposable: (w) => w.freshBlogPostId(),
  },
  { name: 'audit-log', has: [], id: (w) => w.ids.auditEntry },
  { name: 'airworthiness', has: [], id: (w) => maintenanceReady(w) },
];

function adminRows(): RouteAccess[] {
  return ADMIN_RESOURCES.flatMap((r): RouteAccess[] => {
    const base = `/api/admin/${r.name}`;
    const can = (op: 'create' | 'update' | 'delete') => r.has.includes(op);
    return [
      { method: 'GET', path: base, access: 'admin', sample: (w, role) => w.as(role).get(base).set(V) },
      { method: 'GET', path: `${base}/:id`, access: 'admin', sample: async (w, role) => w.as(role).get(`${base}/${await r.id(w)}`).set(V) },
      {
        method: 'POST', path: base, access: can('create') ? 'admin' : 'nobody',
        sample: (w, role) => json(w.as(role).post(base), r.create?.(w) ?? {}),
      },
      {
        method: 'PUT', path: `${base}/:id`, access: can('update') ? 'admin' : 'nobody',
        sample: async (w, role) => json(w.as(role).put(`${base}/${await r.id(w)}`), r.update?.(w) ?? {}),
      },
      {
        method: 'DELETE', path: `${base}/:id`, access: can('delete') ? 'admin' : 'nobody',
        sample: async (w, role) => w.as(role).delete(`${base}/${r.disposable ? await r.disposable(w) : await r.id(w)}`).set(V),
      },
    ];
  });
}

// Issue 16 "talk": the pilot's (maria's) conversation with the owner, and messages to report.
const who = async (w: AccessWorld, role: Role) => (role === 'visitor' ? w.ids.owner : ((await w.as(role).get('/api/user').set(V)).body.id as number));
/** The conversation of the pilot and the owner (not about a listing), with a new message of the pilot's in it. */
async function talkConversation(w: AccessWorld): Promise<{ id: number; message: number }> {
  const res = await json(w.as('user').post('/api/conversations'), { userId: w.ids.owner, text: w.unique('Route access ') });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.conversation.id, message: res.body.items.at(-1).id };
}
/** A new message the role received (the owner's to the pilot, the pilot's to anyone else), which it may report. */
async function receivedMessage(w: AccessWorld, role: Role): Promise<number> {
  const sender = role === 'user' ? 'owner' : 'user';
  const res = await json(w.as(sender).post('/api/conversations'), { userId: await who(w, role), text: w.unique('Report me ') });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.items.at(-1).id;
}
/** An open report of the owner's, of a new message of the pilot's. */
async function freshReportId(w: AccessWorld): Promise<number> {
  const res = await json(w.as('owner').post('/api/reports'), { kind: 'message', id: await receivedMessage(w, 'owner'), reason: 'Route access' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const TALK_ROWS: RouteAccess[] = [
  { method: 'GET', path: '/api/conversations', access: 'user', sample: (w, role) => w.as(role).get('/api/conversations').set(V) },
  { method: 'GET', path: '/api/conversations/unread', access: 'user', sample: (w, role) => w.as(role).get('/api/conversations/unread').set(V) },
  {
    method: 'POST', path: '/api/conversations', access: 'user',
    sample: (w, role) => json(w.as(role).post('/api/conversations'), { userId: role === 'user' ? w.ids.owner : w.ids.user, text: 'Route access' }),
  },
  {
    method: 'GET', path: '/api/conversations/:id/messages', access: 'participant',
    sample: async (w, role) => w.as(role).get(`/api/conversations/${(await talkConversation(w)).id}/messages`).set(V),
  },
  {
    method: 'POST', path: '/api/conversations/:id/messages', access: 'participant',
    sample: async (w, role) => json(w.as(role).post(`/api/conversations/${(await talkConversation(w)).id}/messages`), { text: 'Route access' }),
  },
  {
    method: 'POST', path: '/api/conversations/:id/block', access: 'participant',
    sample: async (w, role) => {
      const { id } = await talkConversation(w);
      const res = await w.as(role).post(`/api/conversations/${id}/block`).set(V);
      if (res.status === 200) expect((await w.as(role).delete(`/api/conversations/${id}/block`).set(V)).status).toBe(200); // the other samples talk on
      return res;
    },
  },
  {
    method: 'DELETE', path: '/api/conversations/:id/block', access: 'participant',
    sample: async (w, role) => w.as(role).delete(`/api/conversations/${(await talkConversation(w)).id}/block`).set(V),
  },
  {
    method: 'POST', path: '/api/reports', access: 'user',
    sample: async (w, role) => json(w.as(role).post('/api/reports'), { kind: 'message', id: await receivedMessage(w, role), reason: 'Route access' }),
  },
  { method: 'GET', path: '/api/admin/reports', access: 'admin', sample: (w, role) => w.as(role).get('/api/admin/reports').set(V) },
  { method: 'GET', path: '/api/admin/reports/:id', access: 'admin', sample: async (w, role) => w.as(role).get(`/api/admin/reports/${await freshReportId(w)}`).set(V) },
  { method: 'POST', path: '/api/admin/reports', access: 'nobody', sample: (w, role) => json(w.as(role).post('/api/admin/reports'), {}) },
  {
    method: 'PUT', path: '/api/admin/reports/:id', access: 'admin',
    sample: async (w, role) => json(w.as(role).put(`/api/admin/reports/${await freshReportId(w)}`), { status: 'dismissed' }),
  },
  { method: 'DELETE', path: '/api/admin/reports/:id', access: 'nobody', sample: async (w, role) => w.as(role).delete(`/api/admin/reports/${await freshReportId(w)}`).set(V) },
];

// Issue 37: the owner's payouts are onboarded once (through the sandbox) and kept restricted, so the other rows'
// requests (without a card) stay requests without payment; a sample that needs a booking with payment enables
// them for the one request it sends. The table's rows run one at a time.
const payoutsReady = new WeakMap<AccessWorld, Promise<void>>();
/** Ours and the sandbox provider's copy alike, so that a read of the account from the provider keeps it. */
async function setPayouts(w: AccessWorld, state: 'enabled' | 'restricted') {
  await w.sql('update payout_accounts set state = ? where user_id = ?', [state, w.ids.owner]);
  await w.sql('update sandbox_connect_accounts set state = ? where id = (select account_id from payout_accounts where user_id = ?)', [state, w.ids.owner]);
}
function ownerOnboarded(w: AccessWorld): Promise<void> {
  let ready = payoutsReady.get(w);
  if (!ready) {
    ready = (async () => {
      expect((await w.as('owner').post('/api/user/payouts').set(V)).status).toBe(200);
      const done = await w.as('owner').post('/api/sandbox/connect/complete').set(V);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.state).toBe('enabled');
      await setPayouts(w, 'restricted');
      // The world's listing takes many requests of one pilot (freshRequestId makes the same room).
      expect((await w.as('owner').put(`/api/share/${share(w)}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
    })();
    payoutsReady.set(w, ready);
  }
  return ready;
}
/** A request of the pilot with his card (pm_card_visa) on the owner's listing, which takes payment for it; approved if asked. */
async function paidRequestId(w: AccessWorld, state: 'pending' | 'approved' = 'approved'): Promise<number> {
  await ownerOnboarded(w);
  await setPayouts(w, 'enabled');
  try {
    const res = await json(w.as('user').post(`/api/share/${share(w)}/requests`), { ...w.requestPeriod(), message: 'Route access', paymentMethodId: 'pm_card_visa' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (state === 'approved') expect((await json(w.as('owner').post(`/api/requests/${res.body.id}/approve`), {})).status).toBe(200);
    return res.body.id as number;
  } finally {
    await setPayouts(w, 'restricted');
  }
}
/** An approved booking with payment whose hold failed: the pilot has until tomorrow to pay with another card. */
async function unpaidBookingId(w: AccessWorld): Promise<number> {
  const id = await paidRequestId(w);
  await w.sql("update booking_payments set state = 'awaiting_payment', pay_by = now() + interval '1 day', next_step = 'expire_unpaid', next_step_at = now() + interval '1 day' where booking_id = ?", [id]);
  return id;
}
/** A fresh account of the role that has started its payouts onboarding (the visitor's is nobody's). */
async function onboardingAgent(w: AccessWorld, role: Role) {
  const agent = await w.fresh(role);
  if (role !== 'visitor') expect((await agent.post('/api/user/payouts').set(V)).status).toBe(200);
  return agent;
}

/** Every route of the app, one row per method and path. */
// Airworthiness (issue 38). The world's listing must keep taking requests: the items added here are never
// overdue, the squawks are 'info' (or deferred: amber), so the status never turns it red.
const airportToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Kentucky/Louisville' }).format(new Date());
const maintenanceSetUp = new WeakMap<AccessWorld, Promise<number>>();
/** The listing with a stored status (the back office lists it) and a squawk of the pilot with a photo; the squawk's id. */
function maintenanceReady(w: AccessWorld): Promise<number> {
  let ready = maintenanceSetUp.get(w);
  if (!ready) {
    ready = (async () => {
      expect((await json(w.as('owner').post(`/api/share/${share(w)}/maintenance`), { kind: 'elt_battery' })).status).toBe(201);
      const squawk = await w.as('user').post(`/api/share/${share(w)}/squawks`).set(V)
        .field('squawk', JSON.stringify({ text: 'Cabin light flickers', severity: 'info' })).attach('photos', w.png, { filename: 's.png', contentType: 'image/png' });
      expect(squawk.status, JSON.stringify(squawk.body)).toBe(201);
      return squawk.body.id as number;
    })();
    maintenanceSetUp.set(w, ready);
  }
  return ready.then(() => share(w));
}
const pilotSquawkId = async (w: AccessWorld) => {
  await maintenanceReady(w);
  return maintenanceSetUp.get(w)!;
};
/** A new item on the world's listing, never done (its status stays as it was). */
async function freshItemId(w: AccessWorld): Promise<number> {
  const res = await json(w.as('owner').post(`/api/share/${share(w)}/maintenance`), { kind: 'custom', title: w.unique('Seat rails '), intervalMonths: 12 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function freshOwnerSquawkId(w: AccessWorld): Promise<number> {
  const res = await json(w.as('owner').post(`/api/share/${share(w)}/squawks`), { text: 'Baggage door sticks', severity: 'info' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
/** The mechanic's link of the world's listing, named anew (the link mailed to him). */
async function mechanicToken(w: AccessWorld): Promise<string> {
  const email = `${w.unique('mechanic')}@example.com`;
  expect((await json(w.as('owner').put(`/api/share/${share(w)}/mechanic`), { email })).status).toBe(200);
  const [mail] = await w.sql<{ text: string }>('select text from outbox where recipient = ? order by id desc limit 1', [email]);
  return /\/mechanic\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

const MAINTENANCE_ROWS: RouteAccess[] = [
  { method: 'GET', path: '/api/share/:id/status', access: 'public', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/status`).set(V) },
  { method: 'GET', path: '/api/share/:id/flyer.pdf', access: 'public', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/flyer.pdf`) },
  { method: 'GET', path: '/api/share/:id/maintenance', access: 'owner-or-admin', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/maintenance`).set(V) },
  {
    method: 'POST', path: '/api/share/:id/maintenance', access: 'owner-or-admin',
    sample: (w, role) => json(w.as(role).post(`/api/share/${share(w)}/maintenance`), { kind: 'custom', title: w.unique('Seat belts '), intervalMonths: 24 }),
  },
  { method: 'PATCH', path: '/api/share/:id/maintenance', access: 'owner-or-admin', sample: (w, role) => json(w.as(role).patch(`/api/share/${share(w)}/maintenance`), { hundredHour: null }) },
  {
    method: 'DELETE', path: '/api/share/:id/maintenance/:itemId', access: 'owner-or-admin',
    sample: async (w, role) => w.as(role).delete(`/api/share/${share(w)}/maintenance/${await freshItemId(w)}`).set(V),
  },
  {
    method: 'POST', path: '/api/share/:id/maintenance/:itemId/sign-off', access: 'owner-or-admin',
    sample: async (w, role) => json(w.as(role).post(`/api/share/${share(w)}/maintenance/${await freshItemId(w)}/sign-off`), { doneOn: airportToday(), note: 'Checked' }),
  },
  { method: 'PUT', path: '/api/share/:id/mechanic', access: 'owner-or-admin', sample: (w, role) => json(w.as(role).put(`/api/share/${share(w)}/mechanic`), { email: 'ace@example.com' }) },
  { method: 'DELETE', path: '/api/share/:id/mechanic', access: 'owner-or-admin', sample: (w, role) => w.as(role).delete(`/api/share/${share(w)}/mechanic`).set(V) },
  { method: 'GET', path: '/api/mechanic/:token', access: 'public', sample: async (w, role) => w.as(role).get(`/api/mechanic/${await mechanicToken(w)}`).set(V) },
  {
    method: 'POST', path: '/api/mechanic/:token/items/:itemId/sign-off', access: 'public',
    sample: async (w, role) => json(w.as(role).post(`/api/mechanic/${await mechanicToken(w)}/items/${await freshItemId(w)}/sign-off`), { doneOn: airportToday(), note: 'Checked' }),
  },
  { method: 'GET', path: '/api/share/:id/squawks', access: 'public', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/squawks`).set(V) },
  {
    method: 'POST', path: '/api/share/:id/squawks', access: 'owner-or-flown',
    sample: (w, role) => json(w.as(role).post(`/api/share/${share(w)}/squawks`), { text: 'Left step loose', severity: 'info' }),
  },
  {
    method: 'POST', path: '/api/squawks/:id/answer', access: 'owner-or-admin',
    sample: async (w, role) => json(w.as(role).post(`/api/squawks/${await freshOwnerSquawkId(w)}/answer`), { action: 'defer', note: 'Placarded' }),
  },
  { method: 'GET', path: '/api/squawks/:id/photos/:n', access: 'party', sample: async (w, role) => w.as(role).get(`/api/squawks/${await pilotSquawkId(w)}/photos/0`).set(V) },
];

/** The owner's group (issue 39): a share purchase listing of his, made a group; its first month set back to last month, issued, with a receipt. */
interface GroupWorld { id: number; ownerId: number; statementId: number; expenseId: number; lastMonth: string }
const groupSetUp = new WeakMap<AccessWorld, Promise<GroupWorld>>();
const previousMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
function groupReady(w: AccessWorld): Promise<GroupWorld> {
  let ready = groupSetUp.get(w);
  if (!ready) {
    ready = (async () => {
      const owner = w.as('owner');
      const listing = await listTestPlane(owner, {
        type: 'PRIVATE_OWNER_SHARE_PURCHASE' as 'PRIVATE_OWNER_RENTAL', airportId: w.ids.airport, png: w.png, tailNumber: w.unique('N').slice(0, 6).toUpperCase(), title: 'Group share',
      });
      const made = await json(owner.post('/api/groups'), { name: 'Route access partners', shareIds: [listing] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const lastMonth = previousMonth(airportToday());
      await w.sql('update groups set created_on = ? where id = ?', [`${lastMonth}-01`, made.body.id]);
      await w.sql('update group_members set since = ? where group_id = ?', [`${lastMonth}-01`, made.body.id]);
      const rules = await json(owner.put(`/api/groups/${made.body.id}/rules`), { from: `${lastMonth}-01`, duesCents: 10_000, duesSplit: 'per_member', hourlyRateCents: 15_000, basis: 'hobbs' });
      expect(rules.status, JSON.stringify(rules.body)).toBe(200);
      const expense = await owner.post(`/api/groups/${made.body.id}/expenses`).set(V)
        .field('expense', JSON.stringify({ date: `${lastMonth}-02`, description: 'Hangar', amountCents: 30_000, split: 'equal' }))
        .attach('receipt', w.png, { filename: 'r.png', contentType: 'image/png' });
      expect(expense.status, JSON.stringify(expense.body)).toBe(201);
      const issued = await json(owner.post(`/api/groups/${made.body.id}/statements`), { month: lastMonth });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      return { id: made.body.id, ownerId: made.body.you.userId, statementId: issued.body.members[0].statementId, expenseId: expense.body.id, lastMonth };
    })();
    groupSetUp.set(w, ready);
  }
  return ready;
}
/** A new account made a member of the owner's group (to be taken off). */
async function freshMemberId(w: AccessWorld, groupId: number): Promise<number> {
  const userId = await w.freshUserId();
  expect((await json(w.as('owner').post(`/api/groups/${groupId}/members`), { userId })).status).toBe(200);
  return userId;
}
const inGroup = (w: AccessWorld, role: Role, path: (g: GroupWorld) => string, call: 'get' | 'post' | 'put' | 'delete', body?: (g: GroupWorld) => Promise<unknown> | unknown) =>
  groupReady(w).then(async (g) => json(w.as(role)[call](`/api/groups/${g.id}${path(g)}`), body ? await body(g) : {}));

const GROUP_ROWS: RouteAccess[] = [
  { method: 'GET', path: '/api/groups', access: 'user', sample: (w, role) => w.as(role).get('/api/groups').set(V) },
  // Partner matching (issue 41): the world's accounts have no partner profile, so a signed-in caller gets the 409 that asks for one.
  { method: 'GET', path: '/api/partners', access: 'user', ok: [409], sample: (w, role) => w.as(role).get('/api/partners?lat=38.2&lng=-85.7&radius=500&kind=listings').set(V) },
  {
    method: 'POST', path: '/api/groups', access: 'user', ok: { user: [400], admin: [400] },
    sample: async (w, role) => {
      const shareIds = role === 'owner'
        ? [await listTestPlane(w.as('owner'), { type: 'FLIGHT_CLUB', airportId: w.ids.airport, png: w.png, tailNumber: '', title: '' })]
        : [share(w)];
      return json(w.as(role).post('/api/groups'), { name: w.unique('Group '), shareIds });
    },
  },
  // The world's booking is an approved rental: the owner is told only a request to join makes a group (409).
  { method: 'POST', path: '/api/groups/from-request/:bookingId', access: 'member', ok: { owner: [409] }, sample: (w, role) => w.as(role).post(`/api/groups/from-request/${w.ids.booking}`).set(V) },
  { method: 'GET', path: '/api/groups/:id', access: 'member', sample: (w, role) => groupReady(w).then((g) => w.as(role).get(`/api/groups/${g.id}`).set(V)) },
  { method: 'POST', path: '/api/groups/:id/members', access: 'member', sample: (w, role) => inGroup(w, role, () => '/members', 'post', async () => ({ userId: await w.freshUserId() })) },
  {
    method: 'PATCH', path: '/api/groups/:id/members/:userId', access: 'member',
    sample: async (w, role) => { const g = await groupReady(w); return json(w.as(role).patch(`/api/groups/${g.id}/members/${await freshMemberId(w, g.id)}`), { role: 'treasurer' }); },
  },
  {
    method: 'DELETE', path: '/api/groups/:id/members/:userId', access: 'member',
    sample: async (w, role) => { const g = await groupReady(w); return json(w.as(role).delete(`/api/groups/${g.id}/members/${await freshMemberId(w, g.id)}`), { until: airportToday() }); },
  },
  {
    method: 'PUT', path: '/api/groups/:id/rules', access: 'member',
    sample: (w, role) => inGroup(w, role, () => '/rules', 'put', () => ({ from: airportToday(), duesCents: 12_000, duesSplit: 'per_member', hourlyRateCents: 15_000, basis: 'hobbs' })),
  },
  {
    method: 'POST', path: '/api/groups/:id/expenses', access: 'member',
    sample: (w, role) => inGroup(w, role, () => '/expenses', 'post', () => ({ date: airportToday(), description: 'Oil', amountCents: 5_000, split: 'equal' })),
  },
  { method: 'GET', path: '/api/groups/:id/expenses/:expenseId/receipt', access: 'member', sample: (w, role) => groupReady(w).then((g) => w.as(role).get(`/api/groups/${g.id}/expenses/${g.expenseId}/receipt`).set(V)) },
  {
    method: 'POST', path: '/api/groups/:id/payments', access: 'member',
    sample: (w, role) => inGroup(w, role, () => '/payments', 'post', (g) => ({ userId: g.ownerId, amountCents: 100, date: airportToday() })),
  },
  // The world's group has only its owner, who owes it nothing (and whose payouts may not take cards): 409.
  {
    method: 'POST', path: '/api/groups/:id/payments/card', access: 'member', ok: { owner: [409] },
    sample: (w, role) => inGroup(w, role, () => '/payments/card', 'post', () => ({ amountCents: 100, paymentMethodId: 'pm_card_visa', key: w.unique('pay-key-') })),
  },
  { method: 'POST', path: '/api/groups/:id/statements', access: 'member', sample: (w, role) => inGroup(w, role, () => '/statements', 'post', (g) => ({ month: g.lastMonth })) },
  { method: 'GET', path: '/api/groups/:id/statements', access: 'member', sample: (w, role) => groupReady(w).then((g) => w.as(role).get(`/api/groups/${g.id}/statements?month=${g.lastMonth}`).set(V)) },
  { method: 'GET', path: '/api/groups/:id/statements/:file', access: 'member', sample: (w, role) => groupReady(w).then((g) => w.as(role).get(`/api/groups/${g.id}/statements/${g.statementId}.pdf`).set(V)) },
  { method: 'GET', path: '/api/groups/:id/cost', access: 'member', sample: (w, role) => groupReady(w).then((g) => w.as(role).get(`/api/groups/${g.id}/cost?hours=100`).set(V)) },
];

export const ROUTE_ACCESS: RouteAccess[] = [
  // Configuration and the human check
  { method: 'GET', path: '/api/config', access: 'public', sample: (w, role) => w.as(role).get('/api/config').set(V) },
  // The load balancers' health check (issue 43): no version header, no session.
  { method: 'GET', path: '/api/health', access: 'public', middleware: true, sample: (w, role) => w.as(role).get('/api/health') },
  {
    method: 'GET', path: '/api/captcha/challenge', access: 'public',
    sample: (w, role) => w.as(role).get('/api/captcha/challenge'), ok: [404],
  },

  // Sessions and passwords
  {
    method: 'POST', path: '/api/auth/local', access: 'public',
    sample: async (w, role) => json((await w.asNewSession(role)).post('/api/auth/local'), { user: w.credentials(role).username, password: w.credentials(role).password }),
  },
  { method: 'GET', path: '/api/auth/session', access: 'public', sample: (w, role) => w.as(role).get('/api/auth/session').set(V) },
  {
    method: 'POST', path: '/api/auth/logout', access: 'public',
    sample: async (w, role) => (await w.asNewSession(role)).post('/api/auth/logout').set(V),
  },
  {
    method: 'POST', path: '/api/auth/reset/password', access: 'public',
    sample: (w, role) => json(w.as(role).post('/api/auth/reset/password'), { email: w.credentials(role).email }),
  },
  {
    method: 'POST', path: '/api/auth/reset/password/confirm', access: 'public',
    sample: (w, role) => json(w.as(role).post('/api/auth/reset/password/confirm'), { token: 'not-a-token', password: 'new-password-1' }), ok: [400],
  },
  ...(['google', 'facebook'] as const).flatMap((p): RouteAccess[] => [
    { method: 'GET', path: `/api/auth/${p}`, access: 'public', sample: (w, role) => w.as(role).get(`/api/auth/${p}`), ok: [404] },
    { method: 'GET', path: `/api/auth/${p}/callback`, access: 'public', sample: (w, role) => w.as(role).get(`/api/auth/${p}/callback`), ok: [404] },
  ]),

  // Accounts
  {
    method: 'POST', path: '/api/user', access: 'public',
    sample: async (w, role) => {
      const username = w.unique('signup');
      return json((await w.asNewSession(role)).post('/api/user'), { user: { username, email: `${username}@example.com`, password: 'flying-high' } });
    },
  },
  { method: 'GET', path: '/api/user', access: 'user', sample: (w, role) => w.as(role).get('/api/user').set(V) },
  { method: 'PATCH', path: '/api/user', access: 'user', sample: (w, role) => json(w.as(role).patch('/api/user'), { user: { bio: 'Flying since 2001.' } }) },
  {
    method: 'DELETE', path: '/api/user', access: 'user',
    // Confirmed by the current password of the fresh account (issue 34).
    sample: async (w, role) => json((await w.fresh(role)).delete('/api/user'), { currentPassword: 'flying-high' }),
  },
  {
    method: 'POST', path: '/api/user/email/confirm', access: 'public',
    sample: (w, role) => json(w.as(role).post('/api/user/email/confirm'), { token: 'not-a-token' }), ok: [400],
  },
  { method: 'GET', path: '/api/user/count', access: 'public', sample: (w, role) => w.as(role).get('/api/user/count').set(V) },
  { method: 'GET', path: '/api/user/record', access: 'user', sample: (w, role) => w.as(role).get('/api/user/record').set(V) },
  {
    method: 'PUT', path: '/api/user/record', access: 'user',
    sample: (w, role) => json(w.as(role).put('/api/user/record'), { certificate: 'private', ratings: ['instrument'], totalHours: 250 }),
  },
  // The caller's own partner profile (issue 41).
  { method: 'GET', path: '/api/user/partner-profile', access: 'user', sample: (w, role) => w.as(role).get('/api/user/partner-profile').set(V) },
  {
    method: 'PUT', path: '/api/user/partner-profile', access: 'user',
    sample: (w, role) => json(w.as(role).put('/api/user/partner-profile'), {
      visible: false, lookingFor: 'join', buyInCents: { min: 0, max: 9_000_000 }, monthlyCents: { min: 0, max: 90_000 }, hoursPerYear: 80,
      missions: ['travel'], aircraftKinds: [], driveKm: 80, upgradeAppetite: 3, maintenanceCare: 3, flies: 'both',
    }),
  },
  // The caller's imported logbook (issue 40): the preview of a one-flight MyFlightbook file, never saved here.
  { method: 'GET', path: '/api/user/logbook', access: 'user', sample: (w, role) => w.as(role).get('/api/user/logbook').set(V) },
  {
    method: 'POST', path: '/api/user/logbook/import', access: 'user',
    sample: (w, role) => w.as(role).post('/api/user/logbook/import').set(V)
      .attach('file', Buffer.from('Date,Tail Number,Total Flight Time,Route\n2026-09-12,N172SP,1.4,KLOU KBWG\n'), { filename: 'log.csv', contentType: 'text/csv' }),
  },
  { method: 'DELETE', path: '/api/user/logbook', access: 'user', sample: async (w, role) => (await w.fresh(role)).delete('/api/user/logbook').set(V) },
  // Issue 40: no airmen file is loaded in this world, so a signed-in POST is answered 409 (a zip is given: not every role has a home airport).
  { method: 'GET', path: '/api/user/record/faa-match', access: 'user', sample: (w, role) => w.as(role).get('/api/user/record/faa-match').set(V) },
  {
    method: 'POST', path: '/api/user/record/faa-match', access: 'user',
    sample: (w, role) => json(w.as(role).post('/api/user/record/faa-match'), { zip: '40206' }), ok: [409],
  },
  // Maria, a discoverable demo pilot: the pilot role reads their own profile, the others someone else's.
  { method: 'GET', path: '/api/user/:id', access: 'user', sample: (w, role) => w.as(role).get(`/api/user/${w.ids.user}`).set(V) },
  {
    method: 'DELETE', path: '/api/user/:id', access: 'admin',
    sample: async (w, role) => w.as(role).delete(`/api/user/${await w.freshUserId()}`).set(V),
  },
  {
    method: 'POST', path: '/api/user/favorites/airport/:id', access: 'user',
    sample: (w, role) => w.as(role).post(`/api/user/favorites/airport/${w.ids.airport}`).set(V),
  },
  {
    method: 'DELETE', path: '/api/user/favorites/airport/:id', access: 'user',
    sample: (w, role) => w.as(role).delete(`/api/user/favorites/airport/${w.ids.airport}`).set(V),
  },
  { method: 'GET', path: '/api/airport', access: 'public', sample: (w, role) => w.as(role).get('/api/airport?q=LOU').set(V) },
  {
    method: 'GET', path: '/api/alerts/unsubscribe', access: 'token-link', middleware: true,
    sample: (w, role) => w.as(role).get(`/api/alerts/unsubscribe?token=${encodeURIComponent(w.unsubscribeToken())}`),
  },
  {
    method: 'POST', path: '/api/alerts/unsubscribe', access: 'token-link', middleware: true,
    sample: (w, role) => w.as(role).post(`/api/alerts/unsubscribe?token=${encodeURIComponent(w.unsubscribeToken())}`).type('form').send('List-Unsubscribe=One-Click'),
  },
  {
    method: 'HEAD', path: '/api/alerts/unsubscribe', access: 'public', middleware: true,
    sample: (w, role) => w.as(role).head('/api/alerts/unsubscribe?token=x'),
  },

  // Places and search
  { method: 'GET', path: '/api/meta/geoip', access: 'public', sample: (w, role) => w.as(role).get('/api/meta/geoip').set(V) },
  { method: 'GET', path: '/api/places/autocomplete', access: 'public', sample: (w, role) => w.as(role).get('/api/places/autocomplete?q=louis').set(V) },
  { method: 'GET', path: '/api/places/geocode', access: 'public', sample: (w, role) => w.as(role).get('/api/places/geocode?q=40202').set(V) },
  { method: 'GET', path: '/api/places/reverse', access: 'public', sample: (w, role) => w.as(role).get('/api/places/reverse?lat=38.25&lng=-85.75').set(V) },
  { method: 'GET', path: '/api/search', access: 'public', sample: (w, role) => w.as(role).get('/api/search').set(V) },
  { method: 'GET', path: '/api/search/count', access: 'public', sample: (w, role) => w.as(role).get('/api/search/count').set(V) },
  { method: 'GET', path: '/api/airport/shares', access: 'public', sample: (w, role) => w.as(role).get('/api/airport/shares').set(V) },

  // Plans and payments
  { method: 'GET', path: '/api/plans', access: 'public', sample: (w, role) => w.as(role).get('/api/plans').set(V) },
  { method: 'POST', path: '/api/user/customer', access: 'user', sample: (w, role) => w.as(role).post('/api/user/customer').set(V) },
  {
    method: 'POST', path: '/api/user/subscription', access: 'user',
    sample: async (w, role) => json((await w.fresh(role)).post('/api/user/subscription'), { priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' }),
    ok: { owner: [409] }, // an owner has the plan already
  },
  {
    method: 'PATCH', path: '/api/user/subscription/:id', access: 'owner',
    sample: (w, role) => json(w.as(role).patch(`/api/user/subscription/${w.ids.subscription}`), { cancelAtPeriodEnd: false }),
  },
  {
    method: 'POST', path: '/api/sandbox/payment-methods', access: 'user',
    sample: (w, role) => json(w.as(role).post('/api/sandbox/payment-methods'), { name: 'Ada Pilot', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }),
  },
  // Payouts and the money of bookings (issue 37)
  // A fresh account of each role: onboarding the world's owner for good would make his listing take payment.
  { method: 'POST', path: '/api/user/payouts', access: 'user', sample: async (w, role) => (await w.fresh(role)).post('/api/user/payouts').set(V) },
  { method: 'GET', path: '/api/user/payouts', access: 'user', sample: (w, role) => w.as(role).get('/api/user/payouts').set(V) },
  {
    method: 'POST', path: '/api/sandbox/connect/complete', access: 'user',
    sample: async (w, role) => (await onboardingAgent(w, role)).post('/api/sandbox/connect/complete').set(V),
  },
  { method: 'GET', path: '/api/user/payments', access: 'user', sample: (w, role) => w.as(role).get('/api/user/payments').set(V) },
  { method: 'GET', path: '/api/user/earnings', access: 'user', sample: (w, role) => w.as(role).get('/api/user/earnings').set(V) },
  { method: 'GET', path: '/api/user/earnings.csv', access: 'user', sample: (w, role) => w.as(role).get('/api/user/earnings.csv') },
  {
    method: 'POST', path: '/api/stripe/webhook', access: 'signed-webhook', middleware: true,
    sample: (w, role) => w.stripeAs(role).post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{"id":"evt_1","type":"invoice.payment_failed"}'),
  },

  // Listings
  { method: 'GET', path: '/api/share', access: 'public', sample: (w, role) => w.as(role).get(`/api/share?id=${share(w)}`).set(V) },
  {
    method: 'POST', path: '/api/share', access: 'subscriber',
    sample: (w, role) => w.postShare(w.as(role)),
  },
  {
    method: 'PATCH', path: '/api/share/:id', access: 'owner-or-admin',
    sample: (w, role) => w.as(role).patch(`/api/share/${share(w)}`).set(V).field('share', JSON.stringify({ title: 'Skyhawk for rent' })),
  },
  {
    method: 'DELETE', path: '/api/share/:id', access: 'owner-or-admin',
    sample: async (w, role) => w.as(role).delete(`/api/share/${await w.freshShareId()}`).set(V),
  },
  ...(['disable', 'enable'] as const).map((action): RouteAccess => ({
    method: 'POST', path: `/api/share/:id/${action}`, access: 'owner-or-admin',
    sample: async (w, role) => w.as(role).post(`/api/share/${await w.freshShareId()}/${action}`).set(V),
  })),
  // Requests and bookings (issue 14). The pilot is `maria` (the user role), the listing the owner's.
  { method: 'GET', path: '/api/share/:id/availability', access: 'public', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/availability`).set(V) },
  {
    method: 'PUT', path: '/api/share/:id/availability', access: 'owner-or-admin',
    sample: (w, role) => json(w.as(role).put(`/api/share/${share(w)}/availability`), { openHours: [], rules: { maxFutureBookings: 100 } }),
  },
  {
    method: 'POST', path: '/api/share/:id/blocks', access: 'owner-or-admin',
    sample: async (w, role) => json(w.as(role).post(`/api/share/${await w.freshShareId()}/blocks`), { ...w.requestPeriod(), reason: 'Annual inspection' }),
  },
  {
    method: 'DELETE', path: '/api/share/:id/blocks/:blockId', access: 'owner-or-admin',
    sample: async (w, role) => {
      const id = await w.freshShareId();
      const block = await json(w.as('owner').post(`/api/share/${id}/blocks`), { ...w.requestPeriod(), reason: 'Own use' });
      return w.as(role).delete(`/api/share/${id}/blocks/${block.body.id}`).set(V);
    },
  },
  {
    method: 'GET', path: '/api/share/:id/calendar', access: 'public',
    sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/calendar?from=${new Date().toISOString()}&to=${new Date(Date.now() + 30 * 86_400_000).toISOString()}`).set(V),
  },
  {
    method: 'GET', path: '/api/share/:id/qualification', access: 'user',
    sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/qualification`).set(V),
  },
  // The caller's partner fit (issue 41): the world's listing is a rental, so every allowed caller hears why there is none.
  {
    method: 'GET', path: '/api/share/:id/fit', access: 'user',
    sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/fit`).set(V), ok: [409],
  },
  {
    method: 'POST', path: '/api/share/:id/requests', access: 'user',
    sample: async (w, role) => {
      await w.freshRequestId('pending'); // the listing takes many requests of one pilot
      const id = role === 'owner' ? await w.otherShareId() : share(w);
      return json(w.as(role).post(`/api/share/${id}/requests`), { ...w.requestPeriod(), message: 'Route access' });
    },
  },
  ...(['post', 'delete'] as const).map((method): RouteAccess => ({
    method: method === 'post' ? 'POST' : 'DELETE', path: '/api/share/:id/ground', access: 'owner-or-admin',
    sample: async (w, role) => json(w.as(role)[method](`/api/share/${await w.freshShareId()}/ground`), { reason: 'Squawk: left mag' }),
  })),
  { method: 'GET', path: '/api/share/:id/policy', access: 'public', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/policy`).set(V) },
  { method: 'PUT', path: '/api/share/:id/policy', access: 'owner-or-admin', sample: (w, role) => json(w.as(role).put(`/api/share/${share(w)}/policy`), { cancellation: 'moderate', depositCents: 0 }) },
  { method: 'POST', path: '/api/share/:id/calendar-token', access: 'owner-or-admin', sample: (w, role) => w.as(role).post(`/api/share/${share(w)}/calendar-token`).set(V) },
  { method: 'POST', path: '/api/user/calendar-token', access: 'user', sample: (w, role) => w.as(role).post('/api/user/calendar-token').set(V) },
  {
    method: 'GET', path: '/api/calendar/:token.ics', access: 'public', middleware: true,
    sample: async (w, role) => {
      const icsUrl = (await w.as('owner').get(`/api/share/${share(w)}/availability`).set(V)).body.icsUrl as string;
      return w.as(role).get(new URL(icsUrl).pathname); // calendar apps send no version header
    },
  },
  { method: 'GET', path: '/api/requests', access: 'user', sample: (w, role) => w.as(role).get('/api/requests?role=pilot').set(V) },
  { method: 'GET', path: '/api/attention', access: 'user', sample: (w, role) => w.as(role).get('/api/attention').set(V) },
  { method: 'GET', path: '/api/requests/count', access: 'user', sample: (w, role) => w.as(role).get('/api/requests/count').set(V) },
  { method: 'GET', path: '/api/requests/:id', access: 'party', sample: async (w, role) => w.as(role).get(`/api/requests/${await w.freshRequestId('pending')}`).set(V) },
  { method: 'POST', path: '/api/requests/:id/approve', access: 'owner', sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshRequestId('pending')}/approve`), {}) },
  {
    method: 'POST', path: '/api/requests/:id/decline', access: 'owner',
    sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshRequestId('pending')}/decline`), { reason: 'Not that week' }),
  },
  { method: 'POST', path: '/api/requests/:id/undo', access: 'owner', sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshRequestId('approved')}/undo`), {}) },
  { method: 'POST', path: '/api/requests/:id/withdraw', access: 'requester', sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshRequestId('pending')}/withdraw`), {}) },
  {
    method: 'POST', path: '/api/requests/:id/cancel', access: 'party',
    sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshRequestId('approved')}/cancel`), { reason: 'Weather' }),
  },
  { method: 'GET', path: '/api/requests/:id/payment', access: 'party', sample: async (w, role) => w.as(role).get(`/api/requests/${await paidRequestId(w, 'pending')}/payment`).set(V) },
  {
    method: 'POST', path: '/api/requests/:id/payment', access: 'requester',
    sample: async (w, role) => json(w.as(role).post(`/api/requests/${await unpaidBookingId(w)}/payment`), { paymentMethodId: 'pm_card_visa' }),
  },
  { method: 'GET', path: '/api/requests/:id/cancellation', access: 'party', sample: async (w, role) => w.as(role).get(`/api/requests/${await paidRequestId(w)}/cancellation`).set(V) },
  // Flights (issue 36): the pilot checks out and in, the owner confirms, either side disputes.
  { method: 'POST', path: '/api/requests/:id/check-out', access: 'requester', sample: async (w, role) => w.checkOut(w.as(role), await w.freshFlightBookingId('approved')) },
  { method: 'POST', path: '/api/requests/:id/check-in', access: 'requester', sample: async (w, role) => w.checkIn(w.as(role), await w.freshFlightBookingId('checked_out')) },
  {
    method: 'POST', path: '/api/requests/:id/bill-preview', access: 'requester',
    sample: (w, role) => json(w.as(role).post(`/api/requests/${w.ids.checkedOut}/bill-preview`), { hobbs: 101.5, tach: 81.2, fuel: [] }),
  },
  { method: 'POST', path: '/api/requests/:id/confirm', access: 'owner', sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshFlightBookingId('flown')}/confirm`), {}) },
  {
    method: 'POST', path: '/api/requests/:id/dispute', access: 'pilot-or-owner',
    sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshFlightBookingId('flown')}/dispute`), { reason: 'The Hobbs was misread' }),
  },
  { method: 'POST', path: '/api/requests/:id/no-show', access: 'owner', sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshEndedBookingId()}/no-show`), {}) },
  { method: 'GET', path: '/api/requests/:id/flight', access: 'party', sample: (w, role) => w.as(role).get(`/api/requests/${w.ids.flight}/flight`).set(V) },
  { method: 'GET', path: '/api/requests/:id/flight/photos/:n', access: 'party', sample: (w, role) => w.as(role).get(`/api/requests/${w.ids.flight}/flight/photos/0`).set(V) },
  { method: 'GET', path: '/api/share/:id/billing', access: 'owner-or-admin', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/billing`).set(V) },
  { method: 'PUT', path: '/api/share/:id/billing', access: 'owner-or-admin', sample: (w, role) => json(w.as(role).put(`/api/share/${share(w)}/billing`), BILLING_RULES) },
  { method: 'GET', path: '/api/share/:id/readings', access: 'owner-or-admin', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/readings`).set(V) },
  { method: 'PUT', path: '/api/share/:id/readings', access: 'owner-or-admin', sample: (w, role) => json(w.as(role).put(`/api/share/${share(w)}/readings`), { hobbs: 1200.5, tach: 980.1 }) },
  // Airworthiness (issue 38)
  ...MAINTENANCE_ROWS,
  ...GROUP_ROWS,
  // Reviews and listing questions (issue 16)
  {
    method: 'POST', path: '/api/requests/:id/review', access: 'participant',
    sample: async (w, role) => json(w.as(role).post(`/api/requests/${await w.freshEndedBookingId()}/review`), { stars: 5, text: 'Route access' }),
  },
  {
    method: 'POST', path: '/api/reviews/:id/answer', access: 'reviewed',
    sample: async (w, role) => {
      const { byPilot, byOwner } = await w.freshShownReviews();
      return json(w.as(role).post(`/api/reviews/${role === 'user' ? byOwner : byPilot}/answer`), { text: 'Thanks' });
    },
  },
  { method: 'GET', path: '/api/share/:id/reviews', access: 'public', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/reviews`).set(V) },
  { method: 'GET', path: '/api/user/:id/reviews', access: 'public', sample: (w, role) => w.as(role).get(`/api/user/${w.ids.owner}/reviews`).set(V) },
  { method: 'GET', path: '/api/share/:id/questions', access: 'public', sample: (w, role) => w.as(role).get(`/api/share/${share(w)}/questions`).set(V) },
  {
    method: 'POST', path: '/api/share/:id/questions', access: 'user',
    // The owner asks on another's listing (on his own he is refused, 403).
    sample: async (w, role) => json(w.as(role).post(`/api/share/${role === 'owner' ? await w.otherShareId() : share(w)}/questions`), { text: 'Route access?' }),
  },
  {
    method: 'POST', path: '/api/questions/:id/answer', access: 'owner',
    sample: async (w, role) => json(w.as(role).post(`/api/questions/${await w.freshQuestionId()}/answer`), { text: 'Yes' }),
  },
  { method: 'GET', path: '/api/share/mine', access: 'user', sample: (w, role) => w.as(role).get('/api/share/mine').set(V) },
  { method: 'GET', path: '/api/share/favorite', access: 'user', sample: (w, role) => w.as(role).get('/api/share/favorite').set(V) },
  ...(['POST', 'DELETE'] as const).map((method): RouteAccess => ({
    method, path: '/api/share/favorite/:id', access: 'user',
    sample: (w, role) => w.as(role)[method === 'POST' ? 'post' : 'delete'](`/api/share/favorite/${share(w)}`).set(V),
    // The owner's own listing cannot be a favourite of theirs (issue 12); removing one stays possible.
    ...(method === 'POST' ? { ok: { owner: [409] } } : {}),
  })),
  { method: 'GET', path: '/api/tailnumber/search', access: 'public', sample: (w, role) => w.as(role).get('/api/tailnumber/search?tailNumber=N172SP').set(V), ok: [404] },
  { method: 'GET', path: '/api/tailnumber/lookup', access: 'public', sample: (w, role) => w.as(role).get('/api/tailnumber/lookup?tailNumber=N172SP').set(V), ok: [200] },
  {
    // The owner's own listing answers 409; the others file (or find) their open claim.
    method: 'POST', path: '/api/tailnumber/claim', access: 'user', ok: { owner: [409] },
    sample: async (w, role) => json(w.as(role).post('/api/tailnumber/claim'), { tailNumber: (await w.as('visitor').get(`/api/share?id=${share(w)}`).set(V)).body.shares[0].tailNumber }),
  },

  // Professionals
  { method: 'GET', path: '/api/instructor', access: 'public', sample: (w, role) => w.as(role).get('/api/instructor').set(V) },
  { method: 'GET', path: '/api/instructor/:id', access: 'public', sample: (w, role) => w.as(role).get(`/api/instructor/${w.ids.instructor}`).set(V) },
  {
    method: 'POST', path: '/api/instructor', access: 'subscriber',
    sample: async (w, role) => w.postProfile(role === 'owner' ? await w.fresh('owner') : w.as(role)),
  },
  {
    method: 'PATCH', path: '/api/instructor', access: 'user',
    sample: (w, role) => json(w.as(role).patch('/api/instructor'), { instructor: { about: 'CFII, twenty years of teaching.' } }), ok: { user: [404], admin: [404] },
  },
  {
    method: 'DELETE', path: '/api/instructor', access: 'user',
    sample: async (w, role) => (role === 'owner' ? await w.fresh('owner', { profile: true }) : w.as(role)).delete('/api/instructor').set(V),
    ok: { user: [404], admin: [404] },
  },
  { method: 'GET', path: '/api/instructor/mine', access: 'user', sample: (w, role) => w.as(role).get('/api/instructor/mine').set(V), ok: { user: [404], admin: [404] } },
  { method: 'GET', path: '/api/instructor/favorite', access: 'user', sample: (w, role) => w.as(role).get('/api/instructor/favorite').set(V) },
  ...(['POST', 'DELETE'] as const).map((method): RouteAccess => ({
    method, path: '/api/instructor/favorite/:id', access: 'user',
    sample: (w, role) => w.as(role)[method === 'POST' ? 'post' : 'delete'](`/api/instructor/favorite/${w.ids.instructor}`).set(V),
  })),

  // Blog and contact
  { method: 'GET', path: '/api/blog', access: 'public', sample: (w, role) => w.as(role).get('/api/blog').set(V) },
  { method: 'GET', path: '/api/blog/:slug', access: 'public', sample: (w, role) => w.as(role).get(`/api/blog/${w.ids.blogSlug}`).set(V) },
  {
    method: 'POST', path: '/api/contact', access: 'public',
    sample: (w, role) => json(w.as(role).post('/api/contact'), { name: 'Ada', email: 'ada@example.com', reason: 'Hello there' }),
  },

  // Conversations and reports (issue 16)
  ...TALK_ROWS,

  // Back office
  ...adminRows(),
  {
    method: 'POST', path: '/api/admin/blog-media', access: 'admin',
    sample: (w, role) => w.as(role).post('/api/admin/blog-media').set(V).attach('file', w.png, { filename: 'b.png', contentType: 'image/png' }),
  },
  {
    method: 'POST', path: '/api/admin/flights/:id/resolve', access: 'admin',
    sample: async (w, role) => json(w.as(role).post(`/api/admin/flights/${await w.freshFlightBookingId('disputed')}/resolve`), { tach: 81.0, resolution: 'Tach read from the photo' }),
  },
  {
    method: 'POST', path: '/api/admin/payments/:id/refund', access: 'admin',
    // Nothing was charged on a new booking (409): the refund of a captured one is payments.http.test.ts's.
    sample: async (w, role) => json(w.as(role).post(`/api/admin/payments/${await paidRequestId(w)}/refund`), { amountCents: 100, reason: 'Route access' }), ok: { admin: [409] },
  },
  { method: 'GET', path: '/api/admin/stats', access: 'admin', sample: (w, role) => w.as(role).get('/api/admin/stats').set(V) },
  {
    method: 'GET', path: '/api/admin/export/:kind', access: 'admin',
    sample: (w, role) => w.as(role).get('/api/admin/export/users'),
  },

  // Outside /api
  { method: 'GET', path: '/static/time-log.xlsx', access: 'public', sample: (w, role) => w.as(role).get('/static/time-log.xlsx') },
  { method: 'GET', path: '/static/hourly-rate-worksheet.xlsx', access: 'public', sample: (w, role) => w.as(role).get('/static/hourly-rate-worksheet.xlsx') },
  { method: 'GET', path: '/requests/:id/receipt', access: 'party-page', sample: (w, role) => w.as(role).get(`/requests/${w.ids.flight}/receipt`) },
  { method: 'GET', path: '/media/:file', access: 'public', middleware: true, sample: (w, role) => w.as(role).get(w.ids.mediaUrl) },
  { method: 'GET', path: '/robots.txt', access: 'public', middleware: true, sample: (w, role) => w.as(role).get('/robots.txt') },
  { method: 'GET', path: '/sitemap.xml', access: 'public', middleware: true, sample: (w, role) => w.as(role).get('/sitemap.xml') },
  { method: 'GET', path: '/sitemap-:name.xml', access: 'public', middleware: true, sample: (w, role) => w.as(role).get('/sitemap-pages.xml') },
];

/** `METHOD path`, the key the table, the data and the routers share. */
export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The rows of the markdown table between the route-table markers of docs/security.md. */
export function parseRouteTable(markdown: string): { method: string; path: string; access: string }[] {
  const start = markdown.indexOf('<!-- route-table:start -->');
  const end = markdown.indexOf('<!-- route-table:end -->');
  if (start < 0 || end < start) throw new Error('docs/security.md has no route-table markers');
  return markdown
    .slice(start, end)
    .split('\n')
    .filter((line) => /^\|\s*(GET|HEAD|POST|PUT|PATCH|DELETE)\s*\|/.test(line))
    .map((line) => {
      const [method, path, access] = line.split('|').slice(1, 4).map((c) => c.trim().replace(/^`|`$/g, ''));
      return { method: method!, path: path!, access: access! };
    });
}

interface RouterLike {
  stack: { methods: string[]; path: string | RegExp }[];
}

/** Every method and path the app's routers register (HEAD, added for each GET, left out). */
export function registeredRoutes(app: { middleware: unknown[] }): { method: string; path: string }[] {
  const routes = new Map<string, { method: string; path: string }>();
  for (const mw of app.middleware) {
    const router = (mw as { router?: RouterLike }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD' || typeof layer.path !== 'string') continue;
        const route = { method, path: layer.path };
        routes.set(routeKey(route), route);
      }
    }
  }
  return [...routes.values()];
}
