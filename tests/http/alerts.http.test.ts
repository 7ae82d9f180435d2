import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliverAlerts, type DeliverySettings } from '../../application/alerts/deliver-alerts.service.js';
import { ALERT_MESSAGES } from '../../application/alerts/alert-messages.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { Clock } from '../../application/ports/security.js';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { MikroOrmOutboxRepository } from '../../adapters/persistence/mikro-orm-outbox.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresAlertOutbox } from '../../adapters/persistence/postgres-alert-outbox.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

let t: TestApp;
let png: Buffer;
const airport: Record<string, number> = {};
let seq = 0;
let tail = 500;

interface Pilot {
  agent: Agent;
  id: number;
  email: string;
}

async function signUp(options: { subscribed?: boolean; follows?: string[] } = {}): Promise<Pilot> {
  seq++;
  const agent = t.agent();
  const email = `alert${seq}@example.com`;
  const res = await agent.post('/api/user').set(V).send({ user: { email, username: `alerted${seq}`, password: 'flying-high', firstname: `Pilot${seq}` } });
  expect(res.status).toBe(201);
  if (options.subscribed) {
    expect((await agent.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  }
  for (const code of options.follows ?? []) expect((await agent.post(`/api/user/favorites/airport/${airport[code]}`).set(V)).status).toBe(200);
  return { agent, id: res.body.user.id, email };
}

function list(owner: Pilot, code: string, extra: Record<string, unknown> = {}) {
  const share = {
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: `N${++tail}AL`, title: 'Skyhawk for rent', ratePerHour: 165, description: 'Hangared.',
    make: 'Cessna', model: '172S', year: 2005, airport: airport[code], media: [{ type: 'image', file: 0 }], defaultMedia: 0, ...extra,
  };
  return owner.agent.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
}

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
const alertsOf = (shareId: number) =>
  sql<{ user_id: number; status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
    'select user_id, status, attempts, last_error, next_attempt_at from alert_outbox where share_id = ? order by user_id',
    [shareId],
  );
const mailsTo = (email: string) =>
  sql<{ id: number; subject: string; text: string; kind: string; status: string; idempotency_key: string }>(
    `select id, subject, text, kind, status, idempotency_key from outbox where recipient = ? and kind = 'new_listing_alert' order by id`,
    [email],
  );

const SETTINGS: DeliverySettings = {
  publicUrl: 'http://wingshare.test',
  batchSize: 20,
  leaseMs: 60_000,
  retry: { baseMs: 10_000, capMs: 80_000, maxAttempts: 5 },
  random: () => 1,
};

/** A clock that can be moved on, from now. */
function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

/** A DeliverAlerts on `orm` (another process's, say), mailing through `mailer`. */
function deliverer(orm: MikroORM, mailer: Mailer, clock: Clock = movableClock(), settings: Partial<DeliverySettings> = {}, outbox = new PostgresAlertOutbox(orm)) {
  const deliver = new DeliverAlerts(outbox, mailer, t.composed.alerts.tokens, clock, { ...SETTINGS, ...settings });
  return (worker: string, stopping?: () => boolean) => RequestContext.create(orm.em, () => deliver.execute(worker, stopping));
}

/** Mails go to the outbox table (the embedded default), through the same repository as the app's. */
const outboxMailer = (orm: MikroORM = t.orm) => new OutboxMailer(new MikroOrmOutboxRepository(orm), () => undefined);

/** Runs the app's own worker rounds until nothing is due. */
async function drain() {
  const worker = t.composed.alerts.worker();
  while ((await worker.round()).claimed > 0);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const code of ['LOU', 'SDF', 'JVY', 'BWG', 'LEX', 'FFT']) airport[code] = (await t.request.get(`/api/airport?q=${code}`).set(V)).body[0].id;
  png = await new Jimp({ width: 400, height: 300, color: 0x3366ccff }).getBuffer('image/png');
});
afterAll(() => t?.close());

