import { ROUTE_ACCESS, routeKey, type RouteAccess } from '../http/route-access.js';
import type { AccessWorld, Agent, Role } from '../http/route-access-world.js';
import { V } from './test-app.js';

/**
 * How each route of the route table is fuzzed: as whom, with which body, and which query, body and form
 * field names it reads (random values for the names a handler looks at reach deeper than random names).
 */
export interface FuzzTarget {
  row: RouteAccess;
  /** The caller; 'self' is a throwaway subscriber to both plans for routes that change the caller's own account. */
  role: Role | 'self';
  /** The throwaway subscriber has a professional profile (to edit or delete). */
  selfProfile?: boolean;
  body: 'none' | 'json' | 'multipart';
  /** Multipart: the JSON field and the file field the route reads. */
  form?: { json: string; file: string };
  /** Names the handler reads in the JSON body (or in the multipart JSON field). */
  fields: string[];
  /** Names the handler reads in the query string. */
  query: string[];
  /**
   * A valid value of each path parameter, mixed into the random ones. DELETE routes get none: they would
   * remove the records the later targets use (random ids only).
   */
  params: (w: AccessWorld) => Record<string, string>;
  /** A valid body (the JSON, or the multipart JSON field) that mutations start from. */
  base?: (w: AccessWorld) => Record<string, unknown>;
}

const SHARE_FIELDS = [
  'type', 'title', 'description', 'url', 'ratePerHour', 'isWet', 'businessName', 'cost', 'desiredNumberOfPilots', 'sharePercentOffered',
  'pricePercentOffered', 'clubName', 'clubRepName', 'clubMemberSize', 'clubNumAircrafts', 'clubWebsiteUrl', 'clubEmail', 'clubPhone',
  'preferredInstructorName', 'preferredInstructorEmail', 'defaultMedia', 'tailNumber', 'regOwner', 'make', 'model', 'year', 'serial',
  'engineHours', 'engineManufacturer', 'engineModel', 'classification', 'categories', 'interior', 'exterior', 'avionics', 'equipment',
  'comments', 'tags', 'instrumentRatingRequired', 'airport', 'honeypot', 'media',
  'minimums', 'retractable', 'complex', 'highPerformance', 'tailwheel', 'multiEngine', 'partnerProfile',
];
const PARTNER_PROFILE_FIELDS = [
  'visible', 'lookingFor', 'buyInCents', 'monthlyCents', 'hoursPerYear', 'missions', 'aircraftKinds', 'driveKm', 'upgradeAppetite', 'maintenanceCare', 'flies',
];
const PARTNER_PROFILE = {
  visible: true, lookingFor: 'join', buyInCents: { min: 0, max: 9_000_000 }, monthlyCents: { min: 0, max: 90_000 }, hoursPerYear: 80,
  missions: ['travel', 'ifr'], aircraftKinds: ['Single Engine'], driveKm: 80, upgradeAppetite: 3, maintenanceCare: 4, flies: 'weekends',
};
const RECORD_FIELDS = [
  'certificate', 'ratings', 'totalHours', 'classHours', 'makeModelHours', 'medical', 'flightReview', 'dateOfBirth', 'renterInsurance', 'shows', 'hoursRange',
];
const SIGNUP_FIELDS = ['firstname', 'lastname', 'email', 'username', 'password', 'airport', 'isDiscoverable', 'emailPublic', 'bio', 'code', 'honeypot'];
const PROFILE_FIELDS = [...SIGNUP_FIELDS, 'confirmPassword', 'currentPassword', 'credentials', 'totalHours', 'wantedPlane', 'mostExpPlane', 'removeAvatar'];
const INSTRUCTOR_FIELDS = ['businessName', 'ratePerHour', 'about', 'airport', 'tags', 'isCommercial', 'isDiscoverable', 'honeypot', 'uid', 'id'];
const PAGE = ['page', 'limit'];
const ADMIN_LIST = ['filter', 'range', 'sort'];

