import { beforeEach, describe, expect, it } from 'vitest';
import { AirportChoice } from '../../../application/accounts/airport-choice.js';
import { ListingAlerts } from '../../../application/alerts/listing-alerts.service.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import { BrowseShares } from '../../../application/shares/browse-shares.service.js';
import { ClaimAircraft } from '../../../application/shares/claim-aircraft.service.js';
import { LookupTailNumber } from '../../../application/shares/lookup-tail-number.service.js';
import { MEDIA_MESSAGES } from '../../../application/shares/media-plan.js';
import { LISTING_NOT_FOUND, NOT_YOUR_LISTING, OWN_LISTING_NOT_A_FAVORITE } from '../../../application/shares/share-access.js';
import { CreateShare, ManageShare, UpdateShare } from '../../../application/shares/share-commands.service.js';
import { HONEYPOT_REFUSAL, ShareWriter } from '../../../application/shares/share-writer.js';
import { SubscriptionLedger } from '../../../application/subscriptions/subscription-ledger.js';
import { SubscriptionPolicy } from '../../../application/subscriptions/subscription-policy.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { FakePaymentGateway, InMemorySubscriptionRepository } from '../../../application/testing/in-memory-payments.js';
import {
  FakeClock, FakeImageProcessor, InMemoryAirportRepository, InMemoryMediaStore, InMemoryUserRepository, RecordingMailer,
} from '../../../application/testing/in-memory-ports.js';
import { InMemoryAircraftClaimRepository, InMemoryAircraftRegistry, InMemoryShareRepository } from '../../../application/testing/in-memory-shares.js';
import { OWNERSHIP_MESSAGES } from '../../../domain/share/listing-ownership.js';
import type { Share, ShareInput } from '../../../domain/share/share.js';
import { SHARE_MESSAGES } from '../../../domain/share/share-rules.js';
import { MISSING_PLAN_MESSAGES, SANDBOX_PRICE_IDS } from '../../../domain/subscription/plans.js';
import type { User } from '../../../domain/user/user.js';
import { InMemoryAlertOutbox } from '../../support/in-memory-alert-outbox.js';

const LOU = { id: 1, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.23, long: -85.66 };
const SDF = { id: 2, locationId: 'SDF', facility: 'Louisville Intl', city: 'Louisville', state: 'KY', lat: 38.17, long: -85.74 };
const IMG = new TextEncoder().encode('IMG-a-photo');
const GIF = new TextEncoder().encode('GIF89a');

class ImmediateUnitOfWork implements UnitOfWork {
  async run<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
  async afterCommit(task: () => Promise<void>) {
    await task();
  }
}

let clock: FakeClock;
let users: InMemoryUserRepository;
let shares: InMemoryShareRepository;
let media: InMemoryMediaStore;
let outbox: InMemoryAlertOutbox;
let availabilities: InMemoryAvailabilityRepository;
let create: CreateShare;
let update: UpdateShare;
let manage: ManageShare;
let browse: BrowseShares;
let owner: User;
let stranger: User;
let admin: User;
let unsubscribed: User;
let tail = 100;

async function member(name: string, options: { subscribed?: boolean; isAdmin?: boolean } = {}): Promise<User> {
  const u = await users.create({
    username: name, email: `${name}@example.com`, firstname: name, lastname: 'Pilot', provider: 'local', providerId: null, passwordHash: null,
    avatar: null, airportId: null, isDiscoverable: false, bio: '', isAdmin: options.isAdmin ?? false,
  });
  if (options.subscribed) {
    await subscriptions.save(u.id, {
      id: `sub_${u.id}`, priceId: SANDBOX_PRICE_IDS.listing, status: 'active', currentPeriodEnd: new Date(clock.now().getTime() + 30 * 86_400_000),
      cancelAtPeriodEnd: false, trialEnd: null, discount: null,
    });
  }
  return u;
}
let subscriptions: InMemorySubscriptionRepository;

