import { beforeEach, describe, expect, it } from 'vitest';
import { AirportChoice } from '../../../application/accounts/airport-choice.js';
import { AvatarUpload } from '../../../application/accounts/avatar-upload.js';
import { BrowseInstructors } from '../../../application/instructors/browse-instructors.service.js';
import { CreateInstructorProfile } from '../../../application/instructors/create-instructor-profile.service.js';
import { DeleteAccountWithProfile } from '../../../application/instructors/delete-account-with-profile.service.js';
import { DeleteInstructorProfile } from '../../../application/instructors/delete-instructor-profile.service.js';
import { InstructorProfileWriter } from '../../../application/instructors/instructor-profile-writer.js';
import { UpdateInstructorProfile } from '../../../application/instructors/update-instructor-profile.service.js';
import type { InstructorData, InstructorQuery, InstructorRepository } from '../../../application/ports/instructor.repository.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import { SubscriptionLedger } from '../../../application/subscriptions/subscription-ledger.js';
import { SubscriptionPolicy } from '../../../application/subscriptions/subscription-policy.js';
import { FakePaymentGateway, InMemorySubscriptionRepository } from '../../../application/testing/in-memory-payments.js';
import {
  FakeClock, FakeImageProcessor, InMemoryAirportRepository, InMemoryMediaStore, InMemorySessionStore, InMemoryUserRepository,
} from '../../../application/testing/in-memory-ports.js';
import { conflict } from '../../../domain/errors.js';
import type { Instructor, InstructorInput } from '../../../domain/instructor/instructor.js';
import { MISSING_PLAN_MESSAGES, SANDBOX_PRICE_IDS } from '../../../domain/subscription/plans.js';
import type { User } from '../../../domain/user/user.js';

/** Profiles in memory, joined to the in-memory accounts and airports the way the SQL joins them. */
class InMemoryInstructorRepository implements InstructorRepository {
  readonly rows = new Map<number, { id: number; userId: number; data: InstructorData; createdAt: Date; updatedAt: Date }>();
  readonly favorites = new Set<string>();
  private nextId = 1;

  constructor(private readonly users: InMemoryUserRepository, private readonly airports: InMemoryAirportRepository, private readonly clock: FakeClock) {}

