/**
 * In-memory listings, aircraft registry, aircraft claims and pilot records, for application tests. They keep
 * what the PostgreSQL adapters keep: one listing per tail number (a conflict with the field's message),
 * inactive listings seen only by their owner and admins, one open claim per claimant and tail number.
 */
import { greatCircleKm } from '../../domain/airport/great-circle.js';
import { conflict, notFound } from '../../domain/errors.js';
import type { PilotRecord } from '../../domain/pilot/pilot-record.js';
import type { ClaimStatus } from '../../domain/share/listing-ownership.js';
import type { Share } from '../../domain/share/share.js';
import { normaliseTailNumber } from '../../domain/share/share-rules.js';
import type { AircraftClaim, AircraftClaimQuery, AircraftClaimRepository } from '../ports/aircraft-claim.repository.js';
import type { AircraftRegistry, RegistryAircraft } from '../ports/aircraft-registry.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareData, ShareQuery, ShareRepository } from '../ports/share.repository.js';
import type { InMemoryAirportRepository, InMemoryUserRepository } from './in-memory-ports.js';

export const TAIL_NUMBER_IN_USE = 'Tail number already in use.';

interface ShareRow {
  id: number;
  ownerId: number;
  data: ShareData;
  isActive: boolean;
  listDate: Date;
  updatedAt: Date;
}

/** Metres between two points on earthdistance's sphere (its earth() radius), as the distance sort measures. */
export const earthMetres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number =>
  greatCircleKm({ lat: a.lat, long: a.lng }, { lat: b.lat, long: b.lng }) * 1000;

export class InMemoryShareRepository implements ShareRepository {
  readonly rows = new Map<number, ShareRow>();
  /** "userId:shareId" */
  readonly favorites = new Set<string>();
  private nextId = 1;

  constructor(
    private readonly airports: InMemoryAirportRepository,
    private readonly users: InMemoryUserRepository,
    private readonly clock: Clock,
  ) {}

  async create(ownerId: number, data: ShareData): Promise<Share> {
    this.claimTail(data, 0);
    const now = this.clock.now();
    const id = this.nextId++;
    this.rows.set(id, { id, ownerId, data: structuredClone(data), isActive: true, listDate: now, updatedAt: now });
    return (await this.findById(id))!;
  }

  async update(id: number, data: ShareData): Promise<Share> {
    const row = this.rows.get(id);
    if (!row) throw notFound('Listing not found');
    this.claimTail(data, id);
    // An absent group side keeps the stored one (issue 41), as the PostgreSQL adapter does.
    const partnerProfile = data.partnerProfile === undefined ? row.data.partnerProfile : data.partnerProfile;
    row.data = structuredClone({ ...data, ownershipConfirmed: row.data.ownershipConfirmed, partnerProfile });
    row.updatedAt = this.clock.now();
    return (await this.findById(id))!;
  }

  async findById(id: number): Promise<Share | null> {
    const row = this.rows.get(id);
    return row ? this.view(row) : null;
  }

  async delete(id: number): Promise<void> {
    this.rows.delete(id);
    for (const key of [...this.favorites]) if (key.endsWith(`:${id}`)) this.favorites.delete(key);
  }

  async setActive(id: number, active: boolean): Promise<Share> {
    const row = this.rows.get(id);
    if (!row) throw notFound('Listing not found');
    row.isActive = active;
    row.updatedAt = this.clock.now();
    return this.view(row);
  }

  async tailNumberInUse(tailNumber: string, exceptShareId?: number): Promise<boolean> {
    // An empty tail number is stored as null, which equals nothing.
    return !!tailNumber && [...this.rows.values()].some((r) => r.data.aircraft.tailNumber === tailNumber && r.id !== (exceptShareId ?? 0));
  }