/** Field and query names by `METHOD path`; rows not named read none. */
const FIELDS: Record<string, string[]> = {
  'POST /api/auth/local': ['user', 'password'],
  'POST /api/auth/reset/password': ['email'],
  'POST /api/auth/reset/password/confirm': ['token', 'password'],
  'POST /api/user': SIGNUP_FIELDS,
  'PATCH /api/user': PROFILE_FIELDS,
  'POST /api/user/email/confirm': ['token'],
  'POST /api/user/subscription': ['priceId', 'paymentMethodId', 'promoCode'],
  'PATCH /api/user/subscription/:id': ['cancelAtPeriodEnd'],
  'POST /api/sandbox/payment-methods': ['name', 'number', 'expMonth', 'expYear', 'cvc'],
  'POST /api/share': SHARE_FIELDS,
  'PATCH /api/share/:id': SHARE_FIELDS,
  'POST /api/instructor': INSTRUCTOR_FIELDS,
  'PATCH /api/instructor': INSTRUCTOR_FIELDS,
  'POST /api/contact': ['name', 'email', 'phone', 'reason', 'website'],
  'PUT /api/share/:id/availability': ['timeZone', 'openHours', 'rules'],
  'POST /api/share/:id/blocks': ['start', 'end', 'reason'],
  'POST /api/share/:id/requests': ['start', 'end', 'message'],
  'POST /api/share/:id/ground': ['reason'],
  'PUT /api/user/record': RECORD_FIELDS,
  'PUT /api/user/partner-profile': PARTNER_PROFILE_FIELDS,
  'POST /api/requests/:id/decline': ['reason'],
  'POST /api/requests/:id/cancel': ['reason'],
  'POST /api/requests/:id/review': ['stars', 'text'],
  'POST /api/reviews/:id/answer': ['text'],
  'POST /api/share/:id/questions': ['text'],
  'POST /api/questions/:id/answer': ['text'],
  'PUT /api/admin/reviews/:id': ['hidden'],
  'PUT /api/admin/users/:id': ['isAdmin', 'isDiscoverable', 'isDisabled'],
  // Issue 16 "talk"
  'POST /api/conversations': ['shareId', 'userId', 'text'],
  'POST /api/conversations/:id/messages': ['text'],
  'POST /api/reports': ['kind', 'id', 'reason'],
  'PUT /api/admin/reports/:id': ['status', 'disableAuthor'],
  'PUT /api/admin/instructors/:id': ['isDiscoverable'],
  'PUT /api/admin/shares/:id': ['isActive'],
  'PUT /api/admin/bookings/:id': ['state', 'reason'],
  'PUT /api/admin/airports/:id': ['facility', 'city', 'state'],
  'POST /api/admin/promotion-codes': ['code', 'percentOff', 'expiresAt', 'active'],
  'PUT /api/admin/promotion-codes/:id': ['code', 'percentOff', 'expiresAt', 'active'],
  'POST /api/admin/blog-posts': ['title', 'slug', 'content', 'excerpt', 'featuredImageUrl', 'seoTitle', 'seoDescription', 'status', 'publishedAt'],
  'PUT /api/admin/blog-posts/:id': ['title', 'slug', 'content', 'excerpt', 'featuredImageUrl', 'seoTitle', 'seoDescription', 'status', 'publishedAt'],
  // Flights (issue 36)
  'POST /api/requests/:id/check-out': ['hobbs', 'tach', 'fuelOnBoard'],
  'POST /api/requests/:id/check-in': ['hobbs', 'tach', 'blockOff', 'blockOn', 'landings', 'route', 'fuel', 'squawks', 'note'],
  'POST /api/requests/:id/bill-preview': ['hobbs', 'tach', 'blockOff', 'blockOn', 'fuel'],
  'POST /api/requests/:id/dispute': ['reason'],
  'PUT /api/share/:id/billing': ['basis', 'wet', 'rateCents', 'dailyMinimum', 'fuel', 'fees'],
  'POST /api/admin/flights/:id/resolve': ['hobbs', 'tach', 'resolution'],
  // Airworthiness (issue 38)
  'POST /api/share/:id/maintenance': ['kind', 'title', 'intervalMonths', 'intervalHours', 'lastDoneOn', 'lastDoneHours'],
  'PATCH /api/share/:id/maintenance': ['hundredHour'],
  'POST /api/share/:id/maintenance/:itemId/sign-off': ['doneOn', 'hours', 'note'],
  'POST /api/mechanic/:token/items/:itemId/sign-off': ['doneOn', 'hours', 'note'],
  'PUT /api/share/:id/mechanic': ['email'],
  'POST /api/share/:id/squawks': ['text', 'severity'],
  'POST /api/squawks/:id/answer': ['action', 'note'],
};