  private async view(id: number): Promise<Instructor | null> {
    const r = this.rows.get(id);
    if (!r) return null;
    const u = (await this.users.findById(r.userId))!;
    const airport = (await this.airports.findById(r.data.fields.airportId))!;
    const { airportId: _airportId, ...fields } = r.data.fields;
    return {
      id: r.id, userId: r.userId, ...structuredClone(fields), airport, avatar: r.data.profileAvatar ?? u.avatar,
      profileAvatar: r.data.profileAvatar, first: u.firstname, last: u.lastname, email: u.email, bio: u.bio,
      createdAt: r.createdAt, updatedAt: r.updatedAt,
    };
  }
  async create(userId: number, data: InstructorData) {
    if ([...this.rows.values()].some((r) => r.userId === userId)) throw conflict('You already have a professional profile');
    const id = this.nextId++;
    this.rows.set(id, { id, userId, data: structuredClone(data), createdAt: this.clock.now(), updatedAt: this.clock.now() });
    this.users.rows.get(userId)!.isInstructor = true;
    this.clock.advance(1000);
    return (await this.view(id))!;
  }
  async update(id: number, data: InstructorData) {
    Object.assign(this.rows.get(id)!, { data: structuredClone(data), updatedAt: this.clock.now() });
    return (await this.view(id))!;
  }
  async delete(id: number) {
    const r = this.rows.get(id);
    if (!r) return;
    this.rows.delete(id);
    this.users.rows.get(r.userId)!.isInstructor = false;
  }
  findById(id: number) {
    return this.view(id);
  }
  async findByUser(userId: number) {
    const r = [...this.rows.values()].find((x) => x.userId === userId);
    return r ? this.view(r.id) : null;
  }
  async list(q: InstructorQuery) {
    const all = (await Promise.all([...this.rows.keys()].map((id) => this.view(id)))) as Instructor[];
    const dist = (i: Instructor) => (q.near ? Math.hypot(i.airport.lat - q.near.lat, i.airport.long - q.near.lng) : 0);
    const matches = all
      .filter((i) => i.isDiscoverable || i.userId === q.viewerId)
      .filter((i) => q.favoritesOf === undefined || this.favorites.has(`${q.favoritesOf}:${i.id}`))
      .filter((i) => (q.keywords ?? []).every((w) => [i.businessName, i.first, i.last, i.about].some((f) => f.toLowerCase().includes(w.toLowerCase()))))
      .filter((i) => !q.tags?.length || i.tags.some((t) => q.tags!.includes(t)));
    const sign = q.sort.dir === 'asc' ? 1 : -1;
    const key = (i: Instructor) => (q.sort.by === 'dist' ? dist(i) : q.sort.by === 'ratePerHour' ? (i.ratePerHour ?? 0) : i.createdAt.getTime());
    matches.sort((a, b) => sign * (key(a) - key(b)) || a.id - b.id);
    return { items: matches.slice(q.offset, q.offset + q.limit), total: matches.length };
  }
  async addFavorite(userId: number, id: number) {
    this.favorites.add(`${userId}:${id}`);
  }
  async removeFavorite(userId: number, id: number) {
    this.favorites.delete(`${userId}:${id}`);
  }
  async favoriteIds(userId: number, ids: number[]) {
    return new Set(ids.filter((id) => this.favorites.has(`${userId}:${id}`)));
  }
}

const IMG = new Uint8Array([73, 77, 71, 1, 2, 3]); // "IMG...": the fake processor's idea of an image

let clock: FakeClock;
let airports: InMemoryAirportRepository;
let users: InMemoryUserRepository;
let instructors: InMemoryInstructorRepository;
let media: InMemoryMediaStore;
let avatars: AvatarUpload;
let subscriptions: InMemorySubscriptionRepository;
let gateway: FakePaymentGateway;
let create: CreateInstructorProfile;
let update: UpdateInstructorProfile;
let stop: DeleteInstructorProfile;
let browse: BrowseInstructors;

beforeEach(async () => {
  clock = new FakeClock();
  airports = new InMemoryAirportRepository();
  await airports.upsertMany([
    { locationId: 'LOU', facility: 'Bowman', city: 'Louisville', state: 'KY', lat: 38.228, long: -85.664 },
    { locationId: 'LEX', facility: 'Blue Grass', city: 'Lexington', state: 'KY', lat: 38.037, long: -84.605 },
    { locationId: 'LAX', facility: 'Los Angeles International', city: 'Los Angeles', state: 'CA', lat: 33.943, long: -118.408 },
  ]);
  users = new InMemoryUserRepository(airports, clock);
  instructors = new InMemoryInstructorRepository(users, airports, clock);
  media = new InMemoryMediaStore();
  avatars = new AvatarUpload(new FakeImageProcessor(), media);
  subscriptions = new InMemorySubscriptionRepository();
  gateway = new FakePaymentGateway(clock);
  const policy = new SubscriptionPolicy(new SubscriptionLedger(subscriptions, gateway, clock), SANDBOX_PRICE_IDS, clock);
  const writer = new InstructorProfileWriter(new AirportChoice(airports), avatars);
  create = new CreateInstructorProfile(instructors, writer, policy);
  update = new UpdateInstructorProfile(instructors, writer);
  stop = new DeleteInstructorProfile(instructors, avatars);
  browse = new BrowseInstructors(instructors);
});