  async list(q: ShareQuery) {
    const matching = [...this.rows.values()].filter(
      (r) =>
        (r.isActive || r.ownerId === (q.viewer.userId ?? 0) || q.viewer.isAdmin) &&
        (q.id === undefined || r.id === q.id) &&
        (q.ownerId === undefined || r.ownerId === q.ownerId) &&
        (q.favoritesOf === undefined || this.favorites.has(`${q.favoritesOf}:${r.id}`)) &&
        (!q.types?.length || q.types.includes(r.data.fields.type)) &&
        (q.airportId === undefined || r.data.airportId === q.airportId),
    );
    const shares = matching.map((r) => this.view(r));
    const sign = q.sort.dir === 'asc' ? 1 : -1;
    const byId = (a: Share, b: Share) => b.id - a.id;
    if (q.sort.by === 'ratePerHour') {
      shares.sort((a, b) => (a.ratePerHour === null ? 1 : 0) - (b.ratePerHour === null ? 1 : 0) || sign * ((a.ratePerHour ?? 0) - (b.ratePerHour ?? 0)) || byId(a, b));
    } else if (q.sort.by === 'dist' && q.near) {
      const dist = (s: Share) => earthMetres({ lat: s.airport.lat, lng: s.airport.long }, q.near!);
      shares.sort((a, b) => sign * (dist(a) - dist(b)) || byId(a, b));
    } else {
      shares.sort((a, b) => sign * (a.listDate.getTime() - b.listDate.getTime() || a.id - b.id));
    }
    const centre = shares.length
      ? { lat: shares.reduce((n, s) => n + s.airport.lat, 0) / shares.length, lng: shares.reduce((n, s) => n + s.airport.long, 0) / shares.length }
      : null;
    return { items: shares.slice(q.offset, q.offset + q.limit), total: shares.length, centre };
  }

  async addFavorite(userId: number, shareId: number): Promise<void> {
    this.favorites.add(`${userId}:${shareId}`);
  }

  async removeFavorite(userId: number, shareId: number): Promise<void> {
    this.favorites.delete(`${userId}:${shareId}`);
  }

  async favoriteIds(userId: number, shareIds: number[]): Promise<Set<number>> {
    return new Set(shareIds.filter((id) => this.favorites.has(`${userId}:${id}`)));
  }

  async imageUrlsOfOwner(ownerId: number): Promise<string[]> {
    return [...this.rows.values()].filter((r) => r.ownerId === ownerId).flatMap((r) => r.data.media.filter((m) => m.type === 'image').map((m) => m.url));
  }

  /** The unique index on aircraft.tail_number. */
  private claimTail(data: ShareData, id: number): void {
    const tail = data.aircraft.tailNumber;
    if (tail && [...this.rows.values()].some((r) => r.id !== id && r.data.aircraft.tailNumber === tail)) {
      throw conflict(TAIL_NUMBER_IN_USE, [TAIL_NUMBER_IN_USE], { tailNumber: [TAIL_NUMBER_IN_USE] });
    }
  }

  private view(r: ShareRow): Share {
    const airport = this.airports.rows.find((a) => a.id === r.data.airportId);
    const owner = this.users.rows.get(r.ownerId);
    if (!airport || !owner) throw new Error(`Listing ${r.id}: its airport and owner must exist (foreign keys)`);
    const { fields, aircraft, media, partnerProfile } = structuredClone(r.data);
    return {
      ...fields, partnerProfile: partnerProfile ?? null, id: r.id, aircraftId: r.id, aircraft: { ...aircraft, id: r.id }, media, isActive: r.isActive,
      airport: { ...airport },
      owner: { id: owner.id, first: owner.firstname, last: owner.lastname, email: owner.emailPublic ? owner.email : null, avatarUrl: owner.avatar?.url ?? null, memberSince: new Date(owner.createdAt) },
      listDate: new Date(r.listDate), updatedAt: new Date(r.updatedAt),
    };
  }
}

/** The registry's aircraft by tail number; lookups ignore case, spaces, dashes and the leading N. */
export class InMemoryAircraftRegistry implements AircraftRegistry {
  readonly aircraft = new Map<string, RegistryAircraft>();