describe('queueing alerts with the listing', () => {
  let owner: Pilot;
  let follower: Pilot;
  let other: Pilot;
  let elsewhere: Pilot;
  let gone: Pilot;
  let shareId: number;

  beforeAll(async () => {
    owner = await signUp({ subscribed: true, follows: ['LOU'] });
    follower = await signUp({ follows: ['LOU'] });
    other = await signUp({ follows: ['LOU', 'SDF'] });
    elsewhere = await signUp({ follows: ['SDF'] });
    gone = await signUp({ follows: ['LOU'] });
    expect((await gone.agent.delete(`/api/user/favorites/airport/${airport.LOU}`).set(V)).status).toBe(200);
  });

  it('a new listing queues one alert per follower of its airport: not the owner, not those who unfollowed', async () => {
    const res = await list(owner, 'LOU');
    expect(res.status).toBe(201);
    shareId = res.body.id;
    const rows = await alertsOf(shareId);
    expect(rows.map((r) => r.user_id)).toEqual([follower.id, other.id].sort((a, b) => a - b));
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
    const [payload] = await sql<{ payload: Record<string, string> }>('select payload from alert_outbox where share_id = ? limit 1', [shareId]);
    expect(payload!.payload).toEqual({
      title: 'Skyhawk for rent', typeLabel: 'Private owner rental', priceLabel: '$165 / hour', aircraft: '2005 Cessna 172S',
      airportLabel: expect.stringMatching(/^LOU - /), place: expect.stringMatching(/, KY$/),
    });
  });

  it('disabling and enabling again alerts nobody twice; a follower who came meanwhile is alerted', async () => {
    expect((await owner.agent.post(`/api/share/${shareId}/disable`).set(V)).status).toBe(200);
    const newcomer = await signUp({ follows: ['LOU'] });
    expect((await owner.agent.post(`/api/share/${shareId}/enable`).set(V)).status).toBe(200);
    expect((await owner.agent.post(`/api/share/${shareId}/enable`).set(V)).status).toBe(200);
    const rows = await alertsOf(shareId);
    expect(rows.map((r) => r.user_id)).toEqual([follower.id, other.id, newcomer.id].sort((a, b) => a - b));
  });

  it('the worker mails each follower once, with the listing and its links', async () => {
    await drain();
    expect((await alertsOf(shareId)).every((r) => r.status === 'sent')).toBe(true);
    const [mail, ...more] = await mailsTo(follower.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^New listing at LOU - .+: Skyhawk for rent$/);
    expect(mail!.status).toBe('logged');
    expect(mail!.text).toContain(`http://wingshare.test/?share=${shareId}`);
    expect(mail!.text).toMatch(/http:\/\/wingshare\.test\/api\/alerts\/unsubscribe\?token=\S+/);
    expect(mail!.idempotency_key).toMatch(new RegExp(`^new_listing-${follower.id}-${shareId}-`));
    expect(await mailsTo(owner.email)).toHaveLength(0);
    expect(await mailsTo(gone.email)).toHaveLength(0);

    // Nothing is due any more: another round mails nothing.
    await drain();
    expect(await mailsTo(follower.email)).toHaveLength(1);
  });
  it('moving the listing to another airport alerts that airport’s followers, once', async () => {
    const patch = await owner.agent.patch(`/api/share/${shareId}`).set(V).field('share', JSON.stringify({ airport: airport.SDF }));
    expect(patch.status).toBe(200);
    const rows = await alertsOf(shareId);
    expect(rows.map((r) => r.user_id)).toContain(elsewhere.id);
    expect(rows.filter((r) => r.user_id === other.id)).toHaveLength(1);
    // An edit that keeps the airport queues nothing.
    const before = rows.length;
    await signUp({ follows: ['SDF'] });
    expect((await owner.agent.patch(`/api/share/${shareId}`).set(V).field('share', JSON.stringify({ title: 'Skyhawk, annualled' }))).status).toBe(200);
    expect(await alertsOf(shareId)).toHaveLength(before);
  });

  it('the alerts are written in the listing’s transaction: when they cannot be, there is no listing either', async () => {
    const [{ n: sharesBefore }] = (await sql<{ n: number }>('select count(*)::int as n from shares')) as [{ n: number }];
    await sql(`create function alert_outbox_refuse() returns trigger language plpgsql as $$ begin raise exception 'alert outbox refused'; end $$`);
    await sql('create trigger alert_outbox_refuse before insert on alert_outbox for each row execute function alert_outbox_refuse()');
    try {
      const res = await list(owner, 'LOU', { title: 'Never listed' });
      expect(res.status).toBe(500);
    } finally {
      await sql('drop trigger alert_outbox_refuse on alert_outbox');
      await sql('drop function alert_outbox_refuse');
    }
    const [{ n: sharesAfter }] = (await sql<{ n: number }>('select count(*)::int as n from shares')) as [{ n: number }];
    expect(sharesAfter).toBe(sharesBefore);
  });

});