let n = 0;
async function account(options: { subscribed?: boolean; avatar?: boolean; first?: string; last?: string } = {}): Promise<User> {
  n++;
  const user = await users.create({
    username: `pilot${n}`, email: `pilot${n}@example.com`, firstname: options.first ?? 'Pat', lastname: options.last ?? `Pilot${n}`,
    provider: 'local', providerId: null, passwordHash: null, avatar: options.avatar ? { url: `/media/avatars/account-${n}.png`, type: 'image' } : null,
    airportId: null, isDiscoverable: true, bio: 'Flies on weekends',
  });
  if (options.subscribed !== false) {
    const subscription = {
      id: `sub_${n}`, priceId: SANDBOX_PRICE_IDS.professional, status: 'trialing' as const,
      currentPeriodEnd: new Date(clock.now().getTime() + 30 * 86400_000), cancelAtPeriodEnd: false, trialEnd: null, discount: null,
    };
    gateway.subscriptions.set(subscription.id, structuredClone(subscription));
    await subscriptions.save(user.id, subscription);
  }
  return user;
}

const input = (extra: InstructorInput = {}): InstructorInput => ({
  businessName: 'Bluegrass Flight Training', ratePerHour: '$65', about: 'CFII, tailwheel and instrument training.',
  airport: 1, tags: ['Private', 'Instrument'], isCommercial: false, isDiscoverable: true, ...extra,
});

