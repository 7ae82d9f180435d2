import { listingRequest, PASSWORD, tailNumber, V, type Accounts, type Dataset } from './dataset.js';

/** What a request of the mixed workload does, and the answer that means it went right. */
export type Kind = 'search' | 'share' | 'login' | 'login_refused' | 'create' | 'update' | 'book' | 'approve';
export const EXPECTED: Record<Kind, number> = {
  search: 200, share: 200, login: 200, login_refused: 400, create: 201, update: 200, book: 201, approve: 200,
};

export interface RequestSpec {
  kind: Kind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer<ArrayBuffer> | string;
  /** For a create: the title it carries, which the ledger checks in the database afterwards. */
  title?: string;
  /** For an approval: the request it approves, which the ledger checks in the database afterwards. */
  requestId?: number;
}

/**
 * The mixed workload, per 40 requests: 16 map searches (50, 200 and 500 km around Louisville, Denver and
 * Atlanta, by distance and by price), 18 share reads (GET /api/share?id= of a random seeded listing), one
 * login with the right password and one with a wrong one (argon2 makes each cost ~100 ms of CPU), two new
 * listings with a photo (POST /api/share, multipart) and two edits of a listing (PATCH) by its subscribed
 * owner; and (issue 14) a pilot's request for an hour of the owner's rental (POST /api/share/:id/requests,
 * each request its own period, the pilots in turn) and the owner's approval of the oldest request still
 * pending (POST /api/requests/:id/approve; with none pending yet, the owner reads his pending count). The
 * slots are spread evenly, so every connection sees the same mix (42 requests a cycle).
 */
export const MIX: [Kind, number][] = [
  ['search', 16], ['share', 18], ['login', 1], ['login_refused', 1], ['create', 2], ['update', 2], ['book', 1], ['approve', 1],
];

export const CITIES = [
  { name: 'Louisville', lat: 38.1757, lng: -85.7369 },
  { name: 'Denver', lat: 39.7392, lng: -104.9903 },
  { name: 'Atlanta', lat: 33.749, lng: -84.388 },
];
const RADII_KM = [50, 200, 500];
const SORTS = [['dist', 'asc'], ['ratePerHour', 'asc']] as const;

/** The kinds of one cycle in order, each spread evenly over it. */
export function mixSlots(mix: [Kind, number][] = MIX): Kind[] {
  return mix
    .flatMap(([kind, n]) => Array.from({ length: n }, (_, i) => ({ kind, at: (i + 0.5) / n })))
    .sort((a, b) => a.at - b.at)
    .map((s) => s.kind);
}

/** Builds the requests; the counters make every new listing's tail number and title unique in the run. */
export class Workload {
  private searches = 0;
  private creates = 0;
  private updates = 0;
  private books = 0;
  /** Requests acknowledged with 201 and not yet sent for approval, oldest first. */
  private readonly pending: number[] = [];
  readonly started = Date.now();
  /** The first booked hour: three days ahead (the rules want two hours' notice), on the hour. */
  private readonly firstSlot = Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000;

  constructor(
    private readonly dataset: Dataset,
    private readonly accounts: Accounts,
    private readonly random: () => number = Math.random,
  ) {}

  next(kind: Kind): RequestSpec {
    const json = { ...V, 'content-type': 'application/json' };
    const owner = { authorization: `Bearer ${this.accounts.owner.token}` };
    switch (kind) {
      case 'search': {
        const n = this.searches++;
        const city = CITIES[n % CITIES.length]!;
        const radius = RADII_KM[Math.floor(n / CITIES.length) % RADII_KM.length]!;
        const [sortBy, sortDir] = SORTS[Math.floor(n / (CITIES.length * RADII_KM.length)) % SORTS.length]!;
        return { kind, method: 'GET', headers: V, path: `/api/search?lat=${city.lat}&lng=${city.lng}&radius=${radius * 1000}&sortBy=${sortBy}&sortDir=${sortDir}` };
      }
      case 'share':
        return { kind, method: 'GET', headers: V, path: `/api/share?id=${1 + Math.floor(this.random() * this.dataset.shareIdMax)}` };
      case 'login':
        return { kind, method: 'POST', headers: json, path: '/api/auth/local', body: JSON.stringify({ user: this.pilot(), password: PASSWORD }) };
      case 'login_refused':
        return { kind, method: 'POST', headers: json, path: '/api/auth/local', body: JSON.stringify({ user: this.pilot(), password: 'not-the-password' }) };
      case 'create': {
        const n = ++this.creates;
        const title = `Bench listing #${n} of run ${this.started}`;
        const { body, headers } = listingRequest(this.accounts.png, this.accounts.airportId, tailNumber(n), title);
        return { kind, method: 'POST', headers: { ...headers, ...owner }, path: '/api/share', body, title };
      }
      case 'update':
        return {
          kind, method: 'PATCH', headers: { ...json, ...owner }, path: `/api/share/${this.accounts.owner.shareId}`,
          body: JSON.stringify({ title: `Edited ${++this.updates} times` }),
        };
      case 'book': {
        // Each request its own hour, two hours apart: no two can overlap, so every approval must succeed.
        const n = this.books++;
        const start = new Date(this.firstSlot + n * 2 * 3_600_000);
        const end = new Date(start.getTime() + 3_600_000);
        const pilot = { authorization: `Bearer ${this.accounts.pilotTokens[n % this.accounts.pilotTokens.length]}` };
        return {
          kind, method: 'POST', headers: { ...json, ...pilot }, path: `/api/share/${this.accounts.owner.shareId}/requests`,
          body: JSON.stringify({ start: start.toISOString(), end: end.toISOString(), message: `Bench booking #${n + 1}` }),
        };
      }
      case 'approve': {
        const id = this.pending.shift();
        if (id === undefined) return { kind, method: 'GET', headers: { ...V, ...owner }, path: '/api/requests/count' };
        return { kind, method: 'POST', headers: { ...json, ...owner }, path: `/api/requests/${id}/approve`, body: '{}', requestId: id };
      }
    }
  }

  /** A pilot's request was acknowledged (201): the owner approves it in a later slot. */
  requested(id: number): void {
    this.pending.push(id);
  }

  private pilot(): string {
    return this.accounts.pilots[Math.floor(this.random() * this.accounts.pilots.length)]!;
  }
}

/** p50/p95/p99/max of latencies in ms. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { count: sorted.length, p50Ms: round(at(50)), p95Ms: round(at(95)), p99Ms: round(at(99)), maxMs: round(sorted.at(-1) ?? 0) };
}

export const median = (values: number[]) => percentiles(values).p50Ms;