const QUERY: Record<string, string[]> = {
  'GET /api/airport': ['q', 'simSort', 'limit'],
  'GET /api/share/:id/squawks': ['open'],
  'GET /api/places/autocomplete': ['q', 'limit'],
  'GET /api/places/geocode': ['q'],
  'GET /api/places/reverse': ['lat', 'lng'],
  'GET /api/search': ['lat', 'lng', 'radius', 'q', 'searchTypes', 'shareCategories', 'instructorTags', 'airport', 'sortBy', 'sortDir', 'page', 'limit', 'location', 'qualified'],
  'GET /api/search/count': ['qualified'],
  'GET /api/airport/shares': ['qualified'],
  'GET /api/share': ['id', 'page', 'limit', 'sortBy', 'sortDir', 'type', 'types', 'airport', 'lat', 'lng'],
  'GET /api/share/mine': PAGE,
  'GET /api/share/favorite': PAGE,
  'GET /api/instructor': ['page', 'limit', 'q', 'lat', 'lng', 'radius', 'sort', 'sortDir', 'tags', 'fresh'],
  'GET /api/instructor/favorite': PAGE,
  'GET /api/tailnumber/search': ['tailNumber', 'exceptShare'],
  'GET /api/tailnumber/lookup': ['tailNumber', 'exceptShare'],
  'GET /api/blog': PAGE,
  'GET /api/share/:id/calendar': ['from', 'to'],
  'GET /api/requests': ['role', 'state', 'page', 'limit'],
  'GET /api/share/:id/reviews': ['page', 'perPage'],
  'GET /api/user/:id/reviews': ['role', 'page', 'perPage'],
  'GET /api/conversations/:id/messages': ['before'],
  'GET /api/alerts/unsubscribe': ['token'],
  'POST /api/alerts/unsubscribe': ['token'],
  'GET /api/auth/google': ['returnUrl'],
  'GET /api/auth/facebook': ['returnUrl'],
  'GET /sitemap-:name.xml': [],
};

const FORMS: Record<string, { json: string; file: string }> = {
  'POST /api/user': { json: 'user', file: 'avatar' },
  'PATCH /api/user': { json: 'user', file: 'avatar' },
  'POST /api/share': { json: 'share', file: 'images' },
  'PATCH /api/share/:id': { json: 'share', file: 'images' },
  'POST /api/instructor': { json: 'instructor', file: 'avatar' },
  'PATCH /api/instructor': { json: 'instructor', file: 'avatar' },
  'POST /api/admin/blog-media': { json: 'meta', file: 'file' },
  'POST /api/requests/:id/check-out': { json: 'flight', file: 'photos' },
  'POST /api/requests/:id/check-in': { json: 'flight', file: 'photos' },
  'POST /api/share/:id/squawks': { json: 'squawk', file: 'photos' },
};

