import { beforeEach, describe, expect, it } from 'vitest';
import { AirportChoice } from '../../../application/accounts/airport-choice.js';
import { ListingAlerts } from '../../../application/alerts/listing-alerts.service.js';
import { PartnerProfiles } from '../../../application/partners/partner-profiles.service.js';
import { FIT_MESSAGES, ShareFit } from '../../../application/partners/share-fit.service.js';
import { PilotEvidence } from '../../../application/pilots/pilot-evidence.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import { LISTING_NOT_FOUND } from '../../../application/shares/share-access.js';
import { CreateShare, ManageShare, UpdateShare } from '../../../application/shares/share-commands.service.js';
import { ShareWriter } from '../../../application/shares/share-writer.js';
import { SubscriptionLedger } from '../../../application/subscriptions/subscription-ledger.js';
import { SubscriptionPolicy } from '../../../application/subscriptions/subscription-policy.js';
import { FixedTimeZoneFinder } from '../../../application/testing/in-memory-bookings.js';
import { InMemoryPartnerProfileRepository } from '../../../application/testing/in-memory-partners.js';
import { FakePaymentGateway, InMemorySubscriptionRepository } from '../../../application/testing/in-memory-payments.js';
import { FakeClock, FakeImageProcessor, InMemoryAirportRepository, InMemoryMediaStore, InMemoryUserRepository } from '../../../application/testing/in-memory-ports.js';
import { InMemoryPilotRecordRepository, InMemoryShareRepository } from '../../../application/testing/in-memory-shares.js';
import { greatCircleKm } from '../../../domain/airport/great-circle.js';
import { listingFit } from '../../../domain/partner/partner-fit.js';
import type { ListingPartnerProfile, PartnerProfile } from '../../../domain/partner/partner-profile.js';
import { PARTNER_MESSAGES } from '../../../domain/partner/partner-rules.js';
import { EMPTY_RECORD } from '../../../domain/pilot/pilot-record.js';
import type { ShareInput } from '../../../domain/share/share.js';
import { SANDBOX_PRICE_IDS } from '../../../domain/subscription/plans.js';
import type { User } from '../../../domain/user/user.js';
import { InMemoryAlertOutbox } from '../../support/in-memory-alert-outbox.js';

/** The fit without what it was worked out from (GET /share/:id/fit's `inputs`). */
const fitOnly = <T extends { inputs: unknown }>({ inputs: _inputs, ...fit }: T) => fit;

const LOU = { id: 1, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.2280, long: -85.6637 };
const BED = { id: 2, locationId: 'BED', facility: 'Hanscom Field', city: 'Bedford', state: 'MA', lat: 42.4700, long: -71.2890 };
const IMG = new TextEncoder().encode('IMG-a-photo');

const PROFILE: PartnerProfile = {
  visible: false, lookingFor: 'join', buyInCents: { min: 0, max: 9_000_000 }, monthlyCents: { min: 0, max: 90_000 }, hoursPerYear: 80,
  missions: ['travel', 'ifr'], aircraftKinds: ['Single Engine'], driveKm: 80, upgradeAppetite: 3, maintenanceCare: 4, flies: 'weekends',
};
const GROUP: ListingPartnerProfile = {
  buyInCents: 8_500_000, monthlyFixedCents: 45_000, hourlyRateCents: 14_500, wet: true, groupHoursPerYear: 180, partners: 3,
  partnersWanted: 1, missions: ['travel', 'ifr'], upgradeAppetite: 3, maintenanceCare: 4, flies: 'both',
};

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
let records: InMemoryPilotRecordRepository;
let profiles: InMemoryPartnerProfileRepository;
let create: CreateShare;
let update: UpdateShare;
let manage: ManageShare;
let owner: User;
let pilot: User;
let tail = 200;