const BASE = { description: 'A well kept plane, hangared.', make: 'Cessna', model: '172S', url: '' };
function valid(type: string, extra: ShareInput = {}): ShareInput {
  const byType: Record<string, ShareInput> = {
    PRIVATE_OWNER_RENTAL: { tailNumber: `N${++tail}WS`, title: 'Skyhawk for rent', ratePerHour: '$150' },
    PRIVATE_OWNER_SHARE_PURCHASE: { tailNumber: `N${++tail}WS`, title: 'Quarter share', cost: 25000, sharePercentOffered: 25 },
    PARTNERSHIP_REQUEST_TO_PURCHASE: { cost: 120000, desiredNumberOfPilots: 3 },
    FBO_RENTAL: { tailNumber: `N${++tail}WS`, title: 'School 172', businessName: 'Bowman Flight School', ratePerHour: 165 },
    FLIGHT_CLUB: {
      clubName: 'Derby City Flyers', clubRepName: 'Pat Lee', clubMemberSize: 40, clubNumAircrafts: 3,
      clubWebsiteUrl: 'https://derbycity.example', clubEmail: 'club@derbycity.example', clubPhone: '502-555-0100',
    },
  };
  return { type, ...BASE, ...byType[type], airport: LOU.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true, ...extra };
}

beforeEach(async () => {
  clock = new FakeClock();
  const airports = new InMemoryAirportRepository();
  airports.rows.push(LOU, SDF);
  users = new InMemoryUserRepository(airports, clock);
  shares = new InMemoryShareRepository(airports, users, clock);
  media = new InMemoryMediaStore();
  outbox = new InMemoryAlertOutbox();
  subscriptions = new InMemorySubscriptionRepository();
  availabilities = new InMemoryAvailabilityRepository(new InMemoryHolds());
  const policy = new SubscriptionPolicy(new SubscriptionLedger(subscriptions, new FakePaymentGateway(clock), clock), SANDBOX_PRICE_IDS, clock);
  const alerts = new ListingAlerts(new ImmediateUnitOfWork(), outbox);
  const writer = new ShareWriter(shares, new AirportChoice(airports), new FakeImageProcessor(), media);
  create = new CreateShare(shares, writer, policy, alerts);
  update = new UpdateShare(shares, writer, media, alerts, { availabilities, zones: new FixedTimeZoneFinder('America/Chicago') });
  manage = new ManageShare(shares, media, alerts);
  browse = new BrowseShares(shares);
  owner = await member('owner', { subscribed: true });
  stranger = await member('stranger', { subscribed: true });
  admin = await member('boss', { isAdmin: true });
  unsubscribed = await member('newcomer');
});

const list = (u: User) => create.execute(u, valid('PRIVATE_OWNER_RENTAL'), [IMG]);
const seenBy = async (u: User | null, id: number) => (await browse.list(u, { id, page: 1, limit: 10, sortBy: 'listDate', sortDir: 'desc' })).count;