/** Valid bodies by `METHOD path`: the fuzzer changes a few fields of them, to get past the first checks. */
const BASES: Record<string, (w: AccessWorld) => Record<string, unknown>> = {
  'POST /api/auth/local': () => ({ user: 'nobody-by-that-name', password: 'wrong-password' }),
  'POST /api/auth/reset/password': () => ({ email: 'nobody@example.com' }),
  'POST /api/auth/reset/password/confirm': () => ({ token: 'not-a-token', password: 'a-new-password' }),
  'POST /api/user/email/confirm': () => ({ token: 'not-a-token' }),
  'POST /api/user': () => ({ username: 'fuzzpilot', email: 'fuzzpilot@example.com', password: 'flying-high', firstname: 'Fuzz', isDiscoverable: true }),
  'PATCH /api/user': (w) => ({ firstname: 'Fuzz', bio: 'Flying.', airport: w.ids.airport, totalHours: '0-500', credentials: ['Private'] }),
  'POST /api/user/subscription': () => ({ priceId: 'price_professional_monthly', paymentMethodId: 'pm_card_visa', promoCode: 'SAVE20' }),
  'PATCH /api/user/subscription/:id': () => ({ cancelAtPeriodEnd: false }),
  'POST /api/sandbox/payment-methods': () => ({ name: 'Ada Pilot', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }),
  'POST /api/share': (w) => ({
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N5150Z', title: 'Skyhawk', ratePerHour: 150, description: 'Nice.', make: 'Cessna', model: '172S',
    airport: w.ids.airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
  }),
  'PATCH /api/share/:id': () => ({ title: 'Skyhawk for rent', ratePerHour: '$160' }),
  'POST /api/instructor': (w) => ({ businessName: 'Fuzz Flight', ratePerHour: 60, about: 'CFI.', airport: w.ids.airport, tags: ['Private'], isCommercial: false }),
  'PATCH /api/instructor': () => ({ about: 'CFII.', tags: ['Private', 'Instrument'] }),
  'POST /api/contact': () => ({ name: 'Ada', email: 'ada@example.com', phone: '502-555-0100', reason: 'Hello' }),
  'PUT /api/share/:id/availability': () => ({ openHours: [{ day: 1, from: 480, to: 1080 }], rules: { minMinutes: 60, maxFutureBookings: 100 } }),
  'POST /api/share/:id/blocks': () => ({ start: '2099-01-05T10:00:00Z', end: '2099-01-05T12:00:00Z', reason: 'Annual inspection' }),
  'POST /api/share/:id/requests': (w) => ({ ...w.requestPeriod(), message: 'Local flight' }),
  'POST /api/share/:id/ground': () => ({ reason: 'Squawk' }),
  'PUT /api/user/record': () => ({
    certificate: 'private', ratings: ['instrument'], totalHours: 450, classHours: { night: 40 }, makeModelHours: [{ makeModel: 'Piper PA-28', hours: 18 }],
    medical: { class: 3, examined: '2025-02-10' }, flightReview: '2025-06-15', dateOfBirth: '1980-06-16', renterInsurance: null,
    shows: { certificate: true, ratings: true, hours: true, medical: false, flightReview: false },
  }),
  'PUT /api/user/partner-profile': () => ({ ...PARTNER_PROFILE }),
  'POST /api/requests/:id/decline': () => ({ reason: 'Not that week' }),
  'POST /api/requests/:id/cancel': () => ({ reason: 'Weather' }),
  'POST /api/requests/:id/review': () => ({ stars: 5, text: 'Smooth flight, clean plane.' }),
  'POST /api/reviews/:id/answer': () => ({ text: 'Thank you.' }),
  'POST /api/share/:id/questions': () => ({ text: 'Is it IFR certified?' }),
  'POST /api/questions/:id/answer': () => ({ text: 'Yes, since 2024.' }),
  'PUT /api/admin/reviews/:id': () => ({ hidden: false }),
  'POST /api/conversations': (w) => ({ userId: w.ids.user, text: 'Is the Skyhawk free on Friday?' }),
  'POST /api/conversations/:id/messages': () => ({ text: 'And on Saturday?' }),
  'POST /api/reports': () => ({ kind: 'message', id: 1, reason: 'Spam' }),
  'PUT /api/admin/reports/:id': () => ({ status: 'dismissed', disableAuthor: false }),
  'PUT /api/admin/users/:id': () => ({ isDiscoverable: true }),
  'PUT /api/admin/instructors/:id': () => ({ isDiscoverable: true }),
  'PUT /api/admin/shares/:id': () => ({ isActive: true }),
  'PUT /api/admin/bookings/:id': () => ({ state: 'cancelled', reason: 'Listing under review' }),
  'PUT /api/admin/airports/:id': () => ({ facility: 'Bowman Field', city: 'Louisville', state: 'KY' }),
  'POST /api/admin/promotion-codes': () => ({ code: 'FUZZ10', percentOff: 10, expiresAt: null, active: true }),
  'PUT /api/admin/promotion-codes/:id': () => ({ percentOff: 15 }),
  'POST /api/admin/blog-posts': () => ({ title: 'Fuzzing', content: '<p>Hello</p>', status: 'draft' }),
  'PUT /api/admin/blog-posts/:id': () => ({ excerpt: 'Checked', status: 'published' }),
  'POST /api/share/:id/maintenance': () => ({ kind: 'custom', title: 'Seat rails', intervalMonths: 12 }),
  'PATCH /api/share/:id/maintenance': () => ({ hundredHour: null }),
  'POST /api/share/:id/maintenance/:itemId/sign-off': () => ({ doneOn: '2026-01-05', hours: 1000.5, note: 'Checked' }),
  'POST /api/mechanic/:token/items/:itemId/sign-off': () => ({ doneOn: '2026-01-05', note: 'Checked' }),
  'PUT /api/share/:id/mechanic': () => ({ email: 'mechanic@example.com' }),
  'POST /api/share/:id/squawks': () => ({ text: 'Left step loose', severity: 'info' }),
  'POST /api/squawks/:id/answer': () => ({ action: 'defer', note: 'Placarded' }),
};