async function member(name: string, airportId: number | null, subscribed = false): Promise<User> {
  const u = await users.create({
    username: name, email: `${name}@example.com`, firstname: name, lastname: 'Pilot', provider: 'local', providerId: null, passwordHash: null,
    avatar: null, airportId, isDiscoverable: false, bio: '', isAdmin: false,
  });
  if (subscribed) {
    await subscriptions.save(u.id, {
      id: `sub_${u.id}`, priceId: SANDBOX_PRICE_IDS.listing, status: 'active', currentPeriodEnd: new Date(clock.now().getTime() + 30 * 86_400_000),
      cancelAtPeriodEnd: false, trialEnd: null, discount: null,
    });
  }
  return u;
}
let subscriptions: InMemorySubscriptionRepository;

function listing(type: string, extra: ShareInput = {}): ShareInput {
  const byType: Record<string, ShareInput> = {
    PRIVATE_OWNER_RENTAL: { tailNumber: `N${++tail}PF`, title: 'Skyhawk for rent', ratePerHour: 150 },
    PRIVATE_OWNER_SHARE_PURCHASE: { tailNumber: `N${++tail}PF`, title: 'Quarter of a Bonanza', cost: 85000, sharePercentOffered: 25 },
    PARTNERSHIP_REQUEST_TO_PURCHASE: { cost: 120000, desiredNumberOfPilots: 3 },
    FLIGHT_CLUB: {
      clubName: 'Derby City Flyers', clubRepName: 'Pat Lee', clubMemberSize: 40, clubNumAircrafts: 3,
      clubWebsiteUrl: 'https://derbycity.example', clubEmail: 'club@derbycity.example', clubPhone: '502-555-0100',
    },
  };
  return {
    type, description: 'A well kept plane.', make: 'Beech', model: 'A36', url: '', ...byType[type], airport: LOU.id,
    media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true, ...extra,
  };
}

beforeEach(async () => {
  clock = new FakeClock();
  const airports = new InMemoryAirportRepository();
  airports.rows.push(LOU, BED);
  users = new InMemoryUserRepository(airports, clock);
  shares = new InMemoryShareRepository(airports, users, clock);
  records = new InMemoryPilotRecordRepository();
  profiles = new InMemoryPartnerProfileRepository();
  subscriptions = new InMemorySubscriptionRepository();
  const media = new InMemoryMediaStore();
  const policy = new SubscriptionPolicy(new SubscriptionLedger(subscriptions, new FakePaymentGateway(clock), clock), SANDBOX_PRICE_IDS, clock);
  const alerts = new ListingAlerts(new ImmediateUnitOfWork(), new InMemoryAlertOutbox());
  const writer = new ShareWriter(shares, new AirportChoice(airports), new FakeImageProcessor(), media);
  create = new CreateShare(shares, writer, policy, alerts);
  update = new UpdateShare(shares, writer, media, alerts);
  manage = new ManageShare(shares, media, alerts);
  owner = await member('owner', LOU.id, true);
  pilot = await member('maria', LOU.id);
});

describe('PartnerProfiles', () => {
  it('answers null before the pilot saves one, then what he saved', async () => {
    const service = new PartnerProfiles(profiles);
    expect(await service.read(pilot)).toBeNull();
    expect(await service.save(pilot, { ...PROFILE, missions: ['ifr', 'travel'] })).toEqual(PROFILE);
    expect(await service.read(pilot)).toEqual(PROFILE);
    expect(await service.read(owner)).toBeNull();
  });

  it('refuses a profile with its fields named and keeps the one stored', async () => {
    const service = new PartnerProfiles(profiles);
    await service.save(pilot, PROFILE);
    await expect(service.save(pilot, { ...PROFILE, hoursPerYear: 1200, buyInCents: { min: 5, max: 1 } })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { 'buyInCents.max': [PARTNER_MESSAGES.reversed('Buy-in budget')], hoursPerYear: [PARTNER_MESSAGES.hoursPerYear] },
    });
    expect(await service.read(pilot)).toEqual(PROFILE);
  });
});

