/**
 * In-memory implementations of the ports, for application tests without a database. They keep the
 * contracts the real adapters keep (case-insensitive uniqueness, single-use tokens...).
 */
import { conflict, DomainError, notFound } from '../../domain/errors.js';
import type { Airport, AirportRef } from '../../domain/airport/airport.js';
import { airportQueryCodes } from '../../domain/airport/airport.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { AuthProvider, User } from '../../domain/user/user.js';
import type { AirportRecord, AirportRepository } from '../ports/airport.repository.js';
import type { HumanCheck } from '../ports/human-check.js';
import type { Mailer } from '../ports/mailer.js';
import type { ImageProcessor, ImageVariantBytes, MediaStore, ProcessedImage } from '../ports/media.js';
import type { Clock, EmailChangeTokens, LoginThrottle, PasswordHasher, PasswordResetTokens, SessionStore } from '../ports/security.js';
import type { NewUser, UserChanges, UserListQuery, UserRepository } from '../ports/user.repository.js';

export class InMemoryAirportRepository implements AirportRepository {
  readonly rows: Airport[] = [];

  async findById(id: number) {
    return this.rows.find((a) => a.id === id) ?? null;
  }
  async search(query: string, limit: number) {
    const codes = airportQueryCodes(query);
    const q = query.trim().toLowerCase();
    const exact = this.rows.filter((a) => codes.includes(a.locationId));
    const rest = this.rows.filter((a) => !exact.includes(a) && (a.facility.toLowerCase().includes(q) || a.city.toLowerCase().includes(q)));
    return [...exact, ...rest].slice(0, limit);
  }
  async count() {
    return this.rows.length;
  }
  async upsertMany(records: AirportRecord[]) {
    for (const r of records) {
      const existing = this.rows.find((a) => a.locationId === r.locationId);
      if (existing) Object.assign(existing, r);
      else this.rows.push({ id: this.rows.length + 1, ...r });
    }
    return records.length;
  }
}

export class InMemoryUserRepository implements UserRepository {
  readonly rows = new Map<number, User & { favoriteIds: number[] }>();
  private nextId = 1;

  constructor(private readonly airports: InMemoryAirportRepository, private readonly clock: Clock) {}

  private view(u: User & { favoriteIds: number[] }): User {
    const ref = (id: number): AirportRef => {
      const a = this.airports.rows.find((x) => x.id === id)!;
      return { id: a.id, locationId: a.locationId, facility: a.facility, city: a.city, state: a.state };
    };
    const { favoriteIds, ...user } = u;
    return structuredClone({ ...user, favoriteAirports: favoriteIds.map(ref) });
  }
  async findById(id: number) {
    const u = this.rows.get(id);
    return u ? this.view(u) : null;
  }
  async findByLogin(login: string) {
    const l = login.toLowerCase();
    const u = [...this.rows.values()].find((x) => x.username.toLowerCase() === l || x.email === l);
    return u ? this.view(u) : null;
  }
  async findByEmail(email: string) {
    const u = [...this.rows.values()].find((x) => x.email === email.trim().toLowerCase());
    return u ? this.view(u) : null;
  }
  async findByProvider(provider: AuthProvider, providerId: string) {
    const u = [...this.rows.values()].find((x) => x.provider === provider && x.providerId === providerId);
    return u ? this.view(u) : null;
  }
  async usernameTaken(username: string) {
    return [...this.rows.values()].some((x) => x.username.toLowerCase() === username.toLowerCase());
  }
  async emailTaken(email: string, exceptUserId?: number) {
    return [...this.rows.values()].some((x) => x.email === email.toLowerCase() && x.id !== exceptUserId);
  }
  async create(n: NewUser) {
    if ((await this.usernameTaken(n.username)) || (await this.emailTaken(n.email))) throw conflict('user already exists');
    const id = this.nextId++;
    const airport = n.airportId ? await this.airports.findById(n.airportId) : null;
    const now = this.clock.now();
    this.rows.set(id, {
      id, username: n.username, email: n.email, firstname: n.firstname, lastname: n.lastname, provider: n.provider,
      providerId: n.providerId, passwordHash: n.passwordHash, avatar: n.avatar,
      airport: airport ? { id: airport.id, locationId: airport.locationId, facility: airport.facility, city: airport.city, state: airport.state } : null,
      isDiscoverable: n.isDiscoverable, bio: n.bio, credentials: [], totalHours: null, wantedPlane: '', mostExpPlane: '',
      isInstructor: false, isAdmin: n.isAdmin ?? false, isDisabled: false, emailPublic: n.emailPublic ?? false, favoriteAirports: [], favoriteIds: [], createdAt: now, updatedAt: now,
    });
    return (await this.findById(id))!;
  }
  async update(id: number, changes: UserChanges) {
    const u = this.rows.get(id);
    if (!u) throw notFound('User not found');
    const { airportId, ...rest } = changes;
    Object.assign(u, rest, { updatedAt: this.clock.now() });
    if (airportId !== undefined) {
      const a = airportId ? await this.airports.findById(airportId) : null;
      u.airport = a ? { id: a.id, locationId: a.locationId, facility: a.facility, city: a.city, state: a.state } : null;
    }
    return (await this.findById(id))!;
  }
  async delete(id: number) {
    this.rows.delete(id);
  }
  async count() {
    return this.rows.size;
  }
  async followAirport(userId: number, airportId: number) {
    const u = this.rows.get(userId)!;
    if (!u.favoriteIds.includes(airportId)) u.favoriteIds.push(airportId);
  }
  async unfollowAirport(userId: number, airportId: number) {
    const u = this.rows.get(userId)!;
    u.favoriteIds = u.favoriteIds.filter((x) => x !== airportId);
  }
  async list(q: UserListQuery) {
    const all = [...this.rows.values()].map((u) => this.view(u));
    return { items: all.slice(q.offset, q.offset + q.limit), total: all.length };
  }
}