describe('CreateShare', () => {
  it.each(['PRIVATE_OWNER_RENTAL', 'PRIVATE_OWNER_SHARE_PURCHASE', 'PARTNERSHIP_REQUEST_TO_PURCHASE', 'FBO_RENTAL', 'FLIGHT_CLUB'])(
    'lists a %s with its photo, active, and alerts the followers of its airport but not the owner',
    async (type) => {
      outbox.follow(stranger.id, LOU.id);
      outbox.follow(owner.id, LOU.id);
      const share = await create.execute(owner, valid(type), [IMG]);
      expect(share).toMatchObject({ type, isActive: true, airport: { locationId: 'LOU' }, owner: { id: owner.id } });
      expect(share.media).toEqual([{ type: 'image', url: expect.stringMatching(/^\/media\/shares\//) }]);
      expect(media.files.has(share.media[0]!.url)).toBe(true);
      expect(outbox.rows.map((r) => [r.userId, r.shareId, r.kind])).toEqual([[stranger.id, share.id, 'new_listing']]);
    },
  );

  it('needs an active listing subscription (403 with the plan\'s message), storing nothing', async () => {
    await expect(create.execute(unsubscribed, valid('PRIVATE_OWNER_RENTAL'), [IMG])).rejects.toMatchObject({ code: 'forbidden', message: MISSING_PLAN_MESSAGES.listing });
    expect([shares.rows.size, media.files.size]).toEqual([0, 0]);
  });

  it.each<[string, ShareInput, string[]]>([
    ['PRIVATE_OWNER_RENTAL', { title: '', ratePerHour: '', tailNumber: '' }, [SHARE_MESSAGES.tailNumber, SHARE_MESSAGES.title, SHARE_MESSAGES.rateRequired]],
    ['FBO_RENTAL', { businessName: '' }, [SHARE_MESSAGES.businessName]],
    ['PRIVATE_OWNER_SHARE_PURCHASE', { title: '' }, [SHARE_MESSAGES.title]],
    ['PARTNERSHIP_REQUEST_TO_PURCHASE', { make: '', model: '', description: '' }, [SHARE_MESSAGES.description, SHARE_MESSAGES.make, SHARE_MESSAGES.model]],
    ['FLIGHT_CLUB', { clubName: '', clubEmail: 'nope', clubPhone: '' }, [SHARE_MESSAGES.clubName, SHARE_MESSAGES.clubEmail, SHARE_MESSAGES.clubPhone]],
    ['PRIVATE_OWNER_RENTAL', { url: 'not a url' }, [SHARE_MESSAGES.url]],
    ['PRIVATE_OWNER_RENTAL', { tailNumber: 'N1731FS' }, [SHARE_MESSAGES.tailNumberFormat]],
    ['PRIVATE_OWNER_RENTAL', { tailNumber: 'N12#4' }, [SHARE_MESSAGES.tailNumberFormat]],
    ['PRIVATE_OWNER_RENTAL', { airport: null }, ['Please select an airport']],
    ['PRIVATE_OWNER_RENTAL', { airport: 99999999 }, ['Please select an airport']],
  ])('refuses a %s with %o: the spec messages, nothing stored', async (type, change, messages) => {
    const refused = create.execute(owner, valid(type, change), [IMG]);
    await expect(refused).rejects.toMatchObject({ code: 'validation_failed' });
    expect((await refused.catch((e: { errors: string[] }) => e.errors))).toEqual(messages);
    expect([shares.rows.size, media.files.size]).toEqual([0, 0]);
  });

  it('asks for media with an image, and an image as the default', async () => {
    const errorsOf = (input: ShareInput, files: Uint8Array[]) => create.execute(owner, input, files).catch((e: { errors: string[] }) => e.errors);
    expect(await errorsOf(valid('PRIVATE_OWNER_RENTAL', { media: [] }), [])).toContain(SHARE_MESSAGES.media);
    expect(await errorsOf(valid('PRIVATE_OWNER_RENTAL', { media: [{ type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' }] }), [])).toContain(SHARE_MESSAGES.mediaImage);
    const videoFirst = valid('PRIVATE_OWNER_RENTAL', { media: [{ type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' }, { type: 'image', file: 0 }], defaultMedia: 0 });
    expect(await errorsOf(videoFirst, [IMG])).toContain(SHARE_MESSAGES.defaultMedia);
    expect(await errorsOf(valid('PRIVATE_OWNER_RENTAL', { media: [{ type: 'image', file: 3 }] }), [IMG])).toEqual([MEDIA_MESSAGES.missingFile, SHARE_MESSAGES.media]);
  });

  it('says which field each message is about, in form order', async () => {
    await expect(create.execute(owner, valid('FLIGHT_CLUB', { clubEmail: 'join@derbycity', description: '', airport: 99999999 }), [IMG])).rejects.toMatchObject({
      errors: [SHARE_MESSAGES.description, SHARE_MESSAGES.clubEmail, 'Please select an airport'],
      fields: { description: [SHARE_MESSAGES.description], clubEmail: [SHARE_MESSAGES.clubEmail], airport: ['Please select an airport'] },
    });
  });

  it('refuses a new listing unless the lister confirms he owns the aircraft or may list it', async () => {
    for (const ownershipConfirmed of [undefined, false, 'yes']) {
      await expect(create.execute(owner, valid('PRIVATE_OWNER_RENTAL', { ownershipConfirmed }), [IMG])).rejects.toMatchObject({
        code: 'validation_failed', fields: { ownershipConfirmed: [OWNERSHIP_MESSAGES.confirm] },
      });
    }
    expect(shares.rows.size).toBe(0);
    await list(owner);
    expect([...shares.rows.values()][0]!.data.ownershipConfirmed).toBe(true);
  });

  it('refuses a tail number another listing has (409 on the field), in any case, and when two arrive at once', async () => {
    const first = valid('PRIVATE_OWNER_RENTAL');
    await create.execute(owner, first, [IMG]);
    await expect(create.execute(stranger, valid('PRIVATE_OWNER_RENTAL', { tailNumber: String(first.tailNumber).toLowerCase() }), [IMG])).rejects.toMatchObject({
      code: 'conflict', message: SHARE_MESSAGES.tailNumberInUse, fields: { tailNumber: [SHARE_MESSAGES.tailNumberInUse] },
    });
    const racing = valid('PRIVATE_OWNER_RENTAL');
    const results = await Promise.allSettled([create.execute(owner, racing, [IMG]), create.execute(owner, racing, [IMG])]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    // The loser's photo was stored, then removed when its write failed.
    expect(media.files.size).toBe(2);
  });

  it('refuses a filled honeypot, storing nothing', async () => {
    await expect(create.execute(owner, valid('PRIVATE_OWNER_RENTAL', { honeypot: 'http://spam.example' }), [IMG])).rejects.toMatchObject({ errors: [HONEYPOT_REFUSAL] });
    expect(shares.rows.size).toBe(0);
  });

  it('stores no image when one of them is refused, not even the good ones', async () => {
    const two = valid('PRIVATE_OWNER_RENTAL', { media: [{ type: 'image', file: 0 }, { type: 'image', file: 1 }] });
    await expect(create.execute(owner, two, [IMG, GIF])).rejects.toMatchObject({ code: 'unsupported_media' });
    expect([shares.rows.size, media.files.size]).toEqual([0, 0]);
  });
});

describe('UpdateShare', () => {
  let share: Share;
  beforeEach(async () => {
    share = await list(owner);
  });

  it('lets the owner and an admin edit, keeping what was not sent', async () => {
    const edited = await update.execute(owner, share.id, { title: 'Skyhawk, freshly annualled' }, []);
    expect(edited).toMatchObject({ title: 'Skyhawk, freshly annualled', media: share.media, aircraft: { tailNumber: share.aircraft.tailNumber } });
    expect((await update.execute(admin, share.id, { title: 'Checked by staff' }, [])).title).toBe('Checked by staff');
  });

  it('refuses a stranger (403) and answers 404 for a listing that does not exist', async () => {
    await expect(update.execute(stranger, share.id, { title: 'Mine now' }, [])).rejects.toMatchObject({ code: 'forbidden', message: NOT_YOUR_LISTING });
    await expect(update.execute(owner, 987654, { title: 'x' }, [])).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
    expect((await shares.findById(share.id))!.title).toBe('Skyhawk for rent');
  });

  it('checks the merged listing and stores nothing when it is invalid', async () => {
    await expect(update.execute(owner, share.id, { title: '' }, [])).rejects.toMatchObject({ errors: [SHARE_MESSAGES.title] });
    expect((await shares.findById(share.id))!.title).toBe('Skyhawk for rent');
  });

  it('replaces the photos and removes the dropped one from the store; refuses an image of another listing', async () => {
    const old = share.media[0]!.url;
    const edited = await update.execute(owner, share.id, { media: [{ type: 'image', file: 0 }], defaultMedia: 0 }, [IMG]);
    expect(edited.media[0]!.url).not.toBe(old);
    expect(media.files.has(old)).toBe(false);
    expect(media.files.has(edited.media[0]!.url)).toBe(true);
    await expect(update.execute(owner, share.id, { media: [{ type: 'image', url: '/media/avatars/x.png' }] }, [])).rejects.toMatchObject({ errors: [MEDIA_MESSAGES.foreignImage, SHARE_MESSAGES.media] });
  });

  it('asks no ownership confirmation of an edit', async () => {
    expect((await update.execute(owner, share.id, { title: 'Skyhawk, annualled', ownershipConfirmed: undefined }, [])).title).toBe('Skyhawk, annualled');
  });

  it('alerts the followers of the new airport of a moved listing and gives its calendar the new zone', async () => {
    outbox.follow(stranger.id, SDF.id);
    await availabilities.save({ shareId: share.id, timeZone: 'America/New_York' } as Parameters<InMemoryAvailabilityRepository['save']>[0]);
    await update.execute(owner, share.id, { title: 'Same place' }, []);
    expect(outbox.rows).toEqual([]);
    const moved = await update.execute(owner, share.id, { airport: SDF.id }, []);
    expect(moved.airport.locationId).toBe('SDF');
    expect(outbox.rows.map((r) => [r.userId, r.airportId])).toEqual([[stranger.id, SDF.id]]);
    expect((await availabilities.find(share.id))!.timeZone).toBe('America/Chicago');
  });
});

describe('ManageShare and who sees a disabled listing', () => {
  let share: Share;
  beforeEach(async () => {
    share = await list(owner);
  });

  it('disables and enables for the owner only: hidden from visitors and strangers meanwhile, not from the owner and admins', async () => {
    await expect(manage.setActive(stranger, share.id, false)).rejects.toMatchObject({ code: 'forbidden' });
    expect((await manage.setActive(owner, share.id, false)).isActive).toBe(false);
    expect([await seenBy(null, share.id), await seenBy(stranger, share.id), await seenBy(owner, share.id), await seenBy(admin, share.id)]).toEqual([0, 0, 1, 1]);
    expect((await browse.mine(owner, { page: 1, limit: 10 })).shares.map((s) => s.id)).toEqual([share.id]);
    await expect(browse.setFavorite(stranger, share.id, true)).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
    await expect(manage.setActive(stranger, share.id, true)).rejects.toMatchObject({ code: 'not_found' });
    expect((await manage.setActive(owner, share.id, true)).isActive).toBe(true);
    expect(await seenBy(null, share.id)).toBe(1);
    await expect(manage.setActive(owner, 987654, true)).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
  });

  it('alerts the followers again when a disabled listing is enabled, once per follower', async () => {
    outbox.follow(stranger.id, LOU.id);
    await manage.setActive(owner, share.id, false);
    await manage.setActive(owner, share.id, true);
    await manage.setActive(owner, share.id, true);
    expect(outbox.rows.map((r) => r.userId)).toEqual([stranger.id]);
  });

  it('lets only the owner or an admin delete, and removes the photos', async () => {
    await expect(manage.delete(stranger, share.id)).rejects.toMatchObject({ code: 'forbidden', message: NOT_YOUR_LISTING });
    await manage.delete(owner, share.id);
    expect([await seenBy(admin, share.id), media.files.size]).toEqual([0, 0]);
    await expect(manage.delete(owner, share.id)).rejects.toMatchObject({ code: 'not_found' });
    const other = await list(stranger);
    await manage.delete(admin, other.id);
    expect(shares.rows.size).toBe(0);
  });
});

describe('BrowseShares', () => {
  const all = { page: 1, limit: 10, sortBy: 'listDate' as const, sortDir: 'desc' as const };

  it('refuses an unknown listing type and a distance sort without a place, with every message', async () => {
    await expect(browse.list(null, { ...all, types: ['PLANE'] })).rejects.toMatchObject({ errors: ['Unknown listing type: PLANE'] });
    await expect(browse.list(null, { ...all, sortBy: 'dist' })).rejects.toMatchObject({ errors: ['Sorting by distance needs lat and lng'] });
    await expect(browse.list(null, { ...all, sortBy: 'dist', types: ['PLANE', ''] })).rejects.toMatchObject({
      errors: ['Unknown listing type: PLANE', 'Sorting by distance needs lat and lng'],
    });
  });

  it('pages (at most 50 a page), filters by type, sorts by rate and by distance, and answers a fence', async () => {
    const cheap = await create.execute(owner, valid('PRIVATE_OWNER_RENTAL', { ratePerHour: 90 }), [IMG]);
    const dear = await create.execute(owner, valid('FBO_RENTAL', { ratePerHour: 300, airport: SDF.id }), [IMG]);
    const club = await create.execute(owner, valid('FLIGHT_CLUB'), [IMG]);
    const byRate = await browse.list(null, { ...all, sortBy: 'ratePerHour', sortDir: 'desc', limit: 2 });
    expect([byRate.count, byRate.shares.map((s) => s.id)]).toEqual([3, [dear.id, cheap.id]]);
    expect((await browse.list(null, { ...all, types: ['FLIGHT_CLUB'] })).shares.map((s) => s.id)).toEqual([club.id]);
    const near = await browse.list(null, { ...all, sortBy: 'dist', sortDir: 'asc', near: { lat: SDF.lat, lng: SDF.long } });
    expect([near.shares[0]!.id, near.fence]).toEqual([dear.id, { lat: SDF.lat, lng: SDF.long }]);
    expect((await browse.list(null, { ...all, airportId: LOU.id })).fence).toEqual({ lat: LOU.lat, lng: LOU.long });
    for (let i = 0; i < 50; i++) await create.execute(owner, valid('PARTNERSHIP_REQUEST_TO_PURCHASE'), [IMG]);
    const page = await browse.list(null, { ...all, limit: 500 });
    expect([page.count, page.shares.length]).toEqual([53, 50]);
  });

  it('keeps favourites per user, refuses one\'s own listing as a favourite (staff may), and lets it be removed', async () => {
    const share = await list(owner);
    await browse.setFavorite(stranger, share.id, true);
    const favs = await browse.favorites(stranger, { page: 1, limit: 10 });
    expect([favs.shares.map((s) => s.id), [...favs.favorites]]).toEqual([[share.id], [share.id]]);
    expect([...(await browse.list(owner, { ...all, id: share.id })).favorites]).toEqual([]);
    await expect(browse.setFavorite(owner, share.id, true)).rejects.toMatchObject({ code: 'conflict', message: OWN_LISTING_NOT_A_FAVORITE });
    expect((await browse.favorites(owner, { page: 1, limit: 10 })).count).toBe(0);
    await browse.setFavorite(admin, share.id, true);
    await browse.setFavorite(owner, share.id, false);
    await browse.setFavorite(stranger, share.id, false);
    expect((await browse.favorites(stranger, { page: 1, limit: 10 })).count).toBe(0);
  });
});

describe('LookupTailNumber', () => {
  it('answers the three messages of the spec, an empty tail number as a validation error', async () => {
    const registry = new InMemoryAircraftRegistry();
    registry.add({ tailNumber: 'N172SP', regOwner: '', make: 'CESSNA', model: '172S', serial: '', year: 2005, engineManufacturer: '', engineModel: '', classification: '', categories: [], classes: { multiEngine: false } });
    const lookup = new LookupTailNumber(registry, shares);
    for (const empty of ['', ' ', undefined]) {
      await expect(lookup.execute(empty)).rejects.toMatchObject({ code: 'validation_failed', message: SHARE_MESSAGES.tailNumberEmpty });
    }
    const listed = await list(owner);
    expect(await lookup.execute(listed.aircraft.tailNumber)).toEqual({ status: 'in_use', message: SHARE_MESSAGES.tailNumberInUse });
    expect((await lookup.execute(listed.aircraft.tailNumber, listed.id)).status).toBe('not_found');
    expect(await lookup.execute('N99999')).toEqual({ status: 'not_found', message: SHARE_MESSAGES.tailNumberNotFound });
    expect(await lookup.execute('172sp')).toMatchObject({ status: 'found', aircraft: { tailNumber: 'N172SP', year: 2005, classes: { multiEngine: false } } });
  });
});

describe('ClaimAircraft ("This is my plane")', () => {
  let claims: InMemoryAircraftClaimRepository;
  let mailer: RecordingMailer;
  let claim: ClaimAircraft;
  let listed: Share;
  beforeEach(async () => {
    claims = new InMemoryAircraftClaimRepository(shares, users, clock);
    mailer = new RecordingMailer();
    claim = new ClaimAircraft(claims, mailer, 'staff@example.com');
    listed = await list(owner);
  });

  it('refuses a bad tail number and a long note with the message on the field', async () => {
    await expect(claim.execute(stranger, { tailNumber: 'N12#4' })).rejects.toMatchObject({ fields: { tailNumber: [SHARE_MESSAGES.tailNumberFormat] } });
    await expect(claim.execute(stranger, { tailNumber: '' })).rejects.toMatchObject({ fields: { tailNumber: [SHARE_MESSAGES.tailNumberEmpty] } });
    await expect(claim.execute(stranger, { tailNumber: listed.aircraft.tailNumber, message: 'x'.repeat(1001) })).rejects.toMatchObject({
      fields: { message: [OWNERSHIP_MESSAGES.claimMessageTooLong] },
    });
  });

  it('answers 404 for a tail number nobody listed and 409 to the lister himself, mailing nobody', async () => {
    await expect(claim.execute(stranger, { tailNumber: 'N1Q' })).rejects.toMatchObject({ code: 'not_found', message: OWNERSHIP_MESSAGES.claimNotListed });
    await expect(claim.execute(owner, { tailNumber: listed.aircraft.tailNumber })).rejects.toMatchObject({ code: 'conflict', message: OWNERSHIP_MESSAGES.claimOwnListing });
    expect(mailer.sent).toEqual([]);
  });

  it('keeps the claim and mails staff once, with the link to it; asking again answers the open claim', async () => {
    const tailNumber = listed.aircraft.tailNumber;
    const res = await claim.execute(stranger, { tailNumber: tailNumber.toLowerCase(), message: ' I bought it in May. ' }, 'https://wingshare.example');
    expect(res).toMatchObject({ message: OWNERSHIP_MESSAGES.claimReceived, claim: { tailNumber, status: 'open', message: 'I bought it in May.', share: { id: listed.id } } });
    expect(mailer.sent).toEqual([expect.objectContaining({ to: 'staff@example.com', subject: `Aircraft claim: ${tailNumber}`, kind: 'aircraft_claim' })]);
    expect(mailer.sent[0]!.text).toContain(`https://wingshare.example/admin/aircraft-claims/${res.claim.id}/show`);
    expect(mailer.sent[0]!.text).toContain('I bought it in May.');
    expect((await claim.execute(stranger, { tailNumber })).claim.id).toBe(res.claim.id);
    expect(mailer.sent).toHaveLength(1);
  });
});