describe('delivery: retries, crashes and two workers', () => {
  /** A listing at `code` followed by `followers` new pilots (made straight in the database: quicker). */
  async function listingWithFollowers(code: string, followers: number): Promise<{ shareId: number; emails: string[] }> {
    const owner = await signUp({ subscribed: true });
    const emails: string[] = [];
    await RequestContext.create(t.orm.em, async () => {
      for (let i = 0; i < followers; i++) {
        seq++;
        const user = await t.composed.repositories.users.create({
          username: `crowd${seq}`, email: `crowd${seq}@example.com`, firstname: '', lastname: '', provider: 'local', providerId: null,
          passwordHash: null, avatar: null, airportId: null, isDiscoverable: false, bio: '',
        });
        await t.composed.repositories.users.followAirport(user.id, airport[code]!);
        emails.push(user.email);
      }
    });
    await drain(); // earlier tests' alerts out of the way: only this listing's are due
    const res = await list(owner, code);
    expect(res.status).toBe(201);
    expect(await alertsOf(res.body.id)).toHaveLength(followers);
    return { shareId: res.body.id, emails };
  }

  const alertMailsOf = (shareId: number) =>
    sql<{ recipient: string; n: number }>(
      `select recipient, count(*)::int as n from outbox where kind = 'new_listing_alert' and idempotency_key like ? group by recipient`,
      [`new_listing-%-${shareId}-%`],
    );

  it('retries a failing mailer with exponential backoff, then delivers once', async () => {
    const { shareId, emails } = await listingWithFollowers('JVY', 2);
    const clock = movableClock();
    let failures = 3;
    const real = outboxMailer();
    const flaky: Mailer = {
      async send(mail: OutgoingMail) {
        if (failures-- > 0) throw new Error('421 4.7.0 Try again later');
        await real.send(mail);
      },
    };
    const deliver = deliverer(t.orm, flaky, clock, { batchSize: 1 });
    expect(await deliver('w1')).toMatchObject({ claimed: 1, retried: 1 });
    const waitOf = async () => {
      const rows = await alertsOf(shareId);
      const pending = rows.find((r) => r.status === 'pending' && r.attempts > 0)!;
      return { row: pending, wait: new Date(pending.next_attempt_at).getTime() - clock.now().getTime() };
    };
    const first = await waitOf();
    expect(first.row).toMatchObject({ attempts: 1, last_error: '421 4.7.0 Try again later' });
    expect(first.wait).toBeGreaterThan(5_000); // 10 s from the failure, less the time the test took since
    expect(first.wait).toBeLessThanOrEqual(10_000);

    // The other alert goes first; the failed one waits for its time.
    expect(await deliver('w1')).toMatchObject({ claimed: 1, retried: 1 }); // second alert, failure 2
    clock.advance(10_000);
    expect(await deliver('w1')).toMatchObject({ claimed: 1, retried: 1 }); // first alert again, failure 3
    const second = await waitOf();
    expect(second.wait).toBeGreaterThan(18_000); // doubled
    clock.advance(80_000);
    expect(await deliver('w1')).toMatchObject({ claimed: 1, sent: 1 });
    expect(await deliver('w1')).toMatchObject({ claimed: 1, sent: 1 });
    expect(await deliver('w1')).toMatchObject({ claimed: 0 });
    expect((await alertMailsOf(shareId)).map((r) => [r.recipient, r.n]).sort()).toEqual(emails.map((e) => [e, 1]).sort());
  });

  it('a worker that crashes after sending, before marking: the next worker does not mail again', async () => {
    const { shareId, emails } = await listingWithFollowers('BWG', 4);
    const clock = movableClock();
    const outbox = new PostgresAlertOutbox(t.orm);
    let marked = 0;
    const dying = Object.assign(Object.create(outbox) as PostgresAlertOutbox, {
      markSent: async (id: number, at: Date) => {
        if (++marked > 2) throw new Error('killed'); // two marked, the third mailed but not marked, the fourth never tried
        await outbox.markSent(id, at);
      },
    });
    await expect(deliverer(t.orm, outboxMailer(), clock, {}, dying)('crashing')).rejects.toThrow('killed');
    expect((await alertsOf(shareId)).map((r) => r.status).sort()).toEqual(['pending', 'pending', 'sent', 'sent']);
    expect((await alertMailsOf(shareId)).length).toBe(3);

    // While the dead worker's lease runs its alerts are left alone; after it, they are finished.
    const next = deliverer(t.orm, outboxMailer(), clock);
    expect(await next('next')).toMatchObject({ claimed: 0 });
    clock.advance(SETTINGS.leaseMs);
    expect(await next('next')).toMatchObject({ claimed: 2, sent: 2 });
    expect((await alertsOf(shareId)).every((r) => r.status === 'sent')).toBe(true);
    expect((await alertMailsOf(shareId)).map((r) => [r.recipient, r.n]).sort()).toEqual(emails.map((e) => [e, 1]).sort());
  });

  it('a worker that crashes right after claiming: its batch is delivered once its lease ends', async () => {
    const { shareId, emails } = await listingWithFollowers('LEX', 3);
    const clock = movableClock();
    await RequestContext.create(t.orm.em, () => new PostgresAlertOutbox(t.orm).claim('dead', 10, clock.now(), new Date(clock.now().getTime() + SETTINGS.leaseMs)));
    const next = deliverer(t.orm, outboxMailer(), clock);
    expect(await next('next')).toMatchObject({ claimed: 0 });
    clock.advance(SETTINGS.leaseMs);
    expect(await next('next')).toMatchObject({ claimed: 3, sent: 3 });
    expect((await alertsOf(shareId)).map((r) => r.attempts)).toEqual([2, 2, 2]);
    expect((await alertMailsOf(shareId)).map((r) => [r.recipient, r.n]).sort()).toEqual(emails.map((e) => [e, 1]).sort());
  });

  it('two workers, each with its own database connection pool, mail every follower exactly once between them', async () => {
    const { shareId, emails } = await listingWithFollowers('FFT', 24);
    const url = t.orm.config.get('clientUrl')!;
    const orms = [await openDatabase(url, { poolMax: 2 }), await openDatabase(url, { poolMax: 2 })];
    try {
      // The transport behind each outbox counts what it is handed: the claims alone must keep it to one per key.
      const handed = new Map<string, string[]>();
      const workers = orms.map((orm, i) => {
        const name = `worker-${i + 1}`;
        const transport: Mailer = {
          async send(mail) {
            await new Promise((r) => setTimeout(r, 5 + Math.random() * 10));
            handed.set(mail.idempotencyKey!, [...(handed.get(mail.idempotencyKey!) ?? []), name]);
          },
        };
        const deliver = deliverer(orm, new OutboxMailer(new MikroOrmOutboxRepository(orm), () => undefined, transport), movableClock(), { batchSize: 3 });
        return (async () => {
          while ((await deliver(name)).claimed > 0);
        })();
      });
      await Promise.all(workers);
      const mine = [...handed.entries()].filter(([key]) => key.includes(`-${shareId}-`));
      expect(mine).toHaveLength(24);
      expect(mine.every(([, by]) => by.length === 1)).toBe(true);
      const byWorker = new Set(mine.map(([, by]) => by[0]));
      expect(byWorker.size).toBe(2); // both took part
      expect((await alertMailsOf(shareId)).map((r) => [r.recipient, r.n]).sort()).toEqual(emails.map((e) => [e, 1]).sort());
      expect((await alertsOf(shareId)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(orms.map((o) => o.close()));
    }
  });
});

describe('GET and POST /api/alerts/unsubscribe', () => {
  let owner: Pilot;
  let pilot: Pilot;
  let link: string;

  beforeAll(async () => {
    owner = await signUp({ subscribed: true });
    pilot = await signUp({ follows: ['LOU', 'SDF'] });
    expect((await list(owner, 'LOU', { title: 'Unsubscribe test' })).status).toBe(201);
    await drain();
    const mail = (await mailsTo(pilot.email)).find((m) => m.subject.endsWith('Unsubscribe test'))!;
    link = /http:\/\/wingshare\.test(\/api\/alerts\/unsubscribe\?token=\S+)/.exec(mail.text)![1]!;
  });

  const follows = async () => (await pilot.agent.get('/api/user').set(V)).body.favoriteAirports.map((a: { locationId: string }) => a.locationId);

  it('rejects a tampered, cut or missing token with a 400 page, and unsubscribes nobody', async () => {
    const token = new URL(`http://x${link}`).searchParams.get('token')!;
    const [u, a, sig] = token.split('.');
    const otherUser = `${Number(u) + 1}.${a}.${sig}`;
    const flipped = `${u}.${a}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [otherUser, flipped, token.slice(0, -5), '', 'not-a-token', '%E0%A4%A']) {
      const res = await t.request.get(`/api/alerts/unsubscribe?token=${bad === '%E0%A4%A' ? bad : encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain(ALERT_MESSAGES.badUnsubscribeLink.replace(/'/g, '&#39;').split(':')[0]);
    }
    expect((await t.request.get('/api/alerts/unsubscribe')).status).toBe(400);
    expect((await t.request.post('/api/alerts/unsubscribe?token=1.2.3')).status).toBe(400);
    expect(await follows()).toEqual(['LOU', 'SDF']);
  });

  it('a HEAD request (a link checker) unsubscribes nobody', async () => {
    expect((await t.request.head(link)).status).toBe(200);
    expect(await follows()).toEqual(['LOU', 'SDF']);
  });

  it('the link in the mail stops the alerts of that airport, without a login or a version header', async () => {
    const res = await t.request.get(link);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.text).toMatch(/You will no longer get alerts for LOU - [^<]+\./);
    expect(await follows()).toEqual(['SDF']);
    // A second click says the same.
    expect((await t.request.get(link)).status).toBe(200);
  });

  it('a mail client’s one-click POST (RFC 8058) works too', async () => {
    const token = t.composed.alerts.tokens.issue(pilot.id, airport.SDF!);
    const res = await t.request
      .post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await follows()).toEqual([]);
  });
});