/** Routes that act on the caller's own account in a way later targets would feel: a throwaway caller. */
const SELF = new Set(['PUT /api/user/record', 'PUT /api/user/partner-profile', 'PATCH /api/user', 'POST /api/user/subscription', 'POST /api/instructor', 'PATCH /api/instructor', 'DELETE /api/instructor']);

/** Not fuzzed, and why. */
export const NOT_FUZZED: Record<string, string> = {
  'DELETE /api/user': 'a right confirmation deletes the caller; its refusals (currentPassword, confirmUsername) are checked in tests/http/accounts.http.test.ts',
  'POST /api/stripe/webhook': 'off in sandbox mode; the Stripe SDK verifies the signature of any body (tests/integration/stripe-webhook.test.ts)',
};

function roleFor(row: RouteAccess): FuzzTarget['role'] {
  if (SELF.has(routeKey(row))) return 'self';
  switch (row.access) {
    case 'public':
    case 'token-link':
    case 'signed-webhook':
      return 'visitor';
    case 'admin':
    case 'nobody':
      return 'admin';
    default:
      return 'owner';
  }
}

/** A valid id for each `:param` of a path, the resource the owner or the fixtures have. */
function validParams(row: RouteAccess, w: AccessWorld): Record<string, string> {
  if (row.method === 'DELETE') return {};
  const p = row.path;
  const id = (): string | undefined => {
    if (p.startsWith('/api/share/')) return String(w.ids.share);
    if (p.startsWith('/api/instructor/')) return String(w.ids.instructor);
    if (p.startsWith('/api/user/favorites/airport/')) return String(w.ids.airport);
    if (p === '/api/user/:id') return String(w.ids.user);
    if (p === '/api/user/:id/reviews') return String(w.ids.owner);
    if (p === '/api/requests/:id/review') return String(w.ids.booking);
    if (p === '/api/requests/:id/bill-preview' || p === '/api/requests/:id/check-in') return String(w.ids.checkedOut);
    if (p.startsWith('/api/requests/:id/') || p === '/requests/:id/receipt' || p.startsWith('/api/admin/flights/')) return String(w.ids.flight);
    if (p.startsWith('/api/reviews/')) return String(w.ids.review);
    if (p.startsWith('/api/user/subscription/')) return w.ids.subscription;
    // The owner's first conversation (POST /api/conversations, fuzzed before the routes of one) and its reports.
    if (p.startsWith('/api/conversations/') || p === '/api/admin/reports/:id') return '1';
    const admin = /^\/api\/admin\/([a-z-]+)\/:id$/.exec(p)?.[1];
    const byResource: Record<string, string | number> = {
      users: w.ids.user, instructors: w.ids.instructor, shares: w.ids.share, airports: w.ids.airport, subscriptions: w.ids.subscription,
      'promotion-codes': w.ids.promotionCode, outbox: w.ids.outbox, 'contact-messages': w.ids.contactMessage, 'blog-posts': w.ids.blogPost,
      'audit-log': w.ids.auditEntry, bookings: w.ids.booking, reviews: w.ids.review, flights: w.ids.flight,
    };
    return admin ? String(byResource[admin]) : undefined;
  };
  const params: Record<string, string> = {};
  for (const [, name] of p.matchAll(/:([a-z]+)/gi)) {
    if (name === 'id') params.id = id() ?? '1';
    if (name === 'slug') params.slug = w.ids.blogSlug;
    if (name === 'kind') params.kind = 'users';
    if (name === 'file') params.file = w.ids.mediaUrl.slice('/media/'.length);
    if (name === 'name') params.name = 'pages';
    if (name === 'n') params.n = '0';
  }
  return params;
}

