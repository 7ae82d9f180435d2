/**
 * The money's scenarios (payments-scenarios.ts) on the in-memory ports: no database, fast. The adapters'
 * integration tests run the same scenarios on PostgreSQL and the sandbox gateway.
 */
import type { AuditLog, NewAuditEntry } from '../../../application/ports/audit-log.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { UserRepository } from '../../../application/ports/user.repository.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { InMemoryBillingRulesRepository, InMemoryFlightRepository } from '../../../application/testing/in-memory-flights.js';
import { FaultyConnectGateway, InMemoryBookingPayments, InMemoryConnectGateway, InMemoryJobQueue, InMemoryUnitOfWork } from '../../../application/testing/in-memory-money.js';
import { FakePaymentGateway, InMemorySubscriptionRepository } from '../../../application/testing/in-memory-payments.js';
import { FakeClock } from '../../../application/testing/in-memory-ports.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';
import { moneyScenarios, RecordingNotices, T0, ZONE, type MoneyWorld } from './payments-scenarios.js';

const user = (id: number, isAdmin = false) => ({ id, isAdmin, firstname: `U${id}`, lastname: 'Pilot', username: `u${id}`, email: `u${id}@example.com` }) as User;
const people = { owner: user(10), pilot: user(20), other: user(30), admin: user(99, true) };
const PEOPLE = new Map(Object.values(people).map((u) => [u.id, u]));

const SHARE = {
  id: 1, type: 'PRIVATE_OWNER_RENTAL', isActive: true, title: 'Archer at Bowman', ratePerHour: 150, isWet: false, minimums: { totalHours: 0 },
  owner: { id: people.owner.id, first: 'O', last: 'Wner', email: null }, airport: { id: 1, lat: 38.2, long: -85.7, locationId: 'LOU', facility: 'Bowman Field' },
  aircraft: { id: 5, tailNumber: 'N123AB', make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, instrumentRatingRequired: false },
} as unknown as Share;
const shares = { findById: async (id: number) => (id === 1 ? SHARE : null) } as unknown as ShareRepository;
const users = {
  findById: async (id: number) => PEOPLE.get(id) ?? null,
  list: async () => ({ items: [people.admin], total: 1 }),
} as unknown as UserRepository;

async function inMemoryWorld(): Promise<MoneyWorld> {
  const clock = new FakeClock(new Date(T0));
  const holds = new InMemoryHolds();
  const bookings = new InMemoryBookingRepository(holds);
  const payments = new InMemoryBookingPayments(clock);
  const provider = new InMemoryConnectGateway(clock);
  const gateway = Object.assign(new FaultyConnectGateway(provider), {
    setAccountState: async (accountId: string, state: Parameters<InMemoryConnectGateway['setAccountState']>[1], missing?: string[]) => provider.setAccountState(accountId, state, missing),
  });
  const uow = new InMemoryUnitOfWork([payments]);
  const availabilities = new InMemoryAvailabilityRepository(holds);
  const billing = new InMemoryBillingRulesRepository();
  const audit: NewAuditEntry[] = [];
  return {
    clock, bookings, availabilities, flights: new InMemoryFlightRepository(bookings), billing,
    people, shareId: 1, audit, faults: gateway,
    ports: {
      payments, gateway, jobs: new InMemoryJobQueue(), unitOfWork: uow, bookings, shares, users, billing,
      availabilities, zones: new FixedTimeZoneFinder(ZONE),
      customers: new InMemorySubscriptionRepository(), customerGateway: new FakePaymentGateway(clock), clock, notices: new RecordingNotices(uow),
      auditLog: { record: async (e: NewAuditEntry) => void audit.push(e) } as unknown as AuditLog,
      config: { feePercent: 10, publicUrl: 'http://localhost:3000' },
    },
  };
}

moneyScenarios(inMemoryWorld);
