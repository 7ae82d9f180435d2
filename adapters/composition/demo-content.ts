import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../demo/seed.js';
import { seedDemoContent } from '../demo/seed-demo-content.js';
import { seedDemoFlights, type DemoFlightIds } from '../demo/seed-demo-flights.js';
import { seedDemoMaintenance } from '../demo/seed-demo-maintenance.js';
import { DemoClock, seedDemoPayments, type DemoPaymentIds } from '../demo/seed-demo-payments.js';
import { TzLookupTimeZoneFinder } from '../geo/tz-lookup-time-zones.js';
import { SandboxConnectGateway } from '../payments/sandbox-connect.gateway.js';
import { MikroOrmUnitOfWork } from '../persistence/mikro-orm-unit-of-work.js';
import { PostgresAuditLog } from '../persistence/postgres-audit-log.js';
import { PostgresBookingPaymentRepository } from '../persistence/postgres-booking-payment.repository.js';
import { seedDemoTrust } from '../demo/seed-demo-trust.js';
import { seedDemoRequests } from '../demo/seed-demo-requests.js';
import { seedDemoGroups } from '../demo/seed-demo-groups.js';
import { StatementIssuer } from '../../application/groups/statement-issuer.js';
import { FaaMatchPilot } from '../../application/pilots/faa-match.service.js';
import { systemClock } from '../../application/ports/security.js';
import { loadDemoAirmenIfEmpty } from '../airmen/demo-airmen.js';
import { PostgresAirmenDirectory } from '../airmen/postgres-airmen.directory.js';
import { PostgresFaaMatchStore } from '../airmen/postgres-faa-match.store.js';
import { PostgresPilotRecordRepository } from '../persistence/postgres-pilot-record.repository.js';
import { compose } from './composition.js';
import type { Config } from './config.js';

export interface DemoContentCounts {
  people: number;
  listings: number;
  professionals: number;
  blogPosts: number;
}

/** The demo listings, people, posts, flights, reviews, questions and requests of a first start. */
export async function writeDemoContent(orm: MikroORM, config: Config): Promise<DemoContentCounts> {
  const composed = compose(orm, config);
  const { repositories, hasher, mediaStore, imageProcessor, close } = composed;
  try {
    const demo = await RequestContext.create(orm.em, () =>
      seedDemoContent({ ...repositories, hasher, media: mediaStore, images: imageProcessor }, DEMO_PASSWORD),
    );
    // Flights taken before the first start, their reviews and some listing questions (issue 16).
    await RequestContext.create(orm.em, () => seedDemoTrust((sql, params) => orm.em.execute(sql, params ?? [])));
    // The FAA airmen file (issue 40): Maria matched against the demo file, so Tom's Requests show "FAA-matched".
    await RequestContext.create(orm.em, () => matchDemoPilot(orm, repositories.users, 'maria'));
    // Requests waiting for Tom and a grounded plane (issue 34): the owner's side shows at once.
    await RequestContext.create(orm.em, () => seedDemoRequests((sql, params) => orm.em.execute(sql, params ?? [])));
    // Flights on the site (issue 36): one closed, one waiting for Tom's confirmation, one disputed.
    const flights = await RequestContext.create(orm.em, () => seedDemoFlights({ ...repositories, media: mediaStore }));
    // Airworthiness (issue 38): Tom's Skyhawk amber (its annual due within the month), a deferred squawk on Hollis's Archer.
    await RequestContext.create(orm.em, () => seedDemoMaintenance({
      ...repositories, keeper: composed.maintenance.keeper, unitOfWork: new MikroOrmUnitOfWork(orm, () => {}),
    }, flights));
    // The money of Tom's Skyhawk (issue 37): payouts enabled in the sandbox, a held, a captured and a transferred payment.
    await RequestContext.create(orm.em, () => writeDemoPayments(orm, config, composed, flights));
    // Groups (issue 39): the Bonanza's four partners and Angela's club, their flights, expenses, a statement and its payments.
    // Issued on a clock of their own, at the time the job would have; their mails are history, not sent.
    const groupsClock = new DemoClock();
    const groupsWork = new MikroOrmUnitOfWork(orm, () => {});
    const issuer = new StatementIssuer(repositories.groups, { queueGroupMails: async () => 0 }, groupsClock, () => undefined);
    await RequestContext.create(orm.em, () => seedDemoGroups({
      ...repositories,
      issueStatements: (groupId, month, at) => {
        groupsClock.set(at);
        return groupsWork.run(() => issuer.issueUpTo(groupId, month));
      },
    }));
    return { people: demo.people, listings: demo.listings, professionals: demo.professionals, blogPosts: demo.blogPosts };
  } finally {
    await close();
  }
}