export function fuzzTargets(filter: (t: FuzzTarget) => boolean = () => true): FuzzTarget[] {
  return ROUTE_ACCESS.filter((row) => !NOT_FUZZED[routeKey(row)])
    .map((row): FuzzTarget => {
      const key = routeKey(row);
      const form = FORMS[key];
      const writes = row.method === 'POST' || row.method === 'PUT' || row.method === 'PATCH';
      return {
        row,
        role: roleFor(row),
        selfProfile: key === 'PATCH /api/instructor' || key === 'DELETE /api/instructor',
        body: form ? 'multipart' : writes ? 'json' : 'none',
        form,
        fields: FIELDS[key] ?? [],
        query: QUERY[key] ?? (row.method === 'GET' && /^\/api\/admin\/[a-z-]+$/.test(row.path) ? ADMIN_LIST : []),
        params: (w) => validParams(row, w),
        base: BASES[key],
      };
    })
    .filter(filter);
}

/** An id no record has: what a parameter without a valid value gets, so a DELETE removes nothing the other targets use. */
export const UNKNOWN_ID = '987654321';

/** The path with each `:param` replaced (values already encoded). */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/:([a-z]+)/gi, (_m, name: string) => values[name] ?? UNKNOWN_ID);
}

/**
 * A read and the write that takes its answer back (issue 12: every write accepts back the shapes the API
 * itself answers). The answer is sent unchanged (the write must succeed) or with one nested value
 * replaced by one of the wrong type (never a 5xx: a success, or a clear 400 that stores nothing).
 */
export interface RoundTrip {
  name: string;
  role: Role | 'self';
  selfProfile?: boolean;
  /** The answer to send back, read afresh before each request (made fit for a create: a new tail number...). */
  read: (w: AccessWorld, client: Agent) => Promise<Record<string, unknown>>;
  method: 'POST' | 'PUT' | 'PATCH';
  /** The write's path, from the answer as read. */
  path: (w: AccessWorld, answer: Record<string, unknown>) => string;
  /** Routes that read a form: the JSON field (also the key of a JSON body), the file field, and how many photos to send. */
  form?: { json: string; file: string; files: number };
  /** What an unchanged round trip answers. */
  ok: number;
  /** Fewer runs than the file's for a write that is slow by design (a sign-up hashes a password). */
  runs?: number;
}