describe("a listing's group side", () => {
  it.each(['PRIVATE_OWNER_SHARE_PURCHASE', 'PARTNERSHIP_REQUEST_TO_PURCHASE', 'FLIGHT_CLUB'])('is stored with a %s and read back on it', async (type) => {
    const share = await create.execute(owner, listing(type, { partnerProfile: GROUP }), [IMG]);
    expect(share.partnerProfile).toEqual(GROUP);
    expect((await shares.findById(share.id))!.partnerProfile).toEqual(GROUP);
  });

  it('is null on a listing that does not state it', async () => {
    expect((await create.execute(owner, listing('FLIGHT_CLUB'), [IMG])).partnerProfile).toBeNull();
  });

  it('is refused on a rental, beside partnerProfile, storing nothing', async () => {
    await expect(create.execute(owner, listing('PRIVATE_OWNER_RENTAL', { partnerProfile: GROUP }), [IMG])).rejects.toMatchObject({
      code: 'validation_failed', fields: { partnerProfile: [PARTNER_MESSAGES.rental] },
    });
    expect(shares.rows.size).toBe(0);
  });

  it("names a bad field under partnerProfile.* with the listing's other messages", async () => {
    await expect(create.execute(owner, listing('PRIVATE_OWNER_SHARE_PURCHASE', { title: '', partnerProfile: { ...GROUP, partnersWanted: 0 } }), [IMG]))
      .rejects.toMatchObject({ code: 'validation_failed', fields: { title: expect.any(Array), 'partnerProfile.partnersWanted': [PARTNER_MESSAGES.partnersWanted] } });
  });

  it('is kept by an edit that does not send it, replaced by one that does, removed by null', async () => {
    const share = await create.execute(owner, listing('PRIVATE_OWNER_SHARE_PURCHASE', { partnerProfile: GROUP }), [IMG]);
    expect((await update.execute(owner, share.id, { title: 'A quarter of a Bonanza' }, [])).partnerProfile).toEqual(GROUP);
    expect((await update.execute(owner, share.id, { partnerProfile: { ...GROUP, partners: 2 } }, [])).partnerProfile).toEqual({ ...GROUP, partners: 2 });
    expect((await update.execute(owner, share.id, { partnerProfile: null }, [])).partnerProfile).toBeNull();
  });

  it('is dropped when the listing becomes a rental, and refused if sent with that change', async () => {
    const share = await create.execute(owner, listing('PRIVATE_OWNER_SHARE_PURCHASE', { partnerProfile: GROUP }), [IMG]);
    await expect(update.execute(owner, share.id, { type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 150, partnerProfile: GROUP }, [])).rejects.toMatchObject({
      fields: { partnerProfile: [PARTNER_MESSAGES.rental] },
    });
    expect((await update.execute(owner, share.id, { type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 150 }, [])).partnerProfile).toBeNull();
  });
});