  add(a: RegistryAircraft): void {
    this.aircraft.set(normaliseTailNumber(a.tailNumber), structuredClone(a));
  }
  async lookup(tailNumber: string) {
    const a = this.aircraft.get(normaliseTailNumber(tailNumber));
    return a ? structuredClone(a) : null;
  }
  async count() {
    return this.aircraft.size;
  }
}

/** Claims on listed aircraft, over the in-memory listings and users. */
export class InMemoryAircraftClaimRepository implements AircraftClaimRepository {
  readonly rows: { id: number; tailNumber: string; shareId: number; claimantId: number; message: string; status: ClaimStatus; createdAt: Date; handledAt: Date | null }[] = [];
  private nextId = 1;

  constructor(
    private readonly shares: InMemoryShareRepository,
    private readonly users: InMemoryUserRepository,
    private readonly clock: Clock,
  ) {}

  async listingOf(tailNumber: string) {
    const row = [...this.shares.rows.values()].find((r) => r.data.aircraft.tailNumber === tailNumber);
    return row ? { shareId: row.id, ownerId: row.ownerId } : null;
  }
  async add(c: { tailNumber: string; shareId: number; claimantId: number; message: string }) {
    const open = this.rows.find((r) => r.tailNumber === c.tailNumber && r.claimantId === c.claimantId && r.status === 'open');
    if (open) return { claim: this.view(open), created: false };
    const row = { id: this.nextId++, ...c, status: 'open' as ClaimStatus, createdAt: this.clock.now(), handledAt: null };
    this.rows.push(row);
    return { claim: this.view(row), created: true };
  }
  async findById(id: number) {
    const row = this.rows.find((r) => r.id === id);
    return row ? this.view(row) : null;
  }
  async list(q: AircraftClaimQuery) {
    const sign = q.sort.order === 'ASC' ? 1 : -1;
    const all = this.rows
      .filter((r) => (!q.ids || q.ids.includes(r.id)) && (!q.status || r.status === q.status) && (!q.tailNumber || r.tailNumber.toLowerCase().includes(q.tailNumber.toLowerCase())))
      .sort((a, b) => sign * ((q.sort.field === 'createdAt' ? a.createdAt.getTime() - b.createdAt.getTime() : 0) || a.id - b.id));
    return { items: all.slice(q.offset, q.offset + q.limit).map((r) => this.view(r)), total: all.length };
  }
  async setStatus(id: number, status: ClaimStatus) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    if (row.status !== status) row.handledAt = status === 'open' ? null : this.clock.now();
    row.status = status;
    return this.view(row);
  }

  private view(r: InMemoryAircraftClaimRepository['rows'][number]): AircraftClaim {
    const share = this.shares.rows.get(r.shareId);
    const owner = share ? this.users.rows.get(share.ownerId) : undefined;
    const claimant = this.users.rows.get(r.claimantId);
    return {
      id: r.id, tailNumber: r.tailNumber, message: r.message, status: r.status, createdAt: new Date(r.createdAt), handledAt: r.handledAt && new Date(r.handledAt),
      share: share ? { id: share.id, title: share.data.fields.title, owner: { id: share.ownerId, name: owner ? `${owner.firstname} ${owner.lastname}`.trim() : '' } } : null,
      claimant: claimant ? { id: claimant.id, name: `${claimant.firstname} ${claimant.lastname}`.trim(), username: claimant.username, email: claimant.email } : null,
    };
  }
}

/** One record per pilot, replaced on save (pilot_records' primary key is the user). */
export class InMemoryPilotRecordRepository implements PilotRecordRepository {
  readonly rows = new Map<number, PilotRecord>();

  async find(userId: number) {
    const r = this.rows.get(userId);
    return r ? structuredClone(r) : null;
  }
  async save(userId: number, record: PilotRecord) {
    this.rows.set(userId, structuredClone(record));
  }
  async findMany(userIds: number[]) {
    return new Map(userIds.flatMap((id) => (this.rows.has(id) ? [[id, structuredClone(this.rows.get(id)!)] as const] : [])));
  }
}