let roundTripSeq = 0;
type Json = Record<string, unknown>;
async function body<T = Json>(call: PromiseLike<{ status: number; body: unknown }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`the read answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}
const shareView = async (w: AccessWorld, client: Agent) => (await body<{ shares: Json[] }>(client.get(`/api/share?id=${w.ids.share}`).set(V))).shares[0]!;
const airportAnswer = async (w: AccessWorld) => (await body<Json[]>(w.as('visitor').get('/api/airport?q=SDF').set(V)))[0]!;
const shareForm = { json: 'share', file: 'images', files: 0 };
const userForm = { json: 'user', file: 'avatar', files: 0 };
const instructorForm = { json: 'instructor', file: 'avatar', files: 0 };

const ADMIN_ROUND_TRIPS = (['users', 'instructors', 'shares', 'airports', 'promotion-codes', 'blog-posts'] as const).map((resource): RoundTrip => {
  const id = (w: AccessWorld) => ({
    users: w.ids.user, instructors: w.ids.instructor, shares: w.ids.share, airports: w.ids.airport, 'promotion-codes': w.ids.promotionCode, 'blog-posts': w.ids.blogPost,
  })[resource];
  return {
    name: `GET /api/admin/${resource}/:id -> PUT /api/admin/${resource}/:id`,
    role: 'admin',
    read: (w, client) => body(client.get(`/api/admin/${resource}/${id(w)}`).set(V)),
    method: 'PUT',
    path: (w) => `/api/admin/${resource}/${id(w)}`,
    ok: 200,
  };
});

export const ROUND_TRIPS: RoundTrip[] = [
  {
    name: 'GET /api/user -> PATCH /api/user', role: 'self', method: 'PATCH', form: userForm, ok: 200,
    read: (_w, client) => body(client.get('/api/user').set(V)), path: () => '/api/user',
  },
  {
    name: 'GET /api/share/mine -> PATCH /api/share/:id', role: 'owner', method: 'PATCH', form: shareForm, ok: 200,
    read: async (w, client) => (await body<{ shares: Json[] }>(client.get('/api/share/mine?limit=50').set(V))).shares.find((s) => s.id === w.ids.share)!,
    path: (w) => `/api/share/${w.ids.share}`,
  },
  {
    name: 'GET /api/share?id= -> PATCH /api/share/:id (an admin)', role: 'admin', method: 'PATCH', form: shareForm, ok: 200,
    read: shareView, path: (w) => `/api/share/${w.ids.share}`,
  },
  {
    name: 'GET /api/share?id= -> POST /api/share (a new tail number and photo)', role: 'self', method: 'POST', form: { ...shareForm, files: 1 }, ok: 201,
    read: async (w, client) => {
      const view = await shareView(w, client);
      const tailNumber = `N${8000 + (++roundTripSeq % 1000)}R`;
      return { ...view, tailNumber, aircraft: { ...(view.aircraft as object), tailNumber }, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true };
    },
    path: () => '/api/share',
  },
  {
    name: 'GET /api/instructor/mine -> PATCH /api/instructor', role: 'self', selfProfile: true, method: 'PATCH', form: instructorForm, ok: 200,
    read: (_w, client) => body(client.get('/api/instructor/mine').set(V)), path: () => '/api/instructor',
  },
  {
    name: 'GET /api/instructor/:id -> PATCH /api/instructor', role: 'owner', method: 'PATCH', form: instructorForm, ok: 200,
    // Read by the owner: a mutation may rightly turn isDiscoverable off, after which a visitor gets a 404.
    read: (w, client) => body(client.get(`/api/instructor/${w.ids.instructor}`).set(V)), path: () => '/api/instructor',
  },
  {
    name: 'GET /api/user/record -> PUT /api/user/record', role: 'self', method: 'PUT', ok: 200,
    read: (_w, client) => body(client.get('/api/user/record').set(V)), path: () => '/api/user/record',
  },
  {
    // Issue 41: what GET answers in `profile` is what PUT takes back (saved once first: a new pilot has none).
    name: 'GET /api/user/partner-profile -> PUT /api/user/partner-profile', role: 'self', method: 'PUT', ok: 200,
    read: async (_w, client) => {
      await body(client.put('/api/user/partner-profile').set(V).send(PARTNER_PROFILE));
      return (await body<{ profile: Json }>(client.get('/api/user/partner-profile').set(V))).profile;
    },
    path: () => '/api/user/partner-profile',
  },
  {
    name: 'GET /api/user (a subscription view) -> PATCH /api/user/subscription/:id', role: 'self', method: 'PATCH', ok: 200,
    read: async (_w, client) => (await body<{ subscriptions: { listing: Json } }>(client.get('/api/user').set(V))).subscriptions.listing,
    path: (_w, answer) => `/api/user/subscription/${String(answer.id)}`,
  },
  {
    name: 'GET /api/airport -> PATCH /api/user { airport }', role: 'self', method: 'PATCH', form: userForm, ok: 200,
    read: async (w) => ({ airport: await airportAnswer(w) }), path: () => '/api/user',
  },
  {
    name: 'GET /api/airport -> PATCH /api/share/:id { airport }', role: 'owner', method: 'PATCH', form: shareForm, ok: 200,
    read: async (w) => ({ airport: await airportAnswer(w) }), path: (w) => `/api/share/${w.ids.share}`,
  },
  {
    name: 'GET /api/airport -> PATCH /api/instructor { airport }', role: 'owner', method: 'PATCH', form: instructorForm, ok: 200,
    read: async (w) => ({ airport: await airportAnswer(w) }), path: () => '/api/instructor',
  },
  {
    name: 'GET /api/airport -> POST /api/user { airport } (sign-up)', role: 'visitor', method: 'POST', form: userForm, ok: 201, runs: 8,
    read: async (w) => {
      const username = w.unique('roundtrip');
      return { username, email: `${username}@example.com`, password: 'flying-high', airport: await airportAnswer(w) };
    },
    path: () => '/api/user',
  },
  ...ADMIN_ROUND_TRIPS,
];
