import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../../application/alerts/alert-messages.js';
import { DeliverAlerts, type DeliverySettings } from '../../../application/alerts/deliver-alerts.service.js';
import { ListingAlerts } from '../../../application/alerts/listing-alerts.service.js';
import { NEW_LISTING_MAIL_KIND } from '../../../application/alerts/new-listing-mail.js';
import { newListingSnapshot } from '../../../application/alerts/new-listing-snapshot.js';
import { retryDelayMs } from '../../../application/alerts/retry-backoff.js';
import { UnsubscribeFromAlerts } from '../../../application/alerts/unsubscribe-from-alerts.service.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import type { UnsubscribeTokens } from '../../../application/ports/unsubscribe-tokens.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository, RecordingMailer } from '../../../application/testing/in-memory-ports.js';
import { DomainError } from '../../../domain/errors.js';
import type { OutgoingMail } from '../../../domain/mail/outgoing-mail.js';
import type { Share } from '../../../domain/share/share.js';
import { InMemoryAlertOutbox } from '../../support/in-memory-alert-outbox.js';

const LOU = { id: 7, locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.23, long: -85.66 };

function aShare(overrides: Partial<Share> = {}): Share {
  return {
    id: 41, aircraftId: 9, type: 'PRIVATE_OWNER_RENTAL', title: 'Skyhawk <for> rent', description: '', url: '', ratePerHour: 165,
    isWet: false, businessName: '', cost: null, desiredNumberOfPilots: 0, sharePercentOffered: null, pricePercentOffered: null,
    clubName: '', clubRepName: '', clubMemberSize: null, clubNumAircrafts: null, clubWebsiteUrl: '', clubEmail: '', clubPhone: '',
    preferredInstructorName: '', preferredInstructorEmail: '', defaultMedia: 0, minimums: {}, media: [], isActive: true, airport: LOU,
    owner: { id: 1, first: 'Orville', last: 'Wright', email: 'orville@example.com' }, listDate: new Date(), updatedAt: new Date(),
    aircraft: {
      id: 9, tailNumber: 'N172SP', regOwner: '', make: 'Cessna', model: '172S', year: 2005, serial: '', engineHours: 0,
      engineManufacturer: '', engineModel: '', classification: '', categories: [], interior: '', exterior: '', avionics: '',
      equipment: '', comments: '', tags: [], instrumentRatingRequired: false,
      retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false,
    },
    ...overrides,
  };
}

/** "u.a.ok" tokens (a new-match mail's "m.u.a.ok"): enough to see which user, airport and purpose a link names. */
const tokens: UnsubscribeTokens = {
  issue: (userId, airportId, purpose = 'airport') => `${purpose === 'partner-matches' ? 'm.' : ''}${userId}.${airportId}.ok`,
  read: (token) => {
    const m = /^(m\.)?(\d+)\.(\d+)\.ok$/.exec(token);
    return m ? { userId: Number(m[2]), airportId: Number(m[3]), purpose: m[1] ? 'partner-matches' : 'airport' } : null;
  },
};

class FakeUnitOfWork implements UnitOfWork {
  runs = 0;
  inside = false;
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs++;
    this.inside = true;
    try {
      return await work();
    } finally {
      this.inside = false;
    }
  }
  async afterCommit(task: () => Promise<void>) {
    await task();
  }
}

/** A mailer failing the first `failures` sends. */
class FlakyMailer extends RecordingMailer {
  constructor(private failures: number) {
    super();
  }
  override async send(mail: OutgoingMail) {
    if (this.failures-- > 0) throw Object.assign(new Error('We could not send the email just now.'), { cause: new Error('421 try later') });
    await super.send(mail);
  }
}

const SETTINGS: DeliverySettings = {
  publicUrl: 'https://wingshare.example',
  batchSize: 10,
  leaseMs: 60_000,
  retry: { baseMs: 1_000, capMs: 8_000, maxAttempts: 4 },
  random: () => 1, // the full delay, so tests know when a retry is due
};

describe('retryDelayMs', () => {
  const policy = { baseMs: 1_000, capMs: 10_000, maxAttempts: 8 };

  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('jitters between half and all of the delay', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(2_000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3_000);
    for (let i = 0; i < 50; i++) {
      const d = retryDelayMs(4, policy);
      expect(d).toBeGreaterThanOrEqual(4_000);
      expect(d).toBeLessThanOrEqual(8_000);
    }
  });

  it('does not overflow on a huge attempt number', () => {
    expect(retryDelayMs(10_000, policy, () => 1)).toBe(10_000);
  });
});

describe('newListingSnapshot', () => {
  it('keeps what the mail says: title, type, price, aircraft, airport', () => {
    expect(newListingSnapshot(aShare())).toEqual({
      title: 'Skyhawk <for> rent', typeLabel: 'Private owner rental', priceLabel: '$165 / hour', aircraft: '2005 Cessna 172S',
      airportLabel: 'LOU - Bowman Field', place: 'Louisville, KY',
    });
  });

  it('names an untitled club or partnership by the club or the aircraft', () => {
    expect(newListingSnapshot(aShare({ type: 'FLIGHT_CLUB', title: '', clubName: 'Derby City Flyers' })).title).toBe('Derby City Flyers');
    const partnership = newListingSnapshot(aShare({ type: 'PARTNERSHIP_REQUEST_TO_PURCHASE', title: '', cost: 120000 }));
    expect(partnership).toMatchObject({ title: '2005 Cessna 172S', priceLabel: 'Approx $120,000' });
  });
});