/** "Hashes" by prefixing: enough to tell a stored hash from the password in tests. */
export class FakePasswordHasher implements PasswordHasher {
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `hashed:${password}`;
  }
}

export class InMemorySessionStore implements SessionStore {
  readonly sessions = new Map<string, number>();
  private n = 0;
  async create(userId: number) {
    const token = `session-${++this.n}`;
    this.sessions.set(token, userId);
    return token;
  }
  async resolve(token: string) {
    return this.sessions.get(token) ?? null;
  }
  async destroy(token: string) {
    this.sessions.delete(token);
  }
  async destroyAllFor(userId: number) {
    for (const [t, u] of this.sessions) if (u === userId) this.sessions.delete(t);
  }
  async destroyOthers(userId: number, keepToken: string | null) {
    for (const [t, u] of this.sessions) if (u === userId && t !== keepToken) this.sessions.delete(t);
  }
}

export class InMemoryResetTokens implements PasswordResetTokens {
  readonly tokens = new Map<string, { userId: number; expiresAt: Date; used: boolean }>();
  private n = 0;
  async issue(userId: number, expiresAt: Date) {
    const token = `reset-${++this.n}`;
    this.tokens.set(token, { userId, expiresAt, used: false });
    return token;
  }
  async consume(token: string, now: Date) {
    const t = this.tokens.get(token);
    if (!t || t.used || t.expiresAt <= now) return null;
    for (const other of this.tokens.values()) if (other.userId === t.userId) other.used = true;
    return t.userId;
  }
}

export class InMemoryEmailChangeTokens implements EmailChangeTokens {
  readonly tokens = new Map<string, { userId: number; email: string; expiresAt: Date; used: boolean }>();
  private n = 0;
  async issue(userId: number, email: string, expiresAt: Date) {
    for (const t of this.tokens.values()) if (t.userId === userId) t.used = true;
    const token = `email-${++this.n}`;
    this.tokens.set(token, { userId, email, expiresAt, used: false });
    return token;
  }
  async consume(token: string, now: Date) {
    const t = this.tokens.get(token);
    if (!t || t.used || t.expiresAt <= now) return null;
    for (const other of this.tokens.values()) if (other.userId === t.userId) other.used = true;
    return { userId: t.userId, email: t.email };
  }
}

export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
}

export class FixedHumanCheck implements HumanCheck {
  readonly kind = 'altcha' as const;
  constructor(private readonly passingToken = 'human') {}
  async verify(token: string | undefined | null) {
    return token === this.passingToken;
  }
}

export class CountingLoginThrottle implements LoginThrottle {
  readonly failures = new Map<string, number>();
  constructor(private readonly limit = 3) {}
  async check(keys: { ip?: string; account?: string }) {
    if (keys.account !== undefined && (this.failures.get(keys.account) ?? 0) >= this.limit) throw new DomainError('too_many_requests', 'Too many', [], 60);
  }
  async fail(keys: { ip: string; account: string }) {
    this.failures.set(keys.account, (this.failures.get(keys.account) ?? 0) + 1);
  }
  async succeed(keys: { ip: string; account: string }) {
    this.failures.delete(keys.account);
  }
}

/** Accepts bytes starting with "IMG" (anything else is refused as the real processor would). */
export class FakeImageProcessor implements ImageProcessor {
  async normalise(bytes: Uint8Array): Promise<ProcessedImage> {
    return this.withVariants(bytes);
  }
  async withVariants(bytes: Uint8Array): Promise<ProcessedImage> {
    if (String.fromCharCode(...bytes.slice(0, 3)) !== 'IMG') {
      throw new DomainError('unsupported_media', 'Only JPEG and PNG images are accepted');
    }
    return { bytes, mime: 'image/png', width: 10, height: 10, variants: [] };
  }
}

export class InMemoryMediaStore implements MediaStore {
  readonly files = new Map<string, Uint8Array>();
  private n = 0;
  async put(folder: string, image: ProcessedImage) {
    const url = `/media/${folder}/${++this.n}.png`;
    this.files.set(url, image.bytes);
    await this.putVariants(url, image.variants);
    return { url };
  }
  async remove(url: string) {
    for (const name of [...this.files.keys()]) if (name === url || name.startsWith(url.replace(/\.png$/, '-'))) this.files.delete(name);
  }
  async load(url: string) {
    return this.files.get(url) ?? null;
  }
  async putVariants(url: string, variants: ImageVariantBytes[]) {
    for (const v of variants) this.files.set(url.replace(/\.png$/, `-${v.width}w.png`), v.bytes);
  }
}

export class FakeClock implements Clock {
  constructor(public current = new Date('2026-11-21T12:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