/**
 * A demo pilot matched against the demo airmen file through the site's own use case (the file is loaded first
 * if main has not yet: tests write the demo content on their own).
 */
export async function matchDemoPilot(orm: MikroORM, users: Pick<ReturnType<typeof compose>['repositories']['users'], 'findByLogin'>, username: string): Promise<void> {
  await loadDemoAirmenIfEmpty(orm);
  const pilot = await users.findByLogin(username);
  if (!pilot) return;
  await new FaaMatchPilot(new PostgresAirmenDirectory(orm), new PostgresFaaMatchStore(orm), new PostgresPilotRecordRepository(orm), systemClock).execute(pilot, {});
}

/**
 * The demo's money (adapters/demo/seed-demo-payments.ts), written through the site's money use cases and the
 * sandbox's Connect on a clock of its own, each step at the time it happened. A site on Stripe gets none: its
 * connected accounts are Stripe's. Run inside a RequestContext (tests call it after seedDemoFlights).
 */
export async function writeDemoPayments(
  orm: MikroORM,
  config: Config,
  composed: Pick<ReturnType<typeof compose>, 'repositories' | 'gateway'>,
  flights: Pick<DemoFlightIds, 'closed'>,
  now: Date = new Date(),
): Promise<DemoPaymentIds | null> {
  if (config.stripe) return null;
  const { repositories } = composed;
  const clock = new DemoClock(now);
  const sandbox = new SandboxConnectGateway(orm, clock, config.publicUrl);
  const money = {
    payments: new PostgresBookingPaymentRepository(orm),
    gateway: sandbox,
    unitOfWork: new MikroOrmUnitOfWork(orm, (message: string, error: unknown) => console.error(message, error)),
    bookings: repositories.bookings,
    shares: repositories.shares,
    users: repositories.users,
    billing: repositories.billingRules,
    availabilities: repositories.availabilities,
    zones: new TzLookupTimeZoneFinder(),
    customers: repositories.subscriptions,
    customerGateway: composed.gateway,
    auditLog: new PostgresAuditLog(orm),
    config: { feePercent: config.platformFeePercent, publicUrl: config.publicUrl },
  };
  return seedDemoPayments(
    {
      ...repositories, money, clock,
      completeOnboarding: (accountId) => sandbox.completeOnboarding(accountId),
      dateEntries: async (ids, at) => {
        await orm.em.execute('update ledger_entries set created_at = ? where id = any(?::int[])', [at, `{${ids.join(',')}}`]);
      },
    },
    flights,
    now,
  );
}

const COUNTS_PREFIX = 'demo-content-counts ';

/**
 * writeDemoContent for `npm start`, in a process of its own (adapters/composition/demo-content.main.ts) that the
 * server waits for: the demo pictures' narrower copies are drawn with jimp, whose half a gigabyte a process
 * never gives back (a first start held 415 MB for as long as it ran, a restart 265 MB). The child writes
 * through the same database (`databaseUrl`) and media store; its log lines and errors go to the server's.
 */
export async function writeDemoContentApart(databaseUrl: string): Promise<DemoContentCounts> {
  const entry = fileURLToPath(new URL('./demo-content.main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const stop = () => child.kill();
  process.once('exit', stop); // a server stopped meanwhile leaves no writer behind
  try {
    let counts: DemoContentCounts | null = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(COUNTS_PREFIX)) counts = JSON.parse(line.slice(COUNTS_PREFIX.length)) as DemoContentCounts;
      else console.log(line);
    });
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`Writing the demo content failed (${signal ?? `exit code ${code}`}): see the lines above`)),
      );
    });
    if (!counts) throw new Error('Writing the demo content ended without its counts');
    return counts;
  } finally {
    process.off('exit', stop);
  }
}

/** What the child prints last for writeDemoContentApart. */
export function countsLine(counts: DemoContentCounts): string {
  return COUNTS_PREFIX + JSON.stringify(counts);
}