describe('ListingAlerts', () => {
  let outbox: InMemoryAlertOutbox;
  let uow: FakeUnitOfWork;
  let alerts: ListingAlerts;
  beforeEach(() => {
    outbox = new InMemoryAlertOutbox();
    uow = new FakeUnitOfWork();
    alerts = new ListingAlerts(uow, outbox);
    outbox.follow(1, LOU.id); // the owner
    outbox.follow(2, LOU.id);
    outbox.follow(3, LOU.id);
    outbox.follow(4, 99); // another airport
  });

  it('queues one alert per follower but the owner, in the transaction of the save', async () => {
    let queuedInside = false;
    const original = outbox.queueForFollowers.bind(outbox);
    outbox.queueForFollowers = async (a) => {
      queuedInside = uow.inside;
      return original(a);
    };
    const share = await alerts.publish(async () => aShare());
    expect(share.id).toBe(41);
    expect(queuedInside).toBe(true);
    expect(outbox.rows.map((r) => r.userId)).toEqual([2, 3]);
    expect(outbox.rows[0]).toMatchObject({ kind: 'new_listing', shareId: 41, airportId: LOU.id, payload: { title: 'Skyhawk <for> rent' } });
  });

  it('queues nothing for an inactive listing, and nothing twice', async () => {
    await alerts.publish(async () => aShare({ isActive: false }));
    expect(outbox.rows).toHaveLength(0);
    await alerts.publish(async () => aShare());
    await alerts.publish(async () => aShare());
    expect(outbox.rows).toHaveLength(2);
  });

  it('queues nothing when the save fails', async () => {
    await expect(alerts.publish(async () => Promise.reject(new DomainError('conflict', 'Tail number already in use.')))).rejects.toThrow('Tail number');
    expect(outbox.rows).toHaveLength(0);
  });
});