describe('ShareFit', () => {
  let fit: ShareFit;
  beforeEach(() => {
    const airports = new InMemoryAirportRepository();
    airports.rows.push(LOU, BED);
    fit = new ShareFit(shares, profiles, airports, new PilotEvidence({ records }), new FixedTimeZoneFinder('America/New_York'), clock);
  });

  it("runs the domain's listingFit on his profile, his hours, his minimums match, the distance and the owner's hours", async () => {
    const share = await create.execute(owner, listing('PRIVATE_OWNER_SHARE_PURCHASE', {
      partnerProfile: GROUP, tags: ['Single Engine'], minimums: { totalHours: 200 }, airport: BED.id,
    }), [IMG]);
    await profiles.save(pilot.id, PROFILE);
    await records.save(pilot.id, { ...EMPTY_RECORD, certificate: 'private', totalHours: 350 });
    await records.save(owner.id, { ...EMPTY_RECORD, certificate: 'commercial', totalHours: 2400 });
    const answer = await fit.forListing(pilot, share.id);
    expect(fitOnly(answer)).toEqual(listingFit({ profile: PROFILE, totalHours: 350 }, {
      id: share.id, type: 'PRIVATE_OWNER_SHARE_PURCHASE', group: GROUP, aircraftTags: ['Single Engine'],
      distanceKm: greatCircleKm(LOU, BED), airportName: 'Hanscom Field', minimumsMet: true, ownerTotalHours: 2400,
    }));
    expect(Object.keys(answer).sort()).toEqual(['inputs', 'monthlyCostCents', 'passes', 'reasons', 'score']);
    // What it was worked out from, for the browser's "What if": the same function on them gives the same answer.
    expect(listingFit(answer.inputs.pilot, answer.inputs.listing)).toEqual(fitOnly(answer));
    expect(answer.inputs.pilot).toEqual({ profile: PROFILE, totalHours: 350 });
  });

  it("leaves the owner's hours out when his profile does not show them (the experience sentence would name them)", async () => {
    const share = await create.execute(owner, listing('FLIGHT_CLUB', { partnerProfile: GROUP }), [IMG]);
    await profiles.save(pilot.id, PROFILE);
    await records.save(pilot.id, { ...EMPTY_RECORD, totalHours: 350 });
    await records.save(owner.id, { ...EMPTY_RECORD, totalHours: 2400, shows: { ...EMPTY_RECORD.shows, hours: false } });
    const answer = await fit.forListing(pilot, share.id);
    expect(fitOnly(answer)).toEqual(listingFit({ profile: PROFILE, totalHours: 350 }, {
      id: share.id, type: 'FLIGHT_CLUB', group: GROUP, aircraftTags: [], distanceKm: 0, airportName: 'Bowman Field', minimumsMet: null, ownerTotalHours: null,
    }));
    expect(answer.reasons.join(' ')).not.toContain('2,400');
  });

  it('says the minimums are not met, or that none are asked', async () => {
    const asks = await create.execute(owner, listing('FLIGHT_CLUB', { partnerProfile: GROUP, minimums: { totalHours: 500 } }), [IMG]);
    const asksNothing = await create.execute(owner, listing('FLIGHT_CLUB', { partnerProfile: GROUP }), [IMG]);
    await profiles.save(pilot.id, PROFILE);
    await records.save(pilot.id, { ...EMPTY_RECORD, totalHours: 120 });
    const candidate = (id: number, minimumsMet: boolean | null) => ({
      id, type: 'FLIGHT_CLUB' as const, group: GROUP, aircraftTags: [], distanceKm: 0, airportName: 'Bowman Field', minimumsMet, ownerTotalHours: null,
    });
    expect(fitOnly(await fit.forListing(pilot, asks.id))).toEqual(listingFit({ profile: PROFILE, totalHours: 120 }, candidate(asks.id, false)));
    expect(fitOnly(await fit.forListing(pilot, asksNothing.id))).toEqual(listingFit({ profile: PROFILE, totalHours: 120 }, candidate(asksNothing.id, null)));
  });

  it("answers the share route's 404 for a hidden listing", async () => {
    const share = await create.execute(owner, listing('FLIGHT_CLUB', { partnerProfile: GROUP }), [IMG]);
    await manage.setActive(owner, share.id, false);
    await profiles.save(pilot.id, PROFILE);
    await expect(fit.forListing(pilot, share.id)).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
    await expect(fit.forListing(pilot, 999)).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
  });

  it('answers 409 with what is missing: a rental, a listing without its group side, no profile, no home airport', async () => {
    const rental = await create.execute(owner, listing('PRIVATE_OWNER_RENTAL'), [IMG]);
    const silent = await create.execute(owner, listing('FLIGHT_CLUB'), [IMG]);
    const club = await create.execute(owner, listing('FLIGHT_CLUB', { partnerProfile: GROUP }), [IMG]);
    await expect(fit.forListing(pilot, rental.id)).rejects.toMatchObject({ code: 'conflict', message: FIT_MESSAGES.notPartnerListing });
    await expect(fit.forListing(pilot, silent.id)).rejects.toMatchObject({ code: 'conflict', message: FIT_MESSAGES.noGroupSide });
    await expect(fit.forListing(pilot, club.id)).rejects.toMatchObject({ code: 'conflict', message: FIT_MESSAGES.noProfile });
    const nowhere = await member('drifter', null);
    await profiles.save(nowhere.id, PROFILE);
    await expect(fit.forListing(nowhere, club.id)).rejects.toMatchObject({ code: 'conflict', message: FIT_MESSAGES.noHomeAirport });
  });
});