describe('CreateInstructorProfile', () => {
  it('stores the profile with its own picture and makes the account an instructor', async () => {
    const user = await account();
    const profile = await create.execute({ user, input: input(), avatar: IMG });
    expect(profile).toMatchObject({ userId: user.id, businessName: 'Bluegrass Flight Training', ratePerHour: 65, tags: ['Private', 'Instrument'], first: 'Pat' });
    expect(profile.profileAvatar?.url).toMatch(/^\/media\/avatars\//);
    expect(media.files.has(profile.profileAvatar!.url)).toBe(true);
    expect((await users.findById(user.id))!.isInstructor).toBe(true);
  });

  it('shows the account avatar when no picture is sent', async () => {
    const user = await account({ avatar: true });
    const profile = await create.execute({ user, input: input() });
    expect(profile.avatar).toEqual(user.avatar);
    expect(profile.profileAvatar).toBeNull();
    expect(media.files.size).toBe(0);
  });

  it('needs the professional subscription (403), before anything else', async () => {
    const user = await account({ subscribed: false });
    await expect(create.execute({ user, input: {}, avatar: IMG })).rejects.toMatchObject({
      code: 'forbidden', message: MISSING_PLAN_MESSAGES.professional,
    });
    expect(media.files.size).toBe(0);
  });

  it('allows one profile per account (409)', async () => {
    const user = await account();
    await create.execute({ user, input: input(), avatar: IMG });
    await expect(create.execute({ user, input: input(), avatar: IMG })).rejects.toMatchObject({
      code: 'conflict', message: 'You already have a professional profile',
    });
    expect(media.files.size).toBe(1);
  });

  it('answers every message and stores nothing', async () => {
    const user = await account();
    await expect(create.execute({ user, input: { ratePerHour: null, tags: [], about: '', airport: null } })).rejects.toMatchObject({
      code: 'validation_failed',
      errors: ['Please enter a rate', 'Please fill in the about section', 'Please select an airport', 'Please select an avatar', 'Please select at least one tag'],
    });
    await expect(create.execute({ user, input: input({ airport: 999 }), avatar: IMG })).rejects.toMatchObject({ errors: ['Please select an airport'] });
    await expect(create.execute({ user, input: input(), avatar: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({ code: 'unsupported_media' });
    await expect(create.execute({ user, input: input({ honeypot: 'spam' }), avatar: IMG })).rejects.toMatchObject({ code: 'validation_failed' });
    expect(instructors.rows.size).toBe(0);
    expect(media.files.size).toBe(0);
    expect((await users.findById(user.id))!.isInstructor).toBe(false);
  });

  it('removes the stored picture when the write fails', async () => {
    const user = await account();
    instructors.create = async () => {
      throw conflict('You already have a professional profile');
    };
    await expect(create.execute({ user, input: input(), avatar: IMG })).rejects.toMatchObject({ code: 'conflict' });
    expect(media.files.size).toBe(0);
  });
});

describe('UpdateInstructorProfile', () => {
  it('changes what is sent, keeps the rest, and ignores ids in the body', async () => {
    const user = await account();
    const other = await account();
    const mine = await create.execute({ user, input: input(), avatar: IMG });
    const theirs = await create.execute({ user: other, input: input({ businessName: 'Other' }), avatar: IMG });
    const edited = await update.execute({ user, input: { ratePerHour: 80, tags: ['jet'], id: theirs.id, userId: other.id } as InstructorInput });
    expect(edited).toMatchObject({ id: mine.id, ratePerHour: 80, tags: ['Jet'], businessName: 'Bluegrass Flight Training', avatar: mine.avatar });
    expect((await instructors.findById(theirs.id))!.businessName).toBe('Other');
  });

  it('replaces the picture and removes the old file', async () => {
    const user = await account();
    const before = await create.execute({ user, input: input(), avatar: IMG });
    const after = await update.execute({ user, input: {}, avatar: new Uint8Array([73, 77, 71, 9]) });
    expect(after.profileAvatar!.url).not.toBe(before.profileAvatar!.url);
    expect([...media.files.keys()]).toEqual([after.profileAvatar!.url]);
  });

  it('answers 400 with the messages and 404 without a profile', async () => {
    const user = await account();
    await create.execute({ user, input: input(), avatar: IMG });
    await expect(update.execute({ user, input: { ratePerHour: null, about: ' ' } })).rejects.toMatchObject({
      errors: ['Please enter a rate', 'Please fill in the about section'],
    });
    await expect(update.execute({ user: await account(), input: input() })).rejects.toMatchObject({
      code: 'not_found', message: 'You do not have a professional profile',
    });
  });
});

describe('DeleteInstructorProfile and account deletion', () => {
  it('stops being a professional: profile, flag and picture go', async () => {
    const user = await account();
    await create.execute({ user, input: input(), avatar: IMG });
    await stop.execute(user);
    expect(await instructors.findByUser(user.id)).toBeNull();
    expect((await users.findById(user.id))!.isInstructor).toBe(false);
    expect(media.files.size).toBe(0);
    await expect(stop.execute(user)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('removes the profile picture with the account', async () => {
    const user = await account();
    const profile = await create.execute({ user, input: input(), avatar: IMG });
    const shares = { imageUrlsOfOwner: async () => [] } as unknown as ShareRepository;
    const sessions = new InMemorySessionStore();
    const deleteAccount = new DeleteAccountWithProfile(instructors, users, sessions, avatars, { subscriptions, gateway }, { shares, media });
    await deleteAccount.execute(user);
    expect(await users.findById(user.id)).toBeNull();
    expect(media.files.has(profile.profileAvatar!.url)).toBe(false);
  });
});

describe('BrowseInstructors', () => {
  let viewer: User;
  beforeEach(async () => {
    viewer = await account();
    const seed: [string, string, InstructorInput][] = [
      ['Ann', 'Able', { airport: 1, ratePerHour: 50, tags: ['Private'], about: 'Aerobatic fun' }],
      ['Bob', 'Baker', { airport: 2, ratePerHour: 90, tags: ['Jet'], businessName: 'Baker Jets' }],
      ['Cy', 'Cole', { airport: 3, ratePerHour: 70, tags: ['Instrument', 'Private'] }],
      ['Dee', 'Hidden', { airport: 1, ratePerHour: 60, isDiscoverable: false }],
    ];
    for (const [first, last, extra] of seed) {
      await create.execute({ user: await account({ first, last }), input: input({ businessName: '', ...extra }), avatar: IMG });
    }
  });
  const names = (page: { instructors: Instructor[] }) => page.instructors.map((i) => i.first);

  it('lists discoverable profiles, newest first by default', async () => {
    const page = await browse.list(viewer, { page: 1, limit: 10 });
    expect(names(page)).toEqual(['Cy', 'Bob', 'Ann']);
    expect(page.count).toBe(3);
  });

  it('sorts by distance by default when near is given, and by rate', async () => {
    expect(names(await browse.list(null, { page: 1, limit: 10, near: { lat: 38.2, lng: -85.7 } }))).toEqual(['Ann', 'Bob', 'Cy']);
    expect(names(await browse.list(null, { page: 1, limit: 10, sort: 'ratePerHour', sortDir: 'desc' }))).toEqual(['Bob', 'Cy', 'Ann']);
    expect(names(await browse.list(null, { page: 1, limit: 10, sort: 'ratePerHour' }))).toEqual(['Ann', 'Cy', 'Bob']);
  });

  it('filters by keyword words and by any of the tags', async () => {
    expect(names(await browse.list(null, { page: 1, limit: 10, q: 'baker JETS' }))).toEqual(['Bob']);
    expect(names(await browse.list(null, { page: 1, limit: 10, q: 'aerobatic' }))).toEqual(['Ann']);
    expect(names(await browse.list(null, { page: 1, limit: 10, tags: ['private', 'Jet'], sort: 'ratePerHour' }))).toEqual(['Ann', 'Cy', 'Bob']);
    expect(names(await browse.list(null, { page: 1, limit: 10, tags: ['Instrument'] }))).toEqual(['Cy']);
  });

  it('pages, and a fresh search starts at page 1', async () => {
    const first = await browse.list(null, { page: 1, limit: 2 });
    const second = await browse.list(null, { page: 2, limit: 2 });
    expect([...names(first), ...names(second)]).toEqual(['Cy', 'Bob', 'Ann']);
    expect(names(await browse.list(null, { page: 2, limit: 2, fresh: true }))).toEqual(names(first));
  });

  it('refuses unknown tags and distance without a position', async () => {
    await expect(browse.list(null, { page: 1, limit: 10, tags: ['Gliders'], sort: 'dist' })).rejects.toMatchObject({
      errors: ['Unknown specialty: Gliders', 'Sorting by distance needs lat and lng'],
    });
    await expect(browse.list(null, { page: 1, limit: 10, radiusKm: 50 })).rejects.toMatchObject({ errors: ['A radius needs lat and lng'] });
  });

  it('shows an undiscoverable profile to its owner only', async () => {
    const hidden = [...instructors.rows.values()].find((r) => !r.data.fields.isDiscoverable)!;
    const owner = (await users.findById(hidden.userId))!;
    expect(names(await browse.list(owner, { page: 1, limit: 10 }))).toContain('Dee');
    expect((await browse.mine(owner)).first).toBe('Dee');
    await expect(browse.setFavorite(viewer, hidden.id, true)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('keeps favourites per user', async () => {
    const [ann] = (await browse.list(null, { page: 1, limit: 10, q: 'Ann' })).instructors;
    await browse.setFavorite(viewer, ann!.id, true);
    await browse.setFavorite(viewer, ann!.id, true);
    const favs = await browse.favorites(viewer, { page: 1, limit: 12 });
    expect(names(favs)).toEqual(['Ann']);
    expect(favs.favorites.has(ann!.id)).toBe(true);
    expect((await browse.list(viewer, { page: 1, limit: 10, q: 'Ann' })).favorites.has(ann!.id)).toBe(true);
    await browse.setFavorite(viewer, ann!.id, false);
    expect((await browse.favorites(viewer, { page: 1, limit: 12 })).count).toBe(0);
    await expect(browse.setFavorite(viewer, 9999, false)).rejects.toMatchObject({ code: 'not_found' });
    await expect(browse.mine(viewer)).rejects.toMatchObject({ code: 'not_found' });
  });
});