describe('DeliverAlerts', () => {
  let outbox: InMemoryAlertOutbox;
  let clock: FakeClock;
  beforeEach(async () => {
    outbox = new InMemoryAlertOutbox();
    clock = new FakeClock();
    outbox.follow(2, LOU.id, 'harriet@example.com', 'Harriet');
    outbox.follow(3, LOU.id, 'amelia@example.com', 'Amelia');
    outbox.listed.add(`41@${LOU.id}`);
    await new ListingAlerts(new FakeUnitOfWork(), outbox).publish(async () => aShare());
  });
  const deliver = (mailer: RecordingMailer, settings: Partial<DeliverySettings> = {}) =>
    new DeliverAlerts(outbox, mailer, tokens, clock, { ...SETTINGS, ...settings });

  it('mails each follower once: the listing, its link, a one-click unsubscribe', async () => {
    const mailer = new RecordingMailer();
    const report = await deliver(mailer).execute('w1');
    expect(report).toMatchObject({ claimed: 2, sent: 2 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['harriet@example.com', 'amelia@example.com']);
    const mail = mailer.sent[0]!;
    expect(mail).toMatchObject({ kind: NEW_LISTING_MAIL_KIND, subject: 'New listing at LOU - Bowman Field: Skyhawk <for> rent' });
    expect(mail.text).toContain('Hello Harriet,');
    expect(mail.text).toContain('Private owner rental · $165 / hour · 2005 Cessna 172S');
    expect(mail.text).toContain('See the listing: https://wingshare.example/?share=41');
    expect(mail.text).toContain(`https://wingshare.example/api/alerts/unsubscribe?token=2.${LOU.id}.ok`);
    expect(mail.html).toContain('Skyhawk &lt;for&gt; rent');
    expect(mail.html).not.toContain('<for>');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://wingshare.example/api/alerts/unsubscribe?token=2.${LOU.id}.ok>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.idempotencyKey).toBe('new_listing-2-41-key-1');
    expect(outbox.rows.every((r) => r.status === 'sent')).toBe(true);

    expect(await deliver(mailer).execute('w1')).toMatchObject({ claimed: 0 });
    expect(mailer.sent).toHaveLength(2);
  });

  it('retries a failing mailer with backoff, then sends', async () => {
    const mailer = new FlakyMailer(2); // the first round fails both mails
    expect(await deliver(mailer).execute('w1')).toMatchObject({ claimed: 2, retried: 2 });
    expect(outbox.rows[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'We could not send the email just now.: 421 try later' });
    expect(outbox.rows[0]!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(1_000);

    // Not due yet.
    expect(await deliver(mailer).execute('w1')).toMatchObject({ claimed: 0 });
    clock.advance(1_000);
    expect(await deliver(mailer).execute('w1')).toMatchObject({ claimed: 2, sent: 2 });
    expect(mailer.sent).toHaveLength(2);
    expect(outbox.rows.map((r) => r.attempts)).toEqual([2, 2]);
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    const mailer = new FlakyMailer(Infinity);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await deliver(mailer, { batchSize: 1 }).execute('w1');
      const row = outbox.rows[0]!;
      if (row.status === 'pending') {
        waits.push(row.nextAttemptAt.getTime() - clock.now().getTime());
        clock.advance(waits.at(-1)!);
      }
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(outbox.rows[0]).toMatchObject({ status: 'failed', attempts: 4 });
    expect(outbox.rows[0]!.lastError).toMatch(/^Gave up after 4 attempts/);
  });

  it('skips a user who unfollowed and a listing no longer on view', async () => {
    outbox.followers.get(LOU.id)!.delete(2);
    const mailer = new RecordingMailer();
    expect(await deliver(mailer).execute('w1')).toMatchObject({ sent: 1, skipped: 1 });
    expect(outbox.rows[0]).toMatchObject({ status: 'skipped', lastError: 'The user no longer follows the airport' });

    outbox.listed.clear();
    outbox.follow(5, LOU.id);
    await new ListingAlerts(new FakeUnitOfWork(), outbox).publish(async () => aShare());
    expect(await deliver(mailer).execute('w1')).toMatchObject({ skipped: 1 });
    expect(outbox.rows.find((r) => r.userId === 5)).toMatchObject({ status: 'skipped', lastError: 'The listing is no longer active at the airport' });
  });

  it('after a crash between sending and marking, the alert comes back when the lease ends, with the same idempotency key', async () => {
    const mailer = new RecordingMailer();
    const markSent = outbox.markSent.bind(outbox);
    outbox.markSent = async () => {
      throw new Error('the worker died');
    };
    await expect(deliver(mailer).execute('w1')).rejects.toThrow('the worker died');
    expect(mailer.sent).toHaveLength(1);
    outbox.markSent = markSent;

    // Another worker passes over the dead worker's batch while its lease runs...
    expect(await deliver(mailer).execute('w2')).toMatchObject({ claimed: 0 });
    clock.advance(60_000);
    // ...and takes it once the lease has ended: the Mailer gets the same key again (and does not send twice).
    expect(await deliver(mailer).execute('w2')).toMatchObject({ claimed: 2, sent: 2 });
    const keys = mailer.sent.map((m) => m.idempotencyKey);
    expect(keys).toEqual([keys[0], keys[0], keys[2]]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(outbox.rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('gives up an alert that crashed its worker too often', async () => {
    const mailer = new RecordingMailer();
    for (let i = 0; i < SETTINGS.retry.maxAttempts; i++) {
      await outbox.claim('crashing', 10, clock.now(), new Date(clock.now().getTime() + 1));
      clock.advance(1);
    }
    expect(await deliver(mailer).execute('w1')).toMatchObject({ claimed: 2, failed: 2 });
    expect(mailer.sent).toHaveLength(0);
    expect(outbox.rows[0]!.lastError).toBe('Gave up after 4 attempts that did not finish');
  });

  it('a stopping worker hands back the rest of its batch without counting the attempt', async () => {
    const mailer = new RecordingMailer();
    let asked = 0;
    const report = await deliver(mailer).execute('w1', () => ++asked > 1);
    expect(report).toMatchObject({ claimed: 2, sent: 1, released: 1 });
    expect(outbox.rows[1]).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null, claimedBy: null });
    expect(await deliver(mailer).execute('w2')).toMatchObject({ claimed: 1, sent: 1 });
  });
});

describe('UnsubscribeFromAlerts', () => {
  it('removes the follow of that airport without a login', async () => {
    const clock = new FakeClock();
    const airports = new InMemoryAirportRepository();
    airports.rows.push({ ...LOU, id: 1 }, { ...LOU, id: 2, locationId: 'SDF', facility: 'Louisville Intl' });
    const users = new InMemoryUserRepository(airports, clock);
    const user = await users.create({
      username: 'harriet', email: 'h@example.com', firstname: 'Harriet', lastname: 'Q', provider: 'local', providerId: null,
      passwordHash: null, avatar: null, airportId: null, isDiscoverable: true, bio: '',
    });
    await users.followAirport(user.id, 1);
    await users.followAirport(user.id, 2);
    const unsubscribe = new UnsubscribeFromAlerts(tokens, users, airports);

    expect(await unsubscribe.execute(tokens.issue(user.id, 1))).toEqual({ message: 'You will no longer get alerts for LOU - Bowman Field.' });
    expect((await users.findById(user.id))!.favoriteAirports.map((a) => a.locationId)).toEqual(['SDF']);
    // A second click is harmless.
    expect(await unsubscribe.execute(tokens.issue(user.id, 1))).toEqual({ message: 'You will no longer get alerts for LOU - Bowman Field.' });

    for (const bad of ['1.1.tampered', '', undefined, ['1.1.ok'], 'x'.repeat(500)]) {
      await expect(unsubscribe.execute(bad)).rejects.toMatchObject({ code: 'validation_failed', message: ALERT_MESSAGES.badUnsubscribeLink });
    }
    expect((await users.findById(user.id))!.favoriteAirports).toHaveLength(1);
  });
});
